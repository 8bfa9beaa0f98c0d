import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImage, svgProblem } from "./image-pipeline.server.ts";

const pixel = sharp({ create: { width: 4, height: 4, channels: 3, background: "#0b1f3a" } });
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b1f3a"/></linearGradient></defs><rect width="300" height="100" fill="url(#g)"/><use href="#g"/><text x="20" y="66">HR</text></svg>`;

describe("an upload's type, by its bytes", () => {
  it("knows JPEG, PNG, WebP and AVIF as sharp writes them, whatever the file is called", async () => {
    expect(sniffImage(await pixel.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImage(await pixel.clone().png().toBuffer())).toBe("png");
    expect(sniffImage(await pixel.clone().webp().toBuffer())).toBe("webp");
    expect(sniffImage(await pixel.clone().avif().toBuffer())).toBe("avif");
  });

  it("knows an SVG by its first element, after a prolog or a comment", () => {
    expect(sniffImage(Buffer.from(logo))).toBe("svg");
    expect(sniffImage(Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- Firma -->\n${logo}`))).toBe("svg");
  });

  it("refuses everything else: HTML, a GIF, a PDF, text that mentions <svg later, a truncated header, nothing", () => {
    expect(sniffImage(Buffer.from("<!doctype html><html><body><svg></svg></body></html>"))).toBeUndefined();
    expect(sniffImage(Buffer.from("GIF89a\u0001\u0000\u0001\u0000"))).toBeUndefined();
    expect(sniffImage(Buffer.from("%PDF-1.7\n"))).toBeUndefined();
    expect(sniffImage(Buffer.from("hello <svg>"))).toBeUndefined();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImage(Buffer.from("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
    // An ISO-BMFF file that is not AVIF (an MP4).
    const mp4 = Buffer.alloc(32);
    mp4.writeUInt32BE(24, 0);
    mp4.write("ftypisom", 4);
    mp4.write("isommp41", 16);
    expect(sniffImage(mp4)).toBeUndefined();
  });
});

describe("an SVG logo's safety", () => {
  it("lets a plain logo with internal references through", () => {
    expect(svgProblem(logo)).toBeUndefined();
  });

  it.each([
    ["script", `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`, "script"],
    ["script with odd case and spacing", `<svg><  ScRiPt >alert(1)</script></svg>`, "script"],
    ["event handler", `<svg onload="alert(1)"><rect/></svg>`, "hændelse"],
    ["event handler on a child", `<svg><rect width="1" onmouseover='x()'/></svg>`, "hændelse"],
    ["foreignObject", `<svg><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`, "foreignObject"],
    ["external image", `<svg><image href="https://evil.example/x.png"/></svg>`, "udefra"],
    ["external xlink", `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="other.svg#a"/></svg>`, "udefra"],
    ["javascript: link", `<svg><a href="javascript:alert(1)"><rect/></a></svg>`, "javascript"],
    ["data: URL", `<svg><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>`, "data"],
    ["external url() in a style", `<svg><rect style="fill:url(https://evil.example/f)"/></svg>`, "udefra"],
    ["@import", `<svg><style>@import "https://evil.example/a.css";</style></svg>`, "@import"],
    ["entity (XXE)", `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>`, "ENTITY"],
    ["unquoted external href", `<svg><image href=https://evil.example/x.png /></svg>`, "udefra"],
  ])("refuses %s, in Danish", (_name, svg, words) => {
    expect(svgProblem(svg)).toContain(words);
  });
});
