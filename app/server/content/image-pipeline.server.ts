/**
 * The image pipeline, one module for both places a photo or a logo comes in: the build step
 * (scripts/build-images.ts, files in content/images/) and the admin's upload
 * (app/server/content/images.server.ts, rows in the database). It knows the slots of
 * app/content/image-slots.ts and nothing of where the bytes come from or go:
 * - what a file is, by its bytes (`sniffImage`), and whether an SVG is safe to rasterise (`svgProblem`);
 * - whether a source is large enough (`portraitProblem`, `logoProblem`), in Danish;
 * - every crop, width and format a slot needs (`portraitVariants`, `logoVariants`), each made
 *   lazily so the build can skip a file that is newer than its source.
 * sharp writes no metadata unless asked (no withMetadata/keepExif here): EXIF, GPS and XMP never
 * reach a generated file; `.rotate()` first applies the EXIF orientation.
 */
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  logoDensities,
  logoHeight,
  logoSourceMinimumHeight,
  modernFormats,
  portraitCrops,
  portraitSourceMinimum,
  type PortraitCrop,
} from "../../content/image-slots.ts";

/** The types an upload may have: raster photos, and SVG for logos only. */
export type ImageType = "jpeg" | "png" | "webp" | "avif" | "svg";

const startsWith = (bytes: Uint8Array, at: number, ascii: string) => [...ascii].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/**
 * The type of a file by its first bytes (never by its name or the browser's Content-Type):
 * JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF….WEBP), AVIF (an ISO-BMFF `ftyp` box
 * whose major or a compatible brand is avif/avis), SVG (text, no NUL, whose first element is
 * `<svg`). Anything else: undefined.
 */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) return "png";
  if (bytes.length >= 12 && startsWith(bytes, 0, "RIFF") && startsWith(bytes, 8, "WEBP")) return "webp";
  if (bytes.length >= 16 && startsWith(bytes, 4, "ftyp")) {
    const boxSize = Math.min(bytes.length, ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0);
    for (let at = 8; at + 4 <= boxSize; at += at === 8 ? 8 : 4) if (startsWith(bytes, at, "avif") || startsWith(bytes, at, "avis")) return "avif";
    return undefined;
  }
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("utf8");
  if (head.includes("\u0000")) return undefined;
  // The first element after the prolog, comments and a doctype must be <svg.
  const rest = head
    .replace(/^\uFEFF/, "")
    .replace(/^\s*<\?xml[\s\S]*?\?>/, "")
    .replace(/^(\s*(<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>))*/i, "")
    .trimStart();
  return /^<svg[\s>/]/i.test(rest) ? "svg" : undefined;
}

/**
 * Why an SVG is refused, in Danish, or undefined when it is safe: no script, no event handler
 * attributes (on…=), no foreignObject, no reference outside the file (href/xlink:href/src other
 * than `#…`, url() other than `url(#…)`, @import), no entities or doctype (XXE), no
 * javascript:/data: URL anywhere. Checked on the whole text, case-insensitive: a logo never needs
 * any of it, so a false alarm costs a re-export, a miss costs a stored XSS.
 */
export function svgProblem(text: string): string | undefined {
  if (/<\s*script\b/i.test(text)) return "SVG-filen indeholder et script";
  if (/[\s"'/]on[a-z]+\s*=/i.test(text)) return "SVG-filen indeholder en hændelse (on…=), der kan køre kode";
  if (/<\s*foreignObject\b/i.test(text)) return "SVG-filen indeholder foreignObject (HTML inde i billedet)";
  if (/<!\s*(ENTITY|DOCTYPE)/i.test(text)) return "SVG-filen indeholder en DOCTYPE eller ENTITY";
  if (/javascript\s*:|\bdata\s*:/i.test(text)) return "SVG-filen indeholder en javascript:- eller data:-adresse";
  if (/@import/i.test(text)) return "SVG-filen henter et stylesheet udefra (@import)";
  for (const match of text.matchAll(/\b(?:xlink:)?(?:href|src)\s*=\s*(["'])(.*?)\1/gi))
    if (!match[2]!.trim().startsWith("#")) return `SVG-filen henter noget udefra (${match[2]!.slice(0, 60)})`;
  if (/\b(?:xlink:)?(?:href|src)\s*=\s*[^\s"'>]/i.test(text)) return "SVG-filen henter noget udefra";
  for (const match of text.matchAll(/url\s*\(\s*(["']?)\s*([^)"']*)/gi))
    if (!match[2]!.startsWith("#")) return `SVG-filen henter noget udefra (url(${match[2]!.slice(0, 60)}))`;
  return undefined;
}

export type OutputFormat = "avif" | "webp" | "jpeg" | "png";

export const encode: Record<OutputFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: true }),
};

export const extension = (format: OutputFormat) => (format === "jpeg" ? "jpg" : format);
export const contentTypes: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif", svg: "image/svg+xml" };

/** One file a slot needs: its name within the image (`square-64.avif`, `2x.png`) and how to make it. */
export type Variant = { name: string; format: OutputFormat; make: () => Sharp };

/** sharp's metadata, or undefined when the bytes are not an image sharp can read. */
export async function readMetadata(input: Buffer | string): Promise<Metadata | undefined> {
  return sharp(input)
    .metadata()
    .catch(() => undefined);
}

/** Phones store the rotation in EXIF: the size that counts is the upright one. */
export function uprightSize(meta: Pick<Metadata, "width" | "height" | "orientation">): { width: number; height: number } {
  const turned = (meta.orientation ?? 1) >= 5;
  return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

/** Why a portrait is too small (Danish), or undefined. */
export function portraitProblem(meta: Pick<Metadata, "width" | "height" | "orientation">): string | undefined {
  const { width, height } = uprightSize(meta);
  if (width >= portraitSourceMinimum.width && height >= portraitSourceMinimum.height) return undefined;
  return `portrættet er ${width}×${height} px; det skal være mindst ${portraitSourceMinimum.width}×${portraitSourceMinimum.height} px (4:5, ansigtet i øverste halvdel)`;
}

/** Why a logo is too small (Danish), or undefined; an SVG is always sharp enough. */
export function logoProblem(meta: Pick<Metadata, "height">, isSvg: boolean): string | undefined {
  if (isSvg || meta.height >= logoSourceMinimumHeight) return undefined;
  return `logoet er ${meta.height} px højt; det skal være mindst ${logoSourceMinimumHeight} px (eller en SVG)`;
}

/**
 * A portrait's files: a square and a 4:5 crop at every width of `portraitCrops`, as AVIF, WebP
 * and JPEG; the crops follow the most salient region (sharp's "attention"), so a face off-centre
 * stays in the square.
 */
export function portraitVariants(input: Buffer | string): Variant[] {
  const variants: Variant[] = [];
  for (const [crop, spec] of Object.entries(portraitCrops) as [PortraitCrop, (typeof portraitCrops)[PortraitCrop]][]) {
    for (const w of spec.widths) {
      const h = Math.round((w * spec.height) / spec.width);
      for (const format of [...modernFormats, "jpeg"] as const) {
        variants.push({
          name: `${crop}-${w}.${extension(format)}`,
          format,
          make: () => encode[format](sharp(input).rotate().resize(w, h, { fit: "cover", position: sharp.strategy.attention })),
        });
      }
    }
  }
  return variants;
}

/**
 * A logo's files: `logoHeight` px high at 1x, 2x and 3x, as AVIF, WebP and PNG (keeps
 * transparency); an SVG is rasterised at the density it is needed in, so nothing is upscaled.
 */
export function logoVariants(
  input: Buffer | string,
  meta: Pick<Metadata, "width" | "height">,
  isSvg: boolean,
): { width: number; height: number; variants: Variant[] } {
  const width1x = Math.round((meta.width * logoHeight) / meta.height);
  const variants: Variant[] = [];
  for (const density of logoDensities) {
    for (const format of [...modernFormats, "png"] as const) {
      variants.push({
        name: `${density}x.${extension(format)}`,
        format,
        make: () =>
          encode[format](
            sharp(input, isSvg ? { density: Math.ceil((72 * logoHeight * density) / meta.height) } : {}).resize(width1x * density, logoHeight * density, {
              fit: "contain",
              background: { r: 0, g: 0, b: 0, alpha: 0 },
            }),
          ),
      });
    }
  }
  return { width: width1x, height: logoHeight, variants };
}
