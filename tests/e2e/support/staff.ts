/**
 * Staff in the end-to-end tests: an account made with the CLI (`scripts/create-user.ts`, as the
 * README tells an owner to), a session over HTTP (the cookie and the page's CSRF token, to post
 * admin forms with `fetch`), or a browser that logs in through the form.
 */
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { postForm } from "./server.ts";
import { scaled } from "../../support/scaled.ts";

export type Account = { email: string; password: string };
/** A logged-in staff member over HTTP; `ip` is sent as X-Forwarded-For (servers with TRUST_PROXY). */
export type StaffSession = { baseUrl: string; cookie: string; csrf: string; ip?: string };

/** Runs the CLI that creates a staff account in `dataDir`; returns its result (a refused password is a test too). */
export function createUser(dataDir: string | { DATABASE_URL: string }, account: Account) {
  const target = typeof dataDir === "string" ? { DATA_DIR: dataDir } : dataDir;
  return spawnSync(process.execPath, ["scripts/create-user.ts", "--email", account.email, "--password-stdin"], {
    input: account.password,
    env: { ...process.env, ...target },
    encoding: "utf8",
  });
}

/** Creates the account and fails the test unless the CLI says it did. */
export function createAccount(dataDir: string | { DATABASE_URL: string }, account: Account): void {
  const created = createUser(dataDir, account);
  expect(created.stdout, created.stderr).toContain("Bruger oprettet");
}

/**
 * Creates the accounts in order (the first is the owner) in one process (./create-accounts.ts, the
 * CLI's own steps) and fails the test unless each was created: one assertion per account, as
 * createAccount makes.
 */
export function createAccounts(dataDir: string, ...accounts: Account[]): void {
  const created = spawnSync(process.execPath, ["tests/e2e/support/create-accounts.ts"], {
    input: JSON.stringify(accounts),
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  const lines = created.stdout.split("\n");
  for (const [i, account] of accounts.entries()) expect(lines[i], created.stderr).toBe(`Bruger oprettet: ${account.email}`);
}

const forwarded = (ip: string | undefined): Record<string, string> => (ip ? { "X-Forwarded-For": ip } : {});

/** Logs in over HTTP and reads the CSRF token from /admin/konto. */
export async function logIn(baseUrl: string, account: Account, ip?: string): Promise<StaffSession> {
  const response = await postForm(`${baseUrl}/admin/login`, account, forwarded(ip));
  expect(response.status, "login").toBe(302);
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  const html = await (await fetch(`${baseUrl}/admin/konto`, { headers: { Cookie: cookie, ...forwarded(ip) } })).text();
  return { baseUrl, cookie, csrf: html.match(/name="csrf" value="([^"]+)"/)![1]!, ip };
}

/** GET as that staff member (redirects are answers to look at, not to follow). */
export const staffGet = (session: StaffSession, pathName: string) =>
  fetch(`${session.baseUrl}${pathName}`, { redirect: "manual", headers: { Cookie: session.cookie, ...forwarded(session.ip) } });

/** POST an admin form as that staff member, with the session's CSRF token (URLSearchParams where a name repeats, e.g. checkboxes). */
export const staffPost = (session: StaffSession, pathName: string, fields: Record<string, string> | URLSearchParams) => {
  const body = new URLSearchParams(fields);
  body.set("csrf", session.csrf);
  return fetch(`${session.baseUrl}${pathName}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: session.cookie, ...forwarded(session.ip) },
    body,
  });
};

/** A page's HTML as a reader sees its text: without React's <!-- --> markers between adjacent text parts. */
export const staffText = async (session: StaffSession, pathName: string) => (await (await staffGet(session, pathName)).text()).replace(/<!-- -->/g, "");

/** Polls until `check` returns something truthy, naming `what` when it gives up. */
export async function waitUntil<T>(
  check: () => T | undefined | false | null | Promise<T | undefined | false | null>,
  timeoutMs = scaled(30_000),
  what = "betingelsen",
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Ventede forgæves på ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Logs in through the form in the browser and waits for the admin page it lands on. */
export async function browserLogIn(page: Page, account: Account, landing = "**/admin/contact-submissions"): Promise<void> {
  if (!page.url().includes("/admin/login")) await page.goto("/admin/login");
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="password"]', account.password);
  await page.click('button[type="submit"]');
  await page.waitForURL(landing);
  await page.locator("h1").filter({ hasNotText: "Log ind i indbakken" }).waitFor();
}

/** The id of the first enquiry the inbox search finds. */
export async function enquiryId(session: StaffSession, search: string): Promise<string> {
  const html = await (await staffGet(session, `/admin/contact-submissions?q=${encodeURIComponent(search)}`)).text();
  return html.match(/data-id="([0-9a-f-]{36})"/)![1]!;
}

/** The id of a staff account, from the owner's staff page. */
export async function userId(session: StaffSession, email: string): Promise<string> {
  const html = await (await staffGet(session, "/admin/medarbejdere")).text();
  return html.match(new RegExp(`data-email="${email}" data-id="([0-9a-f-]{36})"`))![1]!;
}
