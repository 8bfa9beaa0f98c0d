import { readFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * server/main.ts runs from the source tree and loads the server build (build/server/index.js), which
 * holds its own copy of drizzle-orm (vite.config.ts, docs/decisions/server-bundle.md). Were a module
 * main.ts imports to load drizzle-orm from node_modules as well, one process would hold two copies,
 * and drizzle's `is()` and `instanceof` checks between them fail (a table or SQL object of one copy is
 * not one to the other), besides paying the slow start the bundle removes.
 */
type Edge = { from: string; specifier: string };

/** The runtime imports of a TypeScript file: `import type` is erased first, as Node erases it. */
function importsOf(file: string): string[] {
  const code = stripTypeScriptTypes(readFileSync(file, "utf8"));
  const statics = [...code.matchAll(/^\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']/gm)].map((match) => match[1]!);
  const bare = [...code.matchAll(/^\s*import\s*["']([^"']+)["']/gm)].map((match) => match[1]!);
  const dynamic = [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((match) => match[1]!);
  return [...statics, ...bare, ...dynamic];
}

/** Every package specifier the module graph of `entry` imports, following its relative imports. */
function packageImports(entry: string): { files: string[]; packages: Edge[] } {
  const files: string[] = [];
  const packages: Edge[] = [];
  const queue = [path.resolve(entry)];
  while (queue.length) {
    const file = queue.shift()!;
    if (files.includes(file)) continue;
    files.push(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith(".")) queue.push(path.resolve(path.dirname(file), specifier));
      else if (!specifier.startsWith("node:")) packages.push({ from: path.relative(process.cwd(), file), specifier });
    }
  }
  return { files: files.map((file) => path.relative(process.cwd(), file)), packages };
}

describe("the production server outside its bundle", () => {
  it("loads no drizzle-orm of its own: the only copy in the process is the server build's", () => {
    const { files, packages } = packageImports("server/main.ts");
    // The walk reaches what main.ts imports at run time, and only that (lifecycle.server.ts is a type).
    expect(files).toEqual(expect.arrayContaining(["server/static-files.ts", "app/server/platform/log.server.ts", "app/lib/redirects.ts"]));
    expect(files).not.toContain("app/server/platform/lifecycle.server.ts");
    expect(packages.map((edge) => edge.specifier)).toContain("react-router");
    expect(packages.filter((edge) => edge.specifier.startsWith("drizzle-orm"))).toEqual([]);
  });
});
