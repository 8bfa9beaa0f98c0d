import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { logoFile, portraitCrops, portraitFile } from "../app/content/image-slots.ts";
import { buildImages } from "./build-images.ts";

const root = mkdtempSync(path.join(tmpdir(), "salgskraft-images-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A 4:5 "photo" we draw ourselves: a light background with a dark head well right of centre. */
async function drawPortrait(file: string, width: number, height: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e2e8f0"/><circle cx="${width * 0.72}" cy="${height * 0.3}" r="${width * 0.14}" fill="#0b1f3a"/><rect x="${width * 0.55}" y="${height * 0.45}" width="${width * 0.34}" height="${height * 0.55}" fill="#1d4ed8"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg().toFile(file);
}

describe("photos and logos from content/images/ (build step)", () => {
  const people = path.join(root, "content/images/people");
  const logos = path.join(root, "content/images/logos");
  const manifestFile = path.join(root, "images.generated.ts");
  const out = (file: string) => path.join(root, "public", file);

  it("makes a square and a 4:5 crop of a portrait at every width, as AVIF, WebP and JPEG, and lists the person", async () => {
    mkdirSync(people, { recursive: true });
    mkdirSync(logos, { recursive: true });
    await drawPortrait(path.join(people, "lucia-navarro-holm.jpg"), 1200, 1500);
    writeFileSync(
      path.join(logos, "saas-hr.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><rect width="300" height="100" rx="12" fill="#0b1f3a"/><text x="20" y="66" font-size="48" fill="#fbbf24">HR</text></svg>`,
    );

    const manifest = await buildImages({ root, manifestFile });
    expect(manifest.people).toEqual(["lucia-navarro-holm"]);

    for (const [crop, spec] of Object.entries(portraitCrops) as [keyof typeof portraitCrops, (typeof portraitCrops)[keyof typeof portraitCrops]][]) {
      for (const width of spec.widths) {
        for (const format of ["avif", "webp", "jpeg"] as const) {
          const meta = await sharp(out(portraitFile("lucia-navarro-holm", crop, width, format))).metadata();
          expect(meta.format === "heif" ? "avif" : meta.format, `${crop} ${width} ${format}`).toBe(format);
          expect([meta.width, meta.height]).toEqual([width, Math.round((width * spec.height) / spec.width)]);
        }
      }
    }
    // The square crop follows the head (right of centre): its right half is darker than its left.
    const { data, info } = await sharp(out(portraitFile("lucia-navarro-holm", "square", 192, "jpeg")))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let left = 0;
    let right = 0;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        if (x < info.width / 2) left += data[y * info.width + x]!;
        else right += data[y * info.width + x]!;
      }
    expect(right).toBeLessThan(left);

    // The logo keeps its 3:1 proportions at 40 px high, in each density and format.
    expect(manifest.logos["saas-hr"]).toEqual({ width: 120, height: 40 });
    for (const density of [1, 2, 3]) {
      for (const format of ["avif", "webp", "png"] as const) {
        const meta = await sharp(out(logoFile("saas-hr", density, format))).metadata();
        expect([meta.width, meta.height], `${density}x ${format}`).toEqual([120 * density, 40 * density]);
      }
    }
    expect(readFileSync(manifestFile, "utf8")).toContain('people: [\n    "lucia-navarro-holm"\n  ],');
  });

  it("removes the files of a photo that is taken away", async () => {
    rmSync(path.join(people, "lucia-navarro-holm.jpg"));
    const manifest = await buildImages({ root, manifestFile });
    expect(manifest.people).toEqual([]);
    expect(existsSync(out(portraitFile("lucia-navarro-holm", "square", 64, "avif")))).toBe(false);
  });

  it("refuses a portrait too small for the crops with a message naming the file and the size needed", async () => {
    await drawPortrait(path.join(people, "lille.jpg"), 400, 500);
    await expect(buildImages({ root, manifestFile })).rejects.toThrow(/lille\.jpg: portrættet er 400×500 px; det skal være mindst 800×1000 px/);
    rmSync(path.join(people, "lille.jpg"));
  });
});
