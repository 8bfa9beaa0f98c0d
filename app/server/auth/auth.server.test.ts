import { describe, expect, it } from "vitest";
import {
  hashPassword,
  normalizeEmail,
  passwordGate,
  PasswordCheckBusy,
  passwordProblem,
  readSessionToken,
  sessionCookieHeader,
  verifyPassword,
  WorkGate,
} from "./auth.server.ts";
import { clientKey, limitAddress, loginBackoffSeconds } from "../platform/rate-limit.server.ts";

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
    expect([9, 10, 11, 12, 13, 14, 15, 16, 17, 50].map((failures) => loginBackoffSeconds(failures, 10))).toEqual([
      0, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });
});

describe("normalizeEmail (second review, finding 4)", () => {
  it("keeps plain addresses and refuses malformed ones", () => {
    expect(normalizeEmail("  Ny@Salgskraft.DK ")).toBe("ny@salgskraft.dk");
    for (const bad of [
      "",
      "ny",
      "ny@",
      "@salgskraft.dk",
      "ny@salgskraft",
      "ny@@salgskraft.dk",
      "ny @salgskraft.dk",
      "ny@salgskraft.",
      "ny\u0000@salgskraft.dk",
    ]) {
      expect(normalizeEmail(bad), bad).toBeNull();
    }
  });

  // The old regex needed ~4 s for 40 KB of this shape and grows with the square of the length:
  // at 1 MB (the body limit) it would hold the event loop for minutes. The test times out then.
  it("answers at once for a megabyte of dots and at-signs", { timeout: 2000 }, () => {
    for (const evil of ["a@" + ".".repeat(1_000_000) + "@", "a@" + "a.".repeat(500_000) + " ", `${"a".repeat(300)}@b.dk`]) {
      expect(normalizeEmail(evil)).toBeNull();
    }
  });
});

describe("the scrypt gate (second review, finding 6)", () => {
  it("runs at most its concurrency at once, queues a few and refuses the rest at once", async () => {
    const gate = new WorkGate(1, 2);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const job = () =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return "ok";
      });
    const results = Array.from({ length: 5 }, () => job().catch((error: unknown) => error));
    await new Promise((resolve) => setImmediate(resolve));
    expect(gate.busy).toEqual({ running: 1, waiting: 2 });
    // The fourth and fifth were refused without waiting.
    expect(await results[3]).toBeInstanceOf(PasswordCheckBusy);
    expect(await results[4]).toBeInstanceOf(PasswordCheckBusy);
    while (releases.length || gate.busy.running) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results.slice(0, 3))).toEqual(["ok", "ok", "ok"]);
    expect(most).toBe(1);
  });

  it("bounds real password checks: a burst of 40 gets some answers of 'busy' instead of a queue of 40 hashes", { timeout: 30_000 }, async () => {
    const stored = await hashPassword("korrekt-hest-batteri-haefteklamme");
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        verifyPassword("forkert-forkert-forkert", stored).then(
          () => "checked",
          (error: unknown) => (error instanceof PasswordCheckBusy ? "busy" : String(error)),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "busy").length).toBeGreaterThan(20);
    expect(outcomes.filter((outcome) => outcome === "checked").length).toBeGreaterThanOrEqual(passwordGate.concurrency);
    expect(outcomes.every((outcome) => outcome === "busy" || outcome === "checked")).toBe(true);
  });
});

describe("rate-limit addresses (second review, finding 8)", () => {
  it("counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4", () => {
    expect(limitAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(limitAddress("2001:db8:1:2::1"));
    expect(limitAddress("2001:0db8:0001:0002:ffff::")).toBe("2001:db8:1:2::/64");
    expect(limitAddress("2001:db8:1:3::1")).not.toBe(limitAddress("2001:db8:1:2::1"));
    expect(limitAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(limitAddress("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("form", "2001:db8:1:2::a", "s")).toBe(clientKey("form", "2001:db8:1:2::b", "s"));
    expect(clientKey("form", "2001:db8:1:2::a", "s")).not.toBe(clientKey("form", "2001:db8:1:9::a", "s"));
  });
});
