import { describe, expect, it } from "vitest";
import { allPageWeights, budgets } from "../../scripts/page-weight.ts";

/**
 * The build the end-to-end suite runs against must keep every public page inside PRODUCT.md's
 * budgets: JavaScript ≤ 120 KB gzip and CSS ≤ 20 KB gzip once React has taken over.
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
});
