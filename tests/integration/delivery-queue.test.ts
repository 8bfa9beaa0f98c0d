/**
 * Mail and webhooks under slow and failing targets (issue 34, item 4), against a real SMTP server
 * and real HTTP receivers on loopback: a relay that stalls on every mail gets MAIL_CONCURRENCY at
 * once; a receiver that stalls holds only its own calls; a relay that is down for days keeps its
 * mail waiting (not failed for good) and sends it once when it is back; two instances never send
 * a mail twice.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/platform/db.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { deliverDue, MAIL_CONCURRENCY, MAX_ATTEMPTS, mailHealth, outboxJob, retrySpanMs } from "../../app/server/mail/outbox.server.ts";
import { startJobs } from "../../app/server/platform/jobs.server.ts";
import { outbox, staffUsers, webhooks } from "../../app/server/schema.server.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { addWebhook, webhookJob } from "../../app/server/webhooks/webhooks.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startSmtp } from "./support/smtp.ts";
import { startReceiver } from "./support/webhook-receivers.ts";
import { scaled } from "../support/scaled.ts";

const sessionSecret = "a-session-secret-of-at-least-32-characters";
const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: sessionSecret };
const from = "Salgskraft <no-reply@salgskraft.dk>";
const DAY = 24 * 60 * 60_000;

async function until<T>(check: () => T | undefined | false | Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error("Tiden løb ud");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(engines())("deliveries to slow and failing targets on $name", (engine) => {
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

  const queueMails = async (prefix: string, n: number) =>
    (
      await database.db
        .insert(outbox)
        .values(Array.from({ length: n }, (_, i) => ({ recipient: `${prefix}${i}@kunde.dk`, subject: `Mail ${i}`, body: `Hej ${i}` })))
        .returning({ id: outbox.id })
    ).map((row) => row.id);

  it(
    `sends ${MAIL_CONCURRENCY} mails at once to a relay that stalls on each, so 8 mails take about 2 stalls, not 8`,
    async () => {
      const stallMs = 2000;
      smtp.setStall(stallMs);
      try {
        await queueMails("relae", 8);
        const started = performance.now();
        expect(await deliverDue(database.db, { smtpUrl: smtp.url, from })).toBe(8);
        const elapsed = performance.now() - started;
        console.log(`${engine.name}: 8 mails, relay stalling ${stallMs} ms each: ${elapsed.toFixed(0)} ms, at most ${smtp.mostAtOnce()} at once`);
        expect(smtp.mostAtOnce()).toBe(MAIL_CONCURRENCY);
        // One at a time this took 8 stalls (and more); four at a time it takes two and the handshakes
        // (the bound is generous for a loaded machine).
        expect(elapsed).toBeLessThan(5 * stallMs);
        for (let i = 0; i < 8; i++) expect(smtp.to(`relae${i}@kunde.dk`)).toHaveLength(1);
      } finally {
        smtp.setStall(0);
      }
    },
    scaled(60_000),
  );

  it(
    "keeps a mail waiting through a relay outage of more than three days, tells the owner, and sends it once when the relay is back",
    async () => {
      const [id] = await queueMails("nedbrud", 1);
      const mail = async () => (await database.db.select().from(outbox).where(eq(outbox.id, id!)))[0]!;
      smtp.setRefuse(true);
      try {
        // Each attempt fails; the clock is moved on by making the mail due at once, and the retry
        // schedule says how long the outage has lasted when the next attempt is made.
        for (let attempt = 1; retrySpanMs(attempt) < 3 * DAY; attempt++) {
          await database.db
            .update(outbox)
            .set({ nextAttemptAt: new Date(Date.now() - 1000) })
            .where(eq(outbox.id, id!));
          expect(await deliverDue(database.db, { smtpUrl: smtp.url, from })).toBe(0);
          const row = await mail();
          // Today's schedule gave up after 12 attempts, about 4 hours into an outage.
          expect(row.attempts, `forsøg nr. ${attempt} efter ${(retrySpanMs(attempt) / 3_600_000).toFixed(1)} timer`).toBe(attempt);
          expect(row.sentAt).toBeNull();
          expect(row.lastError).toBe("Mailserveren afviste midlertidigt (SMTP 451)");
        }
        // Some 71 hours into the outage the mail still waits, and its next attempt comes after three days.
        const tried = (await mail()).attempts;
        expect(tried).toBeGreaterThan(12);
        expect(tried).toBeLessThan(MAX_ATTEMPTS);
        expect(retrySpanMs(tried + 1)).toBeGreaterThanOrEqual(3 * DAY);
        // The owner's banner (admin-warnings.server.ts) counts it as failed, with the relay's answer as a Danish category.
        const health = await mailHealth(database.db);
        expect(health.failed).toBeGreaterThanOrEqual(1);
        expect(health.lastError).toBe("Mailserveren afviste midlertidigt (SMTP 451)");
      } finally {
        smtp.setRefuse(false);
      }
      await database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, id!));
      expect(await deliverDue(database.db, { smtpUrl: smtp.url, from })).toBe(1);
      expect((await mail()).sentAt).toBeInstanceOf(Date);
      expect(await deliverDue(database.db, { smtpUrl: smtp.url, from })).toBe(0);
      expect(smtp.to("nedbrud0@kunde.dk")).toHaveLength(1);
    },
    scaled(120_000),
  );

  it("gives up on a mail only after at least three days of retries", () => {
    expect(retrySpanMs(MAX_ATTEMPTS)).toBeGreaterThanOrEqual(3 * DAY);
    expect(retrySpanMs(MAX_ATTEMPTS - 1)).toBeLessThan(3 * DAY);
  });

  it(
    "sends each mail once with two instances' workers draining a stalling relay together",
    async () => {
      smtp.setStall(200);
      const second = database.url ? await openDatabase({ databaseUrl: database.url }) : { db: database.db, close: async () => {} };
      const workers = [database.db, second.db].map((db) => startJobs(db, [outboxJob(db, { smtpUrl: smtp.url, from }, 50)!]));
      try {
        const ids = await queueMails("to-instanser", 24);
        await until(
          async () => (await database.db.select({ sentAt: outbox.sentAt }).from(outbox).where(inArray(outbox.id, ids))).every((row) => row.sentAt),
          60_000,
        );
        for (let i = 0; i < 24; i++) expect(smtp.to(`to-instanser${i}@kunde.dk`), `to-instanser${i}`).toHaveLength(1);
        expect(smtp.mostAtOnce()).toBeLessThanOrEqual(2 * MAIL_CONCURRENCY);
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
        await second.close();
        smtp.setStall(0);
      }
    },
    scaled(90_000),
  );

  it(
    "lets one receiver that stalls hold only its own calls: another receiver gets all its events meanwhile",
    async () => {
      const secret = "hemmelig-noegle-paa-mindst-16";
      const slow = await startReceiver(secret, { delayMs: 4000 });
      const fast = await startReceiver(secret);
      // The slow one first: one at a time, every call to the fast one waited behind a call to it.
      const hooks = [
        await addWebhook(database.db, { url: slow.url, secret, events: ["enquiry.created"] }, sessionSecret, staffId),
        await addWebhook(database.db, { url: fast.url, secret, events: ["enquiry.created"] }, sessionSecret, staffId),
      ];
      for (let i = 0; i < 4; i++)
        await storeEnquiry(
          database.db,
          { kind: "contact", source: "/kontakt", name: `Kunde ${i}`, email: `langsom${i}@firma.dk`, interest: "business", message: `Besked ${i}` },
          notify,
        );
      const worker = startJobs(database.db, [webhookJob(database.db, { sessionSecret, allowPrivate: true, retryMs: 50, timeoutMs: 10_000 }, 50)]);
      try {
        await until(() => fast.received.length >= 4);
        expect(slow.received).toHaveLength(0);
        await until(() => slow.received.length >= 4, 30_000);
        expect(new Set(slow.received.map((call) => call.id)).size).toBe(4);
        expect(new Set(fast.received.map((call) => call.id)).size).toBe(4);
        expect(fast.received).toHaveLength(4);
      } finally {
        await worker.stop();
        await database.db.delete(webhooks).where(inArray(webhooks.id, hooks));
        await slow.close();
        await fast.close();
      }
    },
    scaled(60_000),
  );
});
