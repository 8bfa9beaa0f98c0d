/**
 * Stages and a board (issue 37, item 7) against the production server and Chromium: the owner
 * edits the stages (a stage that still holds enquiries is refused in Danish, without JavaScript);
 * a card is dragged to another stage on the board (with JavaScript), moved with its "Flyt" form
 * by keyboard and without JavaScript at 390 px; the enquiry page sets stage and expected close
 * date; the forecast and the reports per salesperson show the sums; no page scrolls sideways at 390 px.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryId, logIn, staffPost, staffText, userId, type Account, type StaffSession, signIn, staffDataDir } from "./support/staff.ts";
import { hydrate, launchChromium } from "./support/browser.ts";
import { layoutProblems } from "./support/layout.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const seller = { email: "saelger@salgskraft.dk", password: "solsort-kaffekop-vindmoelle-rejse" };

let server: TestServer;
let browser: Browser;
let ownerSession: StaffSession;
const pageErrors: string[] = [];
const ids: Record<string, string> = {};

async function newPage(account: Account, { javaScript = true, width = 1400 } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport: { width, height: 900 }, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signIn(page, account);
  return page;
}

const column = (page: Page, name: string) => page.locator(`[data-stage-column="${name}"]`);
const card = (page: Page, company: string) => page.locator("[data-card]", { hasText: company });

beforeAll(async () => {
  const dataDir = staffDataDir("salgskraft-stages-", owner, seller);
  server = await startServer({ TRUST_PROXY: "1" }, dataDir);
  browser = await launchChromium();
  ownerSession = await logIn(server.url, owner, "10.37.0.1");
  const companies = ["Alfa Logistik ApS", "Beta Byg A/S", "Gamma Gulve ApS"];
  for (const [i, company] of companies.entries()) {
    const response = await postForm(
      `${server.url}/kontakt`,
      { name: `Kunde ${i}`, company, email: `kunde${i}@firma${i}.dk`, phone: `+45 2000 100${i}`, interest: "business", message: "Vi vil gerne høre mere." },
      { "X-Forwarded-For": `10.37.1.${i + 1}` },
    );
    expect(response.status).toBe(200);
    ids[company] = await enquiryId(ownerSession, company);
  }
  const sellerId = await userId(ownerSession, seller.email);
  for (const [company, value] of [
    ["Alfa Logistik ApS", "10000"],
    ["Beta Byg A/S", "4000"],
  ] as const) {
    expect((await staffPost(ownerSession, `/admin/contact-submissions/${ids[company]}`, { intent: "value", monthlyValue: value })).status).toBe(200);
    expect((await staffPost(ownerSession, `/admin/contact-submissions/${ids[company]}`, { intent: "assign", assignee: sellerId })).status).toBe(200);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  expect(pageErrors).toEqual([]);
});

describe("the owner's stages", () => {
  it("adds a stage, refuses to remove one that still holds enquiries, and moves them when told where, without JavaScript", async () => {
    const page = await newPage(owner, { javaScript: false });
    await page.goto("/admin/faser");
    expect(await page.locator("[data-stage]").evaluateAll((items) => items.map((item) => item.getAttribute("data-stage")))).toEqual([
      "Ny",
      "Kvalificeret",
      "Møde booket",
      "Tilbud sendt",
    ]);
    const add = page.locator("form", { has: page.getByRole("button", { name: "Tilføj fase" }) });
    await add.getByLabel("Ny fase").fill("Forhandling");
    await add.getByLabel("Sandsynlighed (%)").fill("80");
    await add.getByRole("button", { name: "Tilføj fase" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Fasen »Forhandling« er tilføjet.");
    await page.getByRole("button", { name: "Flyt Forhandling op" }).click();
    await expect.poll(() => page.locator("[data-stage]").nth(3).getAttribute("data-stage")).toBe("Forhandling");

    await page.getByRole("button", { name: "Fjern Ny" }).click();
    expect(await page.getByRole("alert").textContent()).toBe(
      "Fasen »Ny« kan ikke fjernes: den har stadig 3 henvendelser. Vælg en fase, de skal flyttes til, eller flyt dem først på tavlen.",
    );
    // An empty stage goes at once.
    await page.getByRole("button", { name: "Fjern Forhandling" }).click();
    expect(await page.getByRole("status").textContent()).toBe("Fasen »Forhandling« er fjernet.");
    expect(await page.locator("[data-stage]").count()).toBe(4);
    // The owner's audit names each change.
    const audit = await staffText(ownerSession, "/admin/historik");
    expect(audit).toContain("Faser: Fase tilføjet: Forhandling (80 %)");
    expect(audit).toContain("Faser: Fase fjernet: Forhandling (80 %)");
    await page.context().close();
  });
});

describe("the board", () => {
  it("moves a card by dragging it to another stage, with JavaScript, and keeps it there", async () => {
    const page = await newPage(seller);
    await page.goto("/admin/tavle");
    await hydrate(page);
    expect(await column(page, "Ny").locator("[data-card]").count()).toBe(3);
    expect(await card(page, "Alfa Logistik ApS").textContent()).toContain("10.000 kr./md.");
    await card(page, "Alfa Logistik ApS").locator("[data-close-date]").dragTo(column(page, "Møde booket"));
    await expect.poll(() => column(page, "Møde booket").locator("[data-card]", { hasText: "Alfa Logistik ApS" }).count()).toBe(1);
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Flyttet til »Møde booket«.");
    await expect.poll(() => column(page, "Møde booket").locator("[data-column-total]").textContent()).toBe("1 henvendelse · 10.000 kr./md.");
    // Saved: after a reload it is still there, and the enquiry's history says who moved it.
    await page.reload();
    expect(await column(page, "Møde booket").locator("[data-card]").count()).toBe(1);
    const history = await staffText(ownerSession, `/admin/contact-submissions/${ids["Alfa Logistik ApS"]}`);
    expect(history).toContain("Flyttet fra fasen Ny til Møde booket");
    await page.context().close();
  });

  it("moves a card with its form by keyboard, and shows only my own under Mine", async () => {
    const page = await newPage(seller);
    await page.goto("/admin/tavle?hvem=mine");
    await hydrate(page);
    // Gamma is nobody's: not on my board.
    expect(await card(page, "Gamma Gulve ApS").count()).toBe(0);
    const beta = card(page, "Beta Byg A/S");
    const select = beta.getByRole("combobox", { name: "Fase for Beta Byg A/S" });
    await select.focus();
    await select.selectOption({ label: "Kvalificeret" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => column(page, "Kvalificeret").locator("[data-card]", { hasText: "Beta Byg A/S" }).count()).toBe(1);
    expect(page.url()).toContain("hvem=mine");
    await page.context().close();
  });

  it("works without JavaScript at 390 px: the columns stack, nothing scrolls sideways, and Flyt moves the card", async () => {
    const page = await newPage(owner, { javaScript: false, width: 390 });
    await page.goto("/admin/tavle");
    expect(await layoutProblems(page)).toEqual([]);
    const boxes = await page.locator("[data-stage-column]").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x));
    expect(new Set(boxes).size).toBe(1);
    const gamma = card(page, "Gamma Gulve ApS");
    await gamma.getByRole("combobox").selectOption({ label: "Tilbud sendt" });
    await gamma.getByRole("button", { name: "Flyt" }).click();
    expect(await page.getByRole("status").textContent()).toBe("Flyttet til »Tilbud sendt«.");
    expect(await column(page, "Tilbud sendt").locator("[data-card]", { hasText: "Gamma Gulve ApS" }).count()).toBe(1);
    expect(await layoutProblems(page)).toEqual([]);
    await page.context().close();
  });
});

describe("stage, close date and the forecast", () => {
  it("sets stage and expected close date on the enquiry page; the forecast and the reports sum them", async () => {
    const page = await newPage(seller, { javaScript: false, width: 390 });
    await page.goto(`/admin/contact-submissions/${ids["Alfa Logistik ApS"]}`);
    const box = page.locator("[data-stage-box]");
    await box.locator('select[name="stageId"]').selectOption({ label: "Tilbud sendt (60 %)" });
    await box.getByLabel("Forventet lukkedato").fill("2030-03-14");
    await box.getByRole("button", { name: "Gem fase" }).click();
    expect(await page.locator("[data-stage-box] [role=status]").textContent()).toBe("Flyttet til »Tilbud sendt«. Forventet lukkedato gemt.");
    expect(await page.locator("[data-stage-box]").textContent()).toContain("Tilbud sendt (60 %)");
    // The browser's date field cannot send a day that does not exist; a hand-made request is refused in Danish.
    const refused = await staffPost(ownerSession, `/admin/contact-submissions/${ids["Alfa Logistik ApS"]}`, { intent: "stage", closeDate: "2030-02-30" });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Skriv den forventede lukkedato som en dato, fx 2026-12-15.");

    // Beta (Kvalificeret, 25 % of 4,000) closes in March as well; Gamma has no value.
    const betaPage = await staffText(ownerSession, `/admin/contact-submissions/${ids["Beta Byg A/S"]}`);
    const qualified = betaPage.match(/<option value="([0-9a-f-]{36})"[^>]*>Kvalificeret \(25 %\)/)![1]!;
    expect(
      (await staffPost(ownerSession, `/admin/contact-submissions/${ids["Beta Byg A/S"]}`, { intent: "stage", stageId: qualified, closeDate: "2030-03-31" }))
        .status,
    ).toBe(200);
    await page.goto("/admin/prognose?fra=2030-02-01&til=2030-04-30");
    expect(await layoutProblems(page)).toEqual([]);
    const march = page.locator('[data-month="2030-03"]');
    expect(await march.locator("th").textContent()).toBe("marts 2030");
    expect(await march.locator("[data-weighted]").textContent()).toBe("7.000 kr.");
    expect(await page.locator('[data-month="2030-02"] [data-weighted]').textContent()).toBe("0 kr.");
    expect(await page.locator('[data-month="total"] [data-weighted]').textContent()).toBe("7.000 kr.");

    // The reports over today: the seller has the two enquiries assigned, none answered by mail or note yet… but moved (a first response).
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Copenhagen" }).format(new Date());
    await page.goto(`/admin/prognose?fra=${today}&til=${today}`);
    const row = page.locator('[data-person="Saelger"]');
    expect(await row.locator("[data-enquiries]").textContent()).toBe("2");
    expect(await row.locator("[data-meetings]").textContent()).toBe("0");
    expect(await row.locator("[data-response]").textContent()).toMatch(/^\d+ min$/);
    await page.goto("/admin/prognose?fra=2030-05-01&til=2030-01-01");
    expect(await page.getByRole("alert").textContent()).toBe("Periodens slutdato skal ligge efter startdatoen.");
    await page.context().close();
  });
});
