import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { waitingFiles, waitingFirst } from "./sequencer.ts";

const spec = (moduleId: string, groupOrder: number) => ({ moduleId: `/repo/${moduleId}`, project: { config: { sequence: { groupOrder } } } });

describe("the order the test files start in", () => {
  it("starts a file that mostly waits first in its group, and keeps every other file and group in Vitest's order", () => {
    const sorted = [
      spec("app/a.test.ts", 0),
      spec("app/b.test.ts", 0),
      spec("tests/e2e/big.test.ts", 1),
      spec("tests/integration/large.test.ts", 1),
      spec("tests/integration/delivery-queue.test.ts", 1),
      spec("tests/integration/small.test.ts", 1),
    ];
    expect(waitingFirst(sorted, ["tests/integration/delivery-queue.test.ts"]).map((s) => s.moduleId.replace("/repo/", ""))).toEqual([
      "app/a.test.ts",
      "app/b.test.ts",
      "tests/integration/delivery-queue.test.ts",
      "tests/e2e/big.test.ts",
      "tests/integration/large.test.ts",
      "tests/integration/small.test.ts",
    ]);
  });

  it("names only files that exist (a renamed one would quietly start by its size again)", () => {
    expect(waitingFiles.filter((file) => !existsSync(file))).toEqual([]);
  });
});
