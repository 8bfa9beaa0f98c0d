import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("../../config/build-config.ts", async (original) => {
  const actual = await original<typeof import("../../config/build-config.ts")>();
  return { ...actual, buildConfig: { ...actual.buildConfig, formEmbeds: { contact: "https://forms.example.com/kontakt" } } };
});

describe("form slots with an external hosted form configured", () => {
  it("show the hosted form in a lazy 400 px iframe instead of our own form", async () => {
    const { ContactForm } = await import("./contact-form.tsx");
    const html = renderToStaticMarkup(<ContactForm />);
    expect(html).toContain('<iframe src="https://forms.example.com/kontakt"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('height="400"');
    expect(html).not.toContain("<form");
  });
});
