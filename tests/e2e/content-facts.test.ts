/**
 * Facts and prices in the admin (issue 36 item 3), on the production build in Chromium at 1280 and
 * 390 px: a redaktør opens /admin/indhold/fakta, types a Starter price that is not hours × the
 * price per sales hour and is refused with the Danish message beside the field (what was typed
 * stays); changes the Starter package's price and hours (typed the Danish way, »18.750«),
 * previews /priser with the draft (noindex), publishes, and /priser on the same instance states
 * the new price within seconds, without a rebuild; then restores the build's sheet in one press.
 * Without JavaScript the same form saves. Plain staff get 403; publish and restore are audited.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
} from "./support/staff.ts";

const { owner, editor, staff } = contentAccounts;

let server: TestServer;
let browser: Browser;
const pageErrors: string[] = [];
const timings: Record<string, number> = {};

const text = async (pathName: string) => (await fetch(`${server.url}${pathName}`)).text();
/** The Starter card's price on /priser as a visitor's browser shows it. */
const starterCard = (page: Page) =>
  page
    .locator(".package-card")
    .filter({ has: page.getByRole("heading", { name: "Starter" }) })
    .locator("p")
    .first();

const newPage = (width: number, javaScript = true) => contentPage(browser, server.url, width, pageErrors, { javaScript, console: true });

const expectStatus = (page: Page, wanted: string) => page.locator('p[role="status"]').filter({ hasText: wanted }).first().waitFor();

beforeAll(async () => {
  server = await startContentServer("salgskraft-content-facts-");
  browser = await launchChromium();
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  console.log("content-facts timings (ms)", timings);
  expect(pageErrors).toEqual([]);
});

describe("roles", () => {
  it("plain staff get 403 on the editor and the preview, and cannot post", async () => {
    const plain = await logIn(server.url, staff);
    for (const pathName of ["/admin/indhold/fakta", "/admin/indhold/fakta/forhaandsvisning?side=/priser"])
      expect((await staffGet(plain, pathName)).status, pathName).toBe(403);
    expect((await staffPost(plain, "/admin/indhold/fakta", { intent: "save", version: "0", "packages.starter.from": "1.000" })).status).toBe(403);
    expect((await staffGet(await logIn(server.url, owner), "/admin/indhold/fakta")).status).toBe(200);
  });
});

describe.each([
  { width: 1280, price: "18.750", hours: "50", shown: "18.750" },
  { width: 390, price: "22500", hours: "60", shown: "22.500" },
])("the Starter package at $width px", ({ width, price, hours, shown }) => {
  it(
    "a bad price is refused beside the field; preview; publish: /priser shows the new price within seconds; restore in one press",
    async () => {
      const page = await newPage(width);
      await editorLogIn(page);
      await page.getByRole("link", { name: "Fakta og priser" }).click();
      await page.waitForURL("**/admin/indhold/fakta");
      await hydrate(page);
      expect(await layoutProblems(page), `/admin/indhold/fakta @ ${width}`).toEqual([]);

      // A price that is not hours × the price per sales hour: refused beside the field, what was typed stays.
      await page.fill("#f-packages-starter-from", "16.000");
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      const beside = page.locator('[data-fejl="packages.starter.from"]');
      await beside.waitFor();
      expect(await beside.innerText()).toMatch(/^Starter: 16\.000 kr\. for 40 timer er ikke 375 kr\. pr\. salgstime\./);
      expect(await page.inputValue("#f-packages-starter-from")).toBe("16.000");
      expect(await page.getAttribute("#f-packages-starter-from", "aria-invalid")).toBe("true");

      // Price and hours that fit: preview /priser with the draft (noindex).
      await hydrate(page);
      await page.fill("#f-packages-starter-from", price);
      await page.fill("#f-packages-starter-hours", hours);
      let started = performance.now();
      await page.getByRole("button", { name: "Forhåndsvis" }).click();
      await page.waitForURL("**/admin/indhold/fakta/forhaandsvisning**");
      timings[`preview@${width}`] = Math.round(performance.now() - started);
      expect(await page.locator("[data-checks]").getAttribute("data-checks")).toBe("godkendt");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      expect((await page.request.get(page.url())).headers()["x-robots-tag"]).toContain("noindex");
      expect(await layoutProblems(page), `forhåndsvisning @ ${width}`).toEqual([]);
      // /priser's own Starter card with the draft's price, also once React has hydrated the page with the root's data.
      await hydrate(page);
      expect(await starterCard(page).innerText()).toContain(shown);

      // Publish: the same instance serves /priser with the new sheet within seconds, no rebuild.
      await page.getByRole("link", { name: "Tilbage til redigering" }).click();
      await page.waitForURL("**/admin/indhold/fakta");
      await hydrate(page);
      const version = page.locator('form:has(#f-packages-starter-from) input[name="version"]');
      const before = Number(await version.inputValue());
      // Until the page's data comes back, the form carries the version the publish stored (app/components/admin/draft.tsx).
      const release = await holdRevalidation(page);
      started = performance.now();
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await expectStatus(page, "Faktaarket er udgivet");
      timings[`publish@${width}`] = Math.round(performance.now() - started);
      expect(Number(await version.inputValue())).toBe(before + 1);
      release();
      const amount = shown.replace(".", "");
      await waitUntil(async () => (await text("/priser")).includes(amount), undefined, "det nye faktaark i /priser");
      timings[`publishToLive@${width}`] = Math.round(performance.now() - started);
      expect(await page.locator("[data-live-starter]").innerText()).toBe(`${shown} kr.`);

      // A visitor's browser: the Starter card states the new price.
      const visitor = await newPage(width);
      await visitor.goto("/priser");
      await hydrate(visitor);
      expect(await starterCard(visitor).innerText()).toContain(shown);
      await visitor.context().close();

      // Restore the build's sheet in one press: published at once.
      await page.getByRole("button", { name: "Gendan version 1" }).click();
      await expectStatus(page, "Version 1 er gendannet og udgivet");
      await waitUntil(async () => !(await text("/priser")).includes(amount), undefined, "det oprindelige faktaark i /priser");
      expect(await page.locator('[data-action="gemt"]').first().innerText()).toContain(`Starter: pris pr. måned: 15.000 → ${shown}`);
      await page.context().close();
    },
    scaled(300_000),
  );
});

describe("without JavaScript", () => {
  it("the form saves a draft and shows a refusal beside the field", async () => {
    const page = await newPage(390, false);
    await editorLogIn(page);
    await page.goto("/admin/indhold/fakta");
    await page.fill("#f-counts-customers", "mange");
    await page.getByRole("button", { name: "Gem kladde" }).click();
    await page.locator('[data-fejl="counts.customers"]').waitFor();
    expect(await page.locator('[data-fejl="counts.customers"]').innerText()).toMatch(/^Antal kunder: skriv et helt tal/);
    await page.fill("#f-counts-customers", "310");
    await page.getByRole("button", { name: "Gem kladde" }).click();
    await expectStatus(page, "Kladden er gemt");
    // The note goes once the page has the saved version (the confirmation can show a moment before).
    await page.locator("[data-draft]").waitFor({ state: "detached" });
    expect(await page.inputValue("#f-counts-customers")).toBe("310");
    await page.context().close();

    const audit = await staffText(await logIn(server.url, owner), "/admin/historik");
    expect(audit).toContain("Faktaarket (fakta og priser) udgivet");
    expect(audit).toMatch(/Faktaarket \(fakta og priser\): version 1 gendannet og udgivet/);
  });
});

describe("an ended session", () => {
  it("keeps what was typed into the fact sheet, puts it back after the login, and it can be saved", async () => {
    const page = await newPage(390);
    await editorLogIn(page);
    await page.goto("/admin/indhold/fakta");
    await hydrate(page);
    // The session ends in another tab of the same browser, while the fact sheet is being edited.
    await endSession(page);
    await page.fill("#f-counts-customers", "305");
    await page.getByRole("button", { name: "Gem kladde" }).click();
    await page.waitForURL("**/admin/login**");
    await browserLogIn(page, editor, "**/admin/indhold/fakta?kladde=*");
    expect(await page.inputValue("#f-counts-customers")).toBe("305");
    expect(await page.locator("[data-draft]").textContent()).toContain("Det, du skrev, er sat ind igen");
    await hydrate(page);
    await page.getByRole("button", { name: "Gem kladde" }).click();
    await expectStatus(page, "Kladden er gemt");
    // The note goes once the page has the saved version (the confirmation can show a moment before).
    await page.locator("[data-draft]").waitFor({ state: "detached" });
    expect(await page.inputValue("#f-counts-customers")).toBe("305");
    await page.context().close();
    expect(await staffText(await logIn(server.url, editor), "/admin/indhold/fakta")).toContain('value="305"');
  });
});
