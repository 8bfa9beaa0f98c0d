/**
 * Glyphs Lucide does not have: the networks on the blog's share links. Drawn for this site (simple
 * filled shapes on a 24 × 24 grid that read as each network's mark at 16-20 px), not copied from a
 * logo file. scripts/build-icons.ts adds them to the sprite beside the Lucide icons; unlike those
 * they are filled, not stroked, and evenodd cuts the letters out of the shape.
 */
export const brandIcons = {
  "brand-x": "M2.6 3h6.1l12.7 18h-6.1zM5.4 4.5h2.5l10.6 15h-2.5z" + "M3.3 21.2l7.3-8.3 1 1.2-6.3 7.1zM13.5 9.9l6.1-6.9h2.3l-7.4 8.3z",
  "brand-facebook":
    "M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0z" +
    "M10.3 21.85V12.6H8V10h2.3V8.2c0-2.3 1.3-3.5 3.5-3.5.9 0 1.7.07 2 .12v2.3h-1.3c-1 0-1.2.5-1.2 1.3V10h2.5l-.4 2.6h-2.1v9.25z",
  "brand-linkedin":
    "M4.5 2h15A2.5 2.5 0 0 1 22 4.5v15a2.5 2.5 0 0 1-2.5 2.5h-15A2.5 2.5 0 0 1 2 19.5v-15A2.5 2.5 0 0 1 4.5 2z" +
    "M5.6 9.6h3v9h-3zM7.1 4.9a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5z" +
    "M10.6 9.6h2.9v1.3c.5-.9 1.6-1.6 3-1.6 2.5 0 3.1 1.6 3.1 3.8v5.5h-3v-4.9c0-1.1-.3-1.9-1.3-1.9-1.1 0-1.7.8-1.7 1.9v4.9h-3z",
} as const;

export type BrandIconName = keyof typeof brandIcons;
