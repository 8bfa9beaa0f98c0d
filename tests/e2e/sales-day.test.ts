/**
 * Issue 37, items 10-12, as the sales team works: in Chromium against the production server and a
 * real SMTP server on loopback, at 390 px where a person uses a phone.
 *  11. names, not addresses: a display name asked at invitation, editable by the person and by the
 *      owner, used in the assignment menus, the history and the mails;
 *  10. the CSV carries the pipeline: status, outcome, reason, monthly value, the contact, the next
 *      follow-up, ISO dates in Danish time, no duplicate columns, phone numbers exactly as typed;
 *  12. a phone between calls: the customer's latest message and the next action first on the
 *      enquiry page, the list's filters folded away, and a bulk action that says what it skipped.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp } from "../integration/support/smtp.ts";
import { scaled } from "../support/scaled.ts";
import { launchChromium } from "./support/browser.ts";
import { layoutProblems } from "./support/layout.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { enquiryId, logIn, staffPost, staffText, userId, type StaffSession, signIn, staffDataDir } from "./support/staff.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const mette = { email: "mette@salgskraft.dk", password: "mette-saelger-telefon-kaffe-vinter" };
const phone = { width: 390, height: 844 };
const desk = { width: 1280, height: 900 };

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let browser: Browser;
let ownerSession: StaffSession;
const pageErrors: string[] = [];

async function newPage(viewport = phone, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport, javaScriptEnabled: javaScript, locale: "da-DK", acceptDownloads: true });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    // A form answered 422 (a refused name) reports its status; anything else fails the file.
    if (message.type() === "error" && !/status of 422/.test(message.text())) pageErrors.push(message.text());
  });
  return page;
}

/** The page's own y of an element (the top of the page is 0), wherever the page is scrolled. */
const pageY = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));

const send = (fields: Record<string, string>) => postForm(`${server.url}/kontakt`, { interest: "business", ...fields });

const tomorrow = () => {
  const day = new Date(Date.now() + 36 * 3600_000);
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Copenhagen" }).format(day);
};

beforeAll(async () => {
  smtp = await startSmtp();
  const dataDir = staffDataDir("salgskraft-sales-day-", owner);
  server = await startServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" }, dataDir);
  browser = await launchChromium();
  ownerSession = await logIn(server.url, owner);
  // Mette comes in by the owner's invitation, with her name.
  const invited = await staffPost(ownerSession, "/admin/medarbejdere", { intent: "invite", email: mette.email, name: "Mette Hansen" });
  const link = /https?:\/\/[^\s"<]+(\/admin\/adgang\/[0-9a-f]{64})/.exec(await invited.text())![1]!;
  expect((await postForm(`${server.url}${link}`, { password: mette.password, repeat: mette.password })).status).toBeLessThan(400);
  // The customers, as they typed themselves.
  for (const fields of [
    { name: "Karen Holm", company: "Holm Rådgivning", email: "karen@holm.dk", phone: "+45 20 30 40 50", message: "Vi vil gerne have booket møder." },
    { name: "Lise Kampagne", company: '=HYPERLINK("http://x")', email: "lise@kampagne.dk", phone: "20304050", message: "-1+2 er en formel" },
    { name: "Bo Berg", company: "Berg ApS", email: "bo@berg.dk", phone: "(+45) 40-41-42-43", message: "@SUM(A1) ring gerne" },
    { name: "Pi Jensen", company: "Jensen & Co", email: "pi@jensen.dk", phone: "+46 70 123 45 67", message: "Vi overvejer en kampagne." },
  ])
    expect((await send(fields)).status).toBe(200);
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await smtp?.close();
  expect(pageErrors).toEqual([]);
});

describe("11. names, not addresses", () => {
  it("asks the name at invitation, lets the person and the owner change it, refuses an empty or long one in Danish", async () => {
    const page = await newPage();
    // The owner names themselves (the first account, made on the command line, had a name made from its address).
    await signIn(page, owner, "/admin/konto");
    const nameField = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Gem navn" }) })
      .getByLabel("Navn");
    await expect.poll(() => nameField.inputValue()).toBe("Ejer");
    await nameField.fill("   ");
    await page.getByRole("button", { name: "Gem navn" }).click();
    await page.getByRole("alert").filter({ hasText: "Skriv et navn" }).waitFor();
    await nameField.fill("Jonas Ejer");
    await page.getByRole("button", { name: "Gem navn" }).click();
    await page.getByText("Dit navn er nu Jonas Ejer.").waitFor();
    const long = await staffPost(ownerSession, "/admin/konto", { intent: "name", name: "J".repeat(61) });
    expect(long.status).toBe(422);
    expect(await long.text()).toContain("Navnet må højst være 60 tegn");

    // The invitation asks the name; an empty one is refused, and the mail names the owner, not their address.
    await page.goto("/admin/medarbejdere");
    const invite = page.locator("form").filter({ has: page.getByRole("button", { name: "Inviter" }) });
    expect((await staffPost(ownerSession, "/admin/medarbejdere", { intent: "invite", email: "sanne@salgskraft.dk", name: " " })).status).toBe(422);
    await invite.getByLabel("Navn").fill("Sanne Berg");
    await invite.getByLabel("E-mail").fill("sanne@salgskraft.dk");
    await invite.getByRole("button", { name: "Inviter" }).click();
    await page.getByText("Sanne Berg (sanne@salgskraft.dk) er inviteret").waitFor();
    const invitation = (await smtp.waitFor("sanne@salgskraft.dk", (text) => text.includes("/admin/adgang/"), scaled(30_000))).text;
    expect(invitation).toContain("Jonas Ejer har givet dig adgang");
    expect(invitation).not.toContain(owner.email);

    // The owner corrects a colleague's name on the staff page.
    const sanneRow = page.locator('tr[data-email="sanne@salgskraft.dk"]');
    await sanneRow.getByText("Ret navn").click();
    await sanneRow.getByLabel("Navn").fill("Sanne B. Berg");
    await sanneRow.getByRole("button", { name: "Gem navn" }).click();
    await page.getByText("sanne@salgskraft.dk hedder nu Sanne B. Berg.").waitFor();
    await expect.poll(() => page.locator('tr[data-email="sanne@salgskraft.dk"] [data-name]').textContent()).toBe("Sanne B. Berg");
    expect(await layoutProblems(page)).toEqual([]);
    await page.context().close();

    // Mette sees the name she was invited with, and can change it herself.
    const own = await newPage();
    await signIn(own, mette, "/admin/konto");
    await expect
      .poll(() =>
        own
          .locator("form")
          .filter({ has: own.getByRole("button", { name: "Gem navn" }) })
          .getByLabel("Navn")
          .inputValue(),
      )
      .toBe("Mette Hansen");
    await own.context().close();
  });

  it("shows names in the assignment menus, the history, the list and the mails", async () => {
    const page = await newPage();
    const karen = await enquiryId(ownerSession, "karen@holm.dk");
    await signIn(page, owner, `/admin/contact-submissions/${karen}`);
    const menu = page.getByLabel("Ansvarlig", { exact: true });
    const choices = await menu.locator("option").allTextContents();
    expect(choices).toEqual(expect.arrayContaining(["Jonas Ejer (mig)", "Mette Hansen"]));
    expect(choices.filter((choice) => choice.includes("@"))).toEqual([]);
    await menu.selectOption({ label: "Mette Hansen" });
    await page.getByRole("button", { name: "Gem ansvarlig" }).click();
    await page.getByText("Henvendelsen er tildelt.").waitFor();
    await page.reload();
    const history = await page.getByRole("region", { name: "Historik" }).textContent();
    expect(history).toContain("Tildelt Mette Hansen");
    expect(history).toContain("Jonas Ejer");
    expect(history).not.toContain("@salgskraft.dk");
    await page.goto("/admin/contact-submissions");
    expect(await page.locator(`tr[data-id="${karen}"]`).textContent()).toContain("Ansvarlig: Mette Hansen");
    const filter = await page.locator('select[name="ansvarlig"] option').allTextContents();
    expect(filter).toEqual(expect.arrayContaining(["Mette Hansen", "Jonas Ejer"]));
    const bulkChoices = await page.locator('select[name="bulkAssignee"] option').allTextContents();
    expect(bulkChoices).toEqual(expect.arrayContaining(["Mette Hansen"]));
    await page.context().close();

    const notice = (await smtp.waitFor(mette.email, (text) => text.includes("har tildelt dig"), scaled(30_000))).text;
    expect(notice).toContain("Jonas Ejer har tildelt dig");
    expect(notice).not.toContain(owner.email);
  });
});

describe("10. the CSV carries the pipeline", () => {
  it("has status, outcome, reason, value, contact and next follow-up, ISO times in Danish time, unique columns, phones as typed, no formula", async () => {
    const karen = await enquiryId(ownerSession, "karen@holm.dk");
    const lise = await enquiryId(ownerSession, "lise@kampagne.dk");
    const metteId = await userId(ownerSession, mette.email);
    for (const [id, fields] of [
      [karen, { intent: "assign", assignee: metteId }],
      [karen, { intent: "status", status: "completed" }],
      [karen, { intent: "outcome", outcome: "won", reason: "Pris", outcomeNote: "" }],
      [karen, { intent: "value", monthlyValue: "12.500" }],
      [lise, { intent: "follow-up", date: tomorrow(), time: "10:00", what: "Ring om tilbuddet" }],
    ] as const)
      expect((await staffPost(ownerSession, `/admin/contact-submissions/${id}`, fields)).status, JSON.stringify(fields)).toBeLessThan(400);

    const page = await newPage(desk);
    await signIn(page, owner);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Eksportér CSV" }).click()]);
    const bytes = readFileSync((await download.path())!);
    await page.context().close();

    // The bytes: a BOM for Excel, then no invisible character anywhere.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.includes("\u2060"), "U+2060 WORD JOINER").toBe(false);
    const [header, ...rows] = parse(bytes, { bom: true, delimiter: ";", relax_quotes: false }) as string[][];
    expect(header!.length).toBe(new Set(header).size);
    expect(header).toEqual(
      expect.arrayContaining(["Status", "Udfald", "Årsag", "Månedlig værdi (kr.)", "Kontakt", "Næste opfølgning", "Opfølgning", "Ansvarlig", "Telefon"]),
    );
    const rowOf = (email: string) => Object.fromEntries(header!.map((name, i) => [name, rows.find((row) => row.includes(email))![i]!]));
    const k = rowOf("karen@holm.dk");
    expect([k.Status, k.Udfald, k["Årsag"], k["Månedlig værdi (kr.)"], k.Ansvarlig]).toEqual(["Afsluttet", "Vundet", "Pris", "12500", "Mette Hansen"]);
    expect(k.Kontakt).toMatch(/^[0-9a-f-]{36}$/);
    const l = rowOf("lise@kampagne.dk");
    expect(l["Næste opfølgning"]).toBe(`${tomorrow()} 10:00`);
    expect(l.Opfølgning).toBe("Ring om tilbuddet");
    // Sortable ISO dates and times in Danish time, which spreadsheets read as dates.
    for (const row of [k, l]) expect(row.Modtaget, "Modtaget").toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(k["Udfald sat"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Phone numbers exactly as typed; formulas neutralised by an apostrophe, and only those.
    expect(["karen@holm.dk", "lise@kampagne.dk", "bo@berg.dk", "pi@jensen.dk"].map((email) => rowOf(email).Telefon)).toEqual([
      "+45 20 30 40 50",
      "20304050",
      "(+45) 40-41-42-43",
      "+46 70 123 45 67",
    ]);
    expect(l.Virksomhed).toBe('\'=HYPERLINK("http://x")');
    expect(l.Besked).toBe("'-1+2 er en formel");
    expect(rowOf("bo@berg.dk").Besked).toBe("'@SUM(A1) ring gerne");
    for (const row of rows) for (const cell of row) if (!/^\+[\d ()-]+$/.test(cell)) expect(/^[=+\-@]/.test(cell), cell).toBe(false);
  });
});

describe("12. a phone between calls", () => {
  it("puts the customer's latest message and the next action (reply, follow-up, call) first on the enquiry page", async () => {
    const karen = await enquiryId(ownerSession, "karen@holm.dk");
    // A worked enquiry: notes, a reply sent, a follow-up, history.
    for (const note of ["Ringede tirsdag, ingen svar.", "Sendte materiale om mødebooking.", "Vil have tilbud inden fredag."])
      expect((await staffPost(ownerSession, `/admin/contact-submissions/${karen}`, { intent: "note", note })).status).toBeLessThan(400);
    expect(
      (
        await staffPost(ownerSession, `/admin/contact-submissions/${karen}`, {
          intent: "reply",
          subject: "Vedrørende din henvendelse",
          body: "Hej Karen\n\nTak for din henvendelse. Jeg ringer i morgen.",
          signedAs: "Jonas Ejer",
        })
      ).status,
    ).toBeLessThan(400);
    expect(
      (await staffPost(ownerSession, `/admin/contact-submissions/${karen}`, { intent: "follow-up", date: tomorrow(), time: "09:00", what: "Ring Karen op" }))
        .status,
    ).toBeLessThan(400);

    const page = await newPage();
    await signIn(page, owner, `/admin/contact-submissions/${karen}`);
    const replyY = await pageY(page, "form:has(#reply-body)");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.info(`Henvendelsen ved 390 px: svarformularen ved y=${replyY}, siden ${height} px høj`);
    expect(replyY).toBeLessThan(phone.height);
    const messageY = await pageY(page, "[data-latest-message]");
    console.info(`Henvendelsen ved 390 px: seneste besked ved y=${messageY}`);
    // The customer's words, then what to do about them, on the first screen.
    expect(await page.locator("[data-latest-message]").textContent()).toContain("Vi vil gerne have booket møder.");
    expect(messageY).toBeLessThan(phone.height);
    expect(messageY).toBeLessThan(replyY);
    const next = page.getByRole("region", { name: "Næste skridt" });
    expect(await next.locator('a[href^="tel:"]').getAttribute("href")).toBe("tel:+4520304050");
    expect(await next.getByText("Ring Karen op").count()).toBeGreaterThan(0);
    expect(await layoutProblems(page)).toEqual([]);
    // Replying from there works as before.
    await page.locator("#reply-body").fill("Hej Karen\n\nHer er tilbuddet.");
    await page.getByRole("button", { name: "Send svar" }).click();
    await page.getByText("Svaret er sat i kø").waitFor();
    await page.context().close();
  });

  it("folds the list's filters away on a phone, open when a filter is in force, also without JavaScript", async () => {
    const page = await newPage();
    await signIn(page, owner);
    const firstRowY = await pageY(page, 'table[aria-label="Henvendelser"] tbody tr');
    console.info(`Listen ved 390 px: første række ved y=${firstRowY}`);
    // The first enquiry whole on the first screen (a row is about 100 px), not on the second.
    expect(firstRowY).toBeLessThan(phone.height - 150);
    const filterStatus = page.locator('details[data-filters] select[name="status"]');
    expect(await filterStatus.isVisible()).toBe(false);
    expect(await page.locator('input[name="q"]').isVisible()).toBe(true);
    await page.getByText(/^Filtre/).click();
    await filterStatus.selectOption("new");
    await page.getByRole("button", { name: "Filtrér" }).click();
    await page.waitForURL(/status=new/);
    await page.context().close();

    const plain = await newPage(phone, false);
    await signIn(plain, owner);
    expect(await plain.locator("details:has(select[name='status'])").getAttribute("open")).toBeNull();
    await plain.goto("/admin/contact-submissions?status=new");
    expect(await plain.locator("details:has(select[name='status'])").getAttribute("open")).not.toBeNull();
    expect(await plain.locator('details[data-filters] select[name="status"]').inputValue()).toBe("new");
    expect(await plain.getByText(/^Filtre/).textContent()).toContain("1 aktivt");
    expect(await layoutProblems(plain)).toEqual([]);
    await plain.context().close();
  });

  it("says which rows a bulk action skipped, and why", async () => {
    const metteId = await userId(ownerSession, mette.email);
    const lise = await enquiryId(ownerSession, "lise@kampagne.dk");
    expect((await staffPost(ownerSession, `/admin/contact-submissions/${lise}`, { intent: "assign", assignee: metteId })).status).toBeLessThan(400);
    const page = await newPage();
    await signIn(page, owner);
    for (const name of ["Karen Holm", "Lise Kampagne", "Bo Berg"]) await page.getByLabel(`Vælg ${name}`).check();
    const bulk = page.getByRole("form", { name: "Handlinger for valgte henvendelser" });
    await bulk.locator('select[name="bulkAction"]').selectOption("assign");
    if (!(await bulk.locator('select[name="bulkAssignee"]').isVisible())) await bulk.locator("summary").first().click();
    await bulk.locator('select[name="bulkAssignee"]').selectOption({ label: "Mette Hansen" });
    await bulk.getByRole("button", { name: "Udfør" }).click();
    const status = page.getByRole("status").filter({ hasText: "er tildelt" });
    await status.waitFor();
    expect(await status.textContent()).toBe("1 henvendelse er tildelt. 2 sprunget over: allerede tildelt Mette Hansen (Lise Kampagne, Karen Holm).");
    expect(await staffText(ownerSession, "/admin/contact-submissions?q=bo%40berg.dk")).toContain("Ansvarlig: Mette Hansen");
    await page.context().close();
  });
});

describe("11. names, not addresses: meetings", () => {
  it('tells the customer the host\'s one name ("Du taler med …"), as the host last wrote it', async () => {
    const metteSession = await logIn(server.url, mette);
    // Mette takes meetings on weekdays; her meeting profile shows the name she already has.
    const fields: Record<string, string> = { intent: "weekly", displayName: "Mette Hansen", takesMeetings: "on" };
    for (const weekday of [1, 2, 3, 4, 5]) Object.assign(fields, { [`day-${weekday}`]: "on", [`from-${weekday}`]: "08:00", [`to-${weekday}`]: "16:00" });
    expect((await staffPost(metteSession, "/admin/moeder/tilgaengelighed", fields)).status).toBe(200);
    // …and changes it on her account page: one name, so customers get the new one.
    expect((await staffPost(metteSession, "/admin/konto", { intent: "name", name: "Mette K. Hansen" })).status).toBe(200);
    expect(await staffText(metteSession, "/admin/moeder/tilgaengelighed")).toContain('value="Mette K. Hansen"');

    const page = await newPage(phone, false);
    await page.goto("/book-et-moede");
    await page.selectOption('select[name="emne"]', "moedebooking");
    await page.selectOption('select[name="laengde"]', "20");
    await page.getByRole("button", { name: "Vis ledige tider" }).click();
    await page.waitForURL(/emne=moedebooking/);
    const start = await page.locator("#field-start option[value]:not([value=''])").first().getAttribute("value");
    await page.selectOption("#field-start", start!);
    for (const [name, value] of [
      ["name", "Ole Madsen"],
      ["company", "Madsen ApS"],
      ["email", "ole@madsen.dk"],
      ["phone", "+45 31 31 31 31"],
      ["message", "Vi vil høre om mødebooking."],
    ])
      await page.locator(`main form:has(#field-start) [name="${name}"]`).fill(value!);
    await page.getByRole("button", { name: "Book mødet" }).click();
    await page.waitForLoadState("load");
    await page.context().close();
    const confirmation = (await smtp.waitFor("ole@madsen.dk", (text) => text.includes("Du taler med"), scaled(30_000))).text;
    expect(confirmation).toContain("Du taler med: Mette K. Hansen");
    expect(confirmation).not.toContain(mette.email);
  });
});
