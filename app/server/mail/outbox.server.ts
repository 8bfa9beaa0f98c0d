/**
 * Staff notifications go through the outbox table: the enquiry and its notification are written
 * in one transaction, and this worker mails them afterwards. A mail server that is down, slow or
 * rejecting costs a retry (exponential backoff), never an enquiry. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so any number of app instances can run the worker.
 * Without SMTP_URL notifications wait in the table (the enquiry itself is in the inbox) and go out
 * once the server runs with SMTP_URL set.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { SendMailOptions, TransportOptions } from "nodemailer";
import type { Db } from "../platform/db.server.ts";
import { deliveryProblem } from "./delivery-errors.server.ts";
import { pump, queueJob, type PumpOptions } from "../platform/delivery-queue.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { errorFields, log } from "../platform/log.server.ts";
import { outbox } from "./schema.server.ts";

/** A mail is retried for at least this long (a relay down over a long weekend), then given up. */
export const MAIL_RETRY_DAYS = 3;
/** Mails in flight to the relay at once, per instance: a relay that stalls per mail costs a quarter of the time. */
export const MAIL_CONCURRENCY = 4;

/** Replaces what stands in a link for a token once the mail is out. */
export const REMOVED_TOKEN = "[fjernet efter afsendelse]";

/**
 * A sent mail as it may stay in the outbox: the invitation/reset token in /admin/adgang/<token>
 * and every `token=` in a query (newsletter confirm and unsubscribe links) replaced. Both patterns
 * are linear (no nested quantifiers) and the body is at most a few kilobytes.
 */
export function withoutSecrets(text: string): string {
  return text.replace(/(\/admin\/adgang\/)[0-9a-f]{16,}/gi, `$1${REMOVED_TOKEN}`).replace(/([?&]token=)[A-Za-z0-9_-]+/g, `$1${REMOVED_TOKEN}`);
}

export type MailConfig = { smtpUrl?: string; from: string };

export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 15_000 * 2 ** Math.max(0, attempts - 1));
}

/** How long the retries of a mail tried `attempts` times span: the sum of the waits between them. */
export function retrySpanMs(attempts: number): number {
  let total = 0;
  for (let attempt = 1; attempt < attempts; attempt++) total += backoffMs(attempt);
  return total;
}

/** Attempts before a mail is given up: the fewest whose waits add up to MAIL_RETRY_DAYS (80 with hourly retries). */
export const MAX_ATTEMPTS = (() => {
  let attempts = 1;
  while (retrySpanMs(attempts) < MAIL_RETRY_DAYS * 24 * 60 * 60_000) attempts++;
  return attempts;
})();

type Transport = { sendMail: (message: SendMailOptions) => Promise<unknown> };

function createTransport(config: MailConfig): Transport | null {
  const smtpUrl = config.smtpUrl;
  if (!smtpUrl) return null;
  // nodemailer (~40 modules) loads with the first mail, not with the server (issue 35).
  const made = import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      // A relay may scan a mail before it answers the end of DATA (RFC 5321 allows minutes); giving
      // up sooner would send the mail again when the relay did take it.
      socketTimeout: 60_000,
    } as TransportOptions),
  );
  return { sendMail: async (message) => (await made).sendMail(message) };
}

/** How long a claimed message is reserved for the instance that claimed it: well over one delivery (connect, greeting, a slow DATA). */
const LEASE = sql`interval '5 minutes'`;
const RELAY = "smtp";

/**
 * Claims due mails only as lanes to the relay come free (one short statement each time; no
 * transaction is held open while talking to the mail server: on PGlite that would stall every
 * other query) and sends up to MAIL_CONCURRENCY at once (app/server/platform/delivery-queue.server.ts).
 * A crash after the claim only delays the message until the lease runs out.
 */
function mailQueue(db: Db, config: MailConfig, transport: Transport): Pick<PumpOptions, "perTarget" | "claim"> {
  const claim = async (limit: number) =>
    db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + ${LEASE}`, attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`), lt(outbox.attempts, MAX_ATTEMPTS)))
            .orderBy(asc(outbox.nextAttemptAt))
            .limit(limit)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning();
  return {
    perTarget: MAIL_CONCURRENCY,
    async claim(room) {
      const free = room(RELAY);
      if (free === 0) return [];
      return (await claim(free)).map((message) => ({ target: RELAY, deliver: () => sendOne(db, config, transport, message) }));
    },
  };
}

async function sendOne(db: Db, config: MailConfig, transport: Transport, message: typeof outbox.$inferSelect): Promise<boolean> {
  try {
    await transport.sendMail({
      from: config.from,
      to: message.recipient,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject,
      text: message.body,
      headers: message.headers ?? undefined,
      // A meeting's invitation: text/calendar beside the text (Outlook, Gmail and Apple Mail
      // offer to add it) and as moede.ics.
      ...(message.calendar ? { icalEvent: { filename: "moede.ics", method: message.calendar.method, content: message.calendar.content } } : {}),
    });
  } catch (error) {
    log.warn("Mail kunne ikke sendes, prøver igen senere", { outboxId: message.id, attempts: message.attempts, ...errorFields(error) });
    await db
      .update(outbox)
      .set({
        // The staff pages show a Danish category; the raw error is in the log line above (fourth review).
        lastError: deliveryProblem(error),
        nextAttemptAt: new Date(Date.now() + backoffMs(message.attempts)),
      })
      .where(eq(outbox.id, message.id));
    return false;
  }
  // Delivered: the one-time links in it are the recipient's now, not the database's
  // (docs/security.md, second review, finding 3).
  const headers = message.headers ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, withoutSecrets(value)])) : message.headers;
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, lastError: null, body: withoutSecrets(message.body), headers })
    .where(eq(outbox.id, message.id));
  return true;
}

/** Sends what is due, up to batchSize mails, MAIL_CONCURRENCY at a time; returns how many went. */
export async function deliverDue(db: Db, config: MailConfig, batchSize = 20): Promise<number> {
  const transport = createTransport(config);
  // Nothing to send with: claim nothing, so no attempt is used up and nothing is marked sent.
  if (!transport) return 0;
  return pump({ ...mailQueue(db, config, transport), limit: batchSize, name: "Outbox" });
}

/** The outbox's job (app/server/platform/jobs.server.ts): none without SMTP_URL. */
export function outboxJob(db: Db, config: MailConfig, pollMs: number): Job | undefined {
  const transport = createTransport(config);
  if (!transport) {
    log.warn("SMTP_URL er ikke sat: notifikationer venter i outbox-tabellen og sendes, når serveren kører med SMTP_URL");
    return undefined;
  }
  return queueJob("outbox", "Outbox", pollMs, 200, mailQueue(db, config, transport));
}

/** A mail's state as staff see it: waiting (not yet tried, or tried and retrying), sent, or failed. */
export type MailState = "waiting" | "sent" | "failed";

export type MailRow = {
  id: number;
  recipient: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
  submissionId: string | null;
};

/**
 * Failed = not sent and the last attempt ended in an error (it may still be retried until
 * MAX_ATTEMPTS); waiting = not sent and no error yet (no SMTP_URL, or not yet tried).
 */
const stateSql = sql<MailState>`case when ${outbox.sentAt} is not null then 'sent' when ${outbox.lastError} is not null then 'failed' else 'waiting' end`;
const mailColumns = {
  id: outbox.id,
  recipient: outbox.recipient,
  subject: outbox.subject,
  state: stateSql,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  nextAttemptAt: outbox.nextAttemptAt,
  submissionId: outbox.submissionId,
};

/** The mails about one enquiry (notification, confirmation, assignment notices), newest first. */
export async function mailsOf(db: Db, submissionId: string): Promise<MailRow[]> {
  return db.select(mailColumns).from(outbox).where(eq(outbox.submissionId, submissionId)).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(50);
}

export const MAIL_PAGE_SIZE = 50;

/** The whole outbox for the owner, newest first, optionally one state only. */
export async function listMails(db: Db, options: { state?: MailState; page?: number } = {}): Promise<{ rows: MailRow[]; counts: Record<MailState, number> }> {
  const page = options.page ?? 1;
  const condition =
    options.state === "sent"
      ? isNotNull(outbox.sentAt)
      : options.state === "failed"
        ? and(isNull(outbox.sentAt), isNotNull(outbox.lastError))
        : options.state === "waiting"
          ? and(isNull(outbox.sentAt), isNull(outbox.lastError))
          : undefined;
  const [rows, countRows] = await Promise.all([
    db
      .select(mailColumns)
      .from(outbox)
      .where(condition)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    db
      .select({ state: stateSql, value: count() })
      .from(outbox)
      .groupBy(sql`1`),
  ]);
  const counts: Record<MailState, number> = { waiting: 0, sent: 0, failed: 0 };
  for (const row of countRows) counts[row.state] = row.value;
  return { rows, counts };
}

/** One mail's state (e.g. the invitation just queued). */
export async function mailState(db: Db, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select(mailColumns).from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Waits briefly for the worker to try a mail just queued, so the page can say whether it went. */
export async function awaitFirstAttempt(db: Db, id: number, timeoutMs = 4000): Promise<MailRow | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await mailState(db, id);
    if (!row || row.state !== "waiting" || Date.now() >= until) return row;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * "Prøv igen": the mail is due now with a fresh round of attempts (its error stays until the next
 * attempt replaces or clears it). Sent mail is left alone. Returns how many were queued again.
 */
export async function retryMails(db: Db, ids: number[] | "failed", submissionId?: string): Promise<number> {
  const which = ids === "failed" ? isNotNull(outbox.lastError) : inArray(outbox.id, ids.length ? ids : [-1]);
  const ofEnquiry = submissionId ? eq(outbox.submissionId, submissionId) : undefined;
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()`, attempts: 0 })
    .where(and(isNull(outbox.sentAt), which, ofEnquiry))
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * What the admin's banner needs: how many mails wait and how many failed, and the latest error.
 * A failed mail is shown from its first failed attempt (so the owner knows well within the hour)
 * while it is retried for MAIL_RETRY_DAYS.
 */
export async function mailHealth(db: Db): Promise<{ waiting: number; failed: number; lastError: string | null }> {
  // Unsent mail only (the partial index outbox_pending_idx): a handful normally, a day's worth without SMTP.
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${outbox.lastError} is null)::int`,
      failed: sql<number>`count(*) filter (where ${outbox.lastError} is not null)::int`,
      lastError: sql<string | null>`(array_agg(${outbox.lastError} order by ${outbox.nextAttemptAt} desc) filter (where ${outbox.lastError} is not null))[1]`,
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0, lastError: row?.lastError ?? null };
}
