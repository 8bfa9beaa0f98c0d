/**
 * Replies by mail and outgoing webhooks on both engines, against a real SMTP server and real HTTP
 * receivers: the reply's headers as the customer's mail program sees them, each event signed and
 * delivered once, a receiver that fails three times, two workers at once, and no webhook into
 * our own network.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignEnquiry } from "../../app/server/inbox/assignment.server.ts";
import { contactOf, contactTimeline } from "../../app/server/inbox/contacts.server.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { openDatabase } from "../../app/server/platform/db.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { parseAnswer, storeAnswer } from "../../app/server/mail/inbound-mail.server.ts";
import { updateStatus } from "../../app/server/inbox/inbox.server.ts";
import { outcomeReasons, runBulk, setOutcome } from "../../app/server/inbox/pipeline.server.ts";
import { deliverDue } from "../../app/server/mail/outbox.server.ts";
import { messagesOf, sendReply } from "../../app/server/mail/replies.server.ts";
import { staffUsers, webhookDeliveries, webhooks } from "../../app/server/schema.server.ts";
import { addWebhook, checkWebhook, deliverDueWebhooks, deliveriesOf, webhookUrlProblem } from "../../app/server/webhooks/webhooks.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { header, startSmtp, textOf } from "./support/smtp.ts";
import { startReceiver } from "./support/webhook-receivers.ts";

const sessionSecret = "a-session-secret-of-at-least-32-characters";
const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: sessionSecret };
const mailConfig = { from: "Salgskraft <no-reply@salgskraft.dk>", replyTo: "svar@salgskraft.dk" };
const hookConfig = { sessionSecret, allowPrivate: true, retryMs: 50 };
let counter = 0;
const enquiry = (email: string) => ({
  kind: "contact" as const,
  source: "/kontakt",
  name: `Kunde ${++counter}`,
  email,
  interest: "business",
  message: `Besked ${counter}`,
});

async function until<T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error("Tiden løb ud");
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

describe.each(engines())("replies and webhooks on $name", (engine) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let staffId: string;
  beforeAll(async () => {
    database = await engine.open();
    smtp = await startSmtp();
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    staffId = (await database.db.select({ id: staffUsers.id }).from(staffUsers))[0]!.id;
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  it("sends a reply from the agency, signed by the staff member, with a Reply-To that routes answers back and the Message-ID we keep", async () => {
    const { id } = await storeEnquiry(database.db, enquiry("karen@holm.dk"), notify);
    const mailId = await sendReply(
      database.db,
      id,
      { subject: "Vedrørende din henvendelse", body: "Tak – hvornår passer det at ringe?", signedAs: "Mette Lund" },
      staffId,
      mailConfig,
    );
    expect(mailId).toBeGreaterThan(0);
    // On the enquiry at once, waiting.
    let [message] = await messagesOf(database.db, id);
    expect(message).toMatchObject({ direction: "out", signedAs: "Mette Lund", mail: { state: "waiting" } });
    await deliverDue(database.db, { smtpUrl: smtp.url, from: mailConfig.from });
    const mail = smtp.to("karen@holm.dk").find((received) => header(received.body, "Subject") === "Vedrørende din henvendelse")!;
    expect(header(mail.body, "From")).toContain("no-reply@salgskraft.dk");
    expect(header(mail.body, "Reply-To")).toBe("svar@salgskraft.dk");
    expect(textOf(mail.body).replace(/\r\n/g, "\n")).toContain("Tak – hvornår passer det at ringe?\n\nVenlig hilsen\nMette Lund\nSalgskraft");
    [message] = await messagesOf(database.db, id);
    expect(message!.mail!.state).toBe("sent");
    const { enquiryMessages } = await import("../../app/server/schema.server.ts");
    const [stored] = await database.db.select().from(enquiryMessages).where(eq(enquiryMessages.submissionId, id));
    expect(header(mail.body, "Message-ID")).toBe(stored!.messageId);

    // The answer threads by In-Reply-To; the same answer read again is stored once.
    const answer = Buffer.from(
      `From: Karen <karen@holm.dk>\r\nTo: svar@salgskraft.dk\r\nSubject: Sv: Vedrørende din henvendelse\r\nMessage-ID: <svar-1@holm.dk>\r\nIn-Reply-To: ${stored!.messageId}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nRing gerne torsdag kl. 10.\r\n`,
    );
    const parsed = await parseAnswer(answer, answer.length, false);
    expect(await storeAnswer(database.db, parsed, { siteUrl: notify.siteUrl, ownAddress: "no-reply@salgskraft.dk" })).toBe("stored");
    expect(await storeAnswer(database.db, parsed, { siteUrl: notify.siteUrl, ownAddress: "no-reply@salgskraft.dk" })).toBe("duplicate");
    const thread = await messagesOf(database.db, id);
    expect(thread.map((item) => [item.direction, item.match])).toEqual([
      ["out", null],
      ["in", "thread"],
    ]);
    expect(thread[1]!.body).toContain("Ring gerne torsdag kl. 10.");

    // A stranger answering in Karen's thread is held, not attached.
    const spoofed = Buffer.from(
      `From: fremmed@andet.dk\r\nSubject: Sv: Vedrørende din henvendelse\r\nMessage-ID: <falsk@andet.dk>\r\nIn-Reply-To: ${stored!.messageId}\r\n\r\nSend fakturaen til mig i stedet.\r\n`,
    );
    expect(
      await storeAnswer(database.db, await parseAnswer(spoofed, spoofed.length, false), { siteUrl: notify.siteUrl, ownAddress: "no-reply@salgskraft.dk" }),
    ).toBe("held");
    expect((await messagesOf(database.db, id)).find((item) => item.fromAddress === "fremmed@andet.dk")!.match).toBe("uncertain");

    // On the contact's one timeline: the reply (once, with its state, not also as a plain mail) and the answer; the held one not.
    const timeline = await contactTimeline(database.db, (await contactOf(database.db, id))!);
    const messages = timeline.entries.filter((entry) => entry.type === "message");
    expect(messages.map((entry) => entry.type === "message" && [entry.direction, entry.state])).toEqual([
      ["in", null],
      ["out", "sent"],
    ]);
    expect(timeline.entries.filter((entry) => entry.type === "mail" && entry.subject === "Vedrørende din henvendelse")).toEqual([]);
    expect(JSON.stringify(timeline.entries)).not.toContain("Send fakturaen til mig i stedet.");
  });

  it("posts each new enquiry, status change and assignment once, signed, to every webhook that wants it", async () => {
    const receiver = await startReceiver("hemmelig-noegle-paa-mindst-16");
    const checked = checkWebhook(
      { url: receiver.url, secret: "hemmelig-noegle-paa-mindst-16", events: ["enquiry.created", "enquiry.status_changed", "enquiry.assigned"] },
      true,
    );
    if ("error" in checked) throw new Error(checked.error);
    const hookId = await addWebhook(database.db, checked.webhook, sessionSecret, staffId);
    // Stored encrypted: the secret is not in the table.
    const [row] = await database.db.select().from(webhooks).where(eq(webhooks.id, hookId));
    expect(row!.secret).not.toContain("hemmelig");

    const { id } = await storeEnquiry(database.db, enquiry("bo@firma.dk"), notify);
    expect(await updateStatus(database.db, id, "in_progress", staffId)).toBe(true);
    expect(await assignEnquiry(database.db, id, staffId, { userId: staffId, name: "Mette" }, notify.siteUrl)).toBe("ok");
    await deliverDueWebhooks(database.db, hookConfig);
    const events = receiver.received.filter((item) => (item.body.enquiry as { id: string }).id === id);
    expect(events.map((item) => item.event)).toEqual(["enquiry.created", "enquiry.status_changed", "enquiry.assigned"]);
    expect(events.every((item) => item.signed)).toBe(true);
    expect(events[1]!.body).toMatchObject({ change: { from: "new", to: "in_progress" }, enquiry: { email: "bo@firma.dk", statusLabel: "I gang" } });
    expect(String(events[2]!.body.text)).toContain("Tildelt mette@salgskraft.dk");
    // Nothing is sent twice.
    await deliverDueWebhooks(database.db, hookConfig);
    expect(receiver.received.filter((item) => (item.body.enquiry as { id: string }).id === id)).toHaveLength(3);

    // The pipeline's outcome, and a bulk status change, come through the same history hook.
    await database.db
      .update(webhooks)
      .set({ events: ["enquiry.status_changed", "enquiry.outcome"] })
      .where(eq(webhooks.id, hookId));
    const before = receiver.received.length;
    const { id: second } = await storeEnquiry(database.db, { ...enquiry("vundet@firma.dk"), kind: "quote" }, notify);
    expect(
      await runBulk(database.db, { action: "status", ids: [id, second], status: "completed", siteUrl: notify.siteUrl }, { userId: staffId, name: "Mette" }),
    ).toMatchObject({ ok: true });
    const reason = (await outcomeReasons(database.db))[0]!;
    expect(await setOutcome(database.db, second, { outcome: "won", reason, note: "" }, staffId)).toMatchObject({ ok: true });
    await deliverDueWebhooks(database.db, hookConfig);
    const later = receiver.received.slice(before).map((item) => item.event);
    expect(later.sort()).toEqual(["enquiry.outcome", "enquiry.status_changed", "enquiry.status_changed"]);
    const outcome = receiver.received.find((item) => item.event === "enquiry.outcome")!;
    expect(outcome.body).toMatchObject({ change: { to: "won", reason } });
    expect(String(outcome.body.text)).toContain(`Markeret som vundet (${reason})`);
    await database.db.delete(webhooks).where(eq(webhooks.id, hookId));
    await receiver.close();
  });

  it("retries a receiver that fails three times with back-off, and logs each attempt", async () => {
    const receiver = await startReceiver("hemmelig-noegle-paa-mindst-16", { failFirst: 3 });
    const hookId = await addWebhook(
      database.db,
      { url: receiver.url, secret: "hemmelig-noegle-paa-mindst-16", events: ["enquiry.created"] },
      sessionSecret,
      staffId,
    );
    await storeEnquiry(database.db, enquiry("tre@forsoeg.dk"), notify);
    const started = Date.now();
    await until(async () => {
      await deliverDueWebhooks(database.db, hookConfig);
      return receiver.received.length === 1;
    });
    // 50 + 100 + 200 ms of back-off at least.
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(receiver.calls()).toBe(4);
    const [log] = await deliveriesOf(database.db, hookId);
    expect(log).toMatchObject({ state: "delivered", attempts: 4, lastStatus: 200 });
    await database.db.delete(webhooks).where(eq(webhooks.id, hookId));
    await receiver.close();
  });

  it("delivers each event once when two workers run at the same time", async () => {
    const receiver = await startReceiver("hemmelig-noegle-paa-mindst-16", { delayMs: 5 });
    const hookId = await addWebhook(
      database.db,
      { url: receiver.url, secret: "hemmelig-noegle-paa-mindst-16", events: ["enquiry.created"] },
      sessionSecret,
      staffId,
    );
    for (let i = 0; i < 30; i++) await storeEnquiry(database.db, enquiry(`samtidig${i}@firma.dk`), notify);
    // A second connection to the same database, as a second instance has (PGlite: one handle, concurrent calls).
    const second = database.url ? await openDatabase({ databaseUrl: database.url }) : { db: database.db, close: async () => {} };
    await until(async () => {
      await Promise.all([
        deliverDueWebhooks(database.db, hookConfig, 5),
        deliverDueWebhooks(second.db, hookConfig, 5),
        deliverDueWebhooks(database.db, hookConfig, 5),
        deliverDueWebhooks(second.db, hookConfig, 5),
      ]);
      return receiver.received.length >= 30;
    });
    const ids = receiver.received.map((item) => item.id);
    expect(new Set(ids).size).toBe(30);
    expect(ids).toHaveLength(30);
    await second.close();
    await database.db.delete(webhooks).where(eq(webhooks.id, hookId));
    await receiver.close();
  });

  it("never posts into our own network unless allowed (SSRF)", async () => {
    for (const url of [
      "http://169.254.169.254/latest/meta-data",
      "https://127.0.0.1/hook",
      "https://localhost/hook",
      "https://[::1]/hook",
      "https://10.0.0.5/hook",
      "http://eksempel.dk/hook",
      "https://bruger:kode@eksempel.dk/hook",
    ]) {
      expect(webhookUrlProblem(url, false), url).not.toBeNull();
    }
    expect(webhookUrlProblem("https://hooks.slack.com/services/T000/B000/XXX", false)).toBeNull();
    // A name that resolves to a private address is refused when we connect, not only when saved.
    const receiver = await startReceiver("hemmelig-noegle-paa-mindst-16");
    const hookId = await addWebhook(
      database.db,
      { url: receiver.url.replace("127.0.0.1", "localhost"), secret: "hemmelig-noegle-paa-mindst-16", events: ["enquiry.created"] },
      sessionSecret,
      staffId,
    );
    await storeEnquiry(database.db, enquiry("ssrf@firma.dk"), notify);
    await deliverDueWebhooks(database.db, { ...hookConfig, allowPrivate: false });
    const [delivery] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hookId));
    expect(delivery!.deliveredAt).toBeNull();
    expect(delivery!.lastError).toContain("intern adresse");
    expect(receiver.calls()).toBe(0);
    await database.db.delete(webhooks).where(eq(webhooks.id, hookId));
    await receiver.close();
  });
});
