/**
 * Builds public/icons.svg: one <symbol> per name in app/content/icons.ts, taken from the
 * lucide-static package, plus the filled glyphs of app/content/brand-icons.ts (drawn for this site).
 * Runs before every build; the sprite is committed so `npm run dev` has it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brandIcons } from "../app/content/brand-icons.ts";
import { iconNames } from "../app/content/icons.ts";

const require = createRequire(import.meta.url);
const iconsDir = path.join(path.dirname(require.resolve("lucide-static/package.json")), "icons");

/**
 * Lucide's stroke style, on each symbol: the copy <use> makes of a symbol keeps its attributes,
 * so the pages' <svg> elements (app/components/ui/icon.tsx, up to ~90 per page) need not repeat it.
 */
const strokeStyle = ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

export function buildSprite(): string {
  const symbols = iconNames.map((name) => {
    const svg = readFileSync(path.join(iconsDir, `${name}.svg`), "utf8");
    const inner = svg
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/^[\s\S]*?<svg[^>]*>/, "")
      .replace(/<\/svg>[\s\S]*$/, "")
      .replace(/\s*\n\s*/g, "")
      .replace(/\s+\/>/g, "/>");
    return `<symbol id="${name}" viewBox="0 0 24 24"${strokeStyle}>${inner}</symbol>`;
  });
  // A brand glyph is filled: its path's own fill and stroke beat the stroke style on the symbol.
  const brandSymbols = Object.entries(brandIcons).map(
    ([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}" fill="currentColor" fill-rule="evenodd" stroke="none"/></symbol>`,
  );
  symbols.push(...brandSymbols);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync("public/icons.svg", buildSprite());
}
