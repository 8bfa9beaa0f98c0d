/**
 * Answers to staff replies, read from the mailbox IMAP_URL points at (imapflow), parsed
 * (mailparser) and threaded to their enquiry (docs/decisions/replies-by-mail.md):
 * - In-Reply-To/References name one of our messages and the sender is the enquiry's address:
 *   attached ("thread");
 * - they name one of our messages but someone else sent it (a forwarded mail, or a spoofed
 *   In-Reply-To): held as "uncertain" on that enquiry until a staff member attaches or rejects it;
 * - no known thread, but the sender wrote an enquiry: attached to their newest one ("sender");
 * - otherwise, the shared mailbox (issue 37, item 6): a new enquiry of kind "mail" with the
 *   sender's name and address, the subject and the attachments listed (the files stay in the
 *   mailbox), staff told as for a form, the CRM sent `enquiry.created`; one the mail server's
 *   spam filter flagged goes straight to spam; a machine's mail (an out-of-office reply, a bounce,
 *   a mailing list) is left alone.
 * Of several instances one polls at a time (a lease row), and an answer is stored once (the
 * unique Message-ID), so nothing is threaded twice. Only text is stored: an HTML-only mail is
 * kept as its text, and the page never renders it as HTML. Each mail is parsed in a worker thread
 * with a deadline (app/server/mail/mail-parser-worker.server.ts); one that passes it is held for staff
 * by its headers. A mailbox that cannot be read is retried at doubling intervals (up to
 * MAX_POLL_BACKOFF_MS), with one log line when it goes down and one when it is back.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { ImapFlow } from "imapflow";
import { danishDateTime } from "../../lib/danish-time.ts";
import type { Db } from "../platform/db.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { errorFields, log } from "../platform/log.server.ts";
import { headerBlock, ParseDeadlineError, parseMail, PARSE_DEADLINE_MS, type ParseOutcome, type ParsedAnswer } from "./mail-parser-worker.server.ts";
import { contactSubmissions } from "../inbox/schema.server.ts";
import { enquiryMessages, mailboxState, outbox } from "./schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";
import { recordHistory } from "../inbox/history.server.ts";
import { queueWebhookEvent } from "../webhooks/webhooks.server.ts";

/** Larger mails are threaded by their headers alone; their body stays in the mailbox. */
export const MAX_INBOUND_BYTES = 10 * 1024 * 1024;

/** parseDeadlineMs: how long one mail may take to parse (PARSE_DEADLINE_MS unless a test says otherwise). */
/** notifyTo: who is told of a new mail enquiry (NOTIFY_TO, as for the forms); without it no one is. */
export type MailboxConfig = { imapUrl: string; siteUrl: string; ownAddress: string; notifyTo?: string; timeoutMs?: number; parseDeadlineMs?: number };

type Parsed = ParsedAnswer;

function imapOptions(imapUrl: string, timeoutMs: number) {
  const url = new URL(imapUrl);
  const secure = url.protocol === "imaps:";
  return {
    mailbox: decodeURIComponent(url.pathname.replace(/^\//, "")) || "INBOX",
    options: {
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 993 : 143,
      secure,
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      logger: false as const,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs * 3,
    },
  };
}

/** Parses one raw message (or only its headers, for one that is too large), in the mail worker. */
export async function parseAnswer(raw: Buffer, size: number, headersOnly: boolean): Promise<Parsed> {
  const { parseThreadId: _thread, ...parsed } = await parseMail({ raw, size, headersOnly });
  return parsed;
}

const megabytes = (size: number) => (size / 1024 / 1024).toLocaleString("da-DK", { maximumFractionDigits: 1 });

/**
 * One fetched mail as we keep it. A mail whose parse passes the deadline is read again by its
 * headers alone (note "for-tung"), so it can still be threaded and held for staff; the body stays
 * in the mailbox, and the poller moves past it.
 */
async function readAnswer(raw: Uint8Array, size: number, tooLarge: boolean, deadlineMs: number): Promise<ParseOutcome> {
  if (tooLarge) return parseMail({ raw: Buffer.concat([raw, Buffer.from("\r\n")]), size, headersOnly: true });
  const head = headerBlock(raw);
  try {
    return await parseMail({ raw, size, headersOnly: false }, deadlineMs, { handOver: true });
  } catch (error) {
    if (!(error instanceof ParseDeadlineError)) throw error;
    const headers = await parseMail({ raw: head, size, headersOnly: true });
    return {
      ...headers,
      note: "for-tung",
      text: `Mailen tog for lang tid at læse (${megabytes(size)} MB) og vises derfor ikke her. Læs den i postkassen, og knyt den til henvendelsen eller afvis den.`,
    };
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Which enquiry an answer belongs to, and how sure we are; null = none of ours. */
async function threadOf(tx: Tx, parsed: Parsed): Promise<{ submissionId: string; match: "thread" | "sender" | "uncertain" } | null> {
  if (parsed.references.length) {
    const [known] = await tx
      .select({ submissionId: enquiryMessages.submissionId, email: contactSubmissions.email })
      .from(enquiryMessages)
      .innerJoin(contactSubmissions, eq(contactSubmissions.id, enquiryMessages.submissionId))
      .where(and(inArray(enquiryMessages.messageId, parsed.references), ne(enquiryMessages.match, "rejected")))
      .orderBy(desc(enquiryMessages.createdAt))
      .limit(1);
    const [ours] = known
      ? [known]
      : await tx
          .select({ submissionId: enquiryMessages.submissionId, email: contactSubmissions.email })
          .from(enquiryMessages)
          .innerJoin(contactSubmissions, eq(contactSubmissions.id, enquiryMessages.submissionId))
          .where(and(inArray(enquiryMessages.messageId, parsed.references), eq(enquiryMessages.direction, "out")))
          .limit(1);
    if (ours) return { submissionId: ours.submissionId, match: parsed.from && ours.email.toLowerCase() === parsed.from ? "thread" : "uncertain" };
  }
  if (!parsed.from) return null;
  const [bySender] = await tx
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(sql`lower(${contactSubmissions.email}) = ${parsed.from}`)
    .orderBy(desc(contactSubmissions.createdAt))
    .limit(1);
  return bySender ? { submissionId: bySender.id, match: "sender" } : null;
}

/**
 * Answers stored on one enquiry in 24 hours with a notice to the assignee (third review, finding
 * 9: anyone who once sent an enquiry could otherwise mail its thread without end, each mail one
 * notice). Later ones are held for staff, shortened and without a notice, never skipped (fourth
 * review, finding 3: after 50 forged mails "from" a customer, her real answer was lost for good).
 */
export const MAX_ANSWERS_PER_DAY = 50;
/** What is kept of an answer held over the daily cap. */
export const MAX_OVER_QUOTA_CHARS = 2_000;

export type StoreOutcome = "stored" | "held" | "over-quota" | "duplicate" | "new" | "new-spam" | "automatic" | "own";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("da-DK")} KB`;

/** A mail from someone with no enquiry: a new enquiry of kind "mail" (the shared mailbox, issue 37 item 6). */
async function newMailEnquiry(tx: Tx, parsed: Parsed & { from: string }, config: Pick<MailboxConfig, "siteUrl" | "notifyTo">): Promise<StoreOutcome> {
  const dedupeKey = createHash("sha256")
    .update(JSON.stringify(["mail", parsed.messageId]))
    .digest("base64url");
  const attachments = parsed.attachments.map((file) => `${file.name} (${kilobytes(file.bytes)})`).join(", ");
  const [inserted] = await tx
    .insert(contactSubmissions)
    .values({
      kind: "mail",
      source: "mail",
      name: parsed.fromName ?? parsed.from,
      email: parsed.from,
      message: parsed.text,
      extra: { subject: parsed.subject, ...(attachments ? { attachments } : {}) },
      dedupeKey,
      spamAt: parsed.spam ? new Date() : null,
    })
    .onConflictDoNothing({ target: contactSubmissions.dedupeKey })
    .returning({ id: contactSubmissions.id });
  if (!inserted) return "duplicate";
  await recordHistory(tx, { submissionId: inserted.id, action: "created", detail: { channel: "mail" } });
  if (parsed.spam) {
    await recordHistory(tx, { submissionId: inserted.id, action: "spam", detail: { to: "spam", by: "spamfilter" } });
    return "new-spam";
  }
  await queueWebhookEvent(tx, "enquiry.created", inserted.id, config.siteUrl);
  if (config.notifyTo) {
    const link = new URL(`/admin/contact-submissions/${inserted.id}`, config.siteUrl).toString();
    const who = parsed.fromName ? `${parsed.fromName} (${parsed.from})` : parsed.from;
    await tx.insert(outbox).values({
      submissionId: inserted.id,
      recipient: config.notifyTo,
      replyTo: parsed.from,
      subject: `Ny mail fra ${parsed.fromName ?? parsed.from}: ${parsed.subject}`.slice(0, 300),
      body: `Hej\n\n${who} har skrevet til den fælles postkasse. Mailen er lagt i indbakken som en ny henvendelse${attachments ? ` (vedhæftet: ${attachments}; filerne ligger i postkassen)` : ""}:\n\n${link}\n`,
    });
  }
  return "new";
}

/** Stores one answer (once: the Message-ID is unique) and tells the assignee. Returns what happened, for the log. */
export async function storeAnswer(db: Db, parsed: Parsed, config: Pick<MailboxConfig, "siteUrl" | "ownAddress" | "notifyTo">): Promise<StoreOutcome> {
  if (parsed.from && parsed.from === config.ownAddress.toLowerCase()) return "own";
  return db.transaction(async (tx) => {
    const thread = await threadOf(tx, parsed);
    if (!thread) {
      if (parsed.automatic || !parsed.from || parsed.note === "for-tung") return "automatic";
      return newMailEnquiry(tx, { ...parsed, from: parsed.from }, config);
    }
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(enquiryMessages)
      .where(
        and(
          eq(enquiryMessages.submissionId, thread.submissionId),
          eq(enquiryMessages.direction, "in"),
          sql`${enquiryMessages.createdAt} > now() - interval '24 hours'`,
        ),
      );
    const overQuota = (recent?.count ?? 0) >= MAX_ANSWERS_PER_DAY;
    // Held for staff: a stranger's mail in the thread, one too slow to read, one over the cap.
    const slow = parsed.note === "for-tung";
    const match = overQuota || slow ? "uncertain" : thread.match;
    const body =
      overQuota && parsed.text.length > MAX_OVER_QUOTA_CHARS
        ? `${parsed.text.slice(0, MAX_OVER_QUOTA_CHARS)}\n\n[Afkortet: resten står i postkassen]`
        : parsed.text;
    const [row] = await tx
      .insert(enquiryMessages)
      .values({
        submissionId: thread.submissionId,
        direction: "in",
        match,
        messageId: parsed.messageId,
        fromAddress: parsed.from,
        subject: parsed.subject,
        body,
      })
      .onConflictDoNothing({ target: enquiryMessages.messageId })
      .returning({ id: enquiryMessages.id });
    if (!row) return "duplicate";
    if (overQuota) return "over-quota";
    if (match !== "uncertain")
      await queueWebhookEvent(tx, "enquiry.reply_received", thread.submissionId, config.siteUrl, { subject: parsed.subject, body, from: parsed.from });
    const [enquiry] = await tx
      .select({ name: contactSubmissions.name, email: contactSubmissions.email, assignee: staffUsers.email })
      .from(contactSubmissions)
      .leftJoin(staffUsers, eq(staffUsers.id, contactSubmissions.assignedTo))
      .where(eq(contactSubmissions.id, thread.submissionId));
    if (enquiry?.assignee) {
      const link = new URL(`/admin/contact-submissions/${thread.submissionId}`, config.siteUrl).toString();
      const who = enquiry.name || enquiry.email;
      const held = match === "uncertain";
      await tx.insert(outbox).values({
        submissionId: thread.submissionId,
        recipient: enquiry.assignee,
        subject: held ? `Usikkert svar på henvendelsen fra ${who}` : `Svar modtaget fra ${who}`,
        body: slow
          ? `Hej\n\nDer er kommet en mail i tråden om henvendelsen fra ${who}, som tog for lang tid at læse og derfor ikke vises. Læs den i postkassen, og knyt den til henvendelsen eller afvis den:\n\n${link}\n`
          : held
            ? `Hej\n\nDer er kommet en mail i tråden om henvendelsen fra ${who}, men fra en anden afsender. Den venter på, at du knytter den til henvendelsen eller afviser den:\n\n${link}\n`
            : `Hej\n\n${who} har svaret på jeres mail. Læs svaret på henvendelsen:\n\n${link}\n`,
      });
    }
    return match === "uncertain" ? "held" : "stored";
  });
}

/**
 * One message's source, asked for in parts: a single 10 MB FETCH held the event loop ~100 ms
 * while imapflow read it in one piece; parts of FETCH_CHUNK_BYTES take a few ms each.
 */
const FETCH_CHUNK_BYTES = 256 * 1024;
async function download(client: ImapFlow, uid: number, size: number): Promise<Uint8Array | undefined> {
  const { content } = await client.download(String(uid), undefined, {
    uid: true,
    chunkSize: FETCH_CHUNK_BYTES,
    maxBytes: MAX_INBOUND_BYTES + FETCH_CHUNK_BYTES,
  });
  if (!content) return undefined;
  // One buffer of the size the server gave, handed to the parser as it is: each extra 10 MB copy
  // on this thread brought V8's garbage collector closer to a long pause.
  let raw = new Uint8Array(size);
  let length = 0;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    if (length + chunk.length > raw.length) {
      const grown = new Uint8Array(Math.max(raw.length * 2, length + chunk.length));
      grown.set(raw.subarray(0, length));
      raw = grown;
    }
    raw.set(chunk, length);
    length += chunk.length;
  }
  return raw.subarray(0, length);
}

/** Takes the poller's lease for this round; false when another instance holds it. */
async function takeLease(db: Db, ms: number): Promise<{ uidValidity: number | null; lastUid: number } | null> {
  await db.insert(mailboxState).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db
    .update(mailboxState)
    .set({ leaseUntil: sql`now() + (${ms}::int * interval '1 millisecond')` })
    .where(and(eq(mailboxState.id, 1), sql`(${mailboxState.leaseUntil} is null or ${mailboxState.leaseUntil} < now())`))
    .returning({ uidValidity: mailboxState.uidValidity, lastUid: mailboxState.lastUid });
  return row ?? null;
}

/** created: new enquiries from the shared mailbox (spam included); skipped: a machine's mail, our own, a duplicate, an unreadable one. */
export type PollResult = { read: number; stored: number; held: number; created: number; skipped: number } | "busy";

/** One round: new messages since the last UID read, each threaded once. Throws when the mailbox cannot be read. */
export async function pollMailbox(db: Db, config: MailboxConfig): Promise<PollResult> {
  const timeoutMs = config.timeoutMs ?? 15_000;
  const state = await takeLease(db, timeoutMs * 8);
  if (!state) return "busy";
  const { mailbox, options } = imapOptions(config.imapUrl, timeoutMs);
  // Loaded on the first poll, not with the server: imapflow and its parsers are ~140 modules (issue 35).
  const { ImapFlow } = await import("imapflow");
  const client = new ImapFlow(options);
  // Without a listener an IMAP socket error would end the process.
  client.on("error", (error: unknown) => log.warn("IMAP-forbindelsen fejlede", errorFields(error)));
  const result = { read: 0, stored: 0, held: 0, created: 0, skipped: 0 };
  try {
    await client.connect();
    const lock = await client.getMailboxLock(mailbox);
    try {
      const opened = client.mailbox;
      const uidValidity = opened ? Number(opened.uidValidity) : null;
      let lastUid = state.uidValidity === uidValidity ? state.lastUid : 0;
      if (state.uidValidity !== uidValidity) await db.update(mailboxState).set({ uidValidity, lastUid: 0 }).where(eq(mailboxState.id, 1));
      // "n:*" also answers with the newest message when none is newer: filtered below.
      const list = opened && opened.exists > 0 ? await client.fetchAll(`${lastUid + 1}:*`, { uid: true, size: true }, { uid: true }) : [];
      for (const item of list.filter((entry) => entry.uid > lastUid).sort((a, b) => a.uid - b.uid)) {
        result.read++;
        const size = item.size ?? 0;
        const tooLarge = size > MAX_INBOUND_BYTES;
        try {
          const headers = tooLarge ? await client.fetchOne(String(item.uid), { headers: true }, { uid: true }) : undefined;
          const raw = tooLarge ? (headers ? headers.headers : undefined) : await download(client, item.uid, size);
          if (!raw) throw new Error("Mailen kunne ikke hentes");
          const parsed = await readAnswer(raw, size, tooLarge, config.parseDeadlineMs ?? PARSE_DEADLINE_MS);
          if (parsed.note === "for-stor")
            log.warn("Indgående mail er for stor; kun dens overskrifter er læst, teksten bliver i postkassen", {
              uid: item.uid,
              bytes: size,
              limit: MAX_INBOUND_BYTES,
            });
          if (parsed.note === "for-tung")
            log.warn("Indgående mail tog for lang tid at læse; kun dens overskrifter er læst, og den er holdt til en medarbejder ser den i postkassen", {
              uid: item.uid,
              bytes: size,
            });
          if (parsed.note === "tegnsaet") log.warn("Indgående mail har et tegnsæt, der ikke kunne læses helt; ulæselige tegn er vist som �", { uid: item.uid });
          const outcome = await storeAnswer(db, parsed, config);
          if (outcome === "stored") result.stored++;
          else if (outcome === "new" || outcome === "new-spam") result.created++;
          else if (outcome === "held") {
            result.held++;
            if (parsed.note !== "for-tung")
              log.warn("Indgående mail henviser til en henvendelses tråd, men afsenderen er en anden: holdt som usikker, til en medarbejder tager stilling", {
                uid: item.uid,
              });
          } else if (outcome === "over-quota") {
            result.held++;
            log.warn(
              `Henvendelsen har fået mere end ${MAX_ANSWERS_PER_DAY} svar det seneste døgn; mailen er holdt, uden besked til den ansvarlige, til en medarbejder tager stilling`,
              { uid: item.uid },
            );
          } else result.skipped++;
          log.info("Indgående mail læst", { uid: item.uid, outcome, bytes: size, parseThreadId: parsed.parseThreadId });
        } catch (error) {
          // One bad message never stops the rest: it stays in the mailbox, and we go on.
          result.skipped++;
          log.warn("Indgående mail kunne ikke læses; den bliver i postkassen", { uid: item.uid, bytes: size, ...errorFields(error) });
        }
        lastUid = item.uid;
        await db.update(mailboxState).set({ lastUid, uidValidity }).where(eq(mailboxState.id, 1));
      }
    } finally {
      lock.release();
    }
    await client.logout().catch(() => undefined);
    await db
      .update(mailboxState)
      .set({ leaseUntil: null, lastOkAt: sql`now()`, lastError: null })
      .where(eq(mailboxState.id, 1));
    return result;
  } catch (error) {
    client.close();
    const message = (error instanceof Error ? ((error as { responseText?: string }).responseText ?? error.message) : String(error)).slice(0, 300);
    // lastErrorAt is when this outage began: set by the first failure after a good read, kept by the rest.
    await db
      .update(mailboxState)
      .set({
        leaseUntil: null,
        lastErrorAt: sql`case when ${mailboxState.lastErrorAt} is null or ${mailboxState.lastOkAt} > ${mailboxState.lastErrorAt} then now() else ${mailboxState.lastErrorAt} end`,
        lastError: message,
      })
      .where(eq(mailboxState.id, 1));
    throw error;
  }
}

/** The longest wait between two tries at a mailbox that cannot be read. */
export const MAX_POLL_BACKOFF_MS = 15 * 60_000;

/** The wait before the next round after `failures` failed rounds in a row: pollMs, then doubling, at most MAX_POLL_BACKOFF_MS. */
export function pollDelay(pollMs: number, failures: number): number {
  return Math.max(pollMs, Math.min(pollMs * 2 ** Math.min(failures, 30), MAX_POLL_BACKOFF_MS));
}

/**
 * The mailbox's job (app/server/platform/jobs.server.ts): read every pollMs. A mailbox that cannot be read
 * is tried again at doubling intervals (pollDelay; issue 34, item 7: a dead server cost one error
 * line a minute, ~1,440 a day); the runner logs one line when it goes down and one when it is back.
 */
export function mailboxJob(db: Db, config: MailboxConfig, pollMs: number): Job {
  return {
    name: "imap",
    title: "Postkassen (IMAP_URL)",
    every: pollMs,
    firstMs: Math.min(pollMs, 1000),
    backoff: { firstMs: pollDelay(pollMs, 1), maxMs: MAX_POLL_BACKOFF_MS },
    messages: { down: "Postkassen (IMAP_URL) kan ikke læses; prøver igen med stigende mellemrum", up: "Postkassen (IMAP_URL) kan læses igen" },
    async run() {
      const result = await pollMailbox(db, config);
      if (result !== "busy" && result.read > 0) log.info("Postkassen er læst", result);
    },
  };
}

/** The admin banner's text while the mailbox cannot be read, or null. */
export async function mailboxWarning(db: Db): Promise<string | null> {
  const [state] = await db.select().from(mailboxState).where(eq(mailboxState.id, 1));
  if (!state?.lastErrorAt || (state.lastOkAt && state.lastOkAt > state.lastErrorAt)) return null;
  return `Kundernes svar kan ikke hentes fra postkassen (IMAP_URL) siden ${danishDateTime(state.lastErrorAt)}: ${state.lastError ?? "ukendt fejl"}. Serveren prøver igen af sig selv; svarene venter i postkassen imens.`;
}
