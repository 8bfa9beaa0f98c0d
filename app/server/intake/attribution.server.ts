/**
 * Where an enquiry came from (docs/decisions/analytics.md), read by handleForm for every form.
 *
 *  - With JavaScript, app/lib/use-analytics.ts adds one field, `visit`, to every form's data: JSON
 *    {scope, p: landing path, q: landing query, r: referrer origin}. scope "visit" when the visitor chose
 *    "Accepter" (the visit's first page, carried in sessionStorage), "page" otherwise (the form's
 *    own page: its URL's campaign parameters and its referrer).
 *  - Without JavaScript (or without that field) the POST's Referer header is the form's page with
 *    its query string (Referrer-Policy strict-origin-when-cross-origin keeps same-origin URLs
 *    whole), so its campaign parameters are recorded with scope "page".
 * Only the campaign parameters, gclid/fbclid presence and the referrer's host are kept.
 */
import { buildConfig } from "../../config/build-config.ts";
import { analyticsClient } from "../../lib/analytics-client.ts";
import { normalizePath } from "../../lib/paths.ts";
import { campaignFromQuery, urlHost } from "../analytics/parsing.server.ts";
import { isKnownPage } from "./known-pages.server.ts";
import type { Attribution } from "../inbox/schema.server.ts";

export const VISIT_FIELD = analyticsClient.visitField;
const MAX_VISIT = 1500;

/** Our own hosts (the request's and SITE_URL's): a referrer on one of them is not a source. */
export function siteHosts(request: Request): string[] {
  return [...new Set([urlHost(request.url), urlHost(buildConfig.siteUrl)].filter((host): host is string => Boolean(host)))];
}

function build(scope: Attribution["scope"], landing: string | null, query: string, referrer: string | null, hosts: readonly string[]): Attribution | null {
  const campaign = campaignFromQuery(query);
  const host = urlHost(referrer);
  const referrerHost = host && !hosts.includes(host) ? host : null;
  const landingPage = landing && landing.startsWith("/") && isKnownPage(normalizePath(landing)) ? normalizePath(landing) : null;
  const attribution: Attribution = { scope, landingPage, referrerHost, ...campaign };
  const known =
    attribution.landingPage || referrerHost || campaign.utmSource || campaign.utmMedium || campaign.utmCampaign || campaign.gclid || campaign.fbclid;
  return known ? attribution : null;
}

/** The enquiry's attribution from the form's `visit` field, else from the Referer header; null when nothing is known. */
export function attributionFromForm(request: Request, values: Record<string, string | undefined>): Attribution | null {
  const hosts = siteHosts(request);
  const visit = values[VISIT_FIELD];
  if (visit && visit.length <= MAX_VISIT) {
    try {
      const parsed = JSON.parse(visit) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === "string" ? value : null);
      if (parsed && (parsed.scope === "visit" || parsed.scope === "page")) {
        const query = text(parsed.q) ?? "";
        return build(parsed.scope, parsed.scope === "visit" ? text(parsed.p) : null, query.startsWith("?") ? query : "", text(parsed.r), hosts);
      }
    } catch {
      /* not ours: fall back to what the request itself says */
    }
  }
  const referer = request.headers.get("referer");
  const refererHost = urlHost(referer);
  if (!referer || !refererHost || !hosts.includes(refererHost)) return null;
  return build("page", null, new URL(referer).search, null, hosts);
}
