/**
 * Staff helpers for end-to-end tests: make an account in a data directory, log in over HTTP (a
 * session cookie and its CSRF token) or in Chromium, post an admin form, and wait for a mail on
 * the test SMTP server (tests/integration/support/smtp.ts).
 */
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Received } from "../../integration/support/smtp.ts";
import { postForm } from "./server.ts";

export type Account = { email: string; password: string };
export type Session = { cookie: string; csrf: string; ip: string };

/** `npm run admin:create-user` against a data directory (the first account is the owner). */
export function createUser(dataDir: string, account: Account) {
  const created = spawnSync(process.execPath, ["scripts/create-user.ts", "--email", account.email, "--password-stdin"], { input: account.password, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
  expect(created.stdout).toContain("Bruger oprettet");
}

/** Logs in over HTTP as a form without JavaScript does; `ip` keeps the login rate limit per test. */
export async function httpLogIn(baseUrl: string, account: Account, ip: string): Promise<Session> {
  const response = await postForm(`${baseUrl}/admin/login`, account, { "X-Forwarded-For": ip });
  expect(response.status).toBe(302);
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  const html = await (await fetch(`${baseUrl}/admin/konto`, { headers: { Cookie: cookie, "X-Forwarded-For": ip } })).text();
  return { cookie, csrf: html.match(/name="csrf" value="([^"]+)"/)![1]!, ip };
}

export const adminGet = (baseUrl: string, session: Session, pathName: string) => fetch(`${baseUrl}${pathName}`, { redirect: "manual", headers: { Cookie: session.cookie, "X-Forwarded-For": session.ip } });
export const adminPost = (baseUrl: string, session: Session, pathName: string, fields: Record<string, string>) =>
  postForm(`${baseUrl}${pathName}`, { csrf: session.csrf, ...fields }, { Cookie: session.cookie, "X-Forwarded-For": session.ip });

/** Logs in in the browser and waits for the inbox. */
export async function browserLogIn(page: Page, account: Account, landing = "**/admin/contact-submissions") {
  if (!page.url().includes("/admin/login")) await page.goto("/admin/login");
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="password"]', account.password);
  await page.click('button[type="submit"]');
  await page.waitForURL(landing);
  await page.locator("h1").filter({ hasNotText: "Log ind i indbakken" }).waitFor();
}

/** The first mail to `address` that `match` accepts, waiting up to `timeoutMs`. */
export async function waitForMail(smtp: { to: (address: string) => Received[] }, address: string, match: (mail: Received) => boolean = () => true, timeoutMs = 15_000): Promise<Received> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.to(address).find(match);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`Ingen mail til ${address} inden for ${timeoutMs} ms (modtaget: ${smtp.to(address).length})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
