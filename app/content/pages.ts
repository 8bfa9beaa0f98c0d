/**
 * The public route table: every page a visitor or a crawler can reach. The sitemap, the prerender
 * list and the route tests all read it, so a page added here is built, listed and tested.
 */
import { agentTools } from "../forms/tools.ts";
import { agentSkillPath, aiCatalogPath, llmsTxtPath } from "../lib/agent-paths.ts";
import { digitalPaths } from "./digital.ts";
import { jobPaths } from "./jobs.ts";
import { blogPostPaths } from "./blog-sources.ts";
import { brand } from "./site.ts";

export type PublicPage = {
  path: string;
  /** Sitemap priority, 0.1-1.0 */
  priority: number;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
};

const page = (path: string, priority = 0.7, changefreq: PublicPage["changefreq"] = "monthly"): PublicPage => ({
  path,
  priority,
  changefreq,
});

/** The job and digital-service pages, from their content files (so the sitemap follows the menus). */
export { digitalPaths, jobPaths };

export const whyPath = `/hvorfor-${brand.slug}`;

export const publicPages: readonly PublicPage[] = [
  page("/", 1.0, "weekly"),
  page("/kontakt", 0.9),
  page("/ydelser", 0.9),
  page("/samarbejdspartner", 0.9),
  page("/priser", 0.9),
  page(whyPath, 0.8),
  page("/om-os", 0.7),
  page("/freelance-telemarketing", 0.9, "weekly"),
  ...jobPaths.map((path) => page(path, 0.8, "weekly")),
  ...digitalPaths.map((path) => page(`${path}/kontakt`, 0.5)),
  page("/nyhedsbrev", 0.3, "yearly"),
  page("/privatlivspolitik", 0.2, "yearly"),
  page("/cookies", 0.2, "yearly"),
  ...digitalPaths.map((path) => page(path, 0.8)),
  page("/blog", 0.8, "weekly"),
];

/** Resource routes that are also built to static files (the last three groups are for AI agents). */
export const staticResources: readonly string[] = [
  "/sitemap.xml",
  "/robots.txt",
  "/blog/rss.xml",
  llmsTxtPath,
  aiCatalogPath,
  ...agentTools.map((tool) => agentSkillPath(tool.name)),
];

export type SitemapEntry = PublicPage & { lastmod?: string };

/** Every article, from content/blog (the newest article's date is the list page's lastmod). */
function blogEntries(): SitemapEntry[] {
  return blogPostPaths().map(({ slug, date }) => ({ ...page(`/blog/${slug}`, 0.6, "yearly"), lastmod: date }));
}

export function sitemapEntries(): SitemapEntry[] {
  const posts = blogEntries();
  const newest = posts.map((post) => post.lastmod ?? "").sort().at(-1);
  return [...publicPages.map((entry) => (entry.path === "/blog" && newest ? { ...entry, lastmod: newest } : entry)), ...posts];
}

export function prerenderPaths(): string[] {
  return [...sitemapEntries().map((p) => p.path), ...staticResources];
}
