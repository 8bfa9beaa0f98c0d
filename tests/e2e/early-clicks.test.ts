/**
 * Clicks made on an admin page before React has hydrated it (a slow phone between calls): each is
 * clicked as soon as it is drawn, on a CPU slowed with the DevTools protocol so that the time
 * between first paint and hydration is wide. None may be lost.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { logIn, staffGet, signIn, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };

let server: TestServer;
let browser: Browser;
let jobEditor: string;
const pageErrors: string[] = [];

/** A logged-in page whose CPU runs `rate` times slower from here on. */
async function slowPage(width = 1400, rate = 8): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 }, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signIn(page, owner);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return page;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

beforeAll(async () => {
  const dataDir = staffDataDir("salgskraft-early-clicks-", owner);
  server = await startServer({ TRUST_PROXY: "1" }, dataDir);
  browser = await launchChromium();
  for (let i = 0; i < 3; i++) {
    const fields = { name: `Tidlig ${i}`, email: `tidlig${i}@firma.dk`, phone: `6000000${i}`, interest: "other", message: `Spørgsmål ${i}` };
    expect((await postForm(`${server.url}/kontakt`, fields, { "X-Forwarded-For": `10.27.0.${i}` })).status).toBe(200);
  }
  const session = await logIn(server.url, owner, "10.27.1.1");
  const jobs = await (await staffGet(session, "/admin/indhold/jobs")).text();
  jobEditor = jobs.match(/data-slug="led-belysning"[\s\S]*?href="(\/admin\/indhold\/jobs\/\d+)"/)![1]!;
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  expect(pageErrors).toEqual([]);
});

describe("a click before React has hydrated the admin page", () => {
  it("an enquiry row in the list opens the enquiry", async () => {
    const page = await slowPage();
    await page.goto("/admin/contact-submissions?q=Tidlig", { waitUntil: "commit" });
    await page.locator('table[aria-label="Henvendelser"] tbody tr a[href^="/admin/contact-submissions/"]').first().click();
    await page.waitForURL(/\/admin\/contact-submissions\/[0-9a-f-]{36}$/);
    await page.context().close();
  });

  it("the list stays where it was drawn when React takes over (a click aimed at a row lands on it)", async () => {
    const page = await slowPage();
    // React's entry module is held until the row is measured: on a busy machine the slowed page
    // still hydrated before the test's own process got to measure it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/entry.client-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/contact-submissions?q=Tidlig", { waitUntil: "commit" });
    const row = page.locator('table[aria-label="Henvendelser"] tbody tr a[href^="/admin/contact-submissions/"]').first();
    await row.waitFor();
    // Measured as drawn: with its stylesheet.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
    const drawn = await row.boundingBox();
    expect(await hydrated(page), "React var der allerede").toBe(false);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await row.boundingBox()).toEqual(drawn);
    await page.context().close();
  });

  it("'Vælg alle på siden' stays ticked and ticks every row", async () => {
    const page = await slowPage();
    await page.goto("/admin/contact-submissions?q=Tidlig", { waitUntil: "commit" });
    const all = page.getByLabel(/Vælg alle på siden/);
    await all.click();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await all.isChecked()).toBe(true);
    expect(await page.locator("input[data-row-check]:checked").count()).toBe(3);
    await page.context().close();
  });

  it("'Forhåndsvis' in the job editor at 390 px opens the preview", async () => {
    const page = await slowPage(390);
    await page.goto(jobEditor, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Forhåndsvis" }).click();
    await page.waitForURL(/\/forhaandsvisning$/);
    await page.locator("[data-checks]").waitFor();
    await page.context().close();
  });
});
