/**
 * How each public path in app/routes.ts is listed: sitemap priority and change frequency, and the
 * page's meta where it lives in content (llms.txt reads titles and descriptions from here).
 * app/routes.ts says which module answers a path; this file says how the path is listed, keyed by
 * path. Pages behind a route parameter come from the content files (jobs, digital services, blog
 * articles), so a new content file is built, listed and described without an entry here.
 *
 * app/lib/route-table.ts checks the two files against each other (in pages.test.ts and in the
 * build, react-router.config.ts): a static route without an entry here, an entry without a
 * route, or a parameter route without its content fails.
 */
import { agentTools } from "../forms/tools.ts";
import { agentSkillPath, aiCatalogPath, llmsTxtPath } from "../lib/agent-paths.ts";
import * as about from "./about.ts";
import * as blog from "./blog.ts";
import { blogPostPaths } from "./blog-sources.ts";
import * as contact from "./contact.ts";
import { digitalPages, digitalPaths } from "./digital.ts";
import * as home from "./home.ts";
import { freelancePage, jobPaths, jobs } from "./jobs.ts";
import { cookieMeta, privacyMeta } from "./legal.ts";
import * as partner from "./partner.ts";
import * as pricing from "./pricing.ts";
import * as services from "./services.ts";
import { whyPath } from "./site.ts";
import type { PageMeta } from "./types.ts";
import * as why from "./why.ts";

export { digitalPaths, jobPaths, whyPath };

export type Changefreq = "daily" | "weekly" | "monthly" | "yearly";

export type PageAttributes = {
  /** Sitemap priority, 0.1-1.0 */
  priority: number;
  changefreq: Changefreq;
  /** The page's meta when it lives in content (a route that builds its meta itself leaves it out). */
  meta?: PageMeta;
};

export type PublicPage = PageAttributes & { path: string };

const attributes = (priority: number, changefreq: Changefreq, meta?: PageMeta): PageAttributes => ({ priority, changefreq, ...(meta && { meta }) });

/** Every public page without a route parameter, keyed by its path in app/routes.ts. */
export const staticPages: Readonly<Record<string, PageAttributes>> = {
  "/": attributes(1.0, "weekly", home.meta),
  "/kontakt": attributes(0.9, "monthly", contact.meta),
  "/ydelser": attributes(0.9, "monthly", services.meta),
  "/samarbejdspartner": attributes(0.9, "monthly", partner.meta),
  "/priser": attributes(0.9, "monthly", pricing.meta),
  [whyPath]: attributes(0.8, "monthly", why.meta),
  "/om-os": attributes(0.7, "monthly", about.meta),
  "/freelance-telemarketing": attributes(0.9, "weekly", freelancePage.meta),
  "/nyhedsbrev": attributes(0.3, "yearly"),
  "/privatlivspolitik": attributes(0.2, "yearly", privacyMeta),
  "/cookies": attributes(0.2, "yearly", cookieMeta),
  "/blog": attributes(0.8, "weekly", blog.listMeta),
};

/** The pages behind each parameter route, from the content files, keyed by the route's path. */
export const paramPages: Readonly<Record<string, readonly PublicPage[]>> = {
  "/jobs/:slug": jobs.map((job) => ({ path: job.path, ...attributes(0.8, "weekly", job.meta) })),
  "/digital/:slug": digitalPages.map((page) => ({ path: page.path, ...attributes(0.8, "monthly", page.meta) })),
  "/digital/:slug/kontakt": digitalPaths.map((path) => ({ path: `${path}/kontakt`, ...attributes(0.5, "monthly") })),
};

/** Every public page except the blog's articles (those are in sitemapEntries()). */
export const publicPages: readonly PublicPage[] = [
  ...Object.entries(staticPages).map(([path, page]) => ({ path, ...page })),
  ...Object.values(paramPages).flat(),
];

/** Resource routes without a parameter that are built to static files but are not pages (the last two are for AI agents). */
export const resourceRoutes: readonly string[] = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml", llmsTxtPath, aiCatalogPath];

/** The files behind each parameter resource route, keyed by the route's path. */
export const paramResources: Readonly<Record<string, readonly string[]>> = {
  "/.well-known/agent-skills/:file": agentTools.map((tool) => agentSkillPath(tool.name)),
};

/** Every resource built to a static file: the resource routes, then one Agent Skill per form tool. */
export const staticResources: readonly string[] = [...resourceRoutes, ...Object.values(paramResources).flat()];

/**
 * Routes the server renders on every request and nobody lists: the staff inbox (every path under
 * /admin), the form token, the page-view beacon's endpoint, the newsletter confirm/unsubscribe links, the deliberate render error
 * and the catch-all 404.
 */
export const serverOnlyRoutes = { prefixes: ["/admin"], paths: ["/forms/start", "/api/event", "/nyhedsbrev/bekraeft", "/nyhedsbrev/afmeld", "/test/render-fejl", "/*"] } as const;

export type SitemapEntry = PublicPage & { lastmod?: string };

/** Every article, from content/blog (the newest article's date is the list page's lastmod). */
function blogEntries(): SitemapEntry[] {
  return blogPostPaths().map(({ slug, date }) => ({ path: `/blog/${slug}`, ...attributes(0.6, "yearly"), lastmod: date }));
}

export function sitemapEntries(): SitemapEntry[] {
  const posts = blogEntries();
  const newest = posts.map((post) => post.lastmod ?? "").sort().at(-1);
  const pages = publicPages.map(({ meta: _meta, ...entry }) => (entry.path === "/blog" && newest ? { ...entry, lastmod: newest } : entry));
  return [...pages, ...posts];
}

/** The blog articles' paths, for the route check (the article route is /blog/:slug). */
export function blogPaths(): string[] {
  return blogPostPaths().map(({ slug }) => `/blog/${slug}`);
}
