/**
 * A staff day in the inbox (issue 22), against the production server, a real SMTP server and
 * Chromium: filters that hold, search that finds, leads that never fall between chairs, mail that
 * shows its state, nothing typed lost to an expired session, a CSV that opens cleanly, and phones.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp } from "../integration/support/smtp.ts";
import { launchChromium } from "./support/browser.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import {
  enquiryId,
  logIn as logInOver,
  staffGet as get,
  staffPost as post,
  userId,
  type Account,
  type StaffSession as Session,
  signIn,
  staffDataDir,
} from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const colleague = { email: "kollega@salgskraft.dk", password: "solsort-kaffekop-vindmoelle-rejse" };
const second = { email: "anden@salgskraft.dk", password: "havkajak-regnbue-torden-skovsti" };

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let browser: Browser;
const pageErrors: string[] = [];

const logIn = (account: Account, ip: string) => logInOver(server.url, account, ip);

async function newPage(javaScript: boolean, width = 1400): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport: { width, height: 900 }, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

/** The names in the list's rows as a user sees them. */
async function listedNames(session: Session, query: string): Promise<string[]> {
  const html = await (await get(session, `/admin/contact-submissions${query}`)).text();
  return [...html.matchAll(/data-name="([^"]*)"/g)].map((match) => match[1]!);
}

let ownerSession: Session;
const send = (pathName: string, fields: Record<string, string>, ip: string) => postForm(`${server.url}${pathName}`, fields, { "X-Forwarded-For": ip });

beforeAll(async () => {
  smtp = await startSmtp();
  const dataDir = staffDataDir("salgskraft-day-", owner, colleague, second); // the first account is the owner
  server = await startServer({ TRUST_PROXY: "1", SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" }, dataDir);
  browser = await launchChromium();
  ownerSession = await logIn(owner, "10.22.0.1");
  await logIn(colleague, "10.22.0.2");
  // A LinkedIn campaign's quotes, a few contacts, and people who type their phone number their own way.
  for (let i = 0; i < 10; i++) {
    expect(
      (
        await send(
          "/digital/ai-integration/kontakt",
          {
            name: `Tilbud ${i}`,
            email: `tilbud${i}@firma.dk`,
            phone: "70 70 70 70",
            projectType: "ai-integration",
            budget: "50000-100000",
            message: `Projekt ${i}`,
          },
          `10.22.1.${i}`,
        )
      ).status,
    ).toBe(200);
  }
  expect(
    (
      await send(
        "/kontakt",
        {
          name: "Karen Holm",
          company: "Holm Rådgivning",
          email: "karen@holm.dk",
          phone: "+45 20 30 40 50",
          interest: "business",
          message: "Vi vil gerne have booket møder.",
        },
        "10.22.2.1",
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await send(
        "/kontakt",
        { name: "Pi Jensen", email: "pi@jensen.dk", phone: "31415926", interest: "business", message: "Vi overvejer et solcelleanlæg til kontoret." },
        "10.22.2.2",
      )
    ).status,
  ).toBe(200);
  expect(
    (await send("/kontakt", { name: "Bo Berg", email: "bo@berg.dk", phone: "40-41-42-43", interest: "other", message: "Ring gerne." }, "10.22.2.3")).status,
  ).toBe(200);
  for (let i = 0; i < 55; i++) {
    expect(
      (
        await send(
          "/kontakt",
          { name: `Lead ${String(i).padStart(2, "0")}`, email: `lead${i}@firma.dk`, phone: "12345678", interest: "other", message: `Spørgsmål ${i}` },
          `10.22.3.${i}`,
        )
      ).status,
    ).toBe(200);
  }
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await smtp?.close();
  expect(pageErrors).toEqual([]);
});

describe("4. filters hold", () => {
  it("keeps Mine when another filter is applied, highlights only the page you are on, and counts what the filters select", async () => {
    const quoteId = await enquiryId(ownerSession, "tilbud3@firma.dk");
    const ownerId = await userId(ownerSession, owner.email);
    expect((await post(ownerSession, `/admin/contact-submissions/${quoteId}`, { intent: "assign", assignee: ownerId })).status).toBe(200);

    const page = await newPage(true);
    await signIn(page, owner);
    const menu = page.getByRole("navigation", { name: "Indbakke" });
    expect(await menu.locator('[aria-current="page"]').allTextContents()).toEqual(["Henvendelser"]);
    await menu.getByRole("link", { name: "Mine" }).click();
    await page.waitForURL("**/admin/contact-submissions?ansvarlig=mine");
    await page.locator('[data-name="Tilbud 3"]').waitFor();
    expect(await menu.locator('[aria-current="page"]').allTextContents()).toEqual(["Mine"]);
    await page.getByLabel("Type").selectOption({ label: "Tilbud" });
    await page.getByRole("button", { name: "Filtrér" }).click();
    await page.waitForURL(/type=quote/);
    await page.locator('[data-name="Tilbud 3"]').waitFor();
    expect(new URL(page.url()).searchParams.get("ansvarlig")).toBe("mine");
    expect(await page.locator("[data-name]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-name")))).toEqual(["Tilbud 3"]);
    expect(await menu.locator('[aria-current="page"]').allTextContents()).toEqual(["Mine"]);
    // The counts follow the filters: one of my quotes, and it is new.
    expect(await page.getByText(/nye ·/).textContent()).toMatch(/^1 nye · 0 i gang · 0 afsluttede$/);
    await page.context().close();
  });

  it("keeps every filter across pages", async () => {
    const first = await (await get(ownerSession, "/admin/contact-submissions?interesse=other&type=contact")).text();
    const next = first.match(/href="([^"]*side=2[^"]*)"/)![1]!.replace(/&amp;/g, "&");
    const params = new URL(next, server.url).searchParams;
    expect([params.get("interesse"), params.get("type")]).toEqual(["other", "contact"]);
    const names = await listedNames(ownerSession, `${new URL(next, server.url).search}`);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith("Lead") || name === "Bo Berg")).toBe(true);
  });
});

describe("6. search finds", () => {
  it("finds a phone number however it is typed, with or without +45", async () => {
    for (const q of ["20304050", "20 30 40 50", "+45 20304050", "0045 20 30 40 50", "20-30-40-50"])
      expect(await listedNames(ownerSession, `?q=${encodeURIComponent(q)}`), q).toEqual(["Karen Holm"]);
    expect(await listedNames(ownerSession, `?q=${encodeURIComponent("3141 5926")}`)).toEqual(["Pi Jensen"]);
    expect(await listedNames(ownerSession, `?q=${encodeURIComponent("40414243")}`)).toEqual(["Bo Berg"]);
  });

  it("searches the message and the notes too", async () => {
    expect(await listedNames(ownerSession, `?q=${encodeURIComponent("solcelleanlæg")}`)).toEqual(["Pi Jensen"]);
    const id = await enquiryId(ownerSession, "bo@berg.dk");
    expect((await post(ownerSession, `/admin/contact-submissions/${id}`, { intent: "note", note: "Aftalt budgetmøde i januar." })).status).toBe(200);
    expect(await listedNames(ownerSession, `?q=${encodeURIComponent("BUDGETMØDE")}`)).toEqual(["Bo Berg"]);
  });
});

describe("3. no lead falls between chairs", () => {
  it("disabling a colleague asks who takes their open enquiries and hands them over; the rest stay findable and truthfully shown", async () => {
    const colleagueId = await userId(ownerSession, colleague.email);
    const secondId = await userId(ownerSession, second.email);
    const karen = await enquiryId(ownerSession, "karen@holm.dk");
    const pi = await enquiryId(ownerSession, "pi@jensen.dk");
    const done = await enquiryId(ownerSession, "lead0@firma.dk");
    for (const id of [karen, pi, done])
      expect((await post(ownerSession, `/admin/contact-submissions/${id}`, { intent: "assign", assignee: colleagueId })).status).toBe(200);
    await post(ownerSession, `/admin/contact-submissions/${pi}`, { intent: "status", status: "in_progress" });
    await post(ownerSession, `/admin/contact-submissions/${done}`, { intent: "status", status: "completed" });

    const page = await newPage(false);
    await signIn(page, owner, "/admin/medarbejdere");
    await page.locator(`tr[data-email="${colleague.email}"]`).getByRole("link", { name: "Deaktivér" }).click();
    const ask = page.getByRole("region", { name: "Deaktivér Kollega" });
    await ask.getByLabel(/har 2 åbne henvendelser/).selectOption({ label: "Anden" });
    await ask.getByRole("button", { name: "Deaktivér" }).click();
    expect(await page.getByRole("status").textContent()).toContain(
      `Kollega (${colleague.email}) er deaktiveret og logget ud. 2 åbne henvendelser er overdraget til Anden.`,
    );

    expect((await listedNames(ownerSession, `?ansvarlig=${secondId}`)).sort()).toEqual(["Karen Holm", "Pi Jensen"]);
    // The finished one stays with the disabled colleague, and says so; it is findable.
    expect(await listedNames(ownerSession, "?ansvarlig=inactive")).toEqual(["Lead 00"]);
    expect(await listedNames(ownerSession, `?ansvarlig=${colleagueId}`)).toEqual(["Lead 00"]);
    await page.goto(`/admin/contact-submissions?ansvarlig=${colleagueId}`);
    expect(await page.locator('[data-name="Lead 00"]').textContent()).toContain("Ansvarlig: Kollega (deaktiveret)");
    await page.goto(`/admin/contact-submissions/${done}`);
    const choice = page.getByLabel("Ansvarlig");
    expect(await choice.locator("option:checked").textContent()).toBe("Kollega (deaktiveret)");
    // Saving the choice as shown changes nothing.
    await page.getByRole("button", { name: "Gem ansvarlig" }).click();
    expect(await page.locator("[data-assignee-state]").textContent()).toBe("Kollega (deaktiveret)");
    await page.context().close();
  });

  it("an invitee who has not chosen a password cannot be assigned", async () => {
    expect((await post(ownerSession, "/admin/medarbejdere", { intent: "invite", email: "ny@salgskraft.dk", name: "Nina Ny" })).status).toBe(200);
    const inviteeId = await userId(ownerSession, "ny@salgskraft.dk");
    const id = await enquiryId(ownerSession, "bo@berg.dk");
    const detail = await (await get(ownerSession, `/admin/contact-submissions/${id}`)).text();
    expect(detail).not.toContain(`value="${inviteeId}"`);
    const refused = await post(ownerSession, `/admin/contact-submissions/${id}`, { intent: "assign", assignee: inviteeId });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("har ikke taget imod invitationen endnu");
    // and nobody mailed them about a lead
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to("ny@salgskraft.dk").filter((mail) => mail.body.includes("tildelt"))).toEqual([]);
  });
});

describe("9. accounts tell the truth", () => {
  it("tells a disabled colleague so once the password is right, and nobody else", async () => {
    const page = await newPage(true);
    await page.goto("/admin/login");
    await page.fill('input[name="email"]', colleague.email);
    await page.fill('input[name="password"]', "helt-forkert-kodeord-til-kontoen");
    await page.click('button[type="submit"]');
    expect(await page.getByRole("alert").textContent()).toBe("Forkert e-mail eller adgangskode.");
    await page.fill('input[name="password"]', colleague.password);
    await page.click('button[type="submit"]');
    await page.getByRole("alert").filter({ hasText: "deaktiveret" }).waitFor();
    expect(await page.getByRole("alert").textContent()).toBe("Din konto er deaktiveret. Kontakt kontoens ejer, hvis du skal have adgang igen.");
    await page.context().close();
  });

  it("lets only the owner export and delete until the owner allows staff to, and says why in Danish", async () => {
    const staffSession = await logIn(second, "10.22.0.3");
    const list = await (await get(staffSession, "/admin/contact-submissions")).text();
    expect(list).not.toContain("export.csv");
    expect(list).toContain("Kun kontoens ejer må eksportere henvendelser.");
    const exported = await get(staffSession, "/admin/contact-submissions/export.csv");
    expect(exported.status).toBe(403);
    expect(await exported.text()).toContain("Kun kontoens ejer må eksportere henvendelser.");
    const id = await enquiryId(staffSession, "lead1@firma.dk");
    expect(await (await get(staffSession, `/admin/contact-submissions/${id}`)).text()).toContain("Kun kontoens ejer må slette henvendelser.");
    const deleted = await post(staffSession, `/admin/contact-submissions/${id}`, { intent: "delete", confirm: "ja" });
    expect(deleted.status).toBe(403);
    expect(await deleted.text()).toContain("Kun kontoens ejer må slette henvendelser.");

    const page = await newPage(false);
    await signIn(page, owner, "/admin/medarbejdere");
    await page.getByLabel("Medarbejdere må eksportere henvendelser og statistik som CSV").check();
    await page.getByRole("button", { name: "Gem rettigheder" }).click();
    expect(await page.getByRole("status").textContent()).toBe("Rettighederne er gemt.");
    await page.context().close();
    expect((await get(staffSession, "/admin/contact-submissions/export.csv")).status).toBe(200);
    expect((await post(staffSession, `/admin/contact-submissions/${id}`, { intent: "delete", confirm: "ja" })).status).toBe(403);
  });

  it("shows invitations, disables, resets, role changes and permission changes in the owner's history", async () => {
    const secondId = await userId(ownerSession, second.email);
    expect(await (await post(ownerSession, "/admin/medarbejdere", { intent: "role", userId: secondId, role: "owner" })).text()).toContain(
      `${second.email} er nu ejer.`,
    );
    expect(await (await post(ownerSession, "/admin/medarbejdere", { intent: "role", userId: secondId, role: "staff" })).text()).toContain(
      `${second.email} er nu medarbejder.`,
    );
    expect((await post(ownerSession, "/admin/medarbejdere", { intent: "reset", userId: await userId(ownerSession, "ny@salgskraft.dk") })).status).toBe(200);
    const page = await newPage(false);
    await signIn(page, owner, "/admin/historik");
    const history = await page.getByRole("table", { name: "Historik" }).textContent();
    for (const line of [
      // Accounts by name (issue 37, item 11): the CLI's accounts are named from their addresses.
      "Inviterede Nina Ny",
      "Deaktiverede Kollega (2 åbne henvendelser overdraget til Anden)",
      "Nulstillede adgangskoden for Nina Ny",
      "Gjorde Anden til ejer",
      "Gjorde Anden til medarbejder",
      "Rettighed ændret: medarbejdere må eksportere: ja",
    ])
      expect(history).toContain(line);
    expect(history).toContain("Ejer");
    await page.context().close();
  });
});

describe("7. the CSV opens cleanly", () => {
  it("downloads in Danish: labels, Danish time, assignee, note count, the phone as typed, one consent column, no formula", async () => {
    const page = await newPage(true);
    await signIn(page, owner);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Eksportér CSV" }).click()]);
    const csv = (await import("node:fs")).readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    await page.context().close();
    const split = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
    const [head, ...lines] = csv.split("\r\n").filter(Boolean);
    const header = split(head!);
    expect(header).toEqual(
      expect.arrayContaining([
        "Id",
        "Modtaget",
        "Senest ændret",
        "Type",
        "Status",
        "Navn",
        "Virksomhed",
        "E-mail",
        "Telefon",
        "Interesse",
        "Sendt fra",
        "Besked",
        "Ansvarlig",
        "Noter",
      ]),
    );
    expect(header.filter((cell) => cell.startsWith("Samtykke"))).toEqual(["Samtykke"]);
    const rowOf = (email: string) => {
      const cells = split(lines.find((line) => line.includes(`"${email}"`))!);
      return Object.fromEntries(header.map((name, i) => [name, cells[i]!]));
    };
    const karen = rowOf("karen@holm.dk");
    expect([karen.Type, karen.Status, karen.Interesse, karen.Ansvarlig]).toEqual(["Kontakt", "Ny", "Samarbejdspartner", "Anden"]);
    // Exactly as typed, with nothing invisible in front (issue 37, item 10).
    expect(karen.Telefon).toBe("+45 20 30 40 50");
    expect(karen.Modtaget).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The same wall-clock time the inbox shows (Europe/Copenhagen), not UTC.
    const shown = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Copenhagen", hour: "2-digit", minute: "2-digit" }).format(new Date());
    expect(Math.abs(Number(karen.Modtaget!.slice(11, 13)) - Number(shown.slice(0, 2))) % 24).toBeLessThanOrEqual(1);
    expect(rowOf("bo@berg.dk").Noter).toBe("1");
    expect(rowOf("pi@jensen.dk").Status).toBe("I gang");
    // No formula: a phone number (a + then digits, spaces, dashes and brackets) calls nothing.
    for (const line of lines)
      for (const cell of split(line)) if (!/^\+[\d ()-]+$/.test(cell)) expect(/^[\s\u00a0]*[=+\-@]|^[\t\r]/.test(cell), cell).toBe(false);
  });
});
