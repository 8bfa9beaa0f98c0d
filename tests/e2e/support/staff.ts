/**
 * Staff in the end-to-end tests: an account made with the CLI (`scripts/create-user.ts`, as the
 * README tells an owner to), a session over HTTP (the cookie and the page's CSRF token, to post
 * admin forms with `fetch`), or a browser that logs in through the form. The content editors'
 * tests (issue 36) share their accounts and server set-up: `contentAccounts`, `startContentServer`.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { migratedDataDir, postForm, runNode, startServer, type TestServer } from "./server.ts";
import { copyDataDir } from "../../support/data-dir.ts";
import { scaled } from "../../support/scaled.ts";
import { testNodeFlags } from "../../support/node-flags.ts";

export type Account = { email: string; password: string };
/** A logged-in staff member over HTTP; `ip` is sent as X-Forwarded-For (servers with TRUST_PROXY). */
export type StaffSession = { baseUrl: string; cookie: string; csrf: string; ip?: string };

type CliTarget = string | { DATABASE_URL: string };
const cliEnv = (target: CliTarget): Record<string, string> => (typeof target === "string" ? { DATA_DIR: target } : target);

/** Runs the CLI that creates a staff account in `dataDir` (without blocking, `runNode`); resolves with its result (a refused password is a test too). */
export const createUser = (dataDir: CliTarget, account: Account) =>
  runNode([...testNodeFlags, "scripts/create-user.ts", "--email", account.email, "--password-stdin"], cliEnv(dataDir), account.password);

/** Creates the account with the CLI (`createUser`, without blocking) and fails the test unless the CLI says it did. */
export async function createAccount(dataDir: CliTarget, account: Account): Promise<void> {
  const created = await createUser(dataDir, account);
  expect(created.stdout, created.stderr).toContain("Bruger oprettet");
}

/**
 * A new data directory (a temp directory named `prefix`…): the migrated template with `accounts`
 * in it, in order (the first is the owner). Each set of accounts is made once per run, in one
 * process with the CLI's own steps (./create-accounts.ts), and copied for every file that starts
 * its server with the same people: a copy costs ~0.15 CPU-s, the process ~1.7 (a Node start, the
 * imports, a PGlite open). Asserts each account's "Bruger oprettet" line, as printed when its set
 * was made (kept beside the copy). The CLI itself stays tested where it is the subject
 * (admin.test.ts, security-auth.test.ts).
 */
export function staffDataDir(prefix: string, ...accounts: Account[]): string {
  const made = path.join(inject("staffTemplatesDir"), createHash("sha256").update(JSON.stringify(accounts)).digest("hex").slice(0, 16));
  if (!existsSync(made)) {
    // Made aside and renamed into place: two workers may make the same set at once; one rename wins.
    const building = `${made}.${process.pid}`;
    mkdirSync(building);
    const data = migratedDataDir(undefined, path.join(building, "data"));
    const created = spawnSync(process.execPath, [...testNodeFlags, "tests/e2e/support/create-accounts.ts"], {
      input: JSON.stringify(accounts),
      env: { ...process.env, DATA_DIR: data },
      encoding: "utf8",
    });
    writeFileSync(path.join(building, "created.txt"), created.stdout + created.stderr);
    try {
      renameSync(building, made);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const lines = readFileSync(path.join(made, "created.txt"), "utf8").split("\n");
  for (const [i, account] of accounts.entries()) expect(lines[i], lines.join("\n")).toBe(`Bruger oprettet: ${account.email}`);
  return copyDataDir(path.join(made, "data"), prefix);
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

/**
 * Opens `path` in the browser as `account`, logged in over HTTP in the page's own context
 * (`page.request` shares the context's cookies): where the login is not what a test checks, the
 * browser loads the one page it is about, not the login form first (the form itself is tested in
 * admin.test.ts and security-auth.test.ts, and by `browserLogIn` where a draft is put back after it).
 */
export async function signIn(page: Page, account: Account, path = "/admin/contact-submissions"): Promise<void> {
  const response = await page.request.post("/admin/login", { form: account, maxRedirects: 0 });
  expect(response.status(), "login").toBe(302);
  await page.goto(path);
  await page.locator("h1").filter({ hasNotText: "Log ind i indbakken" }).waitFor();
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

const contentPassword = "korrekt-hest-batteri-haefteklamme";
/** The people of the content editors' tests (issue 36): the owner, a redaktør and plain staff (who edit no content). */
export const contentAccounts = {
  owner: { email: "ejer@salgskraft.dk", password: contentPassword },
  editor: { email: "redaktoer@salgskraft.dk", password: contentPassword },
  staff: { email: "medarbejder@salgskraft.dk", password: contentPassword },
} as const satisfies Record<string, Account>;

/**
 * A production server for the content editors' tests, on a copy of the migrated template (the
 * migration is not timed again) with the three `contentAccounts` (`staffDataDir`), and the redaktør
 * given the role by the owner in /admin/medarbejdere, as an owner does it.
 */
export async function startContentServer(prefix: string): Promise<TestServer> {
  const server = await startServer({}, staffDataDir(prefix, ...Object.values(contentAccounts)));
  try {
    const session = await logIn(server.url, contentAccounts.owner);
    const editorId = await userId(session, contentAccounts.editor.email);
    const answer = await staffPost(session, "/admin/medarbejdere", { intent: "role", userId: editorId, role: "editor" });
    expect(answer.status).toBeLessThan(400);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** The redaktør's page, logged in (`signIn`) on /admin/indhold; returns the page. */
export async function editorLogIn(page: Page): Promise<Page> {
  await signIn(page, contentAccounts.editor, "/admin/indhold");
  return page;
}

/**
 * A page in a new browser context on `baseUrl` (da-DK, `width` × 900 px) whose errors go into
 * `errors`: uncaught exceptions, and with `console` the console's errors too, except the status
 * lines of the editors' refusals (409, 422), which are answers the test asks for.
 */
export async function contentPage(
  browser: Browser,
  baseUrl: string,
  width: number,
  errors: string[],
  options: { javaScript?: boolean; console?: boolean } = {},
): Promise<Page> {
  const { javaScript = true, console = false } = options;
  const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: javaScript, viewport: { width, height: 900 }, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  if (console)
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of (409|422)/.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
    });
  return page;
}

/** Ends the page's session as a second tab of the same browser does: it logs out there, and the page itself is left as it is. */
export async function endSession(page: Page): Promise<void> {
  const other = await page.context().newPage();
  await other.goto("/admin/konto");
  await other.getByRole("button", { name: "Log ud" }).click();
  await other.waitForURL("**/admin/login**");
  await other.close();
}
