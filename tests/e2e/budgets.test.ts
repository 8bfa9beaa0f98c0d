import { describe, expect, it } from "vitest";
import { sitemapEntries } from "../../app/content/pages.ts";
import { allDocumentWeights, allPageWeights, budgets, htmlBudgetKb } from "../../scripts/page-weight.ts";

/**
 * The build the end-to-end suite runs against must keep every public page inside PRODUCT.md's
 * budgets: JavaScript ≤ 140 KB gzip and CSS ≤ 20 KB gzip once React has taken over, and every
 * prerendered document within its HTML budget (16.9 KB gzip; param routes see scripts/page-weight.ts).
 */
describe("page weight budgets", () => {
  it("keeps every public page within its JavaScript and CSS budget", async () => {
    const weights = await allPageWeights();
    expect(weights.length).toBeGreaterThan(10);
    const over = weights
      .filter((page) => page.jsGzipBytes > budgets.jsKb * 1024 || page.cssGzipBytes > budgets.cssKb * 1024)
      .map((page) => `${page.routeId}: JS ${(page.jsGzipBytes / 1024).toFixed(1)} KB, CSS ${(page.cssGzipBytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it("keeps every prerendered document within the HTML budget", () => {
    const documents = allDocumentWeights();
    // Every page in the sitemap is measured (it is prerendered), not only a sample.
    for (const entry of sitemapEntries()) expect(documents.map((row) => row.path), entry.path).toContain(entry.path);
    const over = documents.filter((row) => row.gzipBytes > htmlBudgetKb(row.path) * 1024).map((row) => `${row.path}: ${(row.gzipBytes / 1024).toFixed(1)} KB gzip > ${htmlBudgetKb(row.path)} KB`);
    expect(over).toEqual([]);
  });
});
