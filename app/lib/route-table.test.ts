import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogSources } from "../content/blog-sources.ts";
import { digitalPages } from "../content/digital.ts";
import { jobs } from "../content/jobs.ts";
import routes, { menus, routeTable } from "../routes.ts";
import { caseKeepingRoutes, redirectTargets, resolveRedirect } from "./redirects.ts";
import {
  navigation,
  pagesWithForm,
  prerenderPaths,
  publicPages,
  queryAwarePaths,
  routeTableProblems,
  sitemapEntries,
  staticResources,
  type RouteEntry,
} from "./route-table.ts";

/** React Router's route config, flattened to full paths ("/", "/om-os", "/jobs/:slug", "/*"). */
function configPaths(entries: readonly { path?: string; index?: boolean; children?: unknown }[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.index ? ["/"] : entry.path !== undefined ? [`/${entry.path}`] : []),
    ...configPaths((entry.children ?? []) as typeof entries),
  ]);
}

describe("one route table (app/routes.ts)", () => {
  it("fits together: every page fits its route and carries its own meta, every menu item and redirect target is a page", () => {
    expect(routeTableProblems()).toEqual([]);
  });

  it("is React Router's route config: every route of the table, one module each", () => {
    const paths = routeTable.flatMap((entry) => ("layout" in entry ? entry.children.map((child) => child.path) : [entry.path]));
    expect(configPaths(routes).sort()).toEqual(paths.sort());
    expect(routes.find((entry) => "children" in entry && entry.children)?.file).toBe("routes/admin/layout.tsx");
  });

  it("has a route for every module under app/routes/ (knip.json takes them as entry points)", () => {
    const dir = path.join(import.meta.dirname, "../routes");
    const modules = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes("+types"))
      .map((file) => `routes/${file.split(path.sep).join("/")}`);
    const files = routeTable.flatMap((entry) => ("layout" in entry ? [entry.layout, ...entry.children.map((child) => child.file)] : [entry.file]));
    expect(modules.sort()).toEqual([...new Set(files)].sort());
  });

  it("prerenders every public page and static resource, and nothing the server must render", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([...sitemapEntries().map((entry) => entry.path), ...staticResources()]);
    expect(paths.filter((path) => /^\/(admin|forms|api|test)\b|^\/nyhedsbrev\/|\*/.test(path))).toEqual([]);
    for (const file of ["/sitemap.xml", "/robots.txt", "/blog/rss.xml", "/llms.txt", "/.well-known/ai-catalog.json"]) expect(paths).toContain(file);
  });

  it("lists one page per job file, digital-service file and article, counted from the content", () => {
    const sitemap = sitemapEntries().map((entry) => entry.path);
    expect(sitemap.filter((path) => path.startsWith("/jobs/"))).toHaveLength(jobs.length);
    expect(sitemap.filter((path) => /^\/digital\/[^/]+$/.test(path))).toHaveLength(digitalPages.length);
    expect(sitemap.filter((path) => /^\/digital\/[^/]+\/kontakt$/.test(path))).toHaveLength(digitalPages.length);
    expect(sitemap.filter((path) => path.startsWith("/blog/"))).toHaveLength(blogSources().length);
    const newest = sitemapEntries()
      .filter((entry) => entry.path.startsWith("/blog/"))
      .map((entry) => entry.lastmod!)
      .sort()
      .at(-1);
    expect(sitemapEntries().find((entry) => entry.path === "/blog")?.lastmod).toBe(newest);
  });

  it("carries each page's meta under its own path, so llms.txt describes the page the sitemap lists", () => {
    for (const page of publicPages()) if (page.meta) expect(page.meta.canonicalPath, page.path).toBe(page.path);
    for (const job of jobs) expect(publicPages().find((page) => page.path === job.path)?.meta).toBe(job.meta);
  });

  it("says which pages carry each form, and which pages the server renders for their query string", () => {
    expect(pagesWithForm("price-quote")).toEqual(["/priser"]);
    expect(pagesWithForm("job-application")).toEqual(jobs.map((job) => job.path));
    expect(pagesWithForm("quote")).toEqual(digitalPages.map((page) => `${page.path}/kontakt`));
    expect(pagesWithForm("blog-search")).toEqual(["/blog"]);
    expect(queryAwarePaths()).toEqual(["/blog", "/blog.data", "/book-et-moede", "/book-et-moede.data"]);
  });

  it("builds the menus from the table by name: the spec's header, dropdowns and footer", () => {
    const nav = navigation();
    /** The spec's links, in the spec's order (a menu may link more pages). */
    const spec = (links: readonly (readonly [string, string])[], paths: string[]) =>
      expect(links.map(([href]) => href).filter((href) => paths.includes(href))).toEqual(paths);
    spec(nav.main, ["/", "/ydelser", "/om-os", "/blog", "/kontakt"]);
    // Priser in the main navigation too, beside the services (issue 24), not only under "Samarbejde".
    expect(nav.main.map(([href]) => href).indexOf("/priser")).toBe(nav.main.map(([href]) => href).indexOf("/ydelser") + 1);
    expect(nav.button).toEqual(["/kontakt", "Kontakt os"]);
    expect(nav.dropdowns.map((group) => group.label)).toEqual(["Digital", "Job søgere", "Samarbejde"]);
    const jobsMenu = nav.dropdowns.find((group) => group.id === "jobs")!.links;
    expect(jobsMenu.map(([href]) => href)).toEqual([...jobs.map((job) => job.path), "/freelance-telemarketing"]);
    expect(jobsMenu.at(-1)![1]).toBe("Se alle stillinger");
    const quick = nav.footer.find((group) => group.id === "genveje")!.links;
    spec(quick, ["/", "/ydelser", "/jobs/arbejd-hjemmefra", "/samarbejdspartner", "/priser", "/om-os", "/kontakt"]);
    expect(quick.find(([href]) => href === "/jobs/arbejd-hjemmefra")?.[1]).toBe("Arbejd hjemmefra");
    expect(nav.footer.flatMap((group) => group.links).map(([href]) => href)).toContain("/blog");
    expect(nav.legal.map(([href]) => href)).toEqual(["/privatlivspolitik", "/cookies"]);
    for (const [href, label] of [...nav.main, ...nav.dropdowns.flatMap((group) => group.links), ...nav.footer.flatMap((group) => group.links)])
      expect(label, href).not.toBe(href);
  });

  it("sends every redirect to a public page, in one hop", () => {
    const pages = new Set(publicPages().map((page) => page.path));
    for (const [from, to] of redirectTargets) {
      expect(pages.has(to), `${from} -> ${to}`).toBe(true);
      expect(resolveRedirect(to), to).toBeNull();
    }
  });

  it("keeps the case of every server route's token or id: each route with a parameter other than :slug is a case-keeping route", () => {
    const serverRoutes = routeTable.flatMap((entry) => ("layout" in entry ? entry.children : "serverOnly" in entry ? [entry] : []));
    const withValue = serverRoutes.map((entry) => entry.path).filter((route) => route.split("/").some((part) => part.startsWith(":") && part !== ":slug"));
    expect(withValue.length).toBeGreaterThan(0);
    expect([...withValue].sort()).toEqual([...caseKeepingRoutes].sort());
  });
});

describe("the route table's check fails, naming the path", () => {
  const page = (path: string, extra: Partial<Extract<RouteEntry, { page: unknown }>["page"]> = {}): RouteEntry => ({
    path,
    file: "routes/public/x.tsx",
    page: { sitemap: [0.5, "monthly"], ...extra },
  });

  it("when a menu links to a path that is not a page", () => {
    expect(routeTableProblems(routeTable, { ...menus, main: [...menus.main, "/ny-side-i-testen"] })).toEqual([
      expect.stringMatching(/^\/ny-side-i-testen: menuen/),
    ]);
    expect(routeTableProblems(routeTable, { ...menus, legal: [...menus.legal, "/cases/:slug"] })).toEqual([expect.stringMatching(/^\/cases\/:slug: menuen/)]);
  });

  it("when a redirect leads to a path that is not a page", () => {
    expect(routeTableProblems(routeTable, menus, ["/priser", "/prisliste"])).toEqual([expect.stringMatching(/^\/prisliste: en omdirigering/)]);
  });

  it("when a page is removed that a menu or a redirect still names", () => {
    const without = routeTable.filter((entry) => !("path" in entry) || entry.path !== "/priser");
    expect(routeTableProblems(without)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/priser: menuen/)]));
    expect(publicPages(without).map((entry) => entry.path)).not.toContain("/priser");
  });

  it("when a page carries another page's meta, a parameter route has no pages, or a path is declared twice", () => {
    const home = routeTable.find((entry) => "path" in entry && entry.path === "/") as Extract<RouteEntry, { page: unknown }>;
    expect(routeTableProblems([...routeTable, page("/ny-side-i-testen", { meta: home.page.meta! })])).toEqual([
      expect.stringMatching(/^\/ny-side-i-testen: sidens meta har canonicalPath \/$/),
    ]);
    expect(routeTableProblems([...routeTable, page("/cases/:slug")])).toEqual([expect.stringMatching(/^\/cases\/:slug: en side med parameter/)]);
    expect(routeTableProblems([...routeTable, page("/cases/:slug", { pages: () => [{ path: "/kunder/a" }] })])).toEqual([
      expect.stringMatching(/^\/kunder\/a: passer ikke til ruten \/cases\/:slug/),
    ]);
    expect(routeTableProblems([...routeTable, page("/priser")])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/priser: står to gange i app\/routes\.ts/)]),
    );
  });

  it("when a page's meta has a description too short to say anything, or no keywords", () => {
    const meta = { title: "Ny side", description: "Kort.", canonicalPath: "/ny-side-i-testen", keywords: [] };
    expect(routeTableProblems([...routeTable, page("/ny-side-i-testen", { meta })])).toEqual([
      expect.stringMatching(/^\/ny-side-i-testen: meta\.description har 5 tegn; skriv mindst 50/),
      expect.stringMatching(/^\/ny-side-i-testen: meta\.keywords er tom/),
    ]);
  });

  it("and a new page is listed everywhere from its one entry", () => {
    const withPage = [...routeTable, page("/ny-side-i-testen", { label: "Ny side", forms: ["contact"] })];
    expect(routeTableProblems(withPage, { ...menus, main: [...menus.main, "/ny-side-i-testen"] })).toEqual([]);
    expect(prerenderPaths(withPage)).toContain("/ny-side-i-testen");
    expect(sitemapEntries(withPage).map((entry) => entry.path)).toContain("/ny-side-i-testen");
    expect(pagesWithForm("contact", withPage)).toContain("/ny-side-i-testen");
    expect(navigation(withPage, { ...menus, main: [...menus.main, "/ny-side-i-testen"] }).main.at(-1)).toEqual(["/ny-side-i-testen", "Ny side"]);
  });
});
