/**
 * The public route table: every page a visitor or a crawler can reach. The sitemap, the prerender
 * list and the route tests all read it, so a page added here is built, listed and tested.
 */
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

export const jobPaths = [
  "/jobs/arbejd-hjemmefra",
  "/jobs/web-bureau",
  "/jobs/led-belysning",
  "/jobs/energi-salg",
  "/jobs/kaffe-service",
  "/jobs/solenergi",
  "/jobs/matte-service",
  "/jobs/pensionsordning",
  "/jobs/inkasso",
] as const;

export const digitalPaths = [
  "/digital/webudvikling",
  "/digital/api-saas",
  "/digital/hjemmesider",
  "/digital/ai-integration",
] as const;

export const whyPath = `/hvorfor-${brand.slug}`;

export const publicPages: readonly PublicPage[] = [
  page("/", 1.0, "weekly"),
  page("/privatlivspolitik", 0.2, "yearly"),
  page("/cookies", 0.2, "yearly"),
  page("/blog", 0.8, "weekly"),
];

/** Resource routes that are also built to static files. */
export const staticResources = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"] as const;

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
