import { describe, expect, it } from "vitest";
import { brand } from "../content/site.ts";
import { resolveRedirect } from "./redirects.ts";

describe("resolveRedirect", () => {
  it("maps the spec's legacy paths, with the brand slug and the legacy host", () => {
    expect(resolveRedirect("/forside")).toBe("/");
    expect(resolveRedirect(`/${brand.slug}-freelance-moedebooker`)).toBe("/jobs/arbejd-hjemmefra");
    expect(resolveRedirect(`/om-${brand.slug}`)).toBe("/om-os");
    expect(resolveRedirect("/hvorfor-outsource")).toBe(`/hvorfor-${brand.slug}`);
    expect(resolveRedirect(`/${brand.legacyHost}/contact`)).toBe("/kontakt");
    expect(resolveRedirect(`/${brand.legacyHost}/jobs/remote-work`)).toBe("/jobs/arbejd-hjemmefra");
    expect(resolveRedirect("/jobs/coffee-service")).toBe("/jobs/kaffe-service");
  });

  it("ignores case and trailing slashes, keeps the query, and takes one hop", () => {
    expect(resolveRedirect("/Telemarketing-Freelance-Opgave-Inkasso/", "?a=B")).toBe("/jobs/inkasso?a=B");
    expect(resolveRedirect("/OM-OS")).toBe("/om-os");
    expect(resolveRedirect("/om-os/")).toBe("/om-os");
  });

  it("leaves correct paths alone", () => {
    expect(resolveRedirect("/")).toBeNull();
    expect(resolveRedirect("/om-os")).toBeNull();
  });

  it("never throws on malformed escapes", () => {
    expect(resolveRedirect("/%E0%A4%A")).toBeNull();
  });
});
