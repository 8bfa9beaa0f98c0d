import { describe, expect, it } from "vitest";
import { embedOrigins, readBuildConfig } from "./build-config.ts";

describe("readBuildConfig", () => {
  it("has working defaults and strips a trailing slash from SITE_URL", () => {
    const config = readBuildConfig({ SITE_URL: "https://www.salgskraft.dk/" });
    expect(config.siteUrl).toBe("https://www.salgskraft.dk");
    expect(config.brandSlug).toBe("salgskraft");
    expect(config.formEmbeds).toEqual({});
  });

  it("names every bad variable in one Danish message", () => {
    let message = "";
    try {
      readBuildConfig({ SITE_URL: "ftp://x", BRAND_SLUG: "Med Mellemrum", CONTACT_FORM_EMBED_URL: "http://usikker" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Ugyldig konfiguration/);
    for (const variable of ["SITE_URL", "BRAND_SLUG", "CONTACT_FORM_EMBED_URL"]) expect(message).toContain(variable);
  });

  it("turns configured external forms into frame origins for the CSP", () => {
    const config = readBuildConfig({ CONTACT_FORM_EMBED_URL: "https://forms.example.com/a", JOB_FORM_EMBED_URL: "https://forms.example.com/b" });
    expect(embedOrigins(config)).toEqual(["https://forms.example.com"]);
  });
});
