import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

// As if staff had put content/images/people/lucia-navarro-holm.jpg in place and built.
vi.mock("../../content/images.generated.ts", () => ({ generatedImages: { people: ["lucia-navarro-holm"], logos: {} } }));

const { PersonImage, initials } = await import("./person-image.tsx");

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
    const html = renderToStaticMarkup(<PersonImage name="Lucía Navarro Holm" size={64} artDirected />);
    const sources = [...html.matchAll(/<source ([^>]*)\/?>/g)].map((m) => m[1]!);
    expect(sources.map((s) => s.match(/type="([^"]+)"/)?.[1])).toEqual(["image/avif", "image/webp", "image/jpeg", "image/avif", "image/webp"]);
    expect(sources[0]).toContain('media="(min-width: 1024px)"');
    expect(sources[0]).toContain("/images/generated/people/lucia-navarro-holm-portrait-96.avif 96w");
    expect(sources[0]).toMatch(/width="96" height="120"/);
    expect(sources[3]).toContain("/images/generated/people/lucia-navarro-holm-square-192.avif 192w");
    expect(html).toMatch(
      /<img src="\/images\/generated\/people\/lucia-navarro-holm-square-128\.jpg"[^>]* alt="Portræt af Lucía Navarro Holm" width="64" height="64"/,
    );
    expect(renderToStaticMarkup(<PersonImage name="Lucía Navarro Holm" size={56} />)).not.toContain("min-width: 1024px");
  });
});
