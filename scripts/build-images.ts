/**
 * Makes the responsive photos and client logos from the one source file per person or client that
 * staff put in content/images/ (README, "Photos and logos"), with sharp:
 * - a portrait → a square crop (phones, small round slots) and a 4:5 crop (team grid from 1024 px),
 *   each at the widths of app/content/image-slots.ts, as AVIF, WebP and JPEG (the fallback); the
 *   crops follow the most salient region of the photo (sharp's "attention" strategy), so a face
 *   off-centre stays in the square;
 * - a logo (SVG or raster) → 40 px high at 1x, 2x and 3x, as AVIF, WebP and PNG (keeps transparency).
 * The files go to public/images/generated/ (gitignored) and what was made to
 * app/content/images.generated.ts (committed, written only when it changes), which the components
 * read: a person without a photo gets a monogram tile. Runs before every build and `npm run dev`.
 * A source that is too small or not an image stops the build with a Danish message naming the file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generatedBase, imageSources, type ImageManifest } from "../app/content/image-slots.ts";
import { logoProblem, logoVariants, portraitProblem, portraitVariants, readMetadata, type Variant } from "../app/server/content/image-pipeline.server.ts";

const portraitTypes = /\.(jpe?g|png|webp|avif|tiff?)$/i;
const logoTypes = /\.(svg|png|jpe?g|webp|avif)$/i;

type Options = {
  /** Repository root (content/images/ is read from here); default the working directory. */
  root?: string;
  /** Where public/ is; default <root>/public. */
  publicDir?: string;
  /** The manifest module to write; default <root>/app/content/images.generated.ts. */
  manifestFile?: string;
};

function sourcesIn(dir: string, pattern: RegExp): { id: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => pattern.test(name) && !name.startsWith("."))
    .sort()
    .map((name) => ({ id: name.replace(/\.[^.]+$/, ""), file: path.join(dir, name) }));
}

/** Writes each variant to `<dir>/<id>-<name>` unless it is newer than its source (a rebuild with no new photo costs nothing). */
async function write(dir: string, id: string, source: string, variants: Variant[], made: Set<string>): Promise<void> {
  for (const variant of variants) {
    const file = path.join(dir, `${id}-${variant.name}`);
    made.add(file);
    if (existsSync(file) && statSync(file).mtimeMs >= statSync(source).mtimeMs) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    await variant.make().toFile(file);
  }
}

export async function buildImages(options: Options = {}): Promise<ImageManifest> {
  const root = options.root ?? process.cwd();
  const publicDir = options.publicDir ?? path.join(root, "public");
  const manifestFile = options.manifestFile ?? path.join(root, "app/content/images.generated.ts");
  const made = new Set<string>();
  const manifest: ImageManifest = { people: [], logos: {} };

  for (const { id, file } of sourcesIn(path.join(root, imageSources.people), portraitTypes)) {
    const meta = await readMetadata(file);
    if (!meta) throw new Error(`${file}: kan ikke læses som et billede`);
    const problem = portraitProblem(meta);
    if (problem) throw new Error(`${file}: ${problem}`);
    await write(path.join(publicDir, generatedBase, "people"), id, file, portraitVariants(file), made);
    manifest.people.push(id);
  }

  for (const { id, file } of sourcesIn(path.join(root, imageSources.logos), logoTypes)) {
    const isSvg = file.toLowerCase().endsWith(".svg");
    const meta = await readMetadata(file);
    if (!meta) throw new Error(`${file}: kan ikke læses som et billede`);
    const problem = logoProblem(meta, isSvg);
    if (problem) throw new Error(`${file}: ${problem}`);
    const logo = logoVariants(file, meta, isSvg);
    await write(path.join(publicDir, generatedBase, "logos"), id, file, logo.variants, made);
    manifest.logos[id] = { width: logo.width, height: logo.height };
  }

  // Files of a removed source go too.
  const generatedDir = path.join(publicDir, "images/generated");
  for (const sub of ["people", "logos"]) {
    const dir = path.join(generatedDir, sub);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (!made.has(path.join(dir, name))) rmSync(path.join(dir, name));
  }

  const text = `// Written by scripts/build-images.ts from content/images/ (README, "Photos and logos"); do not edit.
import type { ImageManifest } from "./image-slots.ts";

export const generatedImages: ImageManifest = ${JSON.stringify(manifest, null, 2)
    .replace(/"([a-z]\w*)":/g, "$1:")
    .replace(/\n}$/, ",\n}")
    .replace(/]\n/, "],\n")};
`;
  if (!existsSync(manifestFile) || readFileSync(manifestFile, "utf8") !== text) writeFileSync(manifestFile, text);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = await buildImages();
  console.log(`Billeder: ${manifest.people.length} portrætter og ${Object.keys(manifest.logos).length} logoer fra content/images/`);
}
