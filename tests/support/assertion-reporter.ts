/**
 * Prints the number of assertions the run made, per project (from tests/support/count-assertions.ts),
 * e.g. "Assertions: unit 1234, integration 567 (passed tests 1790 of 1801)".
 */
import type { Reporter, TestModule } from "vitest/node";

export default class AssertionReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const perProject = new Map<string, { all: number; passed: number; tests: number; failed: number }>();
    for (const module of testModules) {
      const name = module.project.name || "default";
      const sum = perProject.get(name) ?? { all: 0, passed: 0, tests: 0, failed: 0 };
      for (const test of module.children.allTests()) {
        const count = test.meta().assertions ?? 0;
        sum.tests += 1;
        sum.all += count;
        if (test.result().state === "passed") sum.passed += count;
        else sum.failed += 1;
      }
      perProject.set(name, sum);
    }
    const parts = [...perProject].map(
      ([name, sum]) => `${name} ${sum.all} in ${sum.tests} tests (${sum.failed} not passed; passed tests' assertions ${sum.passed})`,
    );
    console.log(`\nAssertions: ${parts.join("; ")}`);
  }
}
