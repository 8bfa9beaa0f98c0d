import { modernFormats, personSlug, portraitCrops, portraitName } from "../../content/image-slots.ts";
import { useSiteImages } from "../../lib/site-images.ts";

/** Slot sizes in CSS pixels, with their Tailwind size and the monogram's type size. */
const sizes = {
  48: "h-12 w-12 text-base",
  56: "h-14 w-14 text-lg",
  64: "h-16 w-16 text-xl",
  80: "h-20 w-20 text-2xl",
} as const;

/** The brand colours a monogram tile is set in (navy = Copenhagen, blue = Málaga, amber = freelancers). */
const tones = {
  navy: "bg-navy-900 text-accent-400",
  blue: "bg-brand-700 text-white",
  amber: "bg-accent-400 text-navy-900",
} as const;
export type PersonTone = keyof typeof tones;

/** "Lucía Navarro Holm" → "LH": first and last name's initials. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? parts.at(-1)![0] : ""}`.toUpperCase();
}

const srcSet = (src: string, crop: keyof typeof portraitCrops, format: string) =>
  portraitCrops[crop].widths.map((w) => `${src}${portraitName(crop, w, format)} ${w}w`).join(", ");

/**
 * A person's picture: their photo when staff have uploaded one in /admin/indhold/personer or put
 * one in content/images/people/ (app/server/content/image-pipeline.server.ts: AVIF/WebP with a
 * JPEG fallback, width and height set; which photos exist comes with the page's data,
 * app/lib/site-images.ts), otherwise a monogram tile in the brand colours. The name and role are always beside it as text, so the tile is
 * decoration (aria-hidden) and the photo's alt text names the person. `artDirected` (the team grid):
 * from 1024 px the photo is the 4:5 crop, 96 × 120 px, instead of the square.
 */
export function PersonImage({
  name,
  size,
  tone = "navy",
  artDirected = false,
}: {
  name: string;
  size: keyof typeof sizes;
  tone?: PersonTone;
  artDirected?: boolean;
}) {
  const photo = useSiteImages().people[personSlug(name)];
  if (!photo) {
    return (
      <span aria-hidden="true" className={`flex flex-none items-center justify-center rounded-2xl font-bold tracking-tight ${sizes[size]} ${tones[tone]}`}>
        {initials(name)}
      </span>
    );
  }
  const { src } = photo;
  return (
    <picture className="flex-none">
      {artDirected &&
        [...modernFormats, "jpeg"].map((format) => (
          <source
            key={`p-${format}`}
            media="(min-width: 1024px)"
            type={`image/${format}`}
            srcSet={srcSet(src, "portrait", format)}
            sizes="96px"
            width={96}
            height={120}
          />
        ))}
      {modernFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(src, "square", format)} sizes={`${size}px`} />
      ))}
      <img
        src={`${src}${portraitName("square", portraitCrops.square.widths[1], "jpeg")}`}
        srcSet={srcSet(src, "square", "jpeg")}
        sizes={`${size}px`}
        alt={photo.alt || `Portræt af ${name}`}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={`rounded-2xl bg-paper object-cover ${sizes[size]} ${artDirected ? "lg:h-[120px] lg:w-24" : ""}`}
      />
    </picture>
  );
}
