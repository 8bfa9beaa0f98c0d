/**
 * The image slots for real photos and client logos, shared by the pipeline that makes the files
 * (app/server/content/image-pipeline.server.ts, with sharp: at build from content/images/, at run
 * time from an upload in /admin/indhold/personer and /admin/indhold/cases) and the components that
 * show them (app/components/ui/person-image.tsx, the case cards). Which photos and logos exist is
 * data, not code: the content snapshot lists them (`SiteImages`), the root loader sends the list
 * to the page, and the components read it from `SiteImagesContext` (app/lib/site-images.ts). A
 * person without a photo is shown as a monogram tile in the brand colours.
 */

/** Where staff put the source files (relative to the repository root). */
export const imageSources = { people: "content/images/people", logos: "content/images/logos" } as const;

/** Where the generated files are served from (under public/). */
export const generatedBase = "/images/generated";

/**
 * A portrait is cropped twice (art direction): a square for phones and the small round slots
 * (testimonials, /kontakt, blog), and a 4:5 portrait for the team grid from 1024 px. Widths cover
 * 1x–3x screens of the largest slot that uses the crop.
 */
export const portraitCrops = {
  square: { width: 1, height: 1, widths: [64, 128, 192] },
  portrait: { width: 4, height: 5, widths: [96, 192, 288] },
} as const;
export type PortraitCrop = keyof typeof portraitCrops;

/** The smallest source the build accepts: a 4:5 photo this large covers every crop at 3x. */
export const portraitSourceMinimum = { width: 800, height: 1000 } as const;

/** A client logo is shown 40 px high (1x–3x); its width follows the logo's own proportions. */
export const logoHeight = 40;
export const logoDensities = [1, 2, 3] as const;
/** The smallest raster logo the build accepts (an SVG source is always sharp enough). */
export const logoSourceMinimumHeight = 120;

/** Modern formats first; JPEG (portraits) or PNG (logos, which may be transparent) is the fallback. */
export const modernFormats = ["avif", "webp"] as const;

/** The file a person's photo is read from: "Lucía Navarro Holm" → lucia-navarro-holm.jpg. */
export function personSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "oe")
    .replace(/å/g, "aa")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function portraitFile(slug: string, crop: PortraitCrop, width: number, format: string): string {
  return `${generatedBase}/people/${slug}-${crop}-${width}.${format === "jpeg" ? "jpg" : format}`;
}

export function logoFile(id: string, density: number, format: string): string {
  return `${generatedBase}/logos/${id}-${density}x.${format}`;
}

export type ImageManifest = {
  /** Slugs of the people with a photo. */
  people: string[];
  /** Client logos by case id, with the 1x size (height `logoHeight`). */
  logos: Record<string, { width: number; height: number }>;
};

/**
 * A photo as the page needs it: `src` is the prefix every file's name is appended to
 * (`${src}square-64.avif`), `alt` the uploader's alt text (empty for a build-time file: the
 * component says »Portræt af <name>«).
 */
export type PhotoEntry = { src: string; alt: string };
/** A client's logo: the prefix of its files (`${src}2x.png`), its 1x size and alt text. */
export type LogoEntry = { src: string; alt: string; width: number; height: number };
/** The photos (by personSlug) and logos (by case id) the site shows, and the clients who agreed to be named (by case id). */
export type SiteImages = { people: Record<string, PhotoEntry>; logos: Record<string, LogoEntry>; clients?: Record<string, string> };

export const noImages: SiteImages = { people: {}, logos: {} };

/** What the build made from content/images/ (images.generated.ts), as the snapshot carries it. */
export function imagesFromManifest(manifest: ImageManifest): SiteImages {
  return {
    people: Object.fromEntries(manifest.people.map((slug) => [slug, { src: `${generatedBase}/people/${slug}-`, alt: "" }])),
    logos: Object.fromEntries(Object.entries(manifest.logos).map(([id, size]) => [id, { src: `${generatedBase}/logos/${id}-`, alt: "", ...size }])),
  };
}

export const hasImages = (images: SiteImages | undefined): images is SiteImages =>
  !!images && (Object.keys(images.people).length > 0 || Object.keys(images.logos).length > 0 || Object.keys(images.clients ?? {}).length > 0);

/** A photo file's name within its image: `square-64.avif`. */
export const portraitName = (crop: PortraitCrop, width: number, format: string) => `${crop}-${width}.${format === "jpeg" ? "jpg" : format}`;
/** A logo file's name within its image: `2x.png`. */
export const logoName = (density: number, format: string) => `${density}x.${format}`;
