/**
 * Calendars that do not clash (issue 37 item 8) in Chromium at 390 px, against the production
 * server: a calendar server on loopback serves an .ics with a busy hour; the person pastes its
 * address on "Min tilgængelighed"; after the fetch the public booking page no longer offers that
 * hour. When the calendar then fails, the page says so in Danish and the hour stays blocked.
 */
import { createServer, type ServerResponse } from "node:http";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { logIn, type StaffSession, signIn, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
// Wednesday 17 March 2027, 07.55 Danish time; the busy hour is Thursday 18 March 10.00-11.00 (09.00-10.00 UTC).
const clockStart = "2027-03-17T06:55:00.000Z";
const busyStart = "2027-03-18T09:00:00.000Z";
const ics = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
  "BEGIN:VTIMEZONE",
  "TZID:Romance Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16011028T030000",
  "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010325T020000",
  "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:040000008200E00074C5B7101A82E008",
  "DTSTART;TZID=Romance Standard Time:20270318T100000",
  "DTEND;TZID=Romance Standard Time:20270318T110000",
  "SUMMARY:Optaget",
  "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

let server: TestServer;
let browser: Browser;
let session: StaffSession;
let calendar: ReturnType<typeof createServer>;
let calendarUrl: string;
let answer: (response: ServerResponse) => void = (response) => response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" }).end(ics);
const pageErrors: string[] = [];

beforeAll(async () => {
  calendar = createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => calendar.listen(0, "127.0.0.1", resolve));
  calendarUrl = `http://127.0.0.1:${(calendar.address() as { port: number }).port}/owa/calendar/hemmelig/calendar.ics`;
  const dataDir = staffDataDir("salgskraft-busy-", owner);
  // WEBHOOK_ALLOW_PRIVATE=1: the calendar server is on loopback (the same rule as for webhooks).
  server = await startServer({ TEST_CLOCK: clockStart, WEBHOOK_ALLOW_PRIVATE: "1" }, dataDir);
  browser = await launchChromium();
  session = await logIn(server.url, owner);
  const fields: Record<string, string> = { csrf: session.csrf, intent: "weekly", displayName: "Anna Holm", takesMeetings: "on" };
  for (const weekday of [1, 2, 3, 4, 5]) Object.assign(fields, { [`day-${weekday}`]: "on", [`from-${weekday}`]: "08:00", [`to-${weekday}`]: "15:00" });
  const saved = await postForm(`${server.url}/admin/moeder/tilgaengelighed`, fields, { Cookie: session.cookie });
  expect(saved.status).toBe(200);
}, scaled(240_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  calendar?.closeAllConnections();
  await new Promise((resolve) => calendar?.close(resolve));
  expect(pageErrors).toEqual([]);
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return page;
}

/** The times the public booking page offers for a 20-minute meeting this week (without JavaScript, as a plain GET). */
async function offered(): Promise<string[]> {
  const html = await (await fetch(`${server.url}/book-et-moede?emne=moedebooking&laengde=20`)).text();
  return [...html.matchAll(/<option[^>]*value="(\d{4}-\d{2}-\d{2}T[^"]+)"/g)].map((match) => match[1]!);
}

describe("calendars that do not clash", () => {
  it("the person adds their calendar's secret address at 390 px; after the fetch the booking page no longer offers the busy hour", async () => {
    const before = await offered();
    expect(before).toContain(busyStart);
    expect(before).toContain("2027-03-18T08:30:00.000Z");

    const page = await phonePage();
    await signIn(page, owner, "/admin/moeder/tilgaengelighed");
    await page.getByLabel("Hemmelig iCal-adresse").fill(calendarUrl);
    await page.getByRole("button", { name: "Gem og hent kalenderen" }).click();
    await expect
      .poll(() => page.getByRole("alert").or(page.getByRole("status")).allTextContents())
      .toContainEqual(expect.stringContaining("Din kalender er hentet: 1 optagede tider"));
    const status = page.getByTestId("busy-calendar-status");
    await expect.poll(() => status.textContent()).toMatch(/Kalender fra 127\.0\.0\.1:\d+.*Sidst hentet .*: 1 optagede tider\./);
    // The secret address is not shown back.
    expect(await page.content()).not.toContain("/owa/calendar/hemmelig/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // 10.00-11.00 is busy; with the 15-minute buffer 09.30 runs into it too. 09.00 and 11.00 stay free.
    const after = await offered();
    expect(after).not.toContain(busyStart);
    expect(after).not.toContain("2027-03-18T09:30:00.000Z");
    expect(after).not.toContain("2027-03-18T08:30:00.000Z");
    expect(after).toContain("2027-03-18T08:00:00.000Z");
    expect(after).toContain("2027-03-18T10:00:00.000Z");
    await page.goto("/book-et-moede?emne=moedebooking&laengde=20");
    const options = await page.$$eval("#field-start option", (list) => list.map((option) => (option as HTMLOptionElement).value));
    expect(options).not.toContain(busyStart);
    expect(options).toContain("2027-03-18T10:00:00.000Z");

    // The calendar fails: the person is told in Danish, and the hour stays blocked.
    answer = (response) => response.writeHead(503).end("nede");
    await page.goto("/admin/moeder/tilgaengelighed");
    await page.getByLabel("Ny hemmelig iCal-adresse").fill(calendarUrl);
    await page.getByRole("button", { name: "Gem og hent kalenderen" }).click();
    await expect.poll(() => page.getByTestId("busy-calendar-status").textContent()).toContain("Kalenderen kunne ikke hentes: Kalenderen svarede HTTP 503");
    expect(await page.textContent("main")).toContain("Vi bruger de optagede tider fra sidste gang");
    expect(await offered()).not.toContain(busyStart);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
