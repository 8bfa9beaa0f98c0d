import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadStaticFiles } from "./static-files.ts";

describe("the built client in memory", () => {
  it("takes the compressed variants the build wrote instead of compressing at start", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
    mkdirSync(path.join(dir, "assets"));
    const script = "console.log('hej');\n".repeat(100);
    writeFileSync(path.join(dir, "assets", "app.js"), script);
    // Not real brotli: only a file read from disk can be these bytes.
    writeFileSync(path.join(dir, "assets", "app.js.br"), "prebuilt brotli");
    writeFileSync(path.join(dir, "assets", "app.js.gz"), "prebuilt gzip");
    const files = loadStaticFiles(dir, []);
    expect(files.get("/assets/app.js")?.br?.toString()).toBe("prebuilt brotli");
    expect(files.get("/assets/app.js")?.gzip?.toString()).toBe("prebuilt gzip");
    expect([...files.keys()]).toEqual(["/assets/app.js"]);
  });

  it("serves a build without variants uncompressed and says so once", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
    writeFileSync(path.join(dir, "index.html"), `<!doctype html><p>${"Hej ".repeat(300)}</p>`);
    const missing: number[] = [];
    const files = loadStaticFiles(dir, [], (count) => missing.push(count));
    expect(files.get("/")?.br).toBeUndefined();
    expect(missing).toEqual([1]);
  });
});
