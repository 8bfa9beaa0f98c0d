/**
 * The image slots for real photos and client logos, shared by the build step that makes the files
 * (scripts/build-images.ts, with sharp) and the components that show them
 * (app/components/ui/person-image.tsx, the case cards). Staff drop ONE source file per person or
 * client into content/images/ (README, "Photos and logos"); the build makes every crop, width and
 * format from it into public/images/generated/ (not committed) and lists what it made in
 * ./images.generated.ts, which the components read. A person without a photo is shown as a
 * monogram tile in the brand colours.
 */
import { generatedImages } from "./images.generated.ts";

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

const generated = generatedImages;

/** Whether the build made a photo for this person. */
export function hasPhoto(name: string): boolean {
  return generated.people.includes(personSlug(name));
}

/** The 1x size of a client's logo, when the build made one. */
export function logoSize(id: string): { width: number; height: number } | undefined {
  return generated.logos[id];
}
