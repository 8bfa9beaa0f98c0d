/**
 * Staff helpers for end-to-end tests against a server of their own: make the owner with the CLI,
 * log in without a browser (cookie + CSRF token), GET and POST as that person, wait for a mail
 * or a condition. New tests use these instead of copying them again.
 */
import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { textOf, type Received } from "../../integration/support/smtp.ts";
import { postForm } from "./server.ts";

export type Account = { email: string; password: string };
export type Session = { url: string; cookie: string; csrf: string; ip: string };

/** The first account, made with `npm run admin:create-user` (it is the owner). */
export function createOwner(account: Account, env: Record<string, string>) {
  const created = spawnSync(process.execPath, ["scripts/create-user.ts", "--email", account.email, "--password-stdin"], { input: account.password, env: { ...process.env, ...env }, encoding: "utf8" });
  expect(created.status, created.stderr).toBe(0);
}

export async function logIn(url: string, account: Account, ip: string): Promise<Session> {
  const response = await postForm(`${url}/admin/login`, account, { "X-Forwarded-For": ip });
  expect(response.status).toBe(302);
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  const html = await (await fetch(`${url}/admin/konto`, { headers: { Cookie: cookie, "X-Forwarded-For": ip } })).text();
  return { url, cookie, csrf: html.match(/name="csrf" value="([^"]+)"/)![1]!, ip };
}

export const get = (session: Session, pathName: string) => fetch(`${session.url}${pathName}`, { redirect: "manual", headers: { Cookie: session.cookie, "X-Forwarded-For": session.ip } });

export const post = (session: Session, pathName: string, fields: Record<string, string> | URLSearchParams) => {
  const body = new URLSearchParams(fields);
  body.set("csrf", session.csrf);
  return fetch(`${session.url}${pathName}`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: session.cookie, "X-Forwarded-For": session.ip }, body });
};

/** A page's HTML as a reader sees its text: without React's <!-- --> markers between adjacent text parts. */
export const html = async (session: Session, pathName: string) => (await (await get(session, pathName)).text()).replace(/<!-- -->/g, "");

/** The id of the newest enquiry the inbox search finds. */
export async function enquiryId(session: Session, search: string): Promise<string> {
  const html = await (await get(session, `/admin/contact-submissions?q=${encodeURIComponent(search)}`)).text();
  return html.match(/<tr data-id="([0-9a-f-]{36})"/)![1]!;
}

/** Polls until `check` returns something truthy. */
export async function waitFor<T>(check: () => T | undefined | false | null | Promise<T | undefined | false | null>, timeoutMs = 30_000, what = "betingelsen"): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Ventede forgæves på ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for a mail to `to` whose text matches (the outbox worker sends it). */
export function mailTo(smtp: { to: (address: string) => Received[] }, to: string, match: (text: string) => boolean = () => true): Promise<Received & { text: string }> {
  return waitFor(() => {
    const found = smtp.to(to).find((mail) => match(textOf(mail.body)));
    return found && { ...found, text: textOf(found.body) };
  }, 30_000, `en mail til ${to}`);
}

export async function browserLogIn(page: Page, account: Account) {
  await page.goto("/admin/login");
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="password"]', account.password);
  await page.click('button[type="submit"]');
  await page.waitForURL("**/admin/contact-submissions");
}
