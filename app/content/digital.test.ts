import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { digitalPages, getDigitalPage } from "./digital.ts";
import { digitalListings } from "./digital-listings.ts";
import { navigation, pagesOf } from "../lib/route-table.ts";

describe("digital pages content", () => {
  it("has one page per listing, in the order of the Digital menu and the sitemap", () => {
    expect(digitalPages.map((page) => page.path)).toEqual(digitalListings.map((listing) => listing.path));
    expect(pagesOf("/digital/:slug").map((page) => page.path)).toEqual(digitalPages.map((page) => page.path));
    expect(
      navigation()
        .dropdowns.find((group) => group.id === "digital")!
        .links.map(([href]) => href),
    ).toEqual(digitalPages.map((page) => page.path));
  });

  it.each(digitalPages.map((page) => [page.slug, page] as const))("%s has every section the page renders", (slug, page) => {
    expect(page.meta.canonicalPath).toBe(page.path);
    expect(page.path).toBe(`/digital/${slug}`);
    expect(page.services).toHaveLength(4);
    expect(page.checklist.length).toBeGreaterThanOrEqual(8);
    expect(page.checklist.length).toBeLessThanOrEqual(12);
    expect(page.benefits).toHaveLength(4);
    expect(page.process.length).toBeGreaterThanOrEqual(4);
    expect(page.process.length).toBeLessThanOrEqual(5);
    expect(page.faq).toHaveLength(5);
    // Links inside the copy lead to this service's own quote page, never to an English alias.
    for (const item of page.faq) if (item.link) expect(item.link.href).toBe(`${page.path}/kontakt`);
  });

  it.each(digitalPages.map((page) => [page.slug, page] as const))("%s has its own small illustration with a Danish title", (slug, page) => {
    expect(page.illustration.src).toBe(`/images/illustrations/digital-${slug}.svg`);
    const file = path.join("public", page.illustration.src);
    expect(statSync(file).size).toBeLessThan(6 * 1024);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/viewBox="0 0 480 360"/);
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*><title>[^<]{20,}<\/title>/);
    expect(page.illustration.alt.length).toBeGreaterThan(20);
  });

  it("keeps the pages distinct", () => {
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(digitalPages.map((page) => page.hero.title))).toBe(digitalPages.length);
    expect(distinct(digitalPages.map((page) => page.meta.title))).toBe(digitalPages.length);
    expect(distinct(digitalPages.map((page) => page.meta.description))).toBe(digitalPages.length);
  });

  it("finds a page by slug and nothing for an unknown one", () => {
    expect(getDigitalPage("api-saas")?.navLabel).toBe("API & SaaS");
    expect(getDigitalPage("web-development")).toBeUndefined();
  });
});
