import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { prerenderPaths, routePaths, routeTableProblems } from "../lib/route-table.ts";
import { blogSources } from "./blog-sources.ts";
import { digitalPages } from "./digital.ts";
import { jobs } from "./jobs.ts";
import { publicPages, sitemapEntries, staticPages, staticResources } from "./pages.ts";

const declared = routePaths(routes);
/** What React Router's getStaticPaths() hands the prerender function: "/" and every path without a parameter. */
const staticPaths = ["/", ...declared.filter((path) => !/[:*]/.test(path))];

describe("one route table: app/routes.ts, app/content/pages.ts and the content files agree", () => {
  it("has no route without a pages.ts entry, no entry without a route, and no menu link to a missing page", () => {
    expect(routeTableProblems(declared)).toEqual([]);
  });

  it("fails when a route is added to routes.ts without a pages.ts entry", () => {
    expect(routeTableProblems([...declared, "/karriere"])).toEqual([expect.stringMatching(/^\/karriere: ruten i app\/routes\.ts mangler i app\/content\/pages\.ts/)]);
    expect(routeTableProblems([...declared, "/cases/:slug"])).toEqual([expect.stringMatching(/^\/cases\/:slug: ruten i app\/routes\.ts har ingen sider/)]);
  });

  it("fails when a pages.ts entry has no route", () => {
    expect(routeTableProblems(declared.filter((path) => path !== "/priser"))).toContainEqual(expect.stringMatching(/^\/priser: står i app\/content\/pages\.ts, men ingen rute/));
    expect(routeTableProblems(declared.filter((path) => path !== "/jobs/:slug"))).toContainEqual(expect.stringMatching(/^\/jobs\/:slug: står i app\/content\/pages\.ts, men ingen rute/));
  });

  it("prerenders every public page and static resource, and nothing the server must render", () => {
    const paths = prerenderPaths(routes, staticPaths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining([...sitemapEntries().map((entry) => entry.path), ...staticResources]));
    expect(paths).toHaveLength(sitemapEntries().length + staticResources.length);
    expect(paths.filter((path) => path.startsWith("/admin") || path === "/forms/start" || path === "/test/render-fejl")).toEqual([]);
  });

  it("refuses to prerender when the route table and pages.ts disagree", () => {
    const withNewPage = [...routes, { id: "karriere", path: "karriere", file: "routes/public/karriere.tsx" }];
    expect(() => prerenderPaths(withNewPage, [...staticPaths, "/karriere"])).toThrow(/\/karriere: ruten i app\/routes\.ts mangler/);
  });

  it("lists one page per job file, digital-service file and article, counted from the content", () => {
    const sitemap = sitemapEntries().map((entry) => entry.path);
    expect(sitemap.filter((path) => path.startsWith("/jobs/"))).toHaveLength(jobs.length);
    expect(sitemap.filter((path) => /^\/digital\/[^/]+$/.test(path))).toHaveLength(digitalPages.length);
    expect(sitemap.filter((path) => /^\/digital\/[^/]+\/kontakt$/.test(path))).toHaveLength(digitalPages.length);
    expect(sitemap.filter((path) => path.startsWith("/blog/"))).toHaveLength(blogSources().length);
    expect(sitemap).toHaveLength(Object.keys(staticPages).length + jobs.length + 2 * digitalPages.length + blogSources().length);
  });

  it("carries each page's meta under its own path, so llms.txt describes the page the sitemap lists", () => {
    for (const page of publicPages) if (page.meta) expect(page.meta.canonicalPath, page.path).toBe(page.path);
    for (const job of jobs) expect(publicPages.find((page) => page.path === job.path)?.meta).toBe(job.meta);
  });
});
