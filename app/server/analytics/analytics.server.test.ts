import { describe, expect, it } from "vitest";
import { publicPages } from "../../lib/route-table.ts";
import { campaignFromQuery, MAX_EVENT_BYTES, parseEvent } from "./parsing.server.ts";
import { conversionRate, parsePeriod, weekOf } from "./report.server.ts";
import { visitorHash } from "./visitor.server.ts";
import { attributionFromForm } from "../intake/attribution.server.ts";
import { isKnownPage } from "../intake/known-pages.server.ts";

const hosts = ["salgskraft.dk"];
const beacon = (body: Record<string, unknown>) => parseEvent(JSON.stringify(body), hosts, isKnownPage);

describe("a page-view beacon", () => {
  it("is counted for every public page, with a trailing slash trimmed", () => {
    for (const page of publicPages()) expect(beacon({ p: page.path }).ok, page.path).toBe(true);
    expect(beacon({ p: "/priser/" })).toMatchObject({ ok: true, event: { path: "/priser" } });
  });

  it("starts a visit from another site with that site as source, and a campaign's utm_source wins", () => {
    expect(beacon({ p: "/", q: "", r: "https://www.google.com" })).toEqual({
      ok: true,
      event: { path: "/", entry: true, source: "google.com", medium: "", campaign: "" },
    });
    expect(beacon({ p: "/", q: "?utm_source=LinkedIn&utm_medium=Social&utm_campaign=Q1", r: "https://www.linkedin.com" })).toEqual({
      ok: true,
      event: { path: "/", entry: true, source: "linkedin", medium: "social", campaign: "Q1" },
    });
    expect(beacon({ p: "/" })).toEqual({ ok: true, event: { path: "/", entry: true, source: "", medium: "", campaign: "" } });
  });

  it("is a step inside the visit when the referrer is our own site (no source kept)", () => {
    expect(beacon({ p: "/priser", q: "?utm_source=x", r: "https://salgskraft.dk" })).toEqual({
      ok: true,
      event: { path: "/priser", entry: false, source: "", medium: "", campaign: "" },
    });
  });

  it("is refused, naming the problem, when it is malformed, too large, or names a page that does not exist", () => {
    expect(parseEvent("not json", hosts, isKnownPage)).toMatchObject({ ok: false, status: 400 });
    expect(parseEvent("[]", hosts, isKnownPage)).toMatchObject({ ok: false, status: 400 });
    expect(beacon({ p: "/admin/contact-submissions" })).toMatchObject({ ok: false, status: 422, message: "Ukendt side." });
    expect(beacon({ p: "/findes-ikke" })).toMatchObject({ ok: false, status: 422 });
    expect(beacon({ p: "https://evil.example/" })).toMatchObject({ ok: false, status: 422 });
    expect(beacon({ p: "/", x: 1 })).toMatchObject({ ok: false, status: 422, message: "Hændelsen har ukendte felter." });
    expect(beacon({ p: "/", r: "javascript:alert(1)" })).toMatchObject({ ok: false, status: 422 });
    expect(beacon({ p: "/", q: "utm_source=x" })).toMatchObject({ ok: false, status: 422 });
    expect(beacon({ p: 1 })).toMatchObject({ ok: false, status: 422 });
    expect(beacon({ p: "/", q: `?utm_campaign=${"a".repeat(MAX_EVENT_BYTES)}` })).toMatchObject({ ok: false, status: 413 });
  });

  it("keeps a campaign label as text, trimmed to 100 characters and without control characters", () => {
    const result = beacon({ p: "/", q: `?utm_campaign=${encodeURIComponent(`<img src=x onerror=alert(1)>\u0000${"x".repeat(200)}`)}` });
    expect(result.ok && result.event.campaign).toBe(`<img src=x onerror=alert(1)>${"x".repeat(72)}`);
  });
});

describe("the visitor hash", () => {
  it("is the same for one visitor on one day and differs with the salt, the address or the browser", () => {
    const a = visitorHash("salt-1", "salgskraft.dk", "203.0.113.7", "Mozilla/5.0 Firefox");
    expect(visitorHash("salt-1", "salgskraft.dk", "203.0.113.7", "Mozilla/5.0 Firefox")).toBe(a);
    expect(visitorHash("salt-2", "salgskraft.dk", "203.0.113.7", "Mozilla/5.0 Firefox")).not.toBe(a);
    expect(visitorHash("salt-1", "salgskraft.dk", "203.0.113.8", "Mozilla/5.0 Firefox")).not.toBe(a);
    expect(visitorHash("salt-1", "salgskraft.dk", "203.0.113.7", "Mozilla/5.0 Chrome")).not.toBe(a);
    expect(typeof a).toBe("bigint");
  });
});

describe("campaign parameters", () => {
  it("keeps utm_source/medium/campaign and whether gclid or fbclid were present, nothing else", () => {
    expect(campaignFromQuery("?utm_source=Google&utm_medium=cpc&utm_campaign=Vinter&gclid=abc&email=x@y.dk")).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "Vinter",
      gclid: true,
      fbclid: false,
    });
  });
});

describe("the enquiry's attribution", () => {
  const post = (headers: Record<string, string> = {}) => new Request("http://salgskraft.dk/priser", { method: "POST", headers });

  it("carries the visit's first page after Accepter", () => {
    const visit = JSON.stringify({ scope: "visit", p: "/", q: "?utm_source=linkedin&utm_campaign=q1", r: "https://www.linkedin.com" });
    expect(attributionFromForm(post(), { visit })).toEqual({
      scope: "visit",
      landingPage: "/",
      referrerHost: "linkedin.com",
      utmSource: "linkedin",
      utmMedium: null,
      utmCampaign: "q1",
      gclid: false,
      fbclid: false,
    });
  });

  it("records only the form page's own campaign without that choice, and no landing page", () => {
    const visit = JSON.stringify({ scope: "page", p: "/", q: "?utm_source=newsletter", r: "" });
    expect(attributionFromForm(post(), { visit })).toMatchObject({ scope: "page", landingPage: null, utmSource: "newsletter" });
  });

  it("reads the form page's campaign from the Referer header without JavaScript, and ignores other sites' URLs", () => {
    expect(attributionFromForm(post({ referer: "http://salgskraft.dk/priser?utm_source=mail&utm_medium=email&fbclid=1" }), {})).toMatchObject({
      scope: "page",
      utmSource: "mail",
      utmMedium: "email",
      fbclid: true,
    });
    expect(attributionFromForm(post({ referer: "https://evil.example/?utm_source=spam" }), {})).toBeNull();
    expect(attributionFromForm(post({ referer: "http://salgskraft.dk/priser" }), {})).toBeNull();
    expect(attributionFromForm(post(), { visit: "{broken" })).toBeNull();
  });

  it("never stores a landing page that is not one of our pages", () => {
    const visit = JSON.stringify({ scope: "visit", p: "//evil.example/x", q: "?utm_source=a", r: "" });
    expect(attributionFromForm(post(), { visit })).toMatchObject({ landingPage: null, utmSource: "a" });
  });
});

describe("the period of /admin/analytics", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const period = (query: string) => parsePeriod(new URL(`http://x/admin/analytics${query}`), now);

  it("is the last 7, 30 (default) or 90 days including today", () => {
    expect(period("?periode=7")).toMatchObject({ from: "2026-11-16", to: "2026-11-22", errors: {} });
    expect(period("")).toMatchObject({ choice: "30", from: "2026-10-24", to: "2026-11-22" });
    expect(period("?periode=90")).toMatchObject({ from: "2026-08-25" });
  });

  it("takes a custom range and explains in Danish what is wrong with a bad one", () => {
    expect(period("?periode=egen&fra=2026-01-01&til=2026-01-31")).toMatchObject({ from: "2026-01-01", to: "2026-01-31", errors: {} });
    expect(period("?periode=egen&fra=2026-02-30&til=").errors).toEqual({ fra: "Startdatoen skal være en dato som 2026-01-31.", til: "Skriv en slutdato." });
    expect(period("?periode=egen&fra=2026-13-01&til=31-01-2026").errors).toEqual({
      fra: "Startdatoen skal være en dato som 2026-01-31.",
      til: "Slutdatoen skal være en dato som 2026-01-31.",
    });
    expect(period("?periode=egen&fra=2026-03-01&til=2026-02-01").errors).toEqual({ til: "Slutdatoen skal ligge på eller efter startdatoen." });
    expect(period("?periode=egen&fra=2026-11-01&til=2026-12-01").errors).toEqual({ til: "Slutdatoen kan ikke ligge efter i dag." });
    expect(period("?periode=egen&fra=2024-01-01&til=2026-01-01").errors.til).toBe("Vælg højst 366 dage.");
  });
});

describe("helpers", () => {
  it("puts a day in the week that starts on its Monday, and writes conversion the Danish way", () => {
    expect(weekOf("2026-11-22")).toBe("2026-11-16");
    expect(weekOf("2026-11-16")).toBe("2026-11-16");
    expect(conversionRate(1, 40)).toBe("2,5 %");
    expect(conversionRate(3, 0)).toBe("–");
    // Enquiries from senders never counted as visitors cannot make it more than 100 % (issue 22, point 5).
    expect(conversionRate(46, 1)).toBe("100,0 %");
  });
});

describe("ANALYTICS_RAW_DAYS", () => {
  it("defaults to 30 days and refuses a value outside 1-365 with a message naming the variable", async () => {
    const { parseEnv } = await import("../platform/env.server.ts");
    expect(parseEnv({}).ANALYTICS_RAW_DAYS).toBe(30);
    expect(parseEnv({ ANALYTICS_RAW_DAYS: "90" }).ANALYTICS_RAW_DAYS).toBe(90);
    expect(() => parseEnv({ ANALYTICS_RAW_DAYS: "0" })).toThrow("ANALYTICS_RAW_DAYS skal være mindst 1");
    expect(() => parseEnv({ ANALYTICS_RAW_DAYS: "1.5" })).toThrow("ANALYTICS_RAW_DAYS skal være et helt antal dage");
    expect(() => parseEnv({ ANALYTICS_RAW_DAYS: "en måned" })).toThrow("ANALYTICS_RAW_DAYS");
  });
});
