import { describe, expect, it } from "vitest";
import { passwordProblem, readSessionToken, sessionCookieHeader } from "./auth.server.ts";
import { loginBackoffSeconds } from "./rate-limit.server.ts";

describe("the staff password policy", () => {
  it.each([
    ["twelve spaces", " ".repeat(12)],
    ["a repeated character", "aaaaaaaaaaaa"],
    ["a sequence", "abcdefghijkl"],
    ["digits in a row", "123456789012"],
    ["a keyboard row", "qwertyuiopas"],
    ["a common password", "password1234"],
    ["a repeated word", "passwordpassword"],
    ["the account's own address", "indbakke@salgskraft.dk1"],
  ])("refuses %s in Danish", async (_name, password) => {
    const problem = await passwordProblem(password, "indbakke@salgskraft.dk");
    expect(problem).toMatch(/^Adgangskoden /);
  });

  it("refuses fewer than 12 characters and control characters", async () => {
    expect(await passwordProblem("kort-kode")).toBe("Adgangskoden skal være mindst 12 tegn.");
    expect(await passwordProblem("korrekt-hest\u0000batteri")).toBe("Adgangskoden må ikke indeholde kontroltegn.");
  });

  it("accepts a passphrase of a few random words", async () => {
    expect(await passwordProblem("korrekt-hest-batteri-haefteklamme", "indbakke@salgskraft.dk")).toBeNull();
    expect(await passwordProblem("lang-og-hemmelig-adgangskode")).toBeNull();
  });
});

describe("the session cookie", () => {
  it("is __Host-session with Secure, Path=/ and no Domain when cookies are secure", () => {
    const header = sessionCookieHeader("token", 60, true);
    expect(header.startsWith("__Host-session=token;")).toBe(true);
    expect(header).toContain("; Secure");
    expect(header).toContain("Path=/;");
    expect(header.toLowerCase()).not.toContain("domain=");
  });

  it("keeps the plain name over http (COOKIE_SECURE=0 / development), where browsers refuse __Host-", () => {
    const header = sessionCookieHeader("token", 60, false);
    expect(header.startsWith("__session=token;")).toBe(true);
    expect(header).not.toContain("Secure");
  });

  it("reads only the cookie of the current mode and treats malformed values as no session", () => {
    const token = "A".repeat(43);
    const request = (cookie: string) => new Request("http://localhost/admin", { headers: { cookie } });
    expect(readSessionToken(request(`a=1; __Host-session=${token}`), true)).toBe(token);
    expect(readSessionToken(request(`__session=${token}`), true)).toBeUndefined();
    expect(readSessionToken(request(`__session=${token}`), false)).toBe(token);
    for (const bad of ["%E0", "%", "abc", "x".repeat(500), "A%00AAAAAAAAAAAAAAAAAAA"]) {
      expect(() => readSessionToken(request(`__Host-session=${bad}`), true)).not.toThrow();
      expect(readSessionToken(request(`__Host-session=${bad}`), true)).toBeUndefined();
    }
  });
});

describe("the login backoff", () => {
  it("waits nothing below the threshold, then 1 minute doubling up to an hour", () => {
    expect([9, 10, 11, 12, 13, 14, 15, 16, 17, 50].map((failures) => loginBackoffSeconds(failures, 10))).toEqual([0, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });
});
