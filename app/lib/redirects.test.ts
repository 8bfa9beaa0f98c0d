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

  it("never changes a token's or an id's case, in the path or the query (issue 37)", () => {
    const token = "Ab3_xYz-QrStUvWxYz0123456789AbCd";
    expect(resolveRedirect(`/kalender/${token}`)).toBeNull();
    // The fixed segments are still lowered, the token kept.
    expect(resolveRedirect(`/Kalender/${token}/`)).toBe(`/kalender/${token}`);
    expect(resolveRedirect(`/admin/adgang/${token}`)).toBeNull();
    expect(resolveRedirect("/admin/contact-submissions/0F0C9C52-8D0E-4A50-9A7C-3F7E2B3C6D11")).toBeNull();
    expect(resolveRedirect("/admin/webhooks/0F0C9C52-8D0E-4A50-9A7C-3F7E2B3C6D11")).toBeNull();
    // Tokens in a query string: booking links, the newsletter's, a login draft.
    for (const [path, query] of [
      ["/book-et-moede/aendr", `?handling=flyt&id=x&v=1&token=${token}`],
      ["/book-et-moede/bekraeftet", `?id=x&token=${token}`],
      ["/book-et-moede/moede.ics", `?id=x&token=${token}`],
      ["/nyhedsbrev/afmeld", `?id=x&token=${token}`],
      ["/nyhedsbrev/bekraeft", `?id=x&token=${token}`],
      ["/admin/contact-submissions", `?kladde=${token}`],
    ]) {
      expect(resolveRedirect(path!, query), path).toBeNull();
      expect(resolveRedirect(`${path}/`, query), path).toBe(`${path}${query}`);
    }
  });

  it("never throws on malformed escapes", () => {
    expect(resolveRedirect("/%E0%A4%A")).toBeNull();
  });
});
