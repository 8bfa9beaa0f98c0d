import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { secureCookies } from "../server/auth/auth.server.ts";
import { parseEnv } from "../server/platform/env.server.ts";
import { readBuildConfig } from "./build-config.ts";
import { buildSettingNames, parseSettings, settingsSchema } from "./settings.ts";

const names = Object.keys(settingsSchema().shape).sort();
/** Variables in README.md's configuration table (first column, `A`, `B` cells). */
const readmeNames = () => {
  const readme = readFileSync("README.md", "utf8");
  const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 5));
  return [
    ...new Set(
      table
        .split("\n")
        .filter((line) => line.startsWith("| `"))
        .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!)),
    ),
  ].sort();
};
/** Variables .env.example sets or shows commented out. */
const exampleNames = () => [...new Set([...readFileSync(".env.example", "utf8").matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!))].sort();

describe("one schema for every setting (app/config/settings.ts)", () => {
  it("is the list README.md's configuration table and .env.example document, name for name", () => {
    expect(readmeNames()).toEqual(names);
    expect(exampleNames()).toEqual(names);
  });

  it("validates the build's settings with the same rules and messages as the server's", () => {
    for (const [variable, value] of [
      ["SITE_URL", "ftp://x"],
      ["BRAND_SLUG", "Med Mellemrum"],
      ["CONTACT_FORM_EMBED_URL", "http://usikker"],
      ["RETENTION_APPLICATIONS_DAYS", "-1"],
      ["ANALYTICS_RAW_DAYS", "0"],
    ] as const) {
      expect(buildSettingNames).toContain(variable);
      const fromBuild = (() => {
        try {
          readBuildConfig({ [variable]: value });
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(fromBuild, variable).toMatch(new RegExp(`^Ugyldig konfiguration:\\n  - ${variable}: `));
      expect(() => parseEnv({ [variable]: value }), variable).toThrow(fromBuild);
    }
  });

  it("reads COOKIE_SECURE through the schema: 1 or 0 wins, unset follows NODE_ENV, anything else is refused in Danish", () => {
    expect(secureCookies(parseSettings({ NODE_ENV: "production", COOKIE_SECURE: "0" }))).toBe(false);
    expect(secureCookies(parseSettings({ NODE_ENV: "development", COOKIE_SECURE: "1" }))).toBe(true);
    expect(secureCookies(parseSettings({ NODE_ENV: "production" }))).toBe(true);
    expect(secureCookies(parseSettings({ NODE_ENV: "development", COOKIE_SECURE: "" }))).toBe(false);
    expect(() => parseSettings({ COOKIE_SECURE: "ja" })).toThrow("COOKIE_SECURE skal være 0 eller 1");
  });

  it("refuses a cheap scrypt (SCRYPT_COST below 15) outside the tests, in Danish", () => {
    expect(() => parseSettings({ NODE_ENV: "production", SCRYPT_COST: "10" })).toThrow("SCRYPT_COST under 15 er kun til testene");
    expect(() => parseSettings({ NODE_ENV: "development", SCRYPT_COST: "14" })).toThrow("SCRYPT_COST under 15 er kun til testene");
    expect(parseSettings({ NODE_ENV: "test", SCRYPT_COST: "10" }).SCRYPT_COST).toBe(10);
    expect(parseSettings({ NODE_ENV: "production" }).SCRYPT_COST).toBe(15);
  });

  it("leaves no setting read from process.env outside the schema", () => {
    const files = ["app/server/auth/auth.server.ts", "app/server/platform/log.server.ts", "app/config/build-config.ts", "server/main.ts"];
    for (const file of files) {
      const direct = [...readFileSync(file, "utf8").matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]);
      expect(direct, file).toEqual([]);
    }
  });
});
