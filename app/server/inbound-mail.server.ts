/**
 * Answers to staff replies, read from the mailbox IMAP_URL points at (imapflow), parsed
 * (mailparser) and threaded to their enquiry (docs/decisions/replies-by-mail.md):
 * - In-Reply-To/References name one of our messages and the sender is the enquiry's address:
 *   attached ("thread");
 * - they name one of our messages but someone else sent it (a forwarded mail, or a spoofed
 *   In-Reply-To): held as "uncertain" on that enquiry until a staff member attaches or rejects it;
 * - no known thread, but the sender wrote an enquiry: attached to their newest one ("sender");
 * - otherwise left alone in the mailbox.
 * Of several instances one polls at a time (a lease row), and an answer is stored once (the
 * unique Message-ID), so nothing is threaded twice. Only text is stored: an HTML-only mail is
 * kept as its text, and the page never renders it as HTML.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import type { Db } from "./db.server.ts";
import { errorFields, log } from "./log.server.ts";
import { contactSubmissions, enquiryMessages, mailboxState, outbox, staffUsers } from "./schema.server.ts";

const dateFormat = new Intl.DateTimeFormat("da-DK", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Copenhagen" });

/** Larger mails are threaded by their headers alone; their body stays in the mailbox. */
export const MAX_INBOUND_BYTES = 10 * 1024 * 1024;
/** What is kept of an answer's text. */
export const MAX_ANSWER_CHARS = 20_000;

export type MailboxConfig = { imapUrl: string; siteUrl: string; ownAddress: string; timeoutMs?: number };

type Parsed = { messageId: string; references: string[]; from: string | null; subject: string; text: string; note: string | null };

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

const angle = (id: string) => (id.startsWith("<") ? id : `<${id}>`);

function firstAddress(from: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(from) ? from : from ? [from] : [];
  return list.flatMap((entry) => entry.value).find((value) => value.address)?.address?.toLowerCase() ?? null;
}

/**
 * The text of an HTML body: tags, scripts and styles gone, in one pass. Every search goes forward
 * from where the last one ended, so a 10 MB body of unclosed `<script>` or `<a href='` costs one
 * scan. The regexes this replaced backtracked to the end of the body from every `<` (third review,
 * finding 1: 640 KB of `<script>` held the event loop for 9 s, a 10 MB mail for over half an hour).
 */
function htmlText(html: string): string {
  // ASCII letters only: the same length as `html`, so its indexes point into both.
  const lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const parts: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open < 0) {
      parts.push(html.slice(at));
      break;
    }
    parts.push(html.slice(at, open), " ");
    const block = lower.startsWith("<script", open) ? "</script" : lower.startsWith("<style", open) ? "</style" : null;
    const end = block ? lower.indexOf(block, open) : open;
    // An unclosed script or style: nothing after it is text.
    if (end < 0) break;
    const close = html.indexOf(">", end);
    if (close < 0) {
      // A "<" that no ">" closes is text.
      if (!block) parts.push(html.slice(open));
      break;
    }
    at = close + 1;
  }
  return parts.join("").replace(/&nbsp;/g, " ").replace(/[ \t]+/g, " ").trim();
}

/** The text we keep: the text part, else the HTML's text (tags and scripts gone), never HTML. */
function plainText(mail: ParsedMail): string {
  const text = mail.text?.trim() || (typeof mail.html === "string" ? htmlText(mail.html) : "");
  return text.length > MAX_ANSWER_CHARS ? `${text.slice(0, MAX_ANSWER_CHARS)}\n\n[Afkortet: resten står i postkassen]` : text;
}

/** Parses one raw message (or only its headers, for one that is too large). */
export async function parseAnswer(raw: Buffer, size: number, headersOnly: boolean): Promise<Parsed> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const references = [mail.inReplyTo, ...(Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : [])].filter((id): id is string => Boolean(id)).flatMap((id) => id.split(/\s+/)).filter(Boolean).map(angle);
  const messageId = mail.messageId ? angle(mail.messageId) : `<sha256.${createHash("sha256").update(raw).digest("hex")}@uden-message-id>`;
  let text = headersOnly ? "" : plainText(mail);
  let note: string | null = null;
  if (headersOnly) {
    note = "for-stor";
    text = `Mailen er for stor til at blive vist her (${(size / 1024 / 1024).toLocaleString("da-DK", { maximumFractionDigits: 1 })} MB). Læs den i postkassen.`;
  } else if (text.includes("\uFFFD")) {
    note = "tegnsaet";
  }
  return { messageId, references: [...new Set(references)].slice(0, 50), from: firstAddress(mail.from), subject: (mail.subject ?? "(uden emne)").slice(0, 300), text: text || "(Mailen havde ingen tekst.)", note };
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
    const [ours] = known ? [known] : await tx
      .select({ submissionId: enquiryMessages.submissionId, email: contactSubmissions.email })
      .from(enquiryMessages)
      .innerJoin(contactSubmissions, eq(contactSubmissions.id, enquiryMessages.submissionId))
      .where(and(inArray(enquiryMessages.messageId, parsed.references), eq(enquiryMessages.direction, "out")))
      .limit(1);
    if (ours) return { submissionId: ours.submissionId, match: parsed.from && ours.email.toLowerCase() === parsed.from ? "thread" : "uncertain" };
  }
  if (!parsed.from) return null;
  const [bySender] = await tx.select({ id: contactSubmissions.id }).from(contactSubmissions).where(sql`lower(${contactSubmissions.email}) = ${parsed.from}`).orderBy(desc(contactSubmissions.createdAt)).limit(1);
  return bySender ? { submissionId: bySender.id, match: "sender" } : null;
}

/**
 * Answers stored on one enquiry in 24 hours; later ones stay in the mailbox (third review, finding
 * 9): anyone who once sent an enquiry could otherwise mail its thread without end, each mail up to
 * 20,000 characters in the database and one notice to the assignee.
 */
export const MAX_ANSWERS_PER_DAY = 50;

/** Stores one answer (once: the Message-ID is unique) and tells the assignee. Returns what happened, for the log. */
export async function storeAnswer(db: Db, parsed: Parsed, config: Pick<MailboxConfig, "siteUrl" | "ownAddress">): Promise<"stored" | "held" | "duplicate" | "unknown" | "own" | "too-many"> {
  if (parsed.from && parsed.from === config.ownAddress.toLowerCase()) return "own";
  return db.transaction(async (tx) => {
    const thread = await threadOf(tx, parsed);
    if (!thread) return "unknown";
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(enquiryMessages)
      .where(and(eq(enquiryMessages.submissionId, thread.submissionId), eq(enquiryMessages.direction, "in"), sql`${enquiryMessages.createdAt} > now() - interval '24 hours'`));
    if ((recent?.count ?? 0) >= MAX_ANSWERS_PER_DAY) return "too-many";
    const [row] = await tx
      .insert(enquiryMessages)
      .values({ submissionId: thread.submissionId, direction: "in", match: thread.match, messageId: parsed.messageId, fromAddress: parsed.from, subject: parsed.subject, body: parsed.text })
      .onConflictDoNothing({ target: enquiryMessages.messageId })
      .returning({ id: enquiryMessages.id });
    if (!row) return "duplicate";
    const [enquiry] = await tx
      .select({ name: contactSubmissions.name, email: contactSubmissions.email, assignee: staffUsers.email })
      .from(contactSubmissions)
      .leftJoin(staffUsers, eq(staffUsers.id, contactSubmissions.assignedTo))
      .where(eq(contactSubmissions.id, thread.submissionId));
    if (enquiry?.assignee) {
      const link = new URL(`/admin/contact-submissions/${thread.submissionId}`, config.siteUrl).toString();
      const held = thread.match === "uncertain";
      await tx.insert(outbox).values({
        submissionId: thread.submissionId,
        recipient: enquiry.assignee,
        subject: held ? `Usikkert svar på henvendelsen fra ${enquiry.name || enquiry.email}` : `Svar modtaget fra ${enquiry.name || enquiry.email}`,
        body: held
          ? `Hej\n\nDer er kommet en mail i tråden om henvendelsen fra ${enquiry.name || enquiry.email}, men fra en anden afsender. Den venter på, at du knytter den til henvendelsen eller afviser den:\n\n${link}\n`
          : `Hej\n\n${enquiry.name || enquiry.email} har svaret på jeres mail. Læs svaret på henvendelsen:\n\n${link}\n`,
      });
    }
    return thread.match === "uncertain" ? "held" : "stored";
  });
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

export type PollResult = { read: number; stored: number; held: number; skipped: number } | "busy";

/** One round: new messages since the last UID read, each threaded once. Throws when the mailbox cannot be read. */
export async function pollMailbox(db: Db, config: MailboxConfig): Promise<PollResult> {
  const timeoutMs = config.timeoutMs ?? 15_000;
  const state = await takeLease(db, timeoutMs * 8);
  if (!state) return "busy";
  const { mailbox, options } = imapOptions(config.imapUrl, timeoutMs);
  const client = new ImapFlow(options);
  // Without a listener an IMAP socket error would end the process.
  client.on("error", (error: unknown) => log.warn("IMAP-forbindelsen fejlede", errorFields(error)));
  const result = { read: 0, stored: 0, held: 0, skipped: 0 };
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
          const fetched = await client.fetchOne(String(item.uid), tooLarge ? { headers: true } : { source: true }, { uid: true });
          const raw = fetched ? (tooLarge ? fetched.headers : fetched.source) : undefined;
          if (!raw) throw new Error("Mailen kunne ikke hentes");
          const parsed = await parseAnswer(tooLarge ? Buffer.concat([raw, Buffer.from("\r\n")]) : raw, size, tooLarge);
          if (parsed.note === "for-stor") log.warn("Indgående mail er for stor; kun dens overskrifter er læst, teksten bliver i postkassen", { uid: item.uid, bytes: size, limit: MAX_INBOUND_BYTES });
          if (parsed.note === "tegnsaet") log.warn("Indgående mail har et tegnsæt, der ikke kunne læses helt; ulæselige tegn er vist som �", { uid: item.uid });
          const outcome = await storeAnswer(db, parsed, config);
          if (outcome === "stored") result.stored++;
          else if (outcome === "held") {
            result.held++;
            log.warn("Indgående mail henviser til en henvendelses tråd, men afsenderen er en anden: holdt som usikker, til en medarbejder tager stilling", { uid: item.uid });
          } else {
            result.skipped++;
            if (outcome === "too-many") log.warn(`Henvendelsen har fået mere end ${MAX_ANSWERS_PER_DAY} svar det seneste døgn; mailen bliver i postkassen`, { uid: item.uid });
          }
          log.info("Indgående mail læst", { uid: item.uid, outcome, bytes: size });
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
    await db.update(mailboxState).set({ leaseUntil: null, lastOkAt: sql`now()`, lastError: null }).where(eq(mailboxState.id, 1));
    return result;
  } catch (error) {
    client.close();
    const message = (error instanceof Error ? ((error as { responseText?: string }).responseText ?? error.message) : String(error)).slice(0, 300);
    await db.update(mailboxState).set({ leaseUntil: null, lastErrorAt: sql`now()`, lastError: message }).where(eq(mailboxState.id, 1));
    throw error;
  }
}

export function startMailboxPoller(db: Db, config: MailboxConfig, pollMs: number): { stop: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = pollMailbox(db, config)
      .then((result) => {
        if (result !== "busy" && result.read > 0) log.info("Postkassen er læst", result);
      })
      .catch((error) => log.error("Postkassen (IMAP_URL) kunne ikke læses; prøver igen", { retryInMs: pollMs, ...errorFields(error) }))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, Math.min(pollMs, 1000));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The admin banner's text while the mailbox cannot be read, or null. */
export async function mailboxWarning(db: Db): Promise<string | null> {
  const [state] = await db.select().from(mailboxState).where(eq(mailboxState.id, 1));
  if (!state?.lastErrorAt || (state.lastOkAt && state.lastOkAt > state.lastErrorAt)) return null;
  return `Kundernes svar kan ikke hentes fra postkassen (IMAP_URL) siden ${dateFormat.format(state.lastOkAt ?? state.lastErrorAt)}: ${state.lastError ?? "ukendt fejl"}. Serveren prøver igen af sig selv; svarene venter i postkassen imens.`;
}
