/**
 * The fourth review's mail findings (issue 33, findings 1, 3 and 4; docs/security.md, "Fourth
 * review: one mail, one worker") and the dead mailbox of issue 34 (item 7), against a real Dovecot
 * on both engines. Each test here failed on the code before its fix.
 */
import { and, eq } from "drizzle-orm";
import { createConnection, createServer, type Socket } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignEnquiry } from "../../app/server/inbox/assignment.server.ts";
import { upsertStaffUser } from "../../app/server/auth/auth.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import { MAX_ANSWERS_PER_DAY, MAX_POLL_BACKOFF_MS, mailboxWarning, mailboxJob, pollDelay, pollMailbox } from "../../app/server/mail/inbound-mail.server.ts";
import { startJobs } from "../../app/server/platform/jobs.server.ts";
import { MAX_MESSAGE_ID_LENGTH } from "../../app/server/mail/mail-parser-worker.server.ts";
import { messagesOf, sendReply } from "../../app/server/mail/replies.server.ts";
import { enquiryMessages, mailboxState, outbox, staffUsers } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { withLogCaptured } from "./support/log-capture.ts";
import { startDovecot } from "./support/dovecot.ts";
import { scaled } from "../support/scaled.ts";

const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "a-session-secret-of-at-least-32-characters" };
const replyConfig = { from: "Salgskraft <no-reply@salgskraft.dk>", replyTo: "svar@salgskraft.dk" };
let counter = 0;

function mail(
  from: string,
  inReplyTo: string,
  body: string,
  { contentType = "text/plain; charset=utf-8", messageId = `<angreb-${++counter}-${Date.now()}@andet.dk>` } = {},
): string {
  return [
    `From: ${from}`,
    "To: svar@salgskraft.dk",
    `Subject: Sv: ${++counter}`,
    `Message-ID: ${messageId}`,
    `In-Reply-To: ${inReplyTo}`,
    "MIME-Version: 1.0",
    `Content-Type: ${contentType}`,
    "",
    body,
    "",
  ].join("\r\n");
}

/** The JSON log lines with this message. */
function logLines(log: string, msg: string): Record<string, unknown>[] {
  return log
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);
}

describe.each(engines())("fourth review: one mail, one worker, on $name", (engine) => {
  let database: TestDatabase;
  let dovecot: Awaited<ReturnType<typeof startDovecot>>;
  let staffId: string;
  const config = (extra: { parseDeadlineMs?: number } = {}) => ({
    imapUrl: dovecot.url,
    siteUrl: notify.siteUrl,
    ownAddress: "no-reply@salgskraft.dk",
    timeoutMs: 10_000,
    ...extra,
  });

  async function repliedEnquiry(email: string) {
    const { id } = await storeEnquiry(
      database.db,
      { kind: "contact", source: "/kontakt", name: `Kunde ${++counter}`, email, interest: "business", message: "Ring til mig." },
      notify,
    );
    await assignEnquiry(database.db, id, staffId, { userId: staffId, name: "Mette" }, notify.siteUrl);
    await sendReply(
      database.db,
      id,
      { subject: "Vedrørende din henvendelse", body: "Hvornår passer det at ringe?", signedAs: "Mette Lund" },
      staffId,
      replyConfig,
    );
    const [reply] = await database.db
      .select({ messageId: enquiryMessages.messageId })
      .from(enquiryMessages)
      .where(and(eq(enquiryMessages.submissionId, id), eq(enquiryMessages.direction, "out")));
    return { id, messageId: reply!.messageId };
  }

  beforeAll(async () => {
    database = await engine.open();
    dovecot = await startDovecot();
    await upsertStaffUser(database.db, "mette@salgskraft.dk", "korrekt-hest-batteri-haefteklamme", { owner: true });
    staffId = (await database.db.select({ id: staffUsers.id }).from(staffUsers))[0]!.id;
  }, scaled(60_000));
  afterAll(async () => {
    await dovecot?.close();
    await database?.close();
  });

  // Finding 1: mailparser turned every HTML-only mail into text with html-to-text, on the main
  // thread: 2 MB held the event loop ~20 s, 10 MB a minute and more (a 50 ms goal; the bound here
  // is 1 s because the machine running the tests may be loaded, and the parse's thread is checked).
  it(
    "reads HTML mails of 2 MB and 10 MB of x<p> in a worker thread while the event loop keeps answering",
    async () => {
      const { id, messageId } = await repliedEnquiry("html@firma.dk");
      for (const bytes of [2_000_000, 10_000_000])
        await dovecot.append(mail("html@firma.dk", messageId, "x<p>".repeat(bytes / 4), { contentType: "text/html; charset=utf-8" }));
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const { result, log } = await withLogCaptured(() => pollMailbox(database.db, config()));
      delay.disable();
      const maxMs = delay.max / 1e6;
      process.stdout.write(
        `[fourth review, ${engine.name}] event-loop delay while reading 2 MB + 10 MB of x<p>: max ${maxMs.toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, mean ${(delay.mean / 1e6).toFixed(1)} ms\n`,
      );
      expect(result).toMatchObject({ read: 2, stored: 2 });
      const read = logLines(log, "Indgående mail læst");
      expect(read).toHaveLength(2);
      // Parsed in a worker (thread id 0 is the main thread).
      for (const line of read) expect(line.parseThreadId).toBeGreaterThan(0);
      expect(maxMs).toBeLessThan(1000);
      const answers = (await messagesOf(database.db, id)).filter((item) => item.direction === "in");
      expect(answers).toHaveLength(2);
      for (const answer of answers) expect(answer.body).toMatch(/^x\nx\nx/);
    },
    scaled(300_000),
  );

  it(
    "holds a mail that passes the parse deadline for staff, by its headers, and reads past it once",
    async () => {
      const { id, messageId } = await repliedEnquiry("tung@firma.dk");
      await dovecot.append(mail("tung@firma.dk", messageId, "x<p>".repeat(500_000), { contentType: "text/html; charset=utf-8" }));
      const { result, log } = await withLogCaptured(() => pollMailbox(database.db, config({ parseDeadlineMs: 1 })));
      expect(result).toMatchObject({ read: 1, held: 1, skipped: 0 });
      expect(log).toContain("Indgående mail tog for lang tid at læse");
      const held = (await messagesOf(database.db, id)).filter((item) => item.direction === "in");
      expect(held.map((item) => item.match)).toEqual(["uncertain"]);
      expect(held[0]!.body).toMatch(/for lang tid at læse.*Læs den i postkassen/s);
      expect(await pollMailbox(database.db, config())).toMatchObject({ read: 0 });
    },
    scaled(120_000),
  );

  // Finding 3: after 50 forged mails "from" the customer, her real answer was skipped for good.
  it(
    "holds answers over the daily cap for staff instead of skipping them",
    async () => {
      const { id, messageId } = await repliedEnquiry("kunde@holm.dk");
      for (let i = 0; i < MAX_ANSWERS_PER_DAY; i++) await dovecot.append(mail("kunde@holm.dk", messageId, `Falsk svar ${i}`));
      await dovecot.append(mail("Karen Holm <kunde@holm.dk>", messageId, "Det ægte svar: ring torsdag."));
      const { result, log } = await withLogCaptured(() => pollMailbox(database.db, config()));
      expect(result).toMatchObject({ read: MAX_ANSWERS_PER_DAY + 1, stored: MAX_ANSWERS_PER_DAY, held: 1, skipped: 0 });
      expect(log).toContain(`Henvendelsen har fået mere end ${MAX_ANSWERS_PER_DAY} svar det seneste døgn; mailen er holdt`);
      const answers = (await messagesOf(database.db, id)).filter((item) => item.direction === "in");
      expect(answers).toHaveLength(MAX_ANSWERS_PER_DAY + 1);
      const real = answers.find((item) => item.body.includes("Det ægte svar"))!;
      expect(real.match).toBe("uncertain");
      // The cap still spares the assignee: no notice per mail over it.
      const notices = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.submissionId, id), eq(outbox.recipient, "mette@salgskraft.dk")));
      expect(notices.filter((notice) => /^(Svar modtaget|Usikkert svar)/.test(notice.subject))).toHaveLength(MAX_ANSWERS_PER_DAY);
    },
    scaled(120_000),
  );

  // Finding 4: an 8,000-character Message-ID was stored and put in References of the next reply.
  it(
    "stores no over-long Message-ID and leaves such IDs out of the next reply's headers",
    async () => {
      const { id, messageId } = await repliedEnquiry("lang@firma.dk");
      const hostile = `<${"a".repeat(8000)}@angriber.dk>`;
      await dovecot.append(mail("lang@firma.dk", messageId, "Svar med et langt Message-ID.", { messageId: hostile }));
      expect(await pollMailbox(database.db, config())).toMatchObject({ read: 1, stored: 1 });
      // One stored before this fix (a row as the old code wrote it) is left out too.
      await database.db.insert(enquiryMessages).values({
        submissionId: id,
        direction: "in",
        match: "thread",
        messageId: `<${"b".repeat(1000)}@angriber.dk>`,
        fromAddress: "lang@firma.dk",
        subject: "Sv: gammel",
        body: "Gemt før rettelsen.",
      });
      const stored = await database.db.select({ messageId: enquiryMessages.messageId }).from(enquiryMessages).where(eq(enquiryMessages.submissionId, id));
      expect(stored.filter((row) => row.messageId.includes("aaaa"))).toEqual([]);
      const outboxId = await sendReply(database.db, id, { subject: "Sv: igen", body: "Tak for svaret.", signedAs: "Mette Lund" }, staffId, replyConfig);
      const [sent] = await database.db.select({ headers: outbox.headers }).from(outbox).where(eq(outbox.id, outboxId!));
      const headers = sent!.headers as Record<string, string>;
      expect(headers.References).toContain(messageId);
      for (const value of [headers["In-Reply-To"] ?? "", headers.References ?? ""]) {
        expect(value).not.toMatch(/aaaa|bbbb|uden-message-id/);
        for (const single of value.split(" ").filter(Boolean)) expect(single.length).toBeLessThanOrEqual(MAX_MESSAGE_ID_LENGTH);
      }
    },
    scaled(60_000),
  );

  // Issue 34, item 7: a dead mailbox was retried every IMAP_POLL_MS with an error line each time,
  // and the banner's "siden" was the latest failure, not the start of the outage.
  it(
    "tells since when the mailbox has been down, in Danish time, from the first failure",
    async () => {
      await dovecot.stop();
      try {
        await database.db.insert(mailboxState).values({ id: 1 }).onConflictDoNothing();
        await database.db
          .update(mailboxState)
          .set({ lastOkAt: new Date("2026-11-26T21:50:00Z"), lastErrorAt: new Date("2026-11-26T21:57:00Z"), lastError: "connect ECONNREFUSED" })
          .where(eq(mailboxState.id, 1));
        await expect(pollMailbox(database.db, config())).rejects.toThrow();
        expect(await mailboxWarning(database.db)).toMatch(/siden torsdag den 26\. november kl\. 22\.57:/);
      } finally {
        await dovecot.start();
      }
      await pollMailbox(database.db, config());
      expect(await mailboxWarning(database.db)).toBeNull();
    },
    scaled(60_000),
  );

  it(
    "backs off from a dead mailbox, doubling up to a bound, and logs once when it goes down and once when it is back",
    async () => {
      expect([0, 1, 2, 3].map((failures) => pollDelay(60_000, failures))).toEqual([60_000, 120_000, 240_000, 480_000]);
      expect(pollDelay(60_000, 30)).toBe(MAX_POLL_BACKOFF_MS);
      expect(MAX_POLL_BACKOFF_MS).toBe(15 * 60_000);
      // A mailbox that hangs up on the first five connections, then forwards to Dovecot.
      const attempts: number[] = [];
      const proxy = createServer((socket: Socket) => {
        attempts.push(performance.now());
        if (attempts.length <= 5) return void socket.destroy();
        const upstream = createConnection(Number(new URL(dovecot.url).port), "127.0.0.1");
        socket.pipe(upstream).pipe(socket);
        socket.on("error", () => upstream.destroy());
        upstream.on("error", () => socket.destroy());
      });
      await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
      const proxyUrl = new URL(dovecot.url);
      proxyUrl.port = String((proxy.address() as { port: number }).port);
      const { id, messageId } = await repliedEnquiry("tilbage@firma.dk");
      await dovecot.append(mail("tilbage@firma.dk", messageId, "Skrevet mens postkassen var nede."));
      const pollMs = 40;
      const { log } = await withLogCaptured(async () => {
        const poller = startJobs(database.db, [mailboxJob(database.db, { ...config(), imapUrl: proxyUrl.toString(), timeoutMs: 3000 }, pollMs)]);
        try {
          await expect
            .poll(async () => (await messagesOf(database.db, id)).filter((item) => item.direction === "in").length, { timeout: scaled(60_000), interval: 50 })
            .toBe(1);
        } finally {
          await poller.stop();
        }
      });
      proxy.close();
      expect(attempts.length).toBeGreaterThanOrEqual(6);
      // Timers never fire early, so each wait is at least its doubled delay, however loaded the machine.
      const gaps = attempts.slice(1, 6).map((at, index) => at - attempts[index]!);
      gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(pollMs * 2 ** (index + 1) * 0.9 - 5));
      expect(logLines(log, "Postkassen (IMAP_URL) kan ikke læses; prøver igen med stigende mellemrum")).toHaveLength(1);
      expect(logLines(log, "Postkassen (IMAP_URL) kan læses igen")).toHaveLength(1);
    },
    scaled(120_000),
  );
});
