import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRERENDER_TIMEOUT_MS, patientTimeout, REACT_ROUTER_PRERENDER_TIMEOUT_MS } from "./vite-prerender-timeout.ts";

const require = createRequire(import.meta.url);
const devDist = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "dist/vite.js");

describe("the prerender timeout workaround (docs/decisions/prerender-timeout.md)", () => {
  it("still matches React Router: its prerender aborts each request with AbortSignal.timeout and a 10 s default nobody can configure", () => {
    const source = readFileSync(devDist, "utf8");
    // When either line changes (an option at last, another default, another mechanism), revisit
    // the workaround: it may be unneeded, or silently do nothing.
    expect(source).toMatch(/timeout = 1e4 \} = \(typeof config === "function" \? await config\(\) : config\) \?\? \{\}/);
    expect(source).toContain("const signal = AbortSignal.timeout(timeout);");
    expect(source).not.toMatch(/timeout: getPrerender\w*Config/);
    expect(REACT_ROUTER_PRERENDER_TIMEOUT_MS).toBe(1e4);
  });

  it("lengthens only React Router's 10 s timeout, to 10 minutes", () => {
    expect(patientTimeout(10_000)).toBe(PRERENDER_TIMEOUT_MS);
    expect(patientTimeout(5_000)).toBe(5_000);
    expect(patientTimeout(30_000)).toBe(30_000);
  });
});
