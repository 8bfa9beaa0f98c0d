/**
 * Titles and descriptions of the public pages in the admin (issue 36 item 5), on the production
 * build in Chromium at 1280 and 390 px: a redaktør finds /priser in /admin/indhold/sider, types a
 * title too long for a search result (the count says so as they type) and is refused in Danish
 * naming the field; previews a good one (the search result and the checks, noindex); publishes
 * it, and the page's <title>, meta description, og:title/og:description (fetched HTML and the
 * hydrated page, also after a client-side navigation) and llms.txt show it without a rebuild;
 * then restores the page's own text in one press. A second tab's stale save is refused naming
 * who. Plain staff get 403; publish and restore are in the audit log.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meta as pricingMeta } from "../../app/content/pricing.ts";
import { holdRevalidation, hydrate, launchChromium } from "./support/browser.ts";
import { layoutProblems } from "./support/layout.ts";
import { scaled } from "../support/scaled.ts";
import { removeDir, type TestServer } from "./support/server.ts";
import {
  browserLogIn,
  contentAccounts,
  contentPage,
  editorLogIn,
  endSession,
  logIn,
  staffGet,
  staffPost,
  staffText,
  startContentServer,
  waitUntil,
  signIn,
} from "./support/staff.ts";

const { owner, editor, staff } = contentAccounts;

let server: TestServer;
let browser: Browser;
const pageErrors: string[] = [];

const get = (pathName: string) => fetch(`${server.url}${pathName}`, { redirect: "manual" });
const text = async (pathName: string) => (await get(pathName)).text();
const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

const newPage = (width: number) => contentPage(browser, server.url, width, pageErrors, { console: true });

const expectStatus = (page: Page, wanted: string) => page.locator('p[role="status"]').filter({ hasText: wanted }).first().waitFor();
const alertText = (page: Page) => page.getByRole("alert").first().innerText();

/** What a page's fetched document says in its head. */
async function head(pathName: string) {
  const html = await text(pathName);
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: attribute(/<meta name="description" content="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attribute(/<meta property="og:description" content="([^"]*)"/),
  };
}

beforeAll(async () => {
  server = await startContentServer("salgskraft-content-pages-");
  browser = await launchChromium();
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  expect(pageErrors).toEqual([]);
});

describe("roles", () => {
  it("plain staff get 403 on the list, the editor and the preview, and cannot post", async () => {
    const plain = await logIn(server.url, staff);
    for (const pathName of ["/admin/indhold/sider", "/admin/indhold/sider/priser", "/admin/indhold/sider/priser/forhaandsvisning"])
      expect((await staffGet(plain, pathName)).status, pathName).toBe(403);
    expect((await staffPost(plain, "/admin/indhold/sider/priser", { intent: "save", version: "0", title: "Snyd", description: "x" })).status).toBe(403);
    expect((await staffGet(await logIn(server.url, owner), "/admin/indhold/sider")).status).toBe(200);
  });
});

const original = { title: `${pricingMeta.title} | Salgskraft`, description: pricingMeta.description };

describe.each([
  { width: 1280, title: "Priser på mødebooking og telemarketing" },
  { width: 390, title: "Faste priser på mødebooking for B2B" },
])("/priser's title and description at $width px", ({ width, title }) => {
  const description = `Faste månedspriser på mødebooking og telemarketing for B2B, uden binding ud over kampagnens længde (${width}). Se pakkerne, og få et tilbud.`;
  it(
    "too long a title is refused naming the field; preview with checks; publish: page, og tags and llms.txt; restore in one press",
    async () => {
      const page = await newPage(width);
      await editorLogIn(page);
      await page.getByRole("link", { name: "Sidernes titler og beskrivelser" }).click();
      await page.waitForURL("**/admin/indhold/sider");
      expect(await page.locator('[data-path="/priser"] [data-title]').innerText()).toBe(original.title);
      expect(await layoutProblems(page), `/admin/indhold/sider @ ${width}`).toEqual([]);
      await page.locator('[data-path="/priser"]').getByRole("link", { name: "Priser" }).click();
      await page.waitForURL("**/admin/indhold/sider/priser");
      await hydrate(page);
      expect(await layoutProblems(page), `/admin/indhold/sider/priser @ ${width}`).toEqual([]);

      // Too long for a search result: the count says so while typing, and publishing is refused.
      const long = "Priser på telemarketing, mødebooking og leadgenerering for B2B";
      await page.fill("#f-title", long);
      await page
        .locator('[data-count="title"]')
        .filter({ hasText: `»${long} | Salgskraft«` })
        .waitFor();
      expect(await page.locator('[data-count="title"]').innerText()).toContain(`${long.length + " | Salgskraft".length} tegn (højst 60)`);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      expect(await alertText(page)).toMatch(/^Siden består ikke sitets kontrol, så den er ikke udgivet\. Ret: Metatitel: er \d+ tegn som »/);
      expect(await page.locator("#f-title-fejl").innerText()).toContain("Metatitel: er");
      expect(await page.inputValue("#f-title")).toBe(long);
      expect((await head("/priser")).title).toBe(original.title);

      // A good one: the preview shows it as a search result, with the checks passed, noindex.
      await hydrate(page);
      await page.fill("#f-title", title);
      await page.fill("#f-description", description);
      await page.getByRole("button", { name: "Forhåndsvis" }).click();
      await page.waitForURL("**/admin/indhold/sider/priser/forhaandsvisning");
      expect(await page.locator("[data-checks]").getAttribute("data-checks")).toBe("godkendt");
      expect(await page.locator("[data-preview-title]").innerText()).toBe(`${title} | Salgskraft`);
      expect(await page.locator("[data-preview-description]").innerText()).toBe(description);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      expect((await page.request.get(page.url())).headers()["x-robots-tag"]).toContain("noindex");
      expect(await layoutProblems(page), `forhåndsvisning @ ${width}`).toEqual([]);
      expect((await head("/priser")).title).toBe(original.title);

      // Publish: the page's head and llms.txt, on this instance, without a rebuild.
      await page.getByRole("link", { name: "Tilbage til redigering" }).click();
      await page.waitForURL("**/admin/indhold/sider/priser");
      await hydrate(page);
      const version = page.locator('form:has(#f-title) input[name="version"]');
      const before = Number(await version.inputValue());
      // Until the page's data comes back, the form carries the version the publish stored (app/components/admin/draft.tsx).
      const release = await holdRevalidation(page);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await expectStatus(page, "Titel og beskrivelse er udgivet på /priser");
      expect(Number(await version.inputValue())).toBe(before + 1);
      release();
      const shown = `${title} | Salgskraft`;
      await waitUntil(async () => (await head("/priser")).title === shown, undefined, "den nye titel på /priser");
      expect(await head("/priser")).toEqual({ title: shown, description: escape(description), ogTitle: shown, ogDescription: escape(description) });
      await waitUntil(async () => (await text("/llms.txt")).includes(`[${title}](`), undefined, "den nye titel i llms.txt");
      expect(await text("/llms.txt")).toContain(description);
      // Other pages keep their own.
      expect((await head("/om-os")).title).not.toContain(title);

      // A visitor's browser: the same head after hydration, and after a client-side navigation to the page.
      const visitor = await newPage(width);
      await visitor.goto("/priser");
      await hydrate(visitor);
      expect(await visitor.title()).toBe(shown);
      expect(await visitor.locator('meta[name="description"]').getAttribute("content")).toBe(description);
      await visitor.goto("/om-os");
      await hydrate(visitor);
      await visitor.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/priser"]')!.click());
      await visitor.waitForURL("**/priser");
      await visitor.waitForFunction((wanted) => document.title === wanted, shown);
      expect(await visitor.locator('meta[property="og:title"]').getAttribute("content")).toBe(shown);
      await visitor.context().close();

      // Restore the page's own text in one press: published at once.
      await page.getByRole("button", { name: "Gendan version 1" }).click();
      await expectStatus(page, "Version 1 er gendannet og udgivet");
      await waitUntil(async () => (await head("/priser")).title === original.title, undefined, "den oprindelige titel på /priser");
      await waitUntil(async () => !(await text("/llms.txt")).includes(`[${title}](`), undefined, "den oprindelige titel i llms.txt");
      expect(await page.locator('[data-action="gendannet"]').first().innerText()).toContain(title);
      await page.context().close();
    },
    scaled(300_000),
  );
});

describe("two editors", () => {
  it("a second tab's stale save is refused naming who changed the page, keeping what was typed; the audit log has publish and restore", async () => {
    const first = await newPage(1280);
    await editorLogIn(first);
    await first.goto("/admin/indhold/sider/om-os");
    await hydrate(first);
    const second = await newPage(1280);
    await signIn(second, owner, "/admin/indhold/sider/om-os");
    await hydrate(second);
    await first.fill("#f-title", "Om Salgskraft og holdet bag");
    await first.getByRole("button", { name: "Gem kladde" }).click();
    await expectStatus(first, "Kladden er gemt");
    await second.fill("#f-title", "Titel fra den gamle fane");
    await second.getByRole("button", { name: "Gem kladde" }).click();
    expect(await alertText(second)).toMatch(/^Siden er ændret af redaktoer@salgskraft\.dk \d+\. \w+ \d{4} kl\. \d\d\.\d\d/);
    expect(await second.inputValue("#f-title")).toBe("Titel fra den gamle fane");
    await first.context().close();
    await second.context().close();

    const audit = await staffText(await logIn(server.url, owner), "/admin/historik");
    expect(audit).toContain("Titel og beskrivelse for /priser (»Priser på mødebooking og telemarketing | Salgskraft«) udgivet");
    expect(audit).toMatch(/Titel og beskrivelse for \/priser \(»[^«]+«\): version 1 gendannet og udgivet/);
  });
});

describe("an ended session", () => {
  it("keeps what was typed into a page's title, puts it back after the login, and it can be saved", async () => {
    const page = await newPage(390);
    await editorLogIn(page);
    await page.goto("/admin/indhold/sider/kontakt");
    await hydrate(page);
    // The session ends in another tab of the same browser, while the title is being edited.
    await endSession(page);
    const typed = "Kontakt Salgskraft om mødebooking";
    await page.fill("#f-title", typed);
    await page.getByRole("button", { name: "Gem kladde" }).click();
    await page.waitForURL("**/admin/login**");
    await browserLogIn(page, editor, "**/admin/indhold/sider/kontakt?kladde=*");
    expect(await page.inputValue("#f-title")).toBe(typed);
    expect(await page.locator("[data-draft]").textContent()).toContain("Det, du skrev, er sat ind igen");
    await hydrate(page);
    await page.getByRole("button", { name: "Gem kladde" }).click();
    await expectStatus(page, "Kladden er gemt");
    // The note goes once the page has the saved version (the confirmation can show a moment before).
    await page.locator("[data-draft]").waitFor({ state: "detached" });
    expect(await page.inputValue("#f-title")).toBe(typed);
    await page.context().close();
    expect(await staffText(await logIn(server.url, editor), "/admin/indhold/sider/kontakt")).toContain(`value="${typed}"`);
  });
});
