/**
 * The layout a designer signs off, at 390, 768, 1024 and 1440 px on every page of the sitemap:
 * even card grids (no orphan card), no empty column beside text at ≥ 1280 px, no line of running
 * text over ~75 characters, no "→" alone on a line, footer hours on one line
 * (tests/e2e/support/design.ts). And /priser packages first: the first package within two
 * phone screens, the page at most 60 % of its height before the rebuild.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { designProblems } from "./support/design.ts";
import { scaled } from "../support/scaled.ts";

const widths = [390, 768, 1024, 1440] as const;

/** /priser's height before it was rebuilt packages-first (npm run screenshots, 2026-11-24). */
const priserBefore = { 390: 15_813, 1440: 8_706 } as const;

async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe("a layout a designer would sign", () => {
  const { open } = useBrowser();

  it(
    "has even grids, no empty half column, readable line lengths and no lone arrows on any page at 390–1440 px",
    async () => {
      const paths = await sitemapPaths();
      const page = await open(paths[0]!, { hydrate: false, viewport: { width: widths[0], height: 900 } });
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          for (const problem of await designProblems(page)) problems.push(`${path} @ ${width} px: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    },
    scaled(180_000),
  );

  it("/priser: the first package within 1,700 px of the top on a phone, the page at most 60 % of its old height", async () => {
    for (const width of [390, 1440] as const) {
      const page = await open("/priser", { hydrate: false, viewport: { width, height: 900 } });
      const firstPackage = await page
        .locator("#pricing-packages li")
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      if (width === 390) expect(firstPackage).toBeLessThanOrEqual(1_700);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `${width} px`).toBeLessThanOrEqual(priserBefore[width] * 0.6);
    }
  });
});
