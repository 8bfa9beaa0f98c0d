/**
 * Staff notifications go through the outbox table: the enquiry and its notification are written
 * in one transaction, and this worker mails them afterwards. A mail server that is down, slow or
 * rejecting costs a retry (exponential backoff), never an enquiry. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so any number of app instances can run the worker.
 * Without SMTP_URL notifications wait in the table (the enquiry itself is in the inbox) and go out
 * once the server runs with SMTP_URL set.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions, type TransportOptions } from "nodemailer";
import type { Db } from "./db.server.ts";
import { errorFields, log } from "./log.server.ts";
import { outbox } from "./schema.server.ts";

export const MAX_ATTEMPTS = 12;

export type MailConfig = { smtpUrl?: string; from: string };

export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 15_000 * 2 ** Math.max(0, attempts - 1));
}

type Transport = { sendMail: (message: SendMailOptions) => Promise<unknown> };

function createTransport(config: MailConfig): Transport | null {
  if (!config.smtpUrl) return null;
  return nodemailer.createTransport(config.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as TransportOptions);
}

/** How long a claimed message is reserved for the instance that claimed it. */
const LEASE = sql`interval '2 minutes'`;

/**
 * Claims what is due in one short statement (no transaction is held open while talking to the
 * mail server: on PGlite that would stall every other query), then sends. A crash after the
 * claim only delays the message until the lease runs out.
 */
export async function deliverDue(db: Db, config: MailConfig, batchSize = 20): Promise<number> {
  const transport = createTransport(config);
  // Nothing to send with: claim nothing, so no attempt is used up and nothing is marked sent.
  if (!transport) return 0;
  const due = await db
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
          .limit(batchSize)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  let sent = 0;
  for (const message of due) {
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
      await db.update(outbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(outbox.id, message.id));
      sent++;
    } catch (error) {
      log.warn("Mail kunne ikke sendes, prøver igen senere", { outboxId: message.id, attempts: message.attempts, ...errorFields(error) });
      await db
        .update(outbox)
        .set({
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(message.attempts)),
        })
        .where(eq(outbox.id, message.id));
    }
  }
  return sent;
}

export function startOutboxWorker(db: Db, config: MailConfig, pollMs: number): { stop: () => Promise<void>; kick: () => void } {
  if (!config.smtpUrl) {
    log.warn("SMTP_URL er ikke sat: notifikationer venter i outbox-tabellen og sendes, når serveren kører med SMTP_URL");
    return { kick() {}, async stop() {} };
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = deliverDue(db, config)
      .catch((error) => log.error("Outbox-fejl", errorFields(error)))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 200);
  return {
    kick() {
      if (stopped) return;
      clearTimeout(timer);
      running.then(() => {
        if (!stopped) {
          clearTimeout(timer);
          timer = setTimeout(tick, 0);
        }
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
