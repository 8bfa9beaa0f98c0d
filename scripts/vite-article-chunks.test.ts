import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coverSrc, svgDataUri } from "../app/content/blog-render.ts";
import { coverReader } from "./vite-article-chunks.ts";

const fromPublic = coverReader("public");

describe("inlined article covers", () => {
  it("turns every cover in public/images/blog into a data: URI that decodes to the same picture", () => {
    const files = readdirSync("public/images/blog").filter((name) => name.endsWith(".svg"));
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const name of files) {
      const svg = readFileSync(`public/images/blog/${name}`, "utf8");
      const src = coverSrc(`/images/blog/${name}`, fromPublic);
      expect(src.startsWith("data:image/svg+xml,"), name).toBe(true);
      const decoded = decodeURIComponent(src.slice("data:image/svg+xml,".length));
      expect(decoded.replace(/\s+/g, ""), name).toBe(svg.replace(/\s+/g, ""));
    }
  });

  it("escapes what would end the attribute or the URL, and nothing else needlessly", () => {
    const src = svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg">\n  <text fill='#fff'>50% & mere</text>\n</svg>`);
    expect(src).not.toMatch(/["'#<>\n]/);
    expect(src).toContain("50%25");
    expect(decodeURIComponent(src.slice(19))).toBe(`<svg xmlns="http://www.w3.org/2000/svg"> <text fill='#fff'>50% & mere</text> </svg>`);
  });

  it("leaves a path it has no file for as it is", () => {
    expect(coverSrc("/images/blog/findes-ikke.svg", fromPublic)).toBe("/images/blog/findes-ikke.svg");
    expect(coverSrc("/images/people/anders-lund.svg", fromPublic)).toBe("/images/people/anders-lund.svg");
  });
});
