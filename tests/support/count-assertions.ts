/**
 * Records each test's assertion count (expect calls, including those in afterEach hooks) in its
 * meta, so tests/support/assertion-reporter.ts can sum them per project: the suite must keep every
 * assertion it has when it is made faster (issue 35).
 */
import { afterEach, expect } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    assertions?: number;
  }
}

// Registered first, so with Vitest's default stacked hooks it runs after the test file's own afterEach.
afterEach((context) => {
  context.task.meta.assertions = expect.getState().assertionCalls;
});
