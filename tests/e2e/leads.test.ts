/**
 * Issue 37, item 5 in Chromium at 390 px on the production build: a staff member (not the owner)
 * adds a lead from a phone call, with and without JavaScript, and finds it in the list and on the
 * person's contact; the CRM's webhook receiver (a real HTTP server on loopback) gets it. Then a CSV
 * list with good, duplicate and bad rows is uploaded, mapped, previewed and imported, the report
 * read and downloaded, and the same file imported again adds nothing; an .xlsx list without
 * JavaScript.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import writeExcelFile from "write-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver } from "../integration/support/webhook-receivers.ts";
import { launchChromium } from "./support/browser.ts";
import { layoutProblems } from "./support/layout.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { logIn, staffPost, waitUntil, type StaffSession, signIn, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft-leads.dk", password: "korrekt-hest-batteri-haefteklamme" };
const seller = { email: "saelger@salgskraft-leads.dk", password: "blaa-hest-batteri-haefteklamme" };
const secret = "crm-hemmelighed-paa-mindst-16";

let server: TestServer;
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ownerSession: StaffSession;
const pageErrors: string[] = [];

beforeAll(async () => {
  const started = Date.now();
  const step = (what: string) => console.info(`[leads e2e] ${what}: ${Date.now() - started} ms`);
  receiver = await startReceiver(secret);
  const dataDir = staffDataDir("salgskraft-leads-", owner, seller);
  step("konti oprettet");
  server = await startServer({ TRUST_PROXY: "1", WEBHOOK_ALLOW_PRIVATE: "1", WEBHOOK_RETRY_MS: "300", WEBHOOK_TIMEOUT_MS: "2000" }, dataDir);
  step("server startet");
  browser = await launchChromium();
  ownerSession = await logIn(server.url, owner, "10.37.0.1");
  const saved = await staffPost(
    ownerSession,
    "/admin/webhooks",
    new URLSearchParams([
      ["intent", "add"],
      ["url", receiver.url],
      ["secret", secret],
      ["events", "enquiry.created"],
    ]),
  );
  expect(saved.status).toBeLessThan(400);
  step("webhook gemt");
  // Peter wrote through the contact form last month; today he calls.
  const fields = {
    name: "Peter Juhl",
    company: "Juhl VVS ApS",
    email: "peter@juhl-vvs.dk",
    phone: "40 50 60 70",
    interest: "business",
    message: "Hvad koster mødebooking for et VVS-firma?",
  };
  expect((await postForm(`${server.url}/kontakt`, fields, { "X-Forwarded-For": "10.37.1.1" })).status).toBe(200);
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await receiver?.close();
  expect(pageErrors).toEqual([]);
});

async function newPage(javaScript = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: javaScript,
    viewport: { width: 390, height: 844 },
    locale: "da-DK",
    acceptDownloads: true,
    extraHTTPHeaders: { "X-Forwarded-For": javaScript ? "10.37.2.1" : "10.37.2.2" },
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await layoutProblems(page), page.url()).toEqual([]);
}

const text = async (page: Page) => (await page.locator("main").innerText()).replace(/\s+/g, " ");

describe("a lead from a phone call", () => {
  it(
    "with JavaScript: from the menu, saved, in the list, on Peter's contact, and at the CRM",
    async () => {
      const page = await newPage();
      await signIn(page, seller);
      // The phone menu is one button; "Nyt lead" is in it for staff, not only owners.
      await page.locator("details > summary").first().click();
      await page.locator('nav[aria-label="Indbakke"] >> text=Nyt lead').last().click();
      await page.waitForURL("**/admin/leads/ny");
      await expectNoSidewaysScroll(page);
      await page.fill("#name", "Peter Juhl");
      await page.fill("#company", "Juhl VVS ApS");
      await page.fill("#phone", "+45 40 50 60 70");
      await page.fill("#message", "Ringede tilbage: vil have et tilbud på 3 måneders mødebooking.");
      await page.getByLabel("Telefon", { exact: true }).first().check();
      await page.click('button:has-text("Gem lead")');
      await page.waitForURL(/\/admin\/contact-submissions\/[0-9a-f-]{36}$/);
      await page.locator("h1", { hasText: "Peter Juhl" }).waitFor();
      const id = page.url().split("/").pop()!;
      const detail = await text(page);
      // The seller by the display name made from the address (issue 37, item 11).
      for (const part of ["Peter Juhl", "Juhl VVS ApS · Lead", "Ring +45 40 50 60 70", "Kanal Telefon", "Oprettet i hånden (Telefon)", "Saelger"])
        expect(detail).toContain(part);
      expect(detail).not.toContain("Skriv til");
      // On Peter's contact, beside the form he sent last month.
      expect(detail).toContain("Hvad koster mødebooking for et VVS-firma?");
      await expectNoSidewaysScroll(page);
      // In the list, as a lead.
      await page.goto("/admin/contact-submissions?type=lead");
      expect(await page.locator(`[data-id="${id}"]`).innerText()).toContain("Peter Juhl");
      // The CRM gets it, once.
      const got = await waitUntil(() => receiver.received.find((item) => (item.body.enquiry as { id: string }).id === id), 30_000, "webhooken for leadet");
      expect(got.event).toBe("enquiry.created");
      expect(got.body.enquiry).toMatchObject({ kind: "lead", kindLabel: "Lead", name: "Peter Juhl", phone: "+45 40 50 60 70", source: "/admin/leads/ny" });
      await page.context().close();
    },
    scaled(120_000),
  );

  it(
    "without JavaScript: a missing way to reach them is refused in Danish with what was typed kept, then saved",
    async () => {
      const page = await newPage(false);
      await signIn(page, seller, "/admin/leads/ny");
      await page.fill("#name", "Lone Vestergaard");
      await page.fill("#company", "Vestergaard Revision");
      await page.getByLabel("LinkedIn").check();
      await page.click('button:has-text("Gem lead")');
      expect(await text(page)).toContain("Skriv en e-mail eller et telefonnummer, så I kan kontakte personen");
      expect(await page.inputValue("#name")).toBe("Lone Vestergaard");
      expect(await page.isChecked('input[name="channel"][value="LinkedIn"]')).toBe(true);
      await expectNoSidewaysScroll(page);
      await page.fill("#email", "lone@vestergaard-revision.dk");
      await page.click('button:has-text("Gem lead")');
      await page.waitForURL(/\/admin\/contact-submissions\/[0-9a-f-]{36}$/);
      const detail = await text(page);
      for (const part of ["Lone Vestergaard", "Kanal LinkedIn", "Oprettet i hånden (LinkedIn)", "Skriv til lone@vestergaard-revision.dk"])
        expect(detail).toContain(part);
      await page.context().close();
    },
    scaled(120_000),
  );
});

const csv = [
  "Navn;Firma;E-mail;Telefon;Noter",
  "Anders And;Andeby ApS;anders@andeby.dk;+45 11 22 33 44;Ring efter kl. 10",
  "Peter Juhl;Juhl VVS ApS;PETER@juhl-vvs.dk;;Kender os",
  "Uden Kontakt;Tom A/S;;;",
  "Forkert Mail;Fejl ApS;ikke-en-mail;;",
  "Anders A.;Andeby ApS;;0045 11223344;samme nummer",
  ";Kun Firma ApS;;55 66 77 88;",
].join("\r\n");

describe("importing a list", () => {
  it(
    "a CSV with good, duplicate and bad rows: mapped, previewed, imported, the report read and downloaded; the second time adds nothing",
    async () => {
      const page = await newPage();
      await signIn(page, seller);
      for (const round of [1, 2]) {
        await page.goto("/admin/leads/import");
        await expectNoSidewaysScroll(page);
        await page.setInputFiles("#fil", { name: "ringeliste.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${csv}`, "utf8") });
        await page.click('button:has-text("Læs filen")');
        await page.waitForURL(/\/admin\/leads\/import\/[0-9a-f-]{36}$/);
        // Guessed from the Danish headers.
        expect(await page.locator("#kolonne-name option:checked").innerText()).toBe("Navn");
        expect(await page.locator("#kolonne-company option:checked").innerText()).toBe("Firma");
        expect(await page.locator("#kolonne-phone option:checked").innerText()).toBe("Telefon");
        expect(await page.locator("#kolonne-message option:checked").innerText()).toBe("Noter");
        const preview = await text(page);
        if (round === 1) {
          expect(preview).toContain("6 rækker: 2 nye leads, 2 fandtes allerede, 2 afvises.");
          expect(await page.locator('[data-row="3"]').innerText()).toContain("findes allerede som kontakt (Peter Juhl)");
          expect(await page.locator('[data-row="6"]').innerText()).toContain("samme person som række 2");
        } else {
          expect(preview).toContain("6 rækker: 0 nye leads, 4 fandtes allerede, 2 afvises.");
        }
        expect(await page.locator('[data-row="4"]').innerText()).toContain("hverken e-mail eller telefon");
        await expectNoSidewaysScroll(page);
        await page.click(`button:has-text("Importér ${round === 1 ? 2 : 0} leads")`);
        await page.locator("[data-report]").waitFor();
        const report = await text(page);
        expect(report).toContain(round === 1 ? "2 leads oprettet, 2 fandtes allerede, 2 afvist." : "0 leads oprettet, 4 fandtes allerede, 2 afvist.");
        expect(report).toContain("Række 4: hverken e-mail eller telefon");
        expect(report).toContain("Række 5: ugyldig e-mail (»ikke-en-mail«)");
        await expectNoSidewaysScroll(page);
        if (round === 1) {
          const [download] = await Promise.all([page.waitForEvent("download"), page.click("text=Hent rapporten (CSV)")]);
          const file = readFileSync((await download.path())!, "utf8");
          expect(file).toContain('"Række";"Resultat";"Navn";"Begrundelse"');
          expect(file).toContain('"2";"Oprettet";"Anders And";""');
          expect(file).toContain('"4";"Afvist";"Uden Kontakt";"hverken e-mail eller telefon"');
          expect(file).toContain('"6";"Fandtes allerede";"Anders A.";"samme person som række 2"');
        }
      }
      // In the inbox: the two new leads once, and the company-only row named by its company.
      await page.goto("/admin/contact-submissions?type=lead&q=andeby");
      expect(await page.locator("[data-id]").count()).toBe(1);
      await page.goto("/admin/contact-submissions?type=lead&q=kun%20firma");
      expect(await page.locator("[data-id]").count()).toBe(1);
      // One webhook per created lead.
      await waitUntil(
        () => receiver.received.filter((item) => (item.body.enquiry as { source: string }).source === "/admin/leads/import").length >= 2,
        30_000,
        "webhooks for importen",
      );
      expect(
        receiver.received
          .filter((item) => (item.body.enquiry as { source: string }).source === "/admin/leads/import")
          .map((item) => (item.body.enquiry as { name: string }).name)
          .sort(),
      ).toEqual(["Anders And", "Kun Firma ApS"]);
      await page.context().close();
    },
    scaled(180_000),
  );

  it(
    "an .xlsx list without JavaScript: first and last name guessed, a column changed, imported",
    async () => {
      const page = await newPage(false);
      await signIn(page, seller);
      const bytes = await writeExcelFile([
        ["Fornavn", "Efternavn", "Virksomhed", "Mobil", "Mail", "Kommentar", "Intern note"],
        ["Anne", "Kjær", "Kjær Revision", 22334455, "anne@kjaer-revision.dk", "Vil ringes op i januar", "ikke med"],
        ["Bo", "Holt", "Holt Gulve", 23344556, "", "Ring fredag", "ikke med"],
      ]).toBuffer();
      await page.goto("/admin/leads/import");
      await page.setInputFiles("#fil", {
        name: "messe.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: Buffer.from(bytes),
      });
      await page.click('button:has-text("Læs filen")');
      await page.waitForURL(/\/admin\/leads\/import\/[0-9a-f-]{36}$/);
      expect(await page.locator("#kolonne-firstName option:checked").innerText()).toBe("Fornavn");
      expect(await page.locator("#kolonne-message option:checked").innerText()).toBe("Kommentar");
      // The notes should come from "Intern note" after all: change it and update the preview.
      await page.selectOption("#kolonne-message", { label: "Intern note" });
      await page.click('button:has-text("Opdatér forhåndsvisning")');
      expect(await page.locator("#kolonne-message option:checked").innerText()).toBe("Intern note");
      expect(await text(page)).toContain("2 rækker: 2 nye leads, 0 fandtes allerede, 0 afvises.");
      expect(await page.locator('[data-row="2"]').innerText()).toContain("Anne Kjær · Kjær Revision · anne@kjaer-revision.dk · 22334455");
      await expectNoSidewaysScroll(page);
      await page.click('button:has-text("Importér 2 leads")');
      expect(await text(page)).toContain("2 leads oprettet, 0 fandtes allerede, 0 afvist.");
      await page.goto("/admin/contact-submissions?type=lead&q=holt");
      await page.goto(`/admin/contact-submissions/${await page.locator("[data-id]").first().getAttribute("data-id")}`);
      const detail = await text(page);
      for (const part of ["Bo Holt", "Holt Gulve · Lead", "Ring 23344556", "ikke med", "Kanal Import", "Importeret fra messe.xlsx"])
        expect(detail).toContain(part);
      await page.context().close();
    },
    scaled(180_000),
  );
});
