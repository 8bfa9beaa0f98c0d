import { absoluteUrl } from "../../config/build-config.ts";

/** Crawlers are welcome everywhere except the staff inbox. */
export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /admin/", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
