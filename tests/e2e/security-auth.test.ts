/**
 * The staff login and inbox against malice and mistakes (second security review): nobody can lock
 * a staff member out, bad cookies and control characters never answer 500, weak passwords are
 * refused, the session cookie is host-only, and a missing enquiry is reported as missing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, removeDir, startServer, type TestServer, migratedDataDir } from "./support/server.ts";
import { createUser, logIn } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const staff = { email: "sikkerhed@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const LIMIT = 3;

let server: TestServer;

beforeAll(async () => {
  const dataDir = migratedDataDir("salgskraft-security-");
  expect((await createUser(dataDir, staff)).status).toBe(0);
  server = await startServer({ TRUST_PROXY: "1", LOGIN_RATE_LIMIT: String(LIMIT) }, dataDir);
}, scaled(120_000));

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const attempt = (ip: string, password: string, email = staff.email) => postForm(`${server.url}/admin/login`, { email, password }, { "X-Forwarded-For": ip });

const loggedIn = (ip: string) => logIn(server.url, staff, ip);

describe("nobody can lock a staff member out", () => {
  it("counts failures only: logging in many times in a row never locks the account", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 3 + 2; i++) statuses.push((await attempt("10.20.0.1", staff.password)).status);
    expect(statuses).toEqual(Array(LIMIT * 3 + 2).fill(302));
  });

  it("a stranger's wrong passwords slow down the stranger's address, not the staff member's", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await attempt("10.20.0.66", `gaet-${i}`)).status).toBe(401);
    const refused = await attempt("10.20.0.66", staff.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("For mange loginforsøg med forkert adgangskode. Vent 1 minut, og prøv igen.");
    // The staff member at the office logs in with the right password as usual.
    expect((await attempt("10.20.0.2", staff.password)).status).toBe(302);
  });

  it("a successful login clears that address's failures for the account", async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMIT - 1; i++) statuses.push((await attempt("10.20.0.3", "tastefejl-i-koden")).status);
      statuses.push((await attempt("10.20.0.3", staff.password)).status);
    }
    expect(statuses).toEqual([401, 401, 302, 401, 401, 302, 401, 401, 302]);
  });

  it("an address guessing at many accounts is slowed down across all of them", async () => {
    for (let i = 0; i < LIMIT * 3; i++) expect((await attempt("10.20.0.99", "gaet-gaet-gaet", `konto${i}@salgskraft.dk`)).status).toBe(401);
    expect((await attempt("10.20.0.99", "gaet-gaet-gaet", "endnu-en@salgskraft.dk")).status).toBe(429);
  });
});

describe("malformed input is refused in Danish, never with 500", () => {
  it("a session cookie that is not valid percent-encoding is no session", async () => {
    for (const cookie of ["__Host-session=%E0", "__session=%E0", "__Host-session=%", "__Host-session=%E0%A4%A"]) {
      const headers = { Cookie: cookie };
      const page = await fetch(`${server.url}/admin/contact-submissions`, { headers, redirect: "manual" });
      expect(page.status, cookie).toBe(302);
      expect(page.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fcontact-submissions");
      expect((await fetch(`${server.url}/admin`, { headers, redirect: "manual" })).status).toBe(302);
      const csv = await fetch(`${server.url}/admin/contact-submissions/export.csv`, { headers });
      expect(csv.status).toBe(401);
      expect(await csv.text()).toContain("Du er ikke logget ind");
      expect((await postForm(`${server.url}/admin/logout`, { csrf: "x" }, headers)).status).toBe(401);
      expect((await fetch(`${server.url}/admin/login`, { headers })).status).toBe(200);
    }
  });

  it("a NUL byte in the inbox search is ignored, not a database error", async () => {
    const { cookie } = await loggedIn("10.20.1.2");
    const response = await fetch(`${server.url}/admin/contact-submissions?q=%00`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Kontaktformular Henvendelser");
  });

  it("a NUL byte in the e-mail or password is refused with 400", async () => {
    for (const [email, password] of [
      [`sikkerhed\u0000@salgskraft.dk`, "hvad-som-helst-123"],
      [staff.email, "korrekt-hest\u0000batteri"],
    ] as const) {
      const response = await postForm(`${server.url}/admin/login`, { email, password }, { "X-Forwarded-For": "10.20.1.1" });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("E-mail eller adgangskode indeholder ugyldige tegn.");
    }
  });
});

describe("staff passwords and sessions", () => {
  it("the CLI refuses blank, repeated, sequential and common passwords in Danish", async () => {
    const dataDir = migratedDataDir("salgskraft-pw-");
    try {
      for (const weak of [" ".repeat(12), "aaaaaaaaaaaa", "abcdefghijkl", "123456789012", "password1234"]) {
        const result = await createUser(dataDir, { email: "ny@salgskraft.dk", password: weak });
        expect(result.status, JSON.stringify(weak)).toBe(1);
        expect(result.stderr).toMatch(/Adgangskoden (må ikke være tom|er for svag)/);
      }
    } finally {
      removeDir(dataDir);
    }
  });

  it("the session cookie is host-only: __Host-session, Secure, Path=/, no Domain", async () => {
    const response = await attempt("10.20.2.1", staff.password);
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie.startsWith("__Host-session=")).toBe(true);
    expect(setCookie).toMatch(/; Secure(;|$)/);
    expect(setCookie).toContain("Path=/;");
    expect(setCookie.toLowerCase()).not.toContain("domain=");
    // The old, unprefixed name is no way in.
    const value = setCookie.split(";")[0]!.split("=")[1]!;
    expect((await fetch(`${server.url}/admin/contact-submissions`, { headers: { Cookie: `__session=${value}` }, redirect: "manual" })).status).toBe(302);
  });
});

describe("a missing enquiry is reported as missing", () => {
  const missing = "7d5b6a2e-1111-4222-8333-444455556666";

  it("deleting one answers 404 in Danish, not 'slettet'", async () => {
    const { cookie, csrf } = await loggedIn("10.20.3.1");
    const response = await postForm(`${server.url}/admin/contact-submissions/${missing}`, { csrf, intent: "delete", confirm: "ja" }, { Cookie: cookie });
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("Henvendelsen findes ikke");
  });

  it("changing its status answers 404 in Danish", async () => {
    const { cookie, csrf } = await loggedIn("10.20.3.2");
    const detail = await postForm(`${server.url}/admin/contact-submissions/${missing}`, { csrf, intent: "status", status: "completed" }, { Cookie: cookie });
    expect(detail.status).toBe(404);
    expect(await detail.text()).toContain("Henvendelsen findes ikke");
    const list = await postForm(`${server.url}/admin/contact-submissions`, { csrf, id: missing, status: "completed" }, { Cookie: cookie });
    expect(list.status).toBe(404);
    expect(await list.text()).toContain("Henvendelsen findes ikke");
  });
});
