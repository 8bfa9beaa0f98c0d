/**
 * Job ads in the admin (issue 36), on the production build in Chromium: a redaktør logs in, makes
 * a job as a copy of another, edits it, previews it (the job page with the draft, noindex) and
 * publishes it; closes another job; a second tab's stale save is refused naming who changed the
 * job; an older version comes back with »Gendan«. At 1280 and 390 px, and once without JavaScript
 * (bad input named in Danish, nothing typed lost, a scheduled publication). The redaktør sees no
 * enquiries, and plain staff edit no content.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrate, launchChromium } from "./support/browser.ts";
import { layoutProblems } from "./support/layout.ts";
import { removeDir, startServer, type TestServer } from "./support/server.ts";
import { logIn, staffGet, staffPost, staffText, userId, type StaffSession, signIn, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const password = "korrekt-hest-batteri-haefteklamme";
const owner = { email: "ejer@salgskraft.dk", password };
const editor = { email: "redaktoer@salgskraft.dk", password };
const staff = { email: "medarbejder@salgskraft.dk", password };

let server: TestServer;
let browser: Browser;
const pageErrors: string[] = [];

async function newPage(width: number, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport: { width, height: 900 }, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

async function editorPage(width: number, javaScript = true): Promise<Page> {
  const page = await newPage(width, javaScript);
  await signIn(page, editor, "/admin/indhold");
  return page;
}

/** The edit page of the job at /jobs/<slug>, from the job list. */
async function openJob(page: Page, slug: string): Promise<void> {
  await page.goto("/admin/indhold/jobs");
  await page.locator(`tr[data-slug="${slug}"] a`).first().click();
  await page.waitForURL(/\/admin\/indhold\/jobs\/\d+$/);
}

const alertText = (page: Page) => page.getByRole("alert").first().innerText();
/** Waits for the confirmation that says `text` (an earlier one may still be on the page meanwhile). */
const expectStatus = (page: Page, text: string) => page.locator('p[role="status"]').filter({ hasText: text }).first().waitFor();

beforeAll(async () => {
  const dataDir = staffDataDir("salgskraft-content-jobs-", owner, editor, staff);
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

describe("roles", () => {
  it("a redaktør edits content and sees no enquiries; staff edit no content", async () => {
    const session: StaffSession = await logIn(server.url, { ...editor });
    expect((await staffGet(session, "/admin/indhold")).status).toBe(200);
    expect((await staffGet(session, "/admin/indhold/jobs")).status).toBe(200);
    const inbox = await staffGet(session, "/admin/contact-submissions");
    expect(inbox.status).toBe(302);
    expect(inbox.headers.get("location")).toBe("/admin/indhold");
    for (const refused of [
      "/admin/foelg-op",
      "/admin/moeder",
      "/admin/analytics",
      "/admin/contact-submissions/export.csv",
      "/admin/medarbejdere",
      `/admin/contact-submissions/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`,
    ]) {
      const response = await staffGet(session, refused);
      expect(response.status, refused).toBe(403);
      expect(await response.text(), refused).toContain("Som redaktør har du adgang til indholdet");
    }
    const menu = await (await staffGet(session, "/admin/indhold")).text();
    expect(menu).not.toContain('href="/admin/contact-submissions"');
    const plain = await logIn(server.url, staff);
    expect((await staffGet(plain, "/admin/indhold")).status).toBe(403);
    expect((await staffGet(plain, "/admin/indhold/jobs/1")).status).toBe(403);
    expect((await staffPost(plain, "/admin/indhold/jobs", { slug: "snyd", copyOf: "1" })).status).toBe(403);
    expect(await (await staffGet(plain, "/admin/contact-submissions")).text()).not.toContain('href="/admin/indhold"');
  });
});

describe("job ads at 1280 and 390 px", () => {
  it(
    "copy → edit → preview → publish; close another; a stale save is refused; restore",
    async () => {
      const page = await editorPage(1280);
      // The overview: the repository's nine jobs, published.
      expect(await page.locator('table[aria-label="Indhold"] tbody tr').count()).toBe(9);
      expect(await page.locator('table[aria-label="Indhold"] [data-state="udgivet"]').count()).toBe(9);

      // New, as a copy of Solenergi.
      await page.goto("/admin/indhold/jobs");
      await hydrate(page);
      await page
        .locator('tr[data-slug="solenergi"]')
        .getByRole("link", { name: /Kopiér/ })
        .click();
      await page.waitForURL(/kopi=\d+/);
      // The form is drawn again for the chosen job: type only once it is (else the new form loses it).
      const copyId = new URL(page.url()).searchParams.get("kopi")!;
      await page.waitForFunction((id) => (document.querySelector("#copyOf") as HTMLSelectElement | null)?.value === id, copyId);
      await page.fill("#slug", "salg-af-varmepumper");
      await page.getByRole("button", { name: "Opret kladde" }).click();
      await page.waitForURL(/\/admin\/indhold\/jobs\/\d+\?oprettet=kopi/);
      const editUrl = page.url().replace(/\?.*$/, "");
      await page.locator('[data-state="kladde"]').waitFor();

      // Edit: titles, a list and a new question.
      await hydrate(page);
      await page.fill("#f-title", "Mødebooker – varmepumper");
      await page.fill("#f-navLabel", "Varmepumper");
      await page.fill("#f-hero-title", "Book møder om varmepumper med danske virksomheder");
      await page.fill("#f-tasks", "Ringe til virksomheder om varmepumper\nBooke besigtigelser\nRegistrere samtalerne i CRM-systemet");
      const newRow = (await page.locator('[id^="f-faq-"][id$="-question"]').count()) - 2;
      await page.fill(`#f-faq-${newRow}-question`, "Skal jeg kende til varmepumper?");
      await page.fill(`#f-faq-${newRow}-answer`, "Nej. Du får en samtaleguide og en kort introduktion, før du ringer første gang.");
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await expectStatus(page, "Kladden er gemt");
      expect(await page.inputValue("#f-title")).toBe("Mødebooker – varmepumper");

      // Preview: the job page itself, with the draft, noindex.
      await page.getByRole("button", { name: "Forhåndsvis" }).click();
      await page.waitForURL(/\/forhaandsvisning$/);
      // The URL can change a moment before the preview replaces the editor on screen.
      await page.getByRole("link", { name: "Tilbage til redigering" }).waitFor();
      expect(await page.locator("h1").first().innerText()).toBe("Book møder om varmepumper med danske virksomheder");
      expect(await page.locator("body").innerText()).toContain("Skal jeg kende til varmepumper?");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await layoutProblems(page), `forhåndsvisning @ ${width}`).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole("link", { name: "Tilbage til redigering" }).click();
      await page.waitForURL(editUrl);

      // Publish now.
      await hydrate(page);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await expectStatus(page, "Jobbet er udgivet på /jobs/salg-af-varmepumper");
      await page.locator('[data-state="udgivet"]').waitFor();
      expect(await page.locator('[data-revision][data-action="udgivet"]').count()).toBe(1);
      // The history names the changed fields with before and after.
      const saved = await page.locator('[data-action="gemt"]').first().innerText();
      expect(saved).toContain("Titel");
      expect(saved).toContain("Mødebooker – varmepumper");

      // The published page as a visitor gets it: the copy once in the document (its page reads it
      // as a file of its own, app/lib/edited-copy.ts, not as hydration data), and it hydrates.
      // Every instance regenerates its pages after a publish (within seconds): wait for this one's.
      let html = "";
      await expect
        .poll(async () => (html = await (await fetch(`${server.url}/jobs/salg-af-varmepumper`)).text()).includes("Book møder om varmepumper"), {
          timeout: scaled(30_000),
        })
        .toBe(true);
      expect(html.split("Booke besigtigelser").length - 1, "the task line in the document").toBe(1);
      const copyPath = /\/indhold\/jobs\/salg-af-varmepumper\.[0-9a-f]{16}\.json/.exec(html)?.[0];
      const copyFile = await fetch(`${server.url}${copyPath}`);
      expect(copyFile.headers.get("cache-control")).toContain("immutable");
      expect(((await copyFile.json()) as { tasks: string[] }).tasks).toContain("Booke besigtigelser");
      const visitor = await newPage(390);
      const consoleErrors: string[] = [];
      visitor.on("console", (message) => void (message.type() === "error" && consoleErrors.push(message.text())));
      visitor.on("response", (response) => void (response.status() >= 400 && consoleErrors.push(`${response.status()} ${response.url()}`)));
      await visitor.goto("/jobs/salg-af-varmepumper");
      await hydrate(visitor);
      expect(consoleErrors, "hydrating the published copy").toEqual([]);
      expect(await visitor.locator("h1").first().innerText()).toBe("Book møder om varmepumper med danske virksomheder");
      await visitor.context().close();

      // A second tab opened before a colleague's save: its save is refused, naming who and when, and keeps what was typed.
      const other = await editorPage(1280);
      await other.goto(editUrl);
      await hydrate(other);
      await page.fill("#f-pay", "Du får fast timebetaling for dine timer og bonus pr. afholdt møde.");
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await expectStatus(page, "Kladden er gemt");
      await other.fill("#f-title", "Titel fra den gamle fane");
      await other.getByRole("button", { name: "Gem kladde" }).click();
      const refusal = await alertText(other);
      expect(refusal).toMatch(/ændret af redaktoer@salgskraft\.dk \d+\. \w+ \d{4} kl\. \d\d\.\d\d/);
      expect(await other.inputValue("#f-title")).toBe("Titel fra den gamle fane");
      await other.context().close();
      await page.reload();
      expect(await page.inputValue("#f-title")).toBe("Mødebooker – varmepumper");

      // Restore version 1 (the copy as created): one press, and the job (published) shows it at once.
      await hydrate(page);
      await page
        .locator('[data-revision="1"]')
        .getByRole("button", { name: /Gendan/ })
        .click();
      await expectStatus(page, "Version 1 er gendannet og udgivet");
      await page.locator('[data-action="gendannet"]').waitFor();
      expect(await page.inputValue("#f-title")).toMatch(/\(kopi\)$/);

      // Close another job (filled).
      await openJob(page, "kaffe-service");
      await hydrate(page);
      await page.getByRole("button", { name: "Luk jobbet (besat)" }).click();
      await expectStatus(page, "Jobbet er lukket");
      await page.locator('[data-state="lukket"]').first().waitFor();

      // At 390 px the list and the editor fit.
      for (const pathName of ["/admin/indhold", "/admin/indhold/jobs", editUrl.replace(server.url, "")]) {
        await page.goto(pathName);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await layoutProblems(page), `${pathName} @ ${width}`).toEqual([]);
        }
      }
      await page.goto("/admin/indhold");
      expect(await page.locator('tr[data-slug="kaffe-service"] [data-state="lukket"]').count()).toBe(1);
      expect(await page.locator('tr[data-slug="salg-af-varmepumper"] [data-state="udgivet"]').count()).toBe(1);
      await page.context().close();

      // The owner's audit view names each publish, close and restore.
      const audit = await staffText(await logIn(server.url, owner), "/admin/historik");
      for (const line of [
        "Jobopslaget »Mødebooker – varmepumper« (/jobs/salg-af-varmepumper) udgivet",
        "(/jobs/kaffe-service) lukket",
        "(/jobs/salg-af-varmepumper): version 1 gendannet og udgivet",
      ])
        expect(audit).toContain(line);
    },
    scaled(240_000),
  );
});

describe("without JavaScript at 390 px", () => {
  it(
    "bad input is named in Danish and nothing typed is lost; a job is scheduled and the schedule cancelled",
    async () => {
      const page = await editorPage(390, false);
      await page.goto("/admin/indhold/jobs?kopi=1");
      await page.fill("#slug", "Forkert Adresse");
      await page.getByRole("button", { name: "Opret kladde" }).click();
      expect(await alertText(page)).toContain("Adresse (slug): må kun indeholde små bogstaver");
      expect(await page.inputValue("#slug")).toBe("Forkert Adresse");
      await page.fill("#slug", "kundeservice-hjemmefra");
      await page.getByRole("button", { name: "Opret kladde" }).click();
      await page.waitForURL(/\/admin\/indhold\/jobs\/\d+\?oprettet=kopi/);

      await page.fill("#f-title", "");
      await page.fill("#f-hero-lead", "En ny indledning, der ikke må gå tabt.");
      await page.fill("#f-jobPosting-validThrough", "2020-01-01");
      await page.getByRole("button", { name: "Gem kladde" }).click();
      const refusal = await alertText(page);
      expect(refusal).toContain("Titel: må ikke være tom");
      expect(refusal).toContain("Gyldig til (validThrough): skal ligge efter datePosted");
      expect(await page.locator("#f-title").getAttribute("aria-invalid")).toBe("true");
      expect(await page.inputValue("#f-hero-lead")).toBe("En ny indledning, der ikke må gå tabt.");
      expect(await layoutProblems(page)).toEqual([]);

      await page.fill("#f-title", "Kundeservice hjemmefra");
      await page.fill("#f-jobPosting-validThrough", "2099-12-31");
      await page.fill("#publishAt", "2099-06-01T09:00");
      await page.getByRole("button", { name: "Udgiv på tidspunktet" }).click();
      await expectStatus(page, "Udgivelsen er planlagt til 1. juni 2099 kl. 09.00");
      expect(await page.locator('[data-state="planlagt"]').count()).toBe(1);
      expect(await page.inputValue("#f-hero-lead")).toBe("En ny indledning, der ikke må gå tabt.");
      await page.getByRole("button", { name: "Annullér planlagt udgivelse" }).click();
      await expectStatus(page, "annulleret");
      expect(await page.locator('[data-state="kladde"]').count()).toBe(1);
      await page.context().close();
    },
    scaled(120_000),
  );
});

describe("every field a job page shows, each row by its own name", () => {
  it(
    "a copy gets its own apply steps and the page shows them; a row's fields are named by their row; a closed job leaves /freelance-telemarketing",
    async () => {
      const page = await editorPage(1280, false);
      await page.goto("/admin/indhold/jobs");
      await page
        .locator('tr[data-slug="web-bureau"]')
        .getByRole("link", { name: /Kopiér/ })
        .click();
      await page.fill("#slug", "it-sikkerhed");
      await page.getByRole("button", { name: "Opret kladde" }).click();
      await page.waitForURL(/\/admin\/indhold\/jobs\/\d+\?oprettet=kopi/);
      const editUrl = page.url().replace(/\?.*$/, "");

      // Each field of a repeated row has a name of its own: row 2's question is not row 1's.
      const question2 = page.getByLabel("Spørgsmål 2", { exact: true });
      expect(await question2.count()).toBe(1);
      expect(await question2.getAttribute("name")).toBe("faq.1.question");
      expect(await page.getByLabel("Svar, spørgsmål 2", { exact: true }).getAttribute("name")).toBe("faq.1.answer");
      expect(await page.getByLabel("Titel, fordel 2", { exact: true }).getAttribute("name")).toBe("benefits.1.title");
      expect(await page.getByLabel("Ikon, fordel 1", { exact: true }).getAttribute("name")).toBe("benefits.0.icon");
      expect(await page.getByLabel("Citat, udtalelse 1", { exact: true }).getAttribute("name")).toBe("testimonials.0.quote");

      // The copy starts with the web agency's apply steps, and gets its own.
      expect(await page.getByLabel("Titel, trin 1", { exact: true }).inputValue()).toBe("Samtale om digital markedsføring");
      const steps = await page.locator('[name^="applySteps."]').count();
      for (let index = 0; index < steps / 2; index++) {
        await page.getByLabel(`Titel, trin ${index + 1}`, { exact: true }).fill("");
        await page.getByLabel(`Beskrivelse, trin ${index + 1}`, { exact: true }).fill("");
      }
      await page.getByLabel("Titel, trin 1", { exact: true }).fill("Samtale om IT-sikkerhed");
      await page
        .getByLabel("Beskrivelse, trin 1", { exact: true })
        .fill("Vi ringer dig op og fortæller om kunderne, der sælger IT-sikkerhed til mindre virksomheder.");
      await page.getByLabel("Titel, trin 2", { exact: true }).fill("Oplæring i IT-sikkerhed");
      await page.getByLabel("Beskrivelse, trin 2", { exact: true }).fill("Du lærer, hvad firewalls, backup og adgangskoder betyder for en lille virksomhed.");
      await page.fill("#f-title", "Mødebooker – IT-sikkerhed");
      await page.fill("#f-navLabel", "IT-sikkerhed");
      await page.fill("#f-order", "20");
      await page.fill("#f-hero-title", "Book møder om IT-sikkerhed med danske virksomheder");
      await page.getByRole("button", { name: "Gem kladde" }).click();
      await expectStatus(page, "Kladden er gemt");
      expect(await page.getByLabel("Titel, trin 1", { exact: true }).inputValue()).toBe("Samtale om IT-sikkerhed");
      expect(await page.locator('[data-action="gemt"]').first().innerText()).toContain("Trin efter ansøgningen");

      // The preview shows the new steps, not the copied ones.
      await page.goto(`${editUrl}/forhaandsvisning`);
      const preview = await page.locator("body").innerText();
      expect(preview).toContain("Oplæring i IT-sikkerhed");
      expect(preview).not.toContain("Samtale om digital markedsføring");

      // Published: the job page shows them, and /freelance-telemarketing names the new campaign.
      await page.goto(editUrl);
      await page.getByRole("button", { name: "Udgiv nu" }).click();
      await expectStatus(page, "Jobbet er udgivet på /jobs/it-sikkerhed");
      let html = "";
      await expect
        .poll(async () => (html = await (await fetch(`${server.url}/jobs/it-sikkerhed`)).text()).includes("Samtale om IT-sikkerhed"), {
          timeout: scaled(30_000),
        })
        .toBe(true);
      expect(html).not.toContain("Samtale om digital markedsføring");

      const visitor = await newPage(390);
      const campaigns = async () => {
        await visitor.goto("/freelance-telemarketing");
        return visitor.locator("main").innerText();
      };
      // The benefit »Mange brancher« lists the open campaigns by their menu names, in menu order (the new one is last).
      await expect.poll(async () => (await campaigns()).includes(" og IT-sikkerhed – du kan skifte kampagne"), { timeout: scaled(30_000) }).toBe(true);
      expect(await campaigns()).toContain("pension, inkasso");

      // Close Inkasso: the page no longer names it.
      await openJob(page, "inkasso");
      await page.getByRole("button", { name: "Luk jobbet (besat)" }).click();
      await expectStatus(page, "Jobbet er lukket");
      await expect.poll(async () => /inkasso/i.test(await campaigns()), { timeout: scaled(30_000) }).toBe(false);
      expect(await campaigns()).toContain(" og IT-sikkerhed – du kan skifte kampagne");
      expect(await layoutProblems(visitor)).toEqual([]);
      await visitor.context().close();

      // At 390 px the editor with its new groups still fits.
      await page.goto(editUrl);
      await page.setViewportSize({ width: 390, height: 900 });
      expect(await layoutProblems(page)).toEqual([]);
      await page.context().close();
    },
    scaled(180_000),
  );
});
