import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * Dead code and unused dependencies, checked by knip (knip.json): an export nobody imports, a
 * file nothing reaches, a dependency nothing uses or a package used but not listed fails the
 * test run. Entry points are the route modules (every file under app/routes/, which
 * app/lib/route-table.test.ts keeps equal to the route table), the root and entry modules, the
 * content files Vite collects with import.meta.glob, the servers, the scripts and the tests.
 */
describe("dead code and dependencies (knip)", () => {
  it("finds no unused file, export, type or dependency", () => {
    const result = spawnSync("npx", ["knip", "--no-progress", "--no-config-hints"], { encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } });
    const report = `${result.stdout}${result.stderr}`.replace(/^npm warn .*\n/gm, "");
    expect(report.trim(), report).toBe("");
    expect(result.status, report).toBe(0);
  }, 120_000);
});
