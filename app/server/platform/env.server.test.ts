import { describe, expect, it } from "vitest";
import { retentionParagraphs } from "../../content/legal.ts";
import { parseEnv } from "./env.server.ts";

describe("retention settings", () => {
  it("keep job applications 180 days and other enquiries 730 days unless configured", () => {
    const env = parseEnv({});
    expect([env.RETENTION_APPLICATIONS_DAYS, env.RETENTION_ENQUIRIES_DAYS]).toEqual([180, 730]);
    expect(parseEnv({ RETENTION_APPLICATIONS_DAYS: "90", RETENTION_ENQUIRIES_DAYS: "0" })).toMatchObject({
      RETENTION_APPLICATIONS_DAYS: 90,
      RETENTION_ENQUIRIES_DAYS: 0,
    });
  });

  it("refuse a period that is not a whole number of days, naming the variable", () => {
    expect(() => parseEnv({ RETENTION_APPLICATIONS_DAYS: "-1" })).toThrow(/RETENTION_APPLICATIONS_DAYS/);
    expect(() => parseEnv({ RETENTION_ENQUIRIES_DAYS: "et år" })).toThrow(/RETENTION_ENQUIRIES_DAYS/);
  });

  it("are stated in the privacy policy as configured", () => {
    const text = retentionParagraphs({ applicationsDays: 180, enquiriesDays: 730 }).join(" ");
    expect(text).toContain("Jobansøgninger slettes automatisk 180 dage efter");
    expect(text).toContain("slettes automatisk 2 år efter den seneste aktivitet");
    // Whole years as the form's note says them (app/content/privacy-note.ts): one policy, one wording.
    expect(retentionParagraphs({ applicationsDays: 365, enquiriesDays: 90 }).join(" ")).toContain("slettes automatisk et år efter, at vi har modtaget dem");
    expect(retentionParagraphs({ applicationsDays: 0, enquiriesDays: 0 }).join(" ")).not.toContain("slettes automatisk");
  });
});

describe("TEST_CLOCK, the tests' clock", () => {
  it("is an instant with its offset, and the runtime's clock starts there and runs on", async () => {
    const { runtimeClock } = await import("./clock.server.ts");
    const env = parseEnv({ NODE_ENV: "test", TEST_CLOCK: "2027-03-17T23:50:00+01:00" });
    expect(env.TEST_CLOCK).toEqual(new Date("2027-03-17T22:50:00Z"));
    const now = runtimeClock(env.TEST_CLOCK);
    const first = now().getTime();
    expect(Math.abs(first - Date.parse("2027-03-17T22:50:00Z"))).toBeLessThan(60_000);
    expect(now().getTime()).toBeGreaterThanOrEqual(first);
    expect(parseEnv({ NODE_ENV: "test" }).TEST_CLOCK).toBeUndefined();
  });

  it("is refused in production, and a value that is not an instant is refused in Danish", () => {
    expect(() => parseEnv({ NODE_ENV: "production", TEST_CLOCK: "2027-03-17T23:50:00+01:00" })).toThrow(/TEST_CLOCK er kun til test og afvises i produktion/);
    expect(() => parseEnv({ TEST_CLOCK: "2027-03-17T23:50:00+01:00" })).toThrow(/TEST_CLOCK/);
    expect(() => parseEnv({ NODE_ENV: "test", TEST_CLOCK: "i morgen" })).toThrow(/TEST_CLOCK skal være et tidspunkt/);
    // The end-to-end suite runs the production build with its own flag.
    expect(parseEnv({ NODE_ENV: "production", E2E_ERROR_ROUTE: "1", TEST_CLOCK: "2027-03-17T23:50:00+01:00" }).TEST_CLOCK).toEqual(
      new Date("2027-03-17T22:50:00Z"),
    );
  });
});
