import { describe, expect, it } from "vitest";
import { loadLazyComponentsIn, preloadedLazy, preloadLazyComponents } from "./preloaded-lazy.tsx";

describe("preloadedLazy", () => {
  it("tries a failed download again instead of keeping the failure", async () => {
    let calls = 0;
    const Loaded = () => null;
    preloadedLazy("test-flaky-chunk", async () => {
      calls++;
      if (calls === 1) throw new Error("netværksfejl");
      return Loaded;
    });
    // The browser's pre-hydration load never holds hydration up, even when the chunk fails.
    const page = { querySelectorAll: () => [{ dataset: { lazy: "test-flaky-chunk" } }] } as unknown as ParentNode;
    await expect(loadLazyComponentsIn(page)).resolves.toBeDefined();
    await expect(preloadLazyComponents()).resolves.toEqual([Loaded]);
    expect(calls).toBe(2);
  });
});
