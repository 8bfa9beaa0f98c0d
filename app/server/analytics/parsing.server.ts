/**
 * Page analytics (docs/decisions/analytics.md; the whole picture in ./report.server.ts): parsing.
 * The beacon (app/lib/enhance.ts) posts {p: path, q: query, r: referrer} to POST /api/event after
 * the page has loaded; `parseEvent` validates it strictly (a known public page, sizes capped) and
 * keeps only the path, whether it started a visit, and that visit's source, medium and campaign.
 */
import { normalizePath } from "../../lib/paths.ts";

/** A beacon is a few hundred bytes; anything longer is not ours. */
export const MAX_EVENT_BYTES = 1024;
const MAX_LABEL = 100;
export const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Parsing

/** A campaign label as staff will see it: no control characters, trimmed, at most 100 characters. */
export function cleanLabel(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MAX_LABEL);
}

/** The host of an absolute http(s) URL, lowercase and without "www."; null for anything else. */
export function urlHost(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

export type Campaign = { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; gclid: boolean; fbclid: boolean };

/** The campaign parameters of a query string ("?utm_source=..."); nothing else in it is kept. */
export function campaignFromQuery(query: string): Campaign {
  const params = new URLSearchParams(query);
  const label = (name: string) => cleanLabel(params.get(name)) || null;
  return {
    utmSource: label("utm_source")?.toLowerCase() ?? null,
    utmMedium: label("utm_medium")?.toLowerCase() ?? null,
    utmCampaign: label("utm_campaign"),
    gclid: params.has("gclid"),
    fbclid: params.has("fbclid"),
  };
}

/** One rule for "where a visit came from", used for page views and enquiries alike. */
export function sourceOf(campaign: Pick<Campaign, "utmSource">, referrerHost: string | null): string {
  return campaign.utmSource ?? referrerHost ?? "";
}

export type PageEvent = { path: string; entry: boolean; source: string; medium: string; campaign: string };
export type ParseResult = { ok: true; event: PageEvent } | { ok: false; status: 400 | 413 | 422; message: string };

const fail = (status: 400 | 413 | 422, message: string): ParseResult => ({ ok: false, status, message });

/**
 * A beacon's body, checked strictly: JSON with `p` (the page's path, a known public page), `q`
 * (its query string) and `r` (the referrer), nothing else. `siteHosts` are our own hosts: a
 * referrer on one of them is a step inside the visit, anything else starts one (an entry).
 * `isKnownPage` is app/server/intake/known-pages.server.ts's in the server.
 */
export function parseEvent(body: string, siteHosts: readonly string[], isKnownPage: (path: string) => boolean): ParseResult {
  if (Buffer.byteLength(body) > MAX_EVENT_BYTES) return fail(413, "Hændelsen er for stor.");
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return fail(400, "Hændelsen er ikke gyldig JSON.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return fail(400, "Hændelsen skal være et objekt.");
  const record = value as Record<string, unknown>;
  if (Object.keys(record).some((key) => key !== "p" && key !== "q" && key !== "r")) return fail(422, "Hændelsen har ukendte felter.");
  const { p, q = "", r = "" } = record;
  if (typeof p !== "string" || typeof q !== "string" || typeof r !== "string") return fail(422, "Hændelsens felter skal være tekst.");
  if (!p.startsWith("/") || p.length > 300) return fail(422, "Ukendt side.");
  const path = normalizePath(p);
  if (!isKnownPage(path)) return fail(422, "Ukendt side.");
  if (q && !q.startsWith("?")) return fail(422, "Ugyldig forespørgselsstreng.");
  const referrerHost = urlHost(r);
  if (r && !referrerHost) return fail(422, "Ugyldig henviser.");
  const entry = !referrerHost || !siteHosts.includes(referrerHost);
  if (!entry) return { ok: true, event: { path, entry, source: "", medium: "", campaign: "" } };
  const campaign = campaignFromQuery(q);
  return { ok: true, event: { path, entry, source: sourceOf(campaign, referrerHost), medium: campaign.utmMedium ?? "", campaign: campaign.utmCampaign ?? "" } };
}
