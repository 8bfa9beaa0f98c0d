import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadStaticFiles, servedFile } from "./static-files.ts";

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

describe("the regenerated pages in front of the build (servedFile)", () => {
  const built = new Map([
    ["/", "build /"],
    ["/_.data", "build /_.data"],
    ["/jobs/inkasso", "build inkasso"],
    ["/jobs/inkasso.data", "build inkasso.data"],
    ["/assets/app.js", "build app.js"],
  ]);
  const builtPages = new Set(["/", "/_.data", "/jobs/inkasso", "/jobs/inkasso.data"]);

  it("serves the build until content is published, then the overlay instead, in one swap", () => {
    expect(servedFile("/", built, builtPages, undefined)).toBe("build /");
    const overlay = new Map([
      ["/", "v2 /"],
      ["/_.data", "v2 /_.data"],
      ["/jobs/ny", "v2 ny"],
    ]);
    expect(servedFile("/", built, builtPages, overlay)).toBe("v2 /");
    expect(servedFile("/_.data", built, builtPages, overlay)).toBe("v2 /_.data");
    expect(servedFile("/jobs/ny", built, builtPages, overlay)).toBe("v2 ny");
    // The next version replaces the whole map: nothing of v2 is left.
    const next = new Map([["/", "v3 /"]]);
    expect(servedFile("/", built, builtPages, next)).toBe("v3 /");
    expect(servedFile("/jobs/ny", built, builtPages, next)).toBeUndefined();
  });

  it("leaves a page the overlay dropped to the server, and keeps serving the build's assets", () => {
    const overlay = new Map([["/", "v2 /"]]);
    expect(servedFile("/jobs/inkasso", built, builtPages, overlay)).toBeUndefined();
    expect(servedFile("/jobs/inkasso.data", built, builtPages, overlay)).toBeUndefined();
    expect(servedFile("/assets/app.js", built, builtPages, overlay)).toBe("build app.js");
  });
});
