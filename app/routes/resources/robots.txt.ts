import { absoluteUrl } from "../../config/build-config.ts";
import { aiCatalogPath } from "../../lib/agent-paths.ts";

/**
 * Crawlers are welcome everywhere except the staff inbox. `Agentmap` points AI agents at the
 * Agentic Resource Discovery catalog (the ARD spec's robots.txt directive).
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /admin/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    `Agentmap: ${absoluteUrl(aiCatalogPath)}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
