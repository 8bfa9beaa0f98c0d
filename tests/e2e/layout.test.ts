/**
 * Every page of the sitemap, and the 404 page, at widths from a small phone to a wide desktop: the
 * page never scrolls sideways, nothing sticks out past the edge except inside a deliberate scroll
 * container, and the header keeps its items on one row, each on one line. One page is loaded per
 * path and resized through the widths, so the whole run takes seconds.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, useBrowser } from "./support/browser.ts";
import { layoutProblems, layoutWidths } from "./support/layout.ts";
import { scaled } from "../support/scaled.ts";

async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe("layout at every width", () => {
  const { open } = useBrowser();

  it(
    "has no horizontal overflow and no wrapped header item on any page from 320 to 1920 px",
    async () => {
      const paths = await sitemapPaths();
      expect(paths.length).toBeGreaterThan(10);
      paths.push("/findes-ikke");
      const page = await open(paths[0]!, { hydrate: false, viewport: { width: layoutWidths[0], height: 900 } });
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        for (const width of layoutWidths) {
          await page.setViewportSize({ width, height: 900 });
          for (const problem of await layoutProblems(page)) problems.push(`${path} @ ${width} px: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    },
    scaled(120_000),
  );
});
