import { scopeLabels } from "../../content/attribution-labels.ts";
import type { Attribution } from "../../server/inbox/schema.server.ts";

/** An enquiry's attribution as rows of the detail page's <dl>. Every value is text React escapes. */
export function AttributionDetails({ attribution }: { attribution: Attribution | null }) {
  const rows: [string, string][] = attribution
    ? [
        ["Kilden gælder", scopeLabels[attribution.scope]],
        ["Indgangsside", attribution.landingPage ?? "–"],
        ["Henvisende domæne", attribution.referrerHost ?? "–"],
        ["utm_source", attribution.utmSource ?? "–"],
        ["utm_medium", attribution.utmMedium ?? "–"],
        ["utm_campaign", attribution.utmCampaign ?? "–"],
        ["Annonceklik", [attribution.gclid && "Google (gclid)", attribution.fbclid && "Meta (fbclid)"].filter(Boolean).join(", ") || "–"],
      ]
    : [["Kilde", "Ukendt (siden sendte ingen oplysninger om besøget)"]];
  return (
    <>
      {rows.map(([label, value]) => (
        <div key={label} className="contents" data-attribution={label}>
          <dt className="font-semibold text-muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </>
  );
}
