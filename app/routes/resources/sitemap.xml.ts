import { absoluteUrl } from "../../config/build-config.ts";
import type { Route } from "./+types/sitemap.xml";
import { sitemapEntries } from "../../lib/route-table.ts";
import { routeTable } from "../../routes.ts";
import { contentContext } from "../../server/content/snapshot.server.ts";

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Generated from the route table (app/routes.ts) and the published content: its public pages; admin and closed jobs are never listed. */
export function loader({ context }: Route.LoaderArgs) {
  const urls = sitemapEntries(routeTable, context.get(contentContext))
    .map((entry) =>
      [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>`,
        entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>` : "",
        `    <changefreq>${entry.changefreq}</changefreq>`,
        `    <priority>${entry.priority.toFixed(1)}</priority>`,
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
