import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../app/server/schema.server.ts";

/**
 * No server module reaches a browser bundle. Every file under build/client/assets is public, so
 * none may hold a name only the server knows: a table of the database schema, a column whose name
 * says it is one (snake_case, such as password_hash), or the variable of a secret. A component
 * that needs a schema type imports it with `import type`, and anything holding server-only
 * values is a `*.server.ts` module (docs/architecture.md, "Server and browser").
 */
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableConfig(table));
const serverOnlyNames = [
  ...tables.map((table) => table.name),
  ...tables.flatMap((table) => table.columns.map((column) => column.name)).filter((name) => name.includes("_")),
];
/**
 * Settings that hold secrets. Their names may appear in a sentence for staff ("Der er ikke sat en
 * mailserver op (SMTP_URL)"); what must not ship is code that reads or declares them: a property
 * access, an object key or a quoted name (as env.server.ts's schema would be bundled).
 */
const secretSettings = ["DATABASE_URL", "SESSION_SECRET", "SMTP_URL", "IMAP_URL"];
const readsSetting = (text: string, name: string) => new RegExp(`\\.${name}(?![A-Za-z0-9_])|[{,]\\s*${name}\\s*:|["'\`]${name}["'\`]`).test(text);

/** Every JavaScript and CSS file the browser may load. */
function clientAssets(): { file: string; text: string }[] {
  const dir = "build/client/assets";
  return readdirSync(dir)
    .filter((file) => /\.(m?js|css)$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), "utf8") }));
}

/** A name as the bundle would hold it: a string or a property, not part of a longer word. */
const holds = (text: string, name: string) => new RegExp(`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(text);

describe("the server boundary", () => {
  it("knows the names it looks for: every table, and they are in the server bundle", () => {
    const server = readFileSync("build/server/index.js", "utf8");
    for (const name of secretSettings) expect(readsSetting(server, name), name).toBe(true);
    expect(tables.length).toBeGreaterThanOrEqual(10);
    expect(serverOnlyNames).toEqual(expect.arrayContaining(["contact_submissions", "staff_users", "password_hash", "sessions"]));
    for (const name of ["contact_submissions", "password_hash"]) expect(holds(server, name), name).toBe(true);
  });

  it("ships no table, column or secret name in any browser asset", () => {
    const assets = clientAssets();
    expect(assets.length).toBeGreaterThan(20);
    const leaks = assets.flatMap(({ file, text }) =>
      [...serverOnlyNames.filter((name) => holds(text, name)), ...secretSettings.filter((name) => readsSetting(text, name))].map((name) => `${file}: ${name}`),
    );
    expect(leaks).toEqual([]);
  });
});

/** Every JavaScript file of the server build (build/server/index.js and its chunks). */
function serverFiles(dir = "build/server"): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return serverFiles(file);
    return /\.m?js$/.test(name) ? [{ file, text: readFileSync(file, "utf8") }] : [];
  });
}

/** An import of a package by name (static or dynamic), which Node resolves from node_modules. */
const importsPackage = (text: string, name: string) =>
  new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(\\s*|\\bimport\\s*)["'\`]${name}(?:/[^"'\`]*)?["'\`]`).test(text);

describe("the server build", () => {
  // Node 24 re-reads drizzle-orm's 179 KB package.json exports map for each of the ~100 modules it
  // loads from node_modules (~0.4 CPU-s per server start); the build holds drizzle instead
  // (vite.config.ts, docs/decisions/server-bundle.md).
  it("holds drizzle-orm (dialects and migrators included) instead of importing it from node_modules", () => {
    const files = serverFiles();
    const all = files.map((entry) => entry.text).join("\n");
    // The check recognises the imports the build keeps: both engines' drivers stay external.
    expect(importsPackage(all, "pg")).toBe(true);
    expect(importsPackage(all, "@electric-sql/pglite")).toBe(true);
    // drizzle's classes for both engines are in the bundle's own code (their entityKind names).
    for (const kind of ["PgDialect", "PgliteDatabase", "NodePgDatabase"]) expect(holds(all, kind), kind).toBe(true);
    expect(files.filter((entry) => importsPackage(entry.text, "drizzle-orm")).map((entry) => entry.file)).toEqual([]);
  });
});
