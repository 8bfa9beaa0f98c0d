/**
 * Writes the site's two cuts of Albert Sans (SIL Open Font License 1.1, from the
 * @fontsource-variable/albert-sans devDependency), the variable font pinned to one weight (700) and
 * cut down with subset-font (HarfBuzz):
 *
 *  - app/styles/fonts/albert-sans.woff2, the wordmark: the letters of the brand name (about 1.3 KB),
 *    inlined by the build into the stylesheet (vite.config.ts);
 *  - app/styles/fonts/albert-sans-headings.woff2, the headings: what Danish headings use (Basic
 *    Latin, æ ø å Æ Ø Å, the accented letters of names and loanwords, the punctuation of
 *    docs/content/style-guide.md: » « – — … ’ “ ”), about 7 KB, carried by the after-load script
 *    (app/lib/after-load.ts) and added with the FontFace API by app/lib/heading-face.ts. Any other
 *    character falls back to the next font.
 *
 * docs/decisions/typeface.md has the figures behind these choices. The output is committed (the
 * build does not need HarfBuzz): run `npm run font` after changing a character set or the package
 * version, and copy the printed metrics into app/styles/app.css if they changed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { readBuildConfig } from "../app/config/build-config.ts";

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve("@fontsource-variable/albert-sans/package.json")), "files", "albert-sans-latin-wght-normal.woff2");
export const fontFile = "app/styles/fonts/albert-sans.woff2";
export const headingFontFile = "app/styles/fonts/albert-sans-headings.woff2";

/**
 * The wordmark's letters only: the brand name (BRAND_NAME, default Salgskraft) and a space. Headings
 * are set in the system face (docs/decisions/typeface.md); run `npm run font` after changing BRAND_NAME.
 */
export const characters = [...new Set(` ${readBuildConfig(process.env).brandName}`)].join("");

/**
 * The headings' characters: Basic Latin (letters, digits, "kr.", %, punctuation), the Danish letters,
 * the accented letters of names and loanwords, and the typographic punctuation of the style guide.
 */
export const headingCharacters = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ..."æøåÆØÅéÉèÈêëüÜöÖäÄáíóúñçÇ",
  ..."»«–—…’‘“”•·×\u00a0",
].join("");

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

async function write(original: Buffer, file: string, text: string) {
  const options = { variationAxes: { wght: 700 } };
  const woff2 = await subsetFont(original, text, { ...options, targetFormat: "woff2" });
  writeFileSync(file, woff2);
  const m = metrics(await subsetFont(original, text, { ...options, targetFormat: "sfnt" }));
  const pct = (value: number) => `${((value / m.unitsPerEm) * 100).toFixed(2)}%`;
  console.log(`${file}: ${woff2.length} bytes (from ${original.length}), ${[...text].length} characters`);
  console.log(`  ascent ${pct(m.ascender)}, descent ${pct(-m.descender)}, line gap ${pct(m.lineGap)} (before size-adjust)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const original = readFileSync(source);
  await write(original, fontFile, characters);
  await write(original, headingFontFile, headingCharacters);
}
