import { describe, expect, it } from "vitest";
import { retentionParagraphs } from "../../content/legal.ts";
import { parseEnv } from "./env.server.ts";

describe("retention settings", () => {
  it("keep job applications 180 days and other enquiries 730 days unless configured", () => {
    const env = parseEnv({});
    expect([env.RETENTION_APPLICATIONS_DAYS, env.RETENTION_ENQUIRIES_DAYS]).toEqual([180, 730]);
    expect(parseEnv({ RETENTION_APPLICATIONS_DAYS: "90", RETENTION_ENQUIRIES_DAYS: "0" })).toMatchObject({ RETENTION_APPLICATIONS_DAYS: 90, RETENTION_ENQUIRIES_DAYS: 0 });
  });

  it("refuse a period that is not a whole number of days, naming the variable", () => {
    expect(() => parseEnv({ RETENTION_APPLICATIONS_DAYS: "-1" })).toThrow(/RETENTION_APPLICATIONS_DAYS/);
    expect(() => parseEnv({ RETENTION_ENQUIRIES_DAYS: "et år" })).toThrow(/RETENTION_ENQUIRIES_DAYS/);
  });

  it("are stated in the privacy policy as configured", () => {
    const text = retentionParagraphs({ applicationsDays: 180, enquiriesDays: 730 }).join(" ");
    expect(text).toContain("Jobansøgninger slettes automatisk 180 dage efter");
    expect(text).toContain("slettes automatisk 730 dage efter den seneste aktivitet");
    expect(retentionParagraphs({ applicationsDays: 0, enquiriesDays: 0 }).join(" ")).not.toContain("slettes automatisk");
  });
});
