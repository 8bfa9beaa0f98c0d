import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { imagesFromManifest } from "../../content/image-slots.ts";
import { SiteImagesContext } from "../../lib/site-images.ts";
import { PersonImage, initials } from "./person-image.tsx";

// As if staff had put content/images/people/lucia-navarro-holm.jpg in place and built: the page's data lists it.
const withPhoto = (element: React.ReactElement) =>
  renderToStaticMarkup(<SiteImagesContext value={imagesFromManifest({ people: ["lucia-navarro-holm"], logos: {} })}>{element}</SiteImagesContext>);

describe("a person's picture", () => {
  it("without a photo is a monogram tile in the brand colours, hidden from screen readers (the name is beside it)", () => {
    const html = renderToStaticMarkup(<PersonImage name="Henrik Dalsgaard" size={64} />);
    expect(html).toBe(
      '<span aria-hidden="true" class="flex flex-none items-center justify-center rounded-2xl font-bold tracking-tight h-16 w-16 text-xl bg-navy-900 text-accent-400">HD</span>',
    );
    expect(initials("Lucía Navarro Holm")).toBe("LH");
    expect(initials("Louise Winther")).toBe("LW");
  });

  it("with a photo is AVIF/WebP with a JPEG fallback, its size set, and the 4:5 crop from 1024 px where art-directed", () => {
    const html = withPhoto(<PersonImage name="Lucía Navarro Holm" size={64} artDirected />);
    const sources = [...html.matchAll(/<source ([^>]*)\/?>/g)].map((m) => m[1]!);
    expect(sources.map((s) => s.match(/type="([^"]+)"/)?.[1])).toEqual(["image/avif", "image/webp", "image/jpeg", "image/avif", "image/webp"]);
    expect(sources[0]).toContain('media="(min-width: 1024px)"');
    expect(sources[0]).toContain("/images/generated/people/lucia-navarro-holm-portrait-96.avif 96w");
    expect(sources[0]).toMatch(/width="96" height="120"/);
    expect(sources[3]).toContain("/images/generated/people/lucia-navarro-holm-square-192.avif 192w");
    expect(html).toMatch(
      /<img src="\/images\/generated\/people\/lucia-navarro-holm-square-128\.jpg"[^>]* alt="Portræt af Lucía Navarro Holm" width="64" height="64"/,
    );
    expect(withPhoto(<PersonImage name="Lucía Navarro Holm" size={56} />)).not.toContain("min-width: 1024px");
  });
});

describe("an uploaded photo (/admin/indhold/personer)", () => {
  it("is served from its content hash with the uploader's alt text", () => {
    const images = { people: { "jonas-friis": { src: "/bilder/0123456789abcdef0123456789abcdef/", alt: "Jonas Friis smiler ved sit skrivebord" } }, logos: {} };
    const html = renderToStaticMarkup(
      <SiteImagesContext value={images}>
        <PersonImage name="Jonas Friis" size={56} />
      </SiteImagesContext>,
    );
    expect(html).toContain('srcSet="/bilder/0123456789abcdef0123456789abcdef/square-64.avif 64w');
    expect(html).toContain('alt="Jonas Friis smiler ved sit skrivebord"');
    expect(renderToStaticMarkup(<PersonImage name="Jonas Friis" size={56} />)).toContain(">JF</span>");
  });
});
