/**
 * Writes app/styles/fonts/albert-sans.woff2, the site's heading font: Albert Sans (SIL Open Font
 * License 1.1, from the @fontsource-variable/albert-sans devDependency), the variable font pinned
 * to one weight (700), cut down with subset-font (HarfBuzz) to what Danish headings use: Basic
 * Latin, æ ø å Æ Ø Å, the accented letters of names and loanwords, and the punctuation of
 * docs/content/style-guide.md (» « – — … ’). Any other character falls back to the next font.
 * About 7 KB, so the build inlines it into the stylesheet (vite.config.ts); see
 * docs/decisions/typeface.md for the figures behind these choices.
 *
 * The output is committed (the build does not need HarfBuzz): run `npm run font` after changing
 * the character set or the package version, and copy the printed metrics into app/styles/app.css
 * if they changed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { readBuildConfig } from "../app/config/build-config.ts";

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve("@fontsource-variable/albert-sans/package.json")), "files", "albert-sans-latin-wght-normal.woff2");
export const fontFile = "app/styles/fonts/albert-sans.woff2";

/**
 * The wordmark's letters only: the brand name (BRAND_NAME, default Salgskraft) and a space. Headings
 * are set in the system face (docs/decisions/typeface.md); run `npm run font` after changing BRAND_NAME.
 */
export const characters = [...new Set(` ${readBuildConfig(process.env).brandName}`)].join("");

/** Vertical metrics (hhea) and the font's units per em, read from the subset as an SFNT. */
function metrics(sfnt: Buffer) {
  const tables = new Map<string, number>();
  const count = sfnt.readUInt16BE(4);
  for (let i = 0; i < count; i++) tables.set(sfnt.toString("latin1", 12 + i * 16, 16 + i * 16), sfnt.readUInt32BE(20 + i * 16));
  const head = tables.get("head")!;
  const hhea = tables.get("hhea")!;
  return {
    unitsPerEm: sfnt.readUInt16BE(head + 18),
    ascender: sfnt.readInt16BE(hhea + 4),
    descender: sfnt.readInt16BE(hhea + 6),
    lineGap: sfnt.readInt16BE(hhea + 8),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const original = readFileSync(source);
  const options = { variationAxes: { wght: 700 } };
  const woff2 = await subsetFont(original, characters, { ...options, targetFormat: "woff2" });
  writeFileSync(fontFile, woff2);
  const m = metrics(await subsetFont(original, characters, { ...options, targetFormat: "sfnt" }));
  const pct = (value: number) => `${((value / m.unitsPerEm) * 100).toFixed(2)}%`;
  console.log(`${fontFile}: ${woff2.length} bytes (from ${original.length}), ${[...characters].length} characters`);
  console.log(`ascent ${pct(m.ascender)}, descent ${pct(-m.descender)}, line gap ${pct(m.lineGap)} (before size-adjust)`);
}
