/**
 * The site's own checks in the job editor (issue 36), on the production build in Chromium at 1280
 * and 390 px: a redaktør types a banned word, a figure the fact sheet does not hold and a too long
 * meta description into a job ad; the preview names each field at the top in Danish; »Udgiv nu«
 * is refused with the messages beside the fields and the public page keeps its text; the fixed ad
 * is published. A page made longer than the first TCP window is refused the same way (the page
 * rendered and measured as the overlay serves it). Text typed when the session has ended comes
 * back after the login.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdRevalidation, hydrate, launchChromium } from "./support/browser.ts";
import { layoutProblems } from "./support/layout.ts";
import { removeDir, startServer, type TestServer } from "./support/server.ts";
import { browserLogIn, logIn, staffPost, userId, signIn, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const password = "korrekt-hest-batteri-haefteklamme";
const owner = { email: "ejer@salgskraft.dk", password };
const editor = { email: "redaktoer@salgskraft.dk", password };

let server: TestServer;
let browser: Browser;
const pageErrors: string[] = [];

async function editorPage(width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 }, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signIn(page, editor, "/admin/indhold");
  return page;
}

async function openJob(page: Page, slug: string): Promise<string> {
  await page.goto("/admin/indhold/jobs");
  await page.locator(`tr[data-slug="${slug}"] a`).first().click();
  await page.waitForURL(/\/admin\/indhold\/jobs\/\d+$/);
  await hydrate(page);
  return page.url();
}

const expectStatus = (page: Page, text: string) => page.locator('p[role="status"]').filter({ hasText: text }).first().waitFor();

/** The preview of the job being edited, its checks at the top. */
async function preview(page: Page): Promise<string> {
  // Which button the form was sent with, and what the editor said if it stayed: a failure names both.
  const sent = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Forhåndsvis" }).click();
  const body = new URLSearchParams((await sent).postData() ?? "");
  expect(body.get("intent"), "the button the form was sent with").toBe("preview");
  await page.waitForURL(/\/forhaandsvisning$/).catch(async (error: Error) => {
    const said = await page.locator('[role="alert"], [role="status"]').allInnerTexts();
    const shown = await page.getByText(/^Version \d+/).allInnerTexts();
    throw new Error(
      `${error.message}\nStod på ${page.url()}, som sagde: ${JSON.stringify(said)}; sendt: ${JSON.stringify([...body])}; viser: ${JSON.stringify(shown)}`,
    );
  });
  const checks = page.locator("[data-checks]");
  await checks.waitFor();
  return `${await checks.getAttribute("data-checks")}: ${await checks.innerText()}`;
}

async function publicText(slug: string): Promise<string> {
  return (await fetch(`${server.url}/jobs/${slug}`)).text();
}

beforeAll(async () => {
  const dataDir = staffDataDir("salgskraft-content-checks-", owner, editor);
  server = await startServer({}, dataDir);
  browser = await launchChromium();
  const session = await logIn(server.url, owner);
  const answer = await staffPost(session, "/admin/medarbejdere", { intent: "role", userId: await userId(session, editor.email), role: "editor" });
  expect(answer.status).toBeLessThan(400);
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  expect(pageErrors).toEqual([]);
});

describe.each([
  [1280, "inkasso"],
  [390, "led-belysning"],
])("at %i px", (width, slug) => {
  it(
    `/jobs/${slug}: a banned word, an unknown figure and a too long description are named in the preview, refused on publish, and published once fixed`,
    async () => {
      const page = await editorPage(width);
      const editUrl = await openJob(page, slug);
      const intro = await page.inputValue("#f-intro");
      const tasks = await page.inputValue("#f-tasks");
      const description = await page.inputValue("#f-meta-description");

      await page.fill("#f-intro", `Du får et fast script til hver samtale.\n${intro}`);
      await page.fill("#f-tasks", `Du ringer til 230 virksomheder om ugen.\n${tasks}`);
      await page.fill("#f-meta-description", `${description} ${"Der er meget mere at sige om jobbet, og det siger vi her. ".repeat(3)}`.trim());
      const checks = await preview(page);
      expect(checks).toMatch(/^afvist: Siden består ikke sitets kontrol/);
      expect(checks).toContain("Intro, linje 1: »script« bruger vi ikke; skriv i stedet: samtaleguide");
      expect(checks).toContain("Opgaver, linje 1: nævner »230 virksomheder«, som faktaarket ikke har");
      expect(checks).toMatch(/Metabeskrivelse: har \d+ tegn; højst 200/);
      expect(await layoutProblems(page), `forhåndsvisning @ ${width}`).toEqual([]);

      await page.getByRole("link", { name: "Tilbage til redigering" }).click();
      await page.waitForURL(editUrl);
      await hydrate(page);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Siden består ikke sitets kontrol, så den er ikke udgivet" });
      await alert.waitFor();
      expect(await page.locator("#f-intro-fejl").innerText()).toContain("Intro, linje 1: »script« bruger vi ikke");
      expect(await page.locator("#f-tasks-fejl").innerText()).toContain("»230 virksomheder«");
      expect(await page.locator("#f-meta-description-fejl").innerText()).toMatch(/Metabeskrivelse: har \d+ tegn; højst 200/);
      expect(await page.locator("#f-meta-description").getAttribute("aria-invalid")).toBe("true");
      // What was typed stays in the form; visitors still see the published page.
      expect(await page.inputValue("#f-intro")).toContain("script");
      expect(await layoutProblems(page), `editor @ ${width}`).toEqual([]);
      expect(await publicText(slug)).not.toContain("fast script");

      await page.fill("#f-intro", intro);
      await page.fill("#f-tasks", tasks);
      await page.fill("#f-meta-description", description);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await expectStatus(page, `Jobbet er udgivet på /jobs/${slug}`);
      expect(await page.locator('[data-revision][data-action="udgivet"]').count()).toBeGreaterThanOrEqual(1);
      // The preview passes now, the page's size measured on the render.
      expect(await preview(page)).toMatch(/^godkendt: Siden består sitets kontrol .* og sidens størrelse\)/);
      await page.context().close();
    },
    scaled(240_000),
  );
});

describe("the first TCP window", () => {
  it(
    "a job page made longer than the first TCP window is refused, measured on the page as it would be served",
    async () => {
      const page = await editorPage(1280);
      await openJob(page, "solenergi");
      const intro = await page.inputValue("#f-intro");
      // Text that does not compress away: words of random letters (no two- or three-letter words, no figures).
      const letters = "abcdefghijklmnoprstuvy";
      let seed = 7;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      const words = Array.from({ length: 900 }, () => Array.from({ length: 8 }, () => letters[Math.floor(random() * letters.length)]).join(""));
      await page.fill("#f-intro", `${intro}\n${words.join(" ")}.`);
      const checks = await preview(page);
      expect(checks).toMatch(/Hele siden: \/jobs\/solenergi fylder [\d.]+ byte komprimeret med headere, [\d.]+ over det første TCP-vindue på 14\.600 byte/);
      await page.getByRole("link", { name: "Tilbage til redigering" }).click();
      await hydrate(page);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await page.getByRole("alert").filter({ hasText: "over det første TCP-vindue" }).waitFor();
      expect(await publicText("solenergi")).not.toContain(words[0]!);
      await page.context().close();
    },
    scaled(240_000),
  );
});

describe("the moment after a press", () => {
  it(
    "until the page's data is fetched again, the form holds what was published with its new version: not the text from before, and a save is not refused as stale",
    async () => {
      const page = await editorPage(1280);
      await openJob(page, "pensionsordning");
      const intro = await page.inputValue("#f-intro");
      await page.fill("#f-intro", `Du får et fast script til hver samtale.\n${intro}`);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await page.getByRole("alert").filter({ hasText: "ikke udgivet" }).waitFor();

      // React Router shows the action's answer, then fetches the page's data again: hold that fetch.
      const release = await holdRevalidation(page);
      const lead = "Du ringer til virksomheder, der vil give deres ansatte en bedre pensionsordning, og booker møder med en rådgiver.";
      await page.fill("#f-intro", intro);
      await page.fill("#f-hero-lead", lead);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await expectStatus(page, "Jobbet er udgivet på /jobs/pensionsordning");
      expect(await page.inputValue("#f-hero-lead")).toBe(lead);
      expect(await page.inputValue("#f-intro")).toBe(intro);

      await page.fill("#f-hero-lead", `${lead} Du arbejder hjemmefra.`);
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await expectStatus(page, "Kladden er gemt");
      expect(await page.getByRole("alert").count()).toBe(0);
      release();
      await page.context().close();
    },
    scaled(120_000),
  );
});

describe("an ended session", () => {
  it(
    "keeps what was typed into a job ad and puts it back after the login",
    async () => {
      const page = await editorPage(390);
      const editUrl = await openJob(page, "kaffe-service");
      // The session ends in another tab of the same browser.
      const other = await page.context().newPage();
      await other.goto("/admin/konto");
      await other.getByRole("button", { name: "Log ud" }).click();
      await other.waitForURL("**/admin/login**");
      await other.close();

      await page.fill("#f-hero-lead", "En ny indledning, skrevet efter at sessionen var udløbet.");
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await page.waitForURL("**/admin/login**");
      await browserLogIn(page, editor, `**${new URL(editUrl).pathname}?kladde=*`);
      expect(await page.inputValue("#f-hero-lead")).toBe("En ny indledning, skrevet efter at sessionen var udløbet.");
      expect(await page.locator("[data-draft]").textContent()).toContain("Det, du skrev, er sat ind igen");
      await hydrate(page);
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await expectStatus(page, "Kladden er gemt");
      expect(await page.inputValue("#f-hero-lead")).toBe("En ny indledning, skrevet efter at sessionen var udløbet.");
      await page.context().close();
    },
    scaled(120_000),
  );
});
