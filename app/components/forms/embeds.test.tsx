import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The unit files share one module registry per worker (vitest.config.ts, `isolate: false`): the
// build's embed is mocked and taken away again around the first block, with the modules evaluated
// afresh on both sides, and the second block shows that no later file gets the mocked build.
const buildConfigModule = "../../config/build-config.ts";

describe("form slots with an external hosted form configured", () => {
  beforeAll(() => {
    vi.resetModules();
    vi.doMock(buildConfigModule, async (original) => {
      const actual = await original<typeof import("../../config/build-config.ts")>();
      return { ...actual, buildConfig: { ...actual.buildConfig, formEmbeds: { contact: "https://forms.example.com/kontakt" } } };
    });
  });
  afterAll(() => {
    vi.doUnmock(buildConfigModule);
    vi.resetModules();
  });

  it("show the hosted form in a lazy 400 px iframe instead of our own form", async () => {
    const { ContactForm } = await import("./contact-form.tsx");
    const html = renderToStaticMarkup(<ContactForm />);
    expect(html).toContain('<iframe src="https://forms.example.com/kontakt"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('height="400"');
    expect(html).not.toContain("<form");
  });
});

describe("form slots without an embed (this repository's build)", () => {
  it("keep our own form: the mock above reaches no later import", async () => {
    const { withEmbed } = await import("./embed.tsx");
    const OwnForm = () => <form />;
    expect(withEmbed("contact", "Kontaktformular", OwnForm)).toBe(OwnForm);
  });
});
