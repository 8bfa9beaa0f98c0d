/**
 * Permanent redirects (docs/requirements.md §7). Matching ignores
 * case and a trailing slash; the query string is kept; any casing of a real route goes to its
 * lowercase form, except the value of a parameter that carries a token or an id
 * (`caseKeepingRoutes`): only the fixed segments around it are lowered. Applied once, in front of React Router, by the server that receives the
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
 * Routes whose parameter is a value made elsewhere: a secret token (base64url, both cases) or a
 * row's id. Lowering it makes another value: "/kalender/<token>" answered 301 to the lowercased
 * token, a 404, cached for an hour (issue 37). A `:slug` is ours and lowercase, so it is not here;
 * app/lib/route-table.test.ts fails when a route with any other parameter is missing.
 */
export const caseKeepingRoutes: readonly string[] = [
  "/kalender/:token",
  "/admin/adgang/:token",
  "/admin/contact-submissions/:id",
  "/admin/webhooks/:id",
  "/admin/indhold/jobs/:id",
  "/admin/indhold/jobs/:id/forhaandsvisning",
  "/admin/indhold/blog/:id",
  "/admin/indhold/blog/:id/forhaandsvisning",
  "/admin/indhold/sider/:side",
  "/admin/indhold/sider/:side/forhaandsvisning",
  "/admin/leads/import/:id",
  "/admin/leads/import/:id/rapport.csv",
  "/indhold/jobs/:file",
  // An uploaded photo's files (lowercase hex and names; kept as asked, like every value here)
  "/bilder/:hash/:name",
  // An earlier photo's files, for the editors' history (/admin/indhold/personer and /cases)
  "/admin/indhold/billeder/:hash/:name",
];
const caseKeeping = caseKeepingRoutes.map((route) => route.split("/"));

/** The path with its fixed segments lowered; a case-keeping route's parameter stays as sent. */
function lowered(path: string): string {
  const segments = path.split("/");
  const route = caseKeeping.find(
    (parts) => parts.length === segments.length && parts.every((part, i) => part.startsWith(":") || part === segments[i]!.toLowerCase()),
  );
  if (!route) return path.toLowerCase();
  return segments.map((segment, i) => (route[i]!.startsWith(":") ? segment : segment.toLowerCase())).join("/");
}

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
  const path = normalizePath(collapseSlashes(decoded));
  const key = path.toLowerCase();
  const target = table.get(key) ?? lowered(path);
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
