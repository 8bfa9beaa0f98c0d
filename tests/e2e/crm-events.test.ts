/**
 * Issue 37, item 9 end to end, in Chromium at 390 px against the production server, a real SMTP
 * server, Dovecot as the replies mailbox and a CRM receiver on loopback that checks each signature:
 * the owner subscribes to the whole story (a second webhook to the same address is refused), a
 * visitor comes from a campaign, a colleague works the enquiry in the admin (value, note, reply,
 * follow-up, completed and won, spam and back, a merge of two contacts and its undo) and the
 * customer answers by mail; each step reaches the CRM as its own signed event with the campaign and
 * the contact. "Send igen" in the delivery log (without JavaScript) sends a delivered event again
 * with the same id. Meetings booked, moved and cancelled: tests/integration/crm-events.test.ts.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDovecot } from "../integration/support/dovecot.ts";
import { header, startSmtp } from "../integration/support/smtp.ts";
import { startReceiver, type Received } from "../integration/support/webhook-receivers.ts";
import { launchChromium } from "./support/browser.ts";
import { postForm, removeDir, startServer, type TestServer } from "./support/server.ts";
import { logIn, staffPost, staffText, waitUntil, type StaffSession, signIn, staffDataDir } from "./support/staff.ts";
import { scaled } from "../support/scaled.ts";

const owner = { email: "ejer@salgskraft.dk", password: "korrekt-hest-batteri-haefteklamme" };
const anna = { email: "anna@salgskraft.dk", password: "anna-sælger-telefon-kaffe-vinter" };
const secret = "crm-modtager-hemmelighed-0123456789";
const phone = { width: 390, height: 844 };

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dovecot: Awaited<ReturnType<typeof startDovecot>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let browser: Browser;
let ownerSession: StaffSession;
let annaSession: StaffSession;
let hookId = "";
let enquiryId = "";
const pageErrors: string[] = [];

async function newPage(javaScript = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript, viewport: phone, locale: "da-DK" });
  const page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("dialog", (dialog) => {
    pageErrors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

/** Nothing wider than the phone. */
const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const about = (id: string) => receiver.received.filter((item) => (item.body.enquiry as { id: string }).id === id);
const arrived = (id: string, event: string, what = event) => waitUntil(() => about(id).find((item) => item.event === event), scaled(30_000), what);

beforeAll(async () => {
  [smtp, dovecot, receiver] = await Promise.all([startSmtp(), startDovecot(), startReceiver(secret)]);
  const dataDir = staffDataDir("salgskraft-crm-", owner);
  server = await startServer(
    {
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      IMAP_URL: dovecot.url,
      IMAP_POLL_MS: "1000",
      REPLY_TO: "svar@salgskraft.dk",
      WEBHOOK_ALLOW_PRIVATE: "1",
      WEBHOOK_RETRY_MS: "200",
    },
    dataDir,
  );
  browser = await launchChromium();
  ownerSession = await logIn(server.url, owner);
  const invited = await staffPost(ownerSession, "/admin/medarbejdere", { intent: "invite", email: anna.email, name: "Anna Holm" });
  const link = new URL(/https?:\/\/[^\s"<]+\/admin\/adgang\/[0-9a-f]{64}/.exec(await invited.text())![0]).pathname;
  expect((await postForm(`${server.url}${link}`, { password: anna.password, repeat: anna.password })).status).toBeLessThan(400);
  annaSession = await logIn(server.url, anna);
}, scaled(240_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await receiver?.close();
  await dovecot?.close();
  await smtp?.close();
  expect(pageErrors).toEqual([]);
});

describe("issue 37, item 9: the CRM gets the whole story", () => {
  it("the owner subscribes to every event on a phone; a second webhook to the same address is refused in Danish", async () => {
    const page = await newPage();
    await signIn(page, owner, "/admin/webhooks");
    // Every event can be picked, by its Danish label, and all are picked to begin with.
    for (const label of [
      "Forventet værdi ændret",
      "Note tilføjet",
      "Svar sendt til kunden",
      "Svar modtaget fra kunden",
      "Opfølgning klaret",
      "Møde flyttet",
      "Kontakter lagt sammen",
    ])
      expect(await page.getByLabel(label).isChecked(), label).toBe(true);
    await page.fill('input[name="url"]', receiver.url);
    await page.fill('input[name="secret"]', secret);
    await page.getByRole("button", { name: "Gem webhook" }).click();
    await page.getByText("Webhooken er gemt.").waitFor();
    hookId = (await page.locator("[data-webhook]").first().getAttribute("data-webhook"))!;

    // The same receiver written another way.
    await page.fill('input[name="url"]', `${receiver.url.replace("http://", "HTTP://")}/`);
    await page.fill('input[name="secret"]', secret);
    await page.getByRole("button", { name: "Gem webhook" }).click();
    await page.getByText("Der er allerede en webhook til den adresse.").waitFor();
    expect(await page.locator("[data-webhook]").count()).toBe(1);
    expect(await fitsPhone(page)).toBe(true);
    await page.context().close();
  });

  it("a visitor from a campaign: the new enquiry reaches the CRM with the campaign and the contact", async () => {
    const page = await newPage();
    await page.goto("/kontakt?utm_source=linkedin&utm_medium=cpc&utm_campaign=Vinter-2027");
    await page.locator("#cookie-banner").waitFor();
    await page.getByRole("button", { name: "Accepter" }).click();
    const form = page.locator("main form[method=post]").filter({ has: page.locator('[name="interest"]') });
    await form.locator('[name="name"]').fill("Karen Holm");
    await form.locator('[name="company"]').fill("Holm Rådgivning");
    await form.locator('[name="email"]').fill("karen@holm.dk");
    await form.locator('[name="phone"]').fill("+45 40 50 60 70");
    await form.locator('[name="interest"]').selectOption("business");
    await form.locator('[name="message"]').fill("Vi vil gerne have booket møder.");
    await form.locator('button[type="submit"]').click();
    await page.getByRole("heading", { name: "Tak for din besked!" }).waitFor();
    await page.context().close();
    const created = await waitUntil(
      () => receiver.received.find((item) => item.event === "enquiry.created" && (item.body.enquiry as { email: string }).email === "karen@holm.dk"),
      scaled(30_000),
      "enquiry.created",
    );
    enquiryId = (created.body.enquiry as { id: string }).id;
  });

  it("a colleague works the enquiry in the admin at 390 px; the customer answers by mail; each step reaches the CRM, signed, with the campaign and the contact", async () => {
    const page = await newPage();
    await signIn(page, anna, `/admin/contact-submissions/${enquiryId}`);
    await page.locator('input[name="monthlyValue"]').fill("12500");
    await page.getByRole("button", { name: "Gem værdi" }).click();
    await page.locator("[data-monthly-value='12500']").waitFor();
    const note = `Ringede tirsdag, sender tilbud fredag. ${"Hun vil høre om priser på mødebooking. ".repeat(30)}`;
    await page.fill("#note", note);
    await page.getByRole("button", { name: "Gem note" }).click();
    await page.getByRole("list", { name: "Noter" }).waitFor();
    await page.fill("#reply-body", "Tak for din henvendelse. Hvornår passer det, at vi ringer?");
    await page.fill("#reply-signed", "Anna Holm");
    await page.getByRole("button", { name: "Send svar" }).click();
    await page.getByText("Svaret er sat i kø").waitFor();
    expect(await fitsPhone(page)).toBe(true);
    await page.context().close();

    // The rest with the same admin forms, as a phone without JavaScript sends them.
    const at = `/admin/contact-submissions/${enquiryId}`;
    expect((await staffPost(annaSession, at, { intent: "follow-up", date: "2030-01-07", time: "10:00", what: "Ring Karen op" })).status).toBe(200);
    const followUpId = /name="followUpId" value="([0-9a-f-]{36})"/.exec(await staffText(annaSession, at))![1]!;
    expect((await staffPost(annaSession, at, { intent: "follow-up-done", followUpId })).status).toBe(200);
    expect((await staffPost(annaSession, at, { intent: "status", status: "completed" })).status).toBe(200);
    const reason = /name="reason"[^>]*>[\s\S]*?<option value="([^"]+)"/.exec(await staffText(annaSession, at))?.[1] ?? "Pris";
    expect((await staffPost(annaSession, at, { intent: "outcome", outcome: "won", reason, outcomeNote: "" })).status).toBe(200);
    expect((await staffPost(annaSession, at, { intent: "spam" })).status).toBe(200);
    expect((await staffPost(annaSession, at, { intent: "unspam" })).status).toBe(200);

    // Karen answers the reply; the poller reads it from Dovecot.
    const mail = await smtp.waitFor("karen@holm.dk", (text) => text.includes("Hvornår passer det, at vi ringer?"));
    const replyId = header(mail.body, "Message-ID")!;
    await dovecot.append(
      [
        "From: Karen Holm <karen@holm.dk>",
        "To: svar@salgskraft.dk",
        "Subject: Sv: Vedrørende din henvendelse",
        `Message-ID: <${randomBytes(8).toString("hex")}@holm.dk>`,
        `In-Reply-To: ${replyId}`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Ring gerne torsdag kl. 10.",
        "",
      ].join("\r\n"),
    );

    const events = [
      "enquiry.value_changed",
      "enquiry.note_added",
      "enquiry.reply_sent",
      "enquiry.follow_up_set",
      "enquiry.follow_up_done",
      "enquiry.status_changed",
      "enquiry.outcome",
      "enquiry.spam",
      "enquiry.reply_received",
    ];
    for (const event of events) await arrived(enquiryId, event);
    await waitUntil(() => about(enquiryId).filter((item) => item.event === "enquiry.spam").length === 2, scaled(30_000), "spam og gendannet");
    for (const item of about(enquiryId)) {
      expect(item.signed, item.event).toBe(true);
      expect(item.body.enquiry, item.event).toMatchObject({
        campaign: "Vinter-2027",
        attribution: { utmSource: "linkedin", utmMedium: "cpc", utmCampaign: "Vinter-2027" },
        contact: { name: "Karen Holm", email: "karen@holm.dk", phone: "+45 40 50 60 70", company: "Holm Rådgivning" },
      });
    }
    const body = (event: string) => about(enquiryId).find((item) => item.event === event)!.body;
    expect(body("enquiry.value_changed")).toMatchObject({ change: { to: 12500 } });
    expect(body("enquiry.outcome")).toMatchObject({
      change: { to: "won", reason, value: 12500 },
      enquiry: { outcome: "won", outcomeReason: reason, value: 12500 },
    });
    const noteExcerpt = (body("enquiry.note_added").change as { excerpt: string }).excerpt;
    expect(noteExcerpt.startsWith("Ringede tirsdag")).toBe(true);
    expect(noteExcerpt.length).toBeLessThanOrEqual(500);
    expect(body("enquiry.reply_sent")).toMatchObject({
      change: { signedAs: "Anna Holm", excerpt: expect.stringContaining("Hvornår passer det, at vi ringer?") },
    });
    expect(body("enquiry.reply_received")).toMatchObject({ change: { from: "karen@holm.dk", excerpt: "Ring gerne torsdag kl. 10." } });
    expect(body("enquiry.follow_up_set")).toMatchObject({ change: { what: "Ring Karen op" } });
    // Nothing sent twice.
    const ids = about(enquiryId).map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("Karen writes again from another address; the colleague merges the two contacts at 390 px and undoes it: the CRM hears both", async () => {
    const visitor = await newPage();
    await visitor.goto("/kontakt");
    await visitor.locator("#cookie-banner").waitFor();
    await visitor.getByRole("button", { name: "Accepter" }).click();
    const form = visitor.locator("main form[method=post]").filter({ has: visitor.locator('[name="interest"]') });
    await form.locator('[name="name"]').fill("Karen Holm");
    await form.locator('[name="email"]').fill("k.holm@privat.dk");
    await form.locator('[name="company"]').fill("Holm Privat");
    await form.locator('[name="phone"]').fill("+45 22 33 44 55");
    await form.locator('[name="interest"]').selectOption("business");
    await form.locator('[name="message"]').fill("Jeg skriver fra min private mail.");
    await form.locator('button[type="submit"]').click();
    await visitor.getByRole("heading", { name: "Tak for din besked!" }).waitFor();
    await visitor.context().close();
    const created = await waitUntil(
      () => receiver.received.find((item) => item.event === "enquiry.created" && (item.body.enquiry as { email: string }).email === "k.holm@privat.dk"),
      scaled(30_000),
      "den anden henvendelse",
    );
    const otherId = (created.body.enquiry as { id: string }).id;
    const page = await newPage();
    await signIn(page, anna, `/admin/contact-submissions/${enquiryId}`);
    await page.getByText("Læg en anden kontakt sammen med denne").click();
    await page.locator('input[name="other"]').fill("k.holm@privat.dk");
    await page.getByRole("button", { name: "Læg sammen" }).click();
    await page.getByText("Kontakterne er lagt sammen").waitFor();
    await page.getByRole("button", { name: "Fortryd sammenlægning" }).click();
    await page.getByText("Sammenlægningen er fortrudt").waitFor();
    expect(await fitsPhone(page)).toBe(true);
    await page.context().close();
    const merged = await arrived(otherId, "contact.merged");
    const undone = await arrived(otherId, "contact.merge_undone");
    const karen = (about(enquiryId)[0]!.body.enquiry as { contact: { id: string } }).contact.id;
    expect(merged.signed && undone.signed).toBe(true);
    expect(merged.body).toMatchObject({ change: { contactId: karen }, enquiry: { contact: { id: karen, email: "k.holm@privat.dk" } } });
    expect(undone.body).toMatchObject({
      change: { contactId: karen },
      enquiry: { contact: { id: (merged.body.change as { mergedContactId: string }).mergedContactId } },
    });
  });

  it("the owner sends a delivered event again from the delivery log, without JavaScript: the same id and payload arrive again, and the audit log says so", async () => {
    const outcome: Received = about(enquiryId).find((item) => item.event === "enquiry.outcome")!;
    const page = await newPage(false);
    await signIn(page, owner, `/admin/webhooks/${hookId}`);
    const row = page.locator(`[data-delivery="${outcome.id}"]`);
    await row.getByRole("button", { name: "Send igen" }).click();
    await page.getByText("»Vundet eller tabt« sendes igen om et øjeblik").waitFor();
    expect(await fitsPhone(page)).toBe(true);
    const again = await waitUntil(
      () => receiver.received.find((item) => item.id === outcome.id && item.replay === "1"),
      scaled(30_000),
      "den gensendte levering",
    );
    expect(again.signed).toBe(true);
    expect(again.body).toEqual(outcome.body);
    await page.goto(`/admin/webhooks/${hookId}`);
    expect(await page.locator(`[data-delivery="${outcome.id}"]`).count()).toBe(2);
    await page.getByText("sendt igen (1. gang)").waitFor();
    await page.goto("/admin/historik");
    await page.getByText(`Webhook sendt igen: Vundet eller tabt (id ${outcome.id})`).waitFor();
    await page.context().close();

    // A colleague cannot: the delivery log is the owner's.
    const refused = await staffPost(annaSession, `/admin/webhooks/${hookId}`, { intent: "replay", delivery: "1" });
    expect(refused.status).toBeGreaterThanOrEqual(400);
  });
});
