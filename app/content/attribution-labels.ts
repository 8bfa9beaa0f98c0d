/** How staff read an enquiry's attribution: the detail page, and `npm run enquiries`. */
import type { Attribution } from "../server/schema.server.ts";

export const scopeLabels: Record<Attribution["scope"], string> = {
  visit: "hele besøget (besøgende accepterede)",
  page: "kun formularens side",
};

/** "linkedin / cpc / q1" style: source, medium and campaign; "Direkte / ukendt" without any. */
export function attributionSummary(attribution: Attribution | null | undefined): string {
  if (!attribution) return "Ukendt";
  const source = attribution.utmSource ?? attribution.referrerHost ?? "Direkte / ukendt";
  const parts = [source, attribution.utmMedium, attribution.utmCampaign].filter(Boolean);
  const clicks = [attribution.gclid && "gclid", attribution.fbclid && "fbclid"].filter(Boolean);
  return `${parts.join(" / ")}${clicks.length ? ` (${clicks.join(", ")})` : ""}`;
}

/** Enquiries per visitor, as staff read it: "2,5 %" (– when there were no visitors). */
export function conversionRate(enquiries: number, visitors: number): string {
  if (!visitors) return "–";
  return `${((enquiries / visitors) * 100).toLocaleString("da-DK", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}
