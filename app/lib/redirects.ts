/**
 * Permanent redirects (docs/requirements.md §7). Matching ignores
 * case and a trailing slash; the query string is kept; any casing of a real route goes to its
 * lowercase form. Applied once, in front of React Router, by the server that receives the
 * request: `redirectFor` is called by server/main.ts (production) and by the dev server plugin
 * (scripts/vite-app-server.ts), so both answer the same 301s. Prerendering does not pass through
 * either, so React Router's prerender requests ("/cookies/") are never redirected.
 */
import { brand } from "../content/site.ts";
import { collapseSlashes, normalizePath } from "./paths.ts";

function redirectTable(slug: string, legacyHost: string): ReadonlyMap<string, string> {
  const entries: [string, string][] = [
    ["/forside", "/"],
    ["/arbejd-hjemmefra-freelance", "/jobs/arbejd-hjemmefra"],
    [`/${slug}-freelance-moedebooker`, "/jobs/arbejd-hjemmefra"],
    ["/moedebooker-inden-for-solceller-og-vedvarende-energi", "/jobs/solenergi"],
    ["/privat-strom-salg", "/jobs/energi-salg"],
    [`/samarbejde-med-${slug}`, "/samarbejdspartner"],
    ["/partners", "/samarbejdspartner"],
    [`/om-${slug}`, "/om-os"],
    ["/moedebooker-hjemmeside-seo-og-marketing", "/jobs/web-bureau"],
    [`/kontakt-${slug}`, "/kontakt"],
    ["/contact", "/kontakt"],
    ["/freelance-modebooker-pension", "/jobs/pensionsordning"],
    ["/freelancers", "/freelance-telemarketing"],
    ["/freelancere", "/freelance-telemarketing"],
    ["/telemarketing-freelance-opgave-inkasso", "/jobs/inkasso"],
    ["/hvorfor-outsource", `/hvorfor-${slug}`],
    // The two links of the old site that carried its host name as a path prefix.
    [`/${legacyHost}/contact`, "/kontakt"],
    [`/${legacyHost}/jobs/remote-work`, "/jobs/arbejd-hjemmefra"],
    // English canonical paths the old pages declared (both readings kept: they answer 301).
    ["/jobs/coffee-service", "/jobs/kaffe-service"],
    ["/jobs/mat-service", "/jobs/matte-service"],
    ["/jobs/solar-energy", "/jobs/solenergi"],
    ["/jobs/energy-sales", "/jobs/energi-salg"],
    ["/digital/web-development", "/digital/webudvikling"],
    ["/digital/websites", "/digital/hjemmesider"],
    ["/digital/web-development/kontakt", "/digital/webudvikling/kontakt"],
    ["/digital/websites/kontakt", "/digital/hjemmesider/kontakt"],
  ];
  return new Map(entries.map(([from, to]) => [from.toLowerCase(), to]));
}

const table = redirectTable(brand.slug, brand.legacyHost);

/**
 * The location a request should be sent to with a 301, or null when it is already where it
 * belongs. One hop: "/Forside/?a=1" goes straight to "/?a=1".
 */
export function resolveRedirect(pathname: string, search = ""): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Runs of slashes (also encoded or as backslashes) become one: "//evil.example" and
  // "/%2F%2Fevil.example" are paths on this site, never a protocol-relative address.
  const key = normalizePath(collapseSlashes(decoded.toLowerCase()));
  const target = table.get(key) ?? key;
  if (target === decoded) return null;
  // Encode each segment, so "?" or "#" decoded from the path cannot start a query or fragment.
  return target.split("/").map(encodeURIComponent).join("/") + search;
}

/** The 301 location for a request (GET or HEAD, not an exempt path), or null: the one check both servers make. */
export function redirectFor(method: string | undefined, url: URL): string | null {
  if ((method !== "GET" && method !== "HEAD") || isExemptFromRedirects(url.pathname)) return null;
  return resolveRedirect(url.pathname, url.search);
}

/** Paths the redirect rules never touch: hashed assets, data requests, framework endpoints. */
export function isExemptFromRedirects(pathname: string): boolean {
  return pathname.startsWith("/assets/") || pathname.endsWith(".data") || pathname.startsWith("/__");
}

export const redirectTargets: ReadonlyMap<string, string> = table;
