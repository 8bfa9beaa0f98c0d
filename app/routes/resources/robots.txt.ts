import { absoluteUrl } from "../../config/build-config.ts";
import { aiCatalogPath } from "../../lib/agent-paths.ts";

/**
 * Crawlers are welcome everywhere except the staff inbox. The AI catalog is named in a comment:
 * as a live `Agentmap:` directive, Lighthouse's robots.txt audit (SEO) flags it as unknown and
 * costs the SEO score, while its ARD audit finds the catalog anyway through <link rel="ai-catalog">
 * on every page and the well-known path.
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /admin/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    `# Agentmap: ${absoluteUrl(aiCatalogPath)}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
