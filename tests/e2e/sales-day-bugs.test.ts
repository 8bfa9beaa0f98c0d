/**
 * Issue 37's four broken items, as the sales team met them, in Chromium at 390 px against the
 * production server, a real SMTP server and a webhook receiver on loopback:
 *  1. a calendar app subscribing to /kalender/<token> (a token with capitals) got a 301 to the
 *     lowercased path, a 404; no other link with a token or an id may be redirected either;
 *  2. the CRM got `campaign: null` although the visitor came with a utm campaign;
 *  3. booking without JavaScript: the second press (the fill-time guard's) lost the chosen time;
 *  4. disabling a colleague left their meetings behind: the new host's "Mine" was empty, nobody
 *     was told, and the customer's confirmation still named the colleague who left.
 * The booking clock starts on Wednesday 17 March 2027 at 07.55 (TEST_CLOCK); the fill-time
 * guard is on (FORM_MIN_FILL_MS=1), so a form sent without JavaScript needs its second press.
 */
import ICAL from "ical.js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingForm } from "../../app/forms/booking.ts";
import { startSmtp } from "../integration/support/smtp.ts";
import { startReceiver } from "../integration/support/webhook-receivers.ts";
import { hydrate, launchChromium } from "./support/browser.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { logIn, staffPost, userId, waitUntil, type StaffSession, signIn, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const anna = { email: "anna@salgskraft.dk", password: "anna-sælger-telefon-kaffe-vinter" };
const sanne = { email: "sanne@salgskraft.dk", password: "sanne-overtager-moeder-blyant-hav" };
const secret = "s".repeat(32);
const phone = { width: 390, height: 844 };

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let browser: Browser;
let ownerSession: StaffSession;
const pageErrors: string[] = [];

async function newPage(javaScript = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport: phone, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    // A form answered 422 (the no-JavaScript second press) reports its status; anything else fails.
    if (message.type() === "error" && !/status of 422/.test(message.text())) pageErrors.push(message.text());
  });
  return page;
}

/** The path and query of an absolute link (the mails and the feed address carry SITE_URL). */
const local = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

const linkIn = (text: string, label: string) => local(new RegExp(`${label}: (\\S+)`).exec(text)![1]!);

/** The decoded text/calendar part of a raw mail, parsed with ical.js. */
function invitation(raw: string) {
  const at = raw.search(/Content-Type: text\/calendar/i);
  const part = raw.slice(at);
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part
    .slice(split)
    .trimStart()
    .split(/\r?\n--/)[0]!;
  const ics = /base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : Buffer.from(
        body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
  return {
    method: /method=(\w+)/i.exec(headers)?.[1],
    start: event.startDate.toJSDate().toISOString(),
    sequence: event.sequence,
    description: event.description,
    organizer: String(event.component.getFirstPropertyValue("organizer") ?? ""),
    organizerName: String(event.component.getFirstProperty("organizer")?.getParameter("cn") ?? ""),
  };
}

/** A staff member's name for customers, their weekly times and whether they take meetings. */
async function saveProfile(session: StaffSession, displayName: string, takesMeetings: boolean) {
  const fields: Record<string, string> = { intent: "weekly", displayName, ...(takesMeetings ? { takesMeetings: "on" } : {}) };
  for (const weekday of [1, 2, 3, 4, 5]) Object.assign(fields, { [`day-${weekday}`]: "on", [`from-${weekday}`]: "08:00", [`to-${weekday}`]: "16:00" });
  const response = await staffPost(session, "/admin/moeder/tilgaengelighed", fields);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Din tilgængelighed er gemt");
}

/**
 * Books `start` without JavaScript as a visitor on a phone: topic and length, a time, the details,
 * then the two presses the fill-time guard asks for. Returns the page on the confirmation.
 */
async function bookWithoutJavaScript(start: string, guest: { name: string; email: string; company: string; phone: string; message: string }) {
  const page = await newPage(false);
  await page.goto("/book-et-moede");
  await page.selectOption('select[name="emne"]', "moedebooking");
  await page.selectOption('select[name="laengde"]', "20");
  await page.getByRole("button", { name: "Vis ledige tider" }).click();
  await page.waitForURL(/emne=moedebooking/);
  await page.selectOption("#field-start", start);
  const { fields } = bookingForm;
  await page.getByLabel(fields.name.label).fill(guest.name);
  await page.getByLabel(fields.company.label).fill(guest.company);
  await page.getByLabel(fields.email.label).fill(guest.email);
  await page.getByLabel(fields.phone.label).fill(guest.phone);
  await page.getByLabel(fields.message.label).fill(guest.message);
  await page.getByRole("button", { name: "Book mødet" }).click();
  await page.waitForLoadState("load");
  return page;
}

beforeAll(async () => {
  smtp = await startSmtp();
  receiver = await startReceiver(secret);
  const dataDir = staffDataDir("salgskraft-issue37-", owner);
  server = await startServer(
    {
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      TEST_CLOCK: "2027-03-17T06:55:00.000Z",
      FORM_MIN_FILL_MS: "1",
      WEBHOOK_ALLOW_PRIVATE: "1",
      WEBHOOK_RETRY_MS: "200",
    },
    dataDir,
  );
  browser = await launchChromium();
  ownerSession = await logIn(server.url, owner);
  // The colleagues come in by the owner's invitation (one CLI start of the database is enough).
  for (const colleague of [anna, sanne]) {
    const invited = await staffPost(ownerSession, "/admin/medarbejdere", {
      intent: "invite",
      email: colleague.email,
      name: colleague === anna ? "Anna Holm" : "Sanne Berg",
    });
    const link = local(/https?:\/\/[^\s"<]+\/admin\/adgang\/[0-9a-f]{64}/.exec(await invited.text())![0]);
    const saved = await postForm(`${server.url}${link}`, { password: colleague.password, repeat: colleague.password });
    expect(saved.status, colleague.email).toBeLessThan(400);
  }
  // Anna takes the meetings; Sanne has a name for customers but takes none until she is handed Anna's.
  await saveProfile(await logIn(server.url, anna), "Anna Holm", true);
  await saveProfile(await logIn(server.url, sanne), "Sanne Berg", false);
  const hook = await staffPost(
    ownerSession,
    "/admin/webhooks",
    new URLSearchParams([
      ["intent", "add"],
      ["url", receiver.url],
      ["secret", secret],
      ["events", "enquiry.created"],
    ]),
  );
  expect(hook.status).toBeLessThan(400);
  // A server with its own database, and three passwords hashed: minutes on a loaded machine.
}, scaled(420_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await smtp?.close();
  await receiver?.close();
  expect(pageErrors).toEqual([]);
});

describe("issue 37: the four broken items", () => {
  let feedPath = "";

  it("1. the iCal feed answers at its own address (a token with capitals), and no link with a token or an id is redirected", async () => {
    const page = await newPage();
    await signIn(page, sanne, "/admin/moeder/tilgaengelighed");
    await page.getByRole("button", { name: "Lav kalender-adresse" }).click();
    const shown = (await page.getByTestId("feed-url").textContent())!.trim();
    feedPath = local(shown);
    const token = feedPath.replace("/kalender/", "");
    // base64url: 32 characters, all but certain to hold a capital (the bug's trigger).
    expect(token).toMatch(/[A-Z]/);
    await page.context().close();

    // What a calendar app does: GET the address it was given, not following redirects.
    const feed = await fetch(`${server.url}${feedPath}`, { redirect: "manual" });
    expect(feed.status, feed.headers.get("location") ?? "").toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
    // The fixed part is still lowered; the token is kept as it was.
    const upper = await fetch(`${server.url}/Kalender/${token}/`, { redirect: "manual" });
    expect(upper.status).toBe(301);
    expect(upper.headers.get("location")).toBe(feedPath);

    // An invitation link, and a staff page by id, with the id in capitals as some mail clients write it.
    const invited = await staffPost(ownerSession, "/admin/medarbejdere", { intent: "invite", email: "ny@salgskraft.dk", name: "Nina Ny" });
    const invitation = local(/(https?:\/\/[^\s"<]+\/admin\/adgang\/[0-9a-f]{64})/.exec(await invited.text())![1]!);
    expect((await fetch(`${server.url}${invitation}`, { redirect: "manual" })).status).toBe(200);
    const annaId = await userId(ownerSession, anna.email);
    for (const pathName of [
      `/admin/adgang/${"A".repeat(64)}`,
      `/admin/contact-submissions/${annaId.toUpperCase()}`,
      `/admin/webhooks/${annaId.toUpperCase()}`,
    ]) {
      expect((await fetch(`${server.url}${pathName}`, { redirect: "manual" })).status, pathName).not.toBe(301);
    }
  });

  it("2. the CRM gets the campaign: the new-enquiry webhook carries the source, medium and campaign the enquiry page shows", async () => {
    const page = await newPage();
    await page.goto("/kontakt?utm_source=linkedin&utm_medium=cpc&utm_campaign=Vinter-2027");
    await page.locator("#cookie-banner").waitFor();
    await page.getByRole("button", { name: "Accepter" }).click();
    const form = page.locator("main form[method=post]").filter({ has: page.locator('[name="interest"]') });
    await form.locator('[name="name"]').fill("Lise Kampagne");
    await form.locator('[name="company"]').fill("Kampagne ApS");
    await form.locator('[name="email"]').fill("lise@kampagne.dk");
    await form.locator('[name="phone"]').fill("+45 30 30 30 30");
    await form.locator('[name="interest"]').selectOption("business");
    await form.locator('[name="message"]').fill("Vi vil høre mere om mødebooking.");
    await form.locator('button[type="submit"]').click();
    await page.getByRole("heading", { name: "Tak for din besked!" }).waitFor();
    await page.context().close();

    const delivered = await waitUntil(
      () => receiver.received.find((call) => call.event === "enquiry.created" && (call.body.enquiry as { email: string }).email === "lise@kampagne.dk"),
      30_000,
      "webhooket for Lise",
    );
    const enquiry = delivered.body.enquiry as { id: string; campaign: string | null; attribution: Record<string, unknown> | null };

    const admin = await newPage();
    await signIn(admin, owner, `/admin/contact-submissions/${enquiry.id}`);
    const shown = async (label: string) => (await admin.locator(`[data-attribution="${label}"] dd`).textContent())?.trim();
    expect(await shown("utm_campaign")).toBe("Vinter-2027");
    expect(enquiry.campaign).toBe(await shown("utm_campaign"));
    expect(enquiry.attribution).toMatchObject({
      utmSource: await shown("utm_source"),
      utmMedium: await shown("utm_medium"),
      utmCampaign: await shown("utm_campaign"),
      landingPage: await shown("Indgangsside"),
    });
    expect(enquiry.attribution).toMatchObject({ utmSource: "linkedin", utmMedium: "cpc", scope: "visit" });
    await admin.context().close();
  });

  it("3. without JavaScript the second press books the chosen time: the confirmation keeps the time and every other choice", async () => {
    const guest = { name: "Mette Jensen", email: "mette@jensenbyg.dk", company: "Jensen Byg ApS", phone: "+45 20 30 40 50", message: "Vi sælger carporte." };
    const page = await bookWithoutJavaScript("2027-03-18T09:00:00.000Z", guest);
    // The fill-time guard asks for one more press, with everything still chosen.
    await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("tryk på knappen igen");
    expect(await page.locator("#field-start").inputValue()).toBe("2027-03-18T09:00:00.000Z");
    const { fields } = bookingForm;
    expect(await page.getByLabel(fields.name.label).inputValue()).toBe(guest.name);
    expect(await page.getByLabel(fields.company.label).inputValue()).toBe(guest.company);
    expect(await page.getByLabel(fields.email.label).inputValue()).toBe(guest.email);
    expect(await page.getByLabel(fields.phone.label).inputValue()).toBe(guest.phone);
    expect(await page.getByLabel(fields.message.label).inputValue()).toBe(guest.message);
    expect(await page.locator('input[name="topic"]').inputValue()).toBe("moedebooking");
    expect(await page.locator('input[name="length"]').inputValue()).toBe("20");
    await page.getByRole("button", { name: "Book mødet" }).click();
    await page.waitForURL(/\/book-et-moede\/bekraeftet/);
    expect(await page.textContent("main")).toContain("torsdag den 18. marts 2027 kl. 10.00-10.20");
    const mail = await smtp.waitFor(guest.email);
    expect(mail.text).toContain("Du taler med: Anna Holm");
    await page.context().close();
  });

  it("4. disabling Anna hands her upcoming meeting to Sanne: Sanne's 'Mine' and feed, a mail to Sanne, an updated confirmation to the customer", async () => {
    // A customer books Anna (with JavaScript, one press).
    const visitor = await newPage();
    await visitor.goto("/book-et-moede?emne=moedebooking&laengde=20");
    await hydrate(visitor);
    await visitor.selectOption("#field-start", "2027-03-19T09:00:00.000Z");
    const { fields } = bookingForm;
    await visitor.getByLabel(fields.name.label).fill("Ole Madsen");
    await visitor.getByLabel(fields.company.label).fill("Madsen VVS ApS");
    await visitor.getByLabel(fields.email.label).fill("ole@madsenvvs.dk");
    await visitor.getByLabel(fields.phone.label).fill("+45 40 50 60 70");
    await visitor.getByRole("button", { name: "Book mødet" }).click();
    await visitor.waitForURL(/\/book-et-moede\/bekraeftet/);
    await visitor.context().close();
    const booked = await smtp.waitFor("ole@madsenvvs.dk", (text) => text.includes("Du taler med: Anna Holm"));
    const viewLink = linkIn(booked.text, "Se din booking");

    const page = await newPage();
    await signIn(page, owner, "/admin/medarbejdere");
    await page.locator(`[data-email="${anna.email}"]`).getByRole("link", { name: "Deaktivér" }).click();
    const dialog = page.locator('section[aria-labelledby="deaktiver-title"]');
    // Ole's meeting, and Mette's from item 3 when it ran before.
    await expect.poll(() => dialog.textContent()).toMatch(/\d+ kommende møder? med (en kunde|kunder)/);
    // Meetings cannot become "unassigned": the customer must know whom they talk to.
    expect(await dialog.locator('option[value="unassigned"]').count()).toBe(0);
    await dialog.locator('select[name="handover"]').selectOption({ label: "Sanne Berg" });
    await dialog.getByRole("button", { name: "Deaktivér" }).click();
    await expect.poll(() => page.textContent("main")).toMatch(/\d+ kommende møder? er flyttet til Sanne Berg/);
    await page.context().close();

    // Sanne is told, with the meeting for her calendar (the same entry, a newer version).
    const toSanne = await smtp.waitFor(sanne.email, (text) => text.includes("overtaget mødet") && text.includes("Ole Madsen"));
    expect(toSanne.text).toContain("Du har overtaget mødet fra Anna Holm");
    expect(toSanne.text).toContain("Ole Madsen");
    const sanneIcs = invitation(toSanne.body);
    expect(sanneIcs).toMatchObject({ method: "REQUEST", start: "2027-03-19T09:00:00.000Z", sequence: 2 });

    // The customer gets an updated confirmation naming Sanne, with an .ics that updates the entry.
    const update = await smtp.waitFor("ole@madsenvvs.dk", (text) => text.includes("Du taler med: Sanne Berg"));
    expect(update.text).toContain("Sanne Berg tager det nu");
    expect(update.text).not.toContain("Du taler med: Anna Holm");
    const guestIcs = invitation(update.body);
    expect(guestIcs).toMatchObject({ method: "REQUEST", start: "2027-03-19T09:00:00.000Z", sequence: 2 });
    expect(guestIcs.description).toContain("Du taler med Sanne Berg");
    expect(guestIcs.organizerName).toContain("Sanne Berg");
    // The links of the new mail work; the confirmation page names Sanne.
    const confirmation = await newPage(false);
    await confirmation.goto(viewLink);
    expect(await confirmation.textContent("main")).toContain("Sanne Berg");
    expect(await confirmation.textContent("main")).not.toContain("Anna Holm");
    await confirmation.goto(linkIn(update.text, "Flyt mødet"));
    expect(await confirmation.textContent("main")).not.toContain("Linket er allerede brugt");
    await confirmation.context().close();

    // Sanne's "Mine" holds the meeting, and so does her calendar feed.
    const mine = await newPage();
    await signIn(mine, sanne, "/admin/moeder?vis=mine");
    expect(await mine.textContent("main")).toContain("Ole Madsen");
    await mine.context().close();
    const feed = await (await fetch(`${server.url}${feedPath}`)).text();
    expect(feed).toContain("Ole Madsen");
  });
});
