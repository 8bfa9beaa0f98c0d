/**
 * Cookieless page analytics and enquiry attribution (issue 16), in Chromium against the
 * production build: the beacon counts page views, a campaign visit that browses on and sends a
 * form is attributed to its campaign (with the visitor's "Accepter"), nothing about the visit
 * reaches sessionStorage without it, bots and malformed beacons count nothing, and whatever a beacon
 * carries is shown as text in the admin.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { storedItems } from "../../app/content/legal.ts";
import { limits } from "../../app/content/site.ts";
import { launchChromium } from "./support/browser.ts";
import { removeDir, startServer, type TestServer } from "./support/server.ts";
import { staffDataDir } from "./support/staff.ts";

const staff = { email: "statistik@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

let server: TestServer;
let browser: Browser;
const errors: string[] = [];

async function newPage(): Promise<Page> {
  // Headless Chromium says "HeadlessChrome", which isbot rightly counts as a robot: visit as a person's Chrome.
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 900 }, locale: "da-DK", userAgent: chrome });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return page;
}

async function login(page: Page) {
  await page.goto("/admin/login");
  await page.fill('input[name="email"]', staff.email);
  await page.fill('input[name="password"]', staff.password);
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => !location.pathname.startsWith("/admin/login"));
  await page.waitForLoadState();
}

const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/event`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": chrome, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** The rows of one table on /admin/analytics as text, polled until `until` holds (beacons are stored in batches). */
async function analyticsRows(page: Page, table: string, until: (rows: string[][]) => boolean): Promise<string[][]> {
  let rows: string[][] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto("/admin/analytics?periode=7");
    rows = await page
      .locator(`table[data-table="${table}"] tbody tr`)
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? "")));
    if (until(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return rows;
}

beforeAll(async () => {
  const dataDir = staffDataDir("salgskraft-analytics-", staff);
  server = await startServer({}, dataDir);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

afterEach(() => {
  expect(errors.splice(0), "konsolfejl i browseren").toEqual([]);
});

describe("page analytics and attribution", () => {
  it("a visit from /?utm_source=linkedin&utm_campaign=q1 that accepts, browses to /priser and sends the form shows that campaign on the enquiry and in /admin/analytics", async () => {
    const page = await newPage();
    await page.goto("/?utm_source=linkedin&utm_campaign=q1");
    await page.locator("#cookie-banner").waitFor();
    await page.getByRole("button", { name: "Accepter" }).click();
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("visit"))) ?? "null")).toEqual({
      p: "/",
      q: "?utm_source=linkedin&utm_campaign=q1",
      r: "",
    });
    // On to /priser as a link does it (a full page load with the home page as referrer).
    await page.evaluate(() => (location.href = "/priser"));
    await page.waitForURL("**/priser");
    await page.waitForLoadState("load");
    const form = page.locator("main form[method=post]").filter({ has: page.locator('[name="package"]') });
    await form.locator('[name="name"]').fill("Lise Kampagne");
    await form.locator('[name="company"]').fill("Kampagne ApS");
    await form.locator('[name="email"]').fill("lise@kampagne.dk");
    await form.locator('[name="phone"]').fill("+45 30 30 30 30");
    await form.locator('[name="package"]').selectOption("growth");
    await form.locator('[name="message"]').fill("Vi vil høre mere om mødebooking.");
    await form.locator('button[type="submit"]').click();
    await page.getByRole("heading", { name: "Tak for din forespørgsel!" }).waitFor();
    await page.context().close();

    const admin = await newPage();
    await login(admin);
    await admin.goto("/admin/contact-submissions?q=lise%40kampagne.dk");
    await admin.locator('table[aria-label="Henvendelser"] tbody tr a[href^="/admin/contact-submissions/"]').first().click();
    await admin.waitForURL(/\/admin\/contact-submissions\/[0-9a-f-]{36}$/);
    const detail = async (label: string) => (await admin.locator(`[data-attribution="${label}"] dd`).textContent())?.trim();
    expect(await detail("utm_campaign")).toBe("q1");
    expect(await detail("utm_source")).toBe("linkedin");
    expect(await detail("Indgangsside")).toBe("/");
    expect(await detail("Kilden gælder")).toBe("hele besøget (besøgende accepterede)");

    const sources = await analyticsRows(admin, "kilder", (rows) => rows.some((row) => row[0] === "linkedin" && row[2] === "q1" && row[3] !== "0"));
    const linkedin = sources.find((row) => row[0] === "linkedin" && row[2] === "q1");
    expect(linkedin?.slice(0, 5)).toEqual(["linkedin", "–", "q1", "1", "1"]);
    expect(linkedin?.[5]).toBe("100,0 %");
    const pages = await analyticsRows(admin, "sider", (rows) => rows.some((row) => row[0] === "/priser"));
    expect(pages.find((row) => row[0] === "/priser")?.slice(1, 3)).toEqual(["1", "1"]);

    const csv = await admin.evaluate(async () => (await fetch("/admin/analytics/export.csv?periode=7&tabel=kilder")).text());
    expect(csv).toContain('"linkedin";"–";"q1";"1";"1";"100,0 %"');
    await admin.context().close();
  });

  it("without Accepter nothing about the visit is written to sessionStorage (only what /cookies lists), and the enquiry records only the form page's own campaign", async () => {
    const page = await newPage();
    // What the tab keeps: every key is one /cookies names, and the visit's first page is not among them.
    const stored = () => page.evaluate(() => Object.keys(sessionStorage).sort());
    const listed = storedItems.map((item) => item.name);
    await page.goto("/?utm_source=facebook&utm_campaign=skjult");
    await page.locator("#cookie-banner").waitFor();
    await page.getByRole("button", { name: "Afvis" }).click();
    // The click starts React; once it runs, leaving the page stores its scroll position (React
    // Router's ScrollRestoration), which /cookies lists as necessary. Wait for it, so the run does
    // not depend on whether React was faster than the navigation.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => (location.href = "/priser?utm_source=nyhedsbrev"));
    await page.waitForURL("**/priser?utm_source=nyhedsbrev");
    await page.waitForLoadState("load");
    expect(await stored()).toEqual([limits.scrollPositionsKey]);
    expect(listed).toContain(limits.scrollPositionsKey);
    const form = page.locator("main form[method=post]").filter({ has: page.locator('[name="package"]') });
    await form.locator('[name="name"]').fill("Ole Afvist");
    await form.locator('[name="company"]').fill("Afvist ApS");
    await form.locator('[name="email"]').fill("ole@afvist.dk");
    await form.locator('[name="phone"]').fill("+45 31 31 31 31");
    await form.locator('[name="package"]').selectOption("starter");
    await form.locator('[name="message"]').fill("Ring gerne.");
    await form.locator('button[type="submit"]').click();
    await page.getByRole("heading", { name: "Tak for din forespørgsel!" }).waitFor();
    expect((await stored()).filter((key) => key !== limits.scrollPositionsKey)).toEqual([]);
    await page.context().close();

    const admin = await newPage();
    await login(admin);
    await admin.goto("/admin/contact-submissions?q=ole%40afvist.dk");
    await admin.locator('table[aria-label="Henvendelser"] tbody tr a[href^="/admin/contact-submissions/"]').first().click();
    await admin.waitForURL(/\/admin\/contact-submissions\/[0-9a-f-]{36}$/);
    expect((await admin.locator('[data-attribution="utm_source"] dd').textContent())?.trim()).toBe("nyhedsbrev");
    expect((await admin.locator('[data-attribution="Kilden gælder"] dd').textContent())?.trim()).toBe("kun formularens side");
    expect((await admin.locator('[data-attribution="Indgangsside"] dd').textContent())?.trim()).toBe("–");
    await admin.context().close();
  });

  it("shows what a beacon carries as text (no HTML, CSV cells safe), and counts neither malformed beacons nor bots", async () => {
    const injection = '<img src=x onerror="document.title=1">';
    expect(
      (await beacon({ p: "/om-os", q: `?utm_source=${encodeURIComponent(injection)}&utm_campaign=${encodeURIComponent('=HYPERLINK("http://x")')}`, r: "" }))
        .status,
    ).toBe(202);
    // Malformed or not a page: 4xx, and none of these sources appears anywhere.
    expect((await beacon("{not json")).status).toBe(400);
    expect((await beacon({ p: "/findes-ikke", q: "?utm_source=ukendt-side" })).status).toBe(422);
    expect((await beacon({ p: "/", q: "?utm_source=ekstra-felt", x: 1 })).status).toBe(422);
    expect((await beacon({ p: "/", q: `?utm_source=for-stor&utm_campaign=${"x".repeat(1200)}` })).status).toBe(413);
    expect((await beacon({ p: "/", q: "?utm_source=fremmed-side" }, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await fetch(`${server.url}/api/event`)).status).toBe(405);
    // A crawler is answered like anyone else but not counted.
    expect(
      (await beacon({ p: "/", q: "?utm_source=robot" }, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).status,
    ).toBe(202);

    const admin = await newPage();
    await login(admin);
    const rows = await analyticsRows(admin, "kilder", (all) => all.some((row) => row[0] === injection.toLowerCase()));
    const row = rows.find((cells) => cells[0] === injection.toLowerCase());
    expect(row?.slice(0, 4)).toEqual([injection.toLowerCase(), "–", '=HYPERLINK("http://x")', "1"]);
    expect(await admin.locator("main img, table img").count()).toBe(0);
    expect(await admin.title()).not.toBe("1");
    for (const source of ["ukendt-side", "ekstra-felt", "for-stor", "fremmed-side", "robot"])
      expect(
        rows.some((cells) => cells[0] === source),
        source,
      ).toBe(false);
    const csv = await admin.evaluate(async () => (await fetch("/admin/analytics/export.csv?periode=7&tabel=kilder")).text());
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    await admin.context().close();
  });

  it("counts a page view from the browser's beacon (after load, allowed by the CSP) and after a client-side navigation, and none on staff pages", async () => {
    const page = await newPage();
    await page.goto("/om-os?utm_source=beacon-test");
    await page.waitForLoadState("load");
    // React takes over on the first interaction; a link then navigates without loading a page.
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
    await page.locator('header a[href="/kontakt"]:visible').first().click();
    await page.waitForURL("**/kontakt");
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);
    await page.waitForTimeout(300);
    await page.context().close();
    const admin = await newPage();
    await login(admin);
    const rows = await analyticsRows(admin, "kilder", (all) => all.some((row) => row[0] === "beacon-test"));
    expect(rows.find((row) => row[0] === "beacon-test")?.[3]).toBe("1");
    const pages = await analyticsRows(admin, "sider", (all) => all.some((row) => row[0] === "/kontakt"));
    expect(pages.find((row) => row[0] === "/kontakt")?.slice(1, 4)).toEqual(["1", "1", "0"]);
    expect(pages.some((row) => row[0]?.startsWith("/admin"))).toBe(false);
    await admin.context().close();
  });

  it('shows the top 20 sources with the rest as "Øvrige" (all in the CSV), and a conversion of at most 100 % with how it is counted (issue 22, point 5)', async () => {
    // 30 beacons with made-up sources and campaigns, and made-up paths that are refused.
    for (let i = 0; i < 30; i++) expect((await beacon({ p: "/", q: `?utm_source=skrald${i}&utm_campaign=kampagne${i}` })).status).toBe(202);
    expect((await beacon({ p: "/nyhedsbrev/xxxx", q: "?utm_source=skrald-side" })).status).toBe(422);
    const admin = await newPage();
    await login(admin);
    const rows = await analyticsRows(admin, "kilder", (all) => all.some((row) => row[0] === "Øvrige"));
    expect(rows).toHaveLength(21);
    expect(rows.at(-1)?.[0]).toBe("Øvrige");
    // The page reads roll-ups only (ANALYTICS_REFRESH_SECONDS=1 here) and says how old they are.
    expect(await admin.getByTestId("opdateret").textContent()).toMatch(/^Sidevisningerne lægges sammen hvert sekund, senest kl\. \d{2}[.:]\d{2}\.$/);
    expect(Number(rows.at(-1)?.[3])).toBeGreaterThan(0);
    const pages = await analyticsRows(admin, "sider", () => true);
    expect(pages.some((row) => row[0] === "/nyhedsbrev/xxxx")).toBe(false);
    const csv = await admin.evaluate(async () => (await fetch("/admin/analytics/export.csv?periode=7&tabel=kilder")).text());
    const csvRows = csv.trim().split("\r\n");
    expect(csvRows.length).toBeGreaterThan(31);
    expect(csv).not.toContain("Øvrige");
    // Every enquiry of this file came from the same address (one visitor a day), so enquiries
    // outnumber visitors: the rate is shown as at most 100 %, and the page says why.
    const figure = async (label: string) =>
      (
        await admin
          .locator("dl > div")
          .filter({ has: admin.locator("dt", { hasText: label }) })
          .locator("dd")
          .textContent()
      )?.trim() ?? "";
    // The case that showed "200,0 %" before: more enquiries than visitors in the period.
    expect(Number((await figure("Henvendelser")).replace(".", ""))).toBeGreaterThan(Number((await figure("Besøgende")).replace(".", "")));
    const rate = await figure("Konvertering");
    expect(rate).toMatch(/^\d{1,3},\d %$/);
    expect(Number(rate.replace(" %", "").replace(",", "."))).toBeLessThanOrEqual(100);
    await expect.poll(() => admin.getByTestId("konvertering-forklaring").textContent()).toContain("højst som 100 %");
    for (const table of await admin.locator("table[data-table] tbody tr td:last-child").allTextContents()) {
      if (table.endsWith(" %")) expect(Number(table.replace(" %", "").replace(".", "").replace(",", "."))).toBeLessThanOrEqual(100);
    }
    await admin.context().close();
  });
});
