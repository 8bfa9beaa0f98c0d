/** How staff read an enquiry's attribution: the detail page, and `npm run enquiries`. */
import type { Attribution } from "../server/inbox/schema.server.ts";

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

/** How /admin/analytics counts conversion, in one sentence. */
export const conversionExplanation =
  "Konvertering er henvendelser delt med besøgende i samme periode og vises højst som 100 %, fordi henvendelser fra afsendere, der ikke blev talt som besøgende (fx uden JavaScript), ellers kunne give mere.";

/**
 * Enquiries per visitor, as staff read it: "2,5 %" (– when there were no visitors), at most
 * "100,0 %": enquiries whose senders were never counted as visitors (no JavaScript, a blocked
 * beacon) cannot make it more (issue 22, point 5; the page says so in `conversionExplanation`).
 */
export function conversionRate(enquiries: number, visitors: number): string {
  if (!visitors) return "–";
  return `${(Math.min(1, enquiries / visitors) * 100).toLocaleString("da-DK", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}
