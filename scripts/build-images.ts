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
import sharp, { type Sharp } from "sharp";
import {
  imageSources,
  logoDensities,
  logoFile,
  logoHeight,
  logoSourceMinimumHeight,
  modernFormats,
  portraitCrops,
  portraitFile,
  portraitSourceMinimum,
  type ImageManifest,
  type PortraitCrop,
} from "../app/content/image-slots.ts";

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

const encode = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, palette: true }),
};

/** Writes `file` unless it is newer than its source (a rebuild with no new photo costs nothing). */
async function write(file: string, source: string, make: () => Sharp, made: Set<string>): Promise<void> {
  made.add(file);
  if (existsSync(file) && statSync(file).mtimeMs >= statSync(source).mtimeMs) return;
  mkdirSync(path.dirname(file), { recursive: true });
  await make().toFile(file);
}

export async function buildImages(options: Options = {}): Promise<ImageManifest> {
  const root = options.root ?? process.cwd();
  const publicDir = options.publicDir ?? path.join(root, "public");
  const manifestFile = options.manifestFile ?? path.join(root, "app/content/images.generated.ts");
  const made = new Set<string>();
  const manifest: ImageManifest = { people: [], logos: {} };

  for (const { id, file } of sourcesIn(path.join(root, imageSources.people), portraitTypes)) {
    const meta = await sharp(file)
      .metadata()
      .catch(() => {
        throw new Error(`${file}: kan ikke læses som et billede`);
      });
    // Phones store the rotation in EXIF: the size that counts is the upright one.
    const upright = (meta.orientation ?? 1) >= 5;
    const width = upright ? meta.height : meta.width;
    const height = upright ? meta.width : meta.height;
    if (width < portraitSourceMinimum.width || height < portraitSourceMinimum.height) {
      throw new Error(
        `${file}: portrættet er ${width}×${height} px; det skal være mindst ${portraitSourceMinimum.width}×${portraitSourceMinimum.height} px (4:5, ansigtet i øverste halvdel)`,
      );
    }
    for (const [crop, spec] of Object.entries(portraitCrops) as [PortraitCrop, (typeof portraitCrops)[PortraitCrop]][]) {
      for (const w of spec.widths) {
        const h = Math.round((w * spec.height) / spec.width);
        for (const format of [...modernFormats, "jpeg"] as const) {
          await write(
            path.join(publicDir, portraitFile(id, crop, w, format)),
            file,
            () => encode[format](sharp(file).rotate().resize(w, h, { fit: "cover", position: sharp.strategy.attention })),
            made,
          );
        }
      }
    }
    manifest.people.push(id);
  }

  for (const { id, file } of sourcesIn(path.join(root, imageSources.logos), logoTypes)) {
    const isSvg = file.toLowerCase().endsWith(".svg");
    const meta = await sharp(file)
      .metadata()
      .catch(() => {
        throw new Error(`${file}: kan ikke læses som et billede`);
      });
    if (!isSvg && meta.height < logoSourceMinimumHeight) {
      throw new Error(`${file}: logoet er ${meta.height} px højt; det skal være mindst ${logoSourceMinimumHeight} px (eller en SVG)`);
    }
    const width1x = Math.round((meta.width * logoHeight) / meta.height);
    for (const density of logoDensities) {
      for (const format of [...modernFormats, "png"] as const) {
        await write(
          path.join(publicDir, logoFile(id, density, format)),
          file,
          // An SVG is rasterised at the density it is needed in, so no logo is blurred by upscaling.
          () =>
            encode[format](
              sharp(file, isSvg ? { density: Math.ceil((72 * logoHeight * density) / meta.height) } : {}).resize(width1x * density, logoHeight * density, {
                fit: "contain",
                background: { r: 0, g: 0, b: 0, alpha: 0 },
              }),
            ),
          made,
        );
      }
    }
    manifest.logos[id] = { width: width1x, height: logoHeight };
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
