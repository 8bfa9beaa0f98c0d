/**
 * Staff reply to an enquiry by mail from its page, and see the answers there
 * (docs/decisions/replies-by-mail.md). A reply is one outbox row (sent with the outbox's retries,
 * From: MAIL_FROM, Reply-To: the mailbox IMAP_URL reads) and one enquiry_messages row holding the
 * Message-ID we gave it, so an answer's In-Reply-To/References finds its enquiry
 * (app/server/mail/inbound-mail.server.ts). Templates are the owner's, stored in app_settings.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { brand } from "../../content/site.ts";
import type { TimelineEntry } from "../inbox/contacts.server.ts";
import type { Db } from "../platform/db.server.ts";
import { recordHistory } from "../inbox/history.server.ts";
import { buildConfig } from "../../config/build-config.ts";
import { queueWebhookEvent } from "../webhooks/webhooks.server.ts";
import { usableMessageId } from "./mail-parser-worker.server.ts";
import { appSettings, contactSubmissions } from "../inbox/schema.server.ts";
import { enquiryMessages, outbox } from "./schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";

export type ReplyTemplate = { title: string; body: string };

/** Until the owner changes them (/admin/svarskabeloner). */
export const defaultReplyTemplates: ReplyTemplate[] = [
  {
    title: "Hvornår kan vi ringe?",
    body: "Tak for din henvendelse. Hvornår passer det dig, at vi ringer? Skriv gerne et par tidspunkter og det nummer, vi skal ringe på.",
  },
  {
    title: "Vi mangler lidt mere",
    body: "Tak for din henvendelse. For at give dig et præcist tilbud har vi brug for lidt mere: Hvor mange kontakter skal vi ringe til, og hvornår skal kampagnen gerne gå i gang?",
  },
  {
    title: "Tilbud på vej",
    body: "Tak for en god snak. Du får vores tilbud på mail inden for to hverdage. Skriv endelig, hvis du har spørgsmål i mellemtiden.",
  },
];

const TEMPLATES_KEY = "replyTemplates";
export const MAX_TEMPLATES = 12;
export const MAX_REPLY_LENGTH = 10_000;

const TemplateSchema = z.object({
  title: z.string().trim().min(1, "Giv skabelonen en titel.").max(80, "En titel må højst være 80 tegn."),
  body: z.string().trim().min(1, "Skriv skabelonens tekst.").max(4000, "En skabelon må højst være 4.000 tegn."),
});

export async function replyTemplates(db: Pick<Db, "select">): Promise<ReplyTemplate[]> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, TEMPLATES_KEY));
  const parsed = z.array(TemplateSchema).safeParse(row?.value);
  return parsed.success ? parsed.data : defaultReplyTemplates;
}

/** Checks and saves the owner's templates (blank rows dropped); the problem in Danish, or null. */
export async function saveReplyTemplates(db: Db, templates: ReplyTemplate[], actorId: string): Promise<string | null> {
  const kept = templates.filter((template) => template.title.trim() || template.body.trim());
  if (kept.length > MAX_TEMPLATES) return `Højst ${MAX_TEMPLATES} skabeloner.`;
  const parsed = z.array(TemplateSchema).safeParse(kept);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: TEMPLATES_KEY, value: parsed.data })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: parsed.data, updatedAt: sql`now()` } });
    await recordHistory(tx, { actorId, action: "settings", detail: { setting: TEMPLATES_KEY, to: `${parsed.data.length} skabeloner` } });
  });
  return null;
}

export type ReplyConfig = { from: string; replyTo: string };

/** The domain our Message-IDs carry: MAIL_FROM's. */
function messageIdDomain(from: string): string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  return address.split("@")[1]?.replace(/[^a-z0-9.-]/gi, "") || "localhost";
}

export const ReplySchema = z.object({
  subject: z.string().trim().min(1, "Skriv et emne.").max(200, "Emnet må højst være 200 tegn."),
  body: z
    .string()
    .trim()
    .min(1, "Skriv et svar.")
    .max(MAX_REPLY_LENGTH, `Svaret må højst være ${MAX_REPLY_LENGTH.toLocaleString("da-DK")} tegn.`),
  signedAs: z.string().trim().min(1, "Skriv dit navn til underskriften.").max(100, "Navnet må højst være 100 tegn."),
});
export type Reply = z.infer<typeof ReplySchema>;

export function replyBody(reply: Reply): string {
  return `${reply.body}\n\nVenlig hilsen\n${reply.signedAs}\n${brand.name}`;
}

/**
 * Queues the reply in the outbox and records it on the enquiry, in one transaction. It answers
 * the newest answer from the sender (In-Reply-To, References), so mail programs thread it.
 * Returns the outbox id, or null when the enquiry is gone.
 */
export async function sendReply(db: Db, submissionId: string, reply: Reply, author: string, config: ReplyConfig): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ email: contactSubmissions.email })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, submissionId))
      .for("update");
    if (!enquiry) return null;
    const thread = await tx
      .select({ messageId: enquiryMessages.messageId, direction: enquiryMessages.direction })
      .from(enquiryMessages)
      .where(and(eq(enquiryMessages.submissionId, submissionId), inArray(enquiryMessages.match, ["thread", "sender"])))
      .orderBy(desc(enquiryMessages.createdAt))
      .limit(10);
    const ours = await tx
      .select({ messageId: enquiryMessages.messageId })
      .from(enquiryMessages)
      .where(and(eq(enquiryMessages.submissionId, submissionId), eq(enquiryMessages.direction, "out")))
      .orderBy(desc(enquiryMessages.createdAt))
      .limit(10);
    // Only IDs fit to repeat: not a stand-in for a missing one, not a hostile 8,000 characters
    // (fourth review, finding 4; rows stored before that fix may still hold one).
    const usable = (rows: { messageId: string }[]) => rows.map((row) => row.messageId).filter(usableMessageId);
    const references = [...usable(ours), ...usable(thread)].reverse();
    const messageId = `<svar.${randomUUID()}@${messageIdDomain(config.from)}>`;
    const headers: Record<string, string> = { "Message-ID": messageId };
    const answering = usable(thread)[0];
    if (answering) headers["In-Reply-To"] = answering;
    if (references.length) headers.References = references.join(" ");
    const [mail] = await tx
      .insert(outbox)
      .values({ submissionId, recipient: enquiry.email, replyTo: config.replyTo, subject: reply.subject, body: replyBody(reply), headers })
      .returning({ id: outbox.id });
    await tx.insert(enquiryMessages).values({
      submissionId,
      direction: "out",
      messageId,
      authorId: author,
      signedAs: reply.signedAs,
      subject: reply.subject,
      body: replyBody(reply),
      outboxId: mail!.id,
    });
    await queueWebhookEvent(tx, "enquiry.reply_sent", submissionId, buildConfig.siteUrl, {
      subject: reply.subject,
      body: reply.body,
      signedAs: reply.signedAs,
    });
    // Answering is seeing: the enquiry is no longer "svar modtaget".
    await tx
      .update(enquiryMessages)
      .set({ seenAt: sql`now()` })
      .where(and(eq(enquiryMessages.submissionId, submissionId), eq(enquiryMessages.direction, "in"), isNull(enquiryMessages.seenAt)));
    return mail!.id;
  });
}

export type MessageItem = {
  id: string;
  direction: "out" | "in";
  match: "thread" | "sender" | "uncertain" | "rejected" | null;
  subject: string;
  body: string;
  signedAs: string | null;
  fromAddress: string | null;
  createdAt: Date;
  seen: boolean;
  /** out: the outbox's state (a mail removed from the outbox after 14 days was sent). */
  mail: {
    id: number;
    state: "waiting" | "sent" | "failed";
    attempts: number;
    lastError: string | null;
    sentAt: Date | null;
    nextAttemptAt: Date;
    recipient: string;
    subject: string;
  } | null;
};

/** The mail with the sender, oldest first (held and rejected answers included; the page sorts them). */
export async function messagesOf(db: Db, submissionId: string): Promise<MessageItem[]> {
  const rows = await db
    .select({
      id: enquiryMessages.id,
      direction: enquiryMessages.direction,
      match: enquiryMessages.match,
      subject: enquiryMessages.subject,
      body: enquiryMessages.body,
      signedAs: enquiryMessages.signedAs,
      fromAddress: enquiryMessages.fromAddress,
      createdAt: enquiryMessages.createdAt,
      seenAt: enquiryMessages.seenAt,
      outboxId: outbox.id,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      recipient: outbox.recipient,
    })
    .from(enquiryMessages)
    .leftJoin(outbox, eq(outbox.id, enquiryMessages.outboxId))
    .where(eq(enquiryMessages.submissionId, submissionId))
    .orderBy(asc(enquiryMessages.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    direction: row.direction,
    match: row.match,
    subject: row.subject,
    body: row.body,
    signedAs: row.signedAs,
    fromAddress: row.fromAddress,
    createdAt: row.createdAt,
    seen: row.seenAt !== null,
    mail:
      row.direction === "out"
        ? row.outboxId === null
          ? { id: 0, state: "sent", attempts: 1, lastError: null, sentAt: null, nextAttemptAt: row.createdAt, recipient: "", subject: row.subject }
          : {
              id: row.outboxId,
              state: row.sentAt ? "sent" : row.lastError ? "failed" : "waiting",
              attempts: row.attempts ?? 0,
              lastError: row.lastError,
              sentAt: row.sentAt,
              nextAttemptAt: row.nextAttemptAt!,
              recipient: row.recipient!,
              subject: row.subject,
            }
        : null,
  }));
}

/** The name for the signature: what this person signed with last, else their name as a meeting host. */
export async function lastSignature(db: Db, staffId: string): Promise<string | null> {
  const [last] = await db
    .select({ signedAs: enquiryMessages.signedAs })
    .from(enquiryMessages)
    .where(and(eq(enquiryMessages.authorId, staffId), eq(enquiryMessages.direction, "out")))
    .orderBy(desc(enquiryMessages.createdAt))
    .limit(1);
  if (last?.signedAs) return last.signedAs;
  const [staff] = await db.select({ name: staffUsers.displayName }).from(staffUsers).where(eq(staffUsers.id, staffId));
  return staff?.name ?? null;
}

/** Staff decide about an answer held as uncertain: attach it to the enquiry, or reject it (it stays in the mailbox). */
export async function decideAnswer(db: Db, submissionId: string, messageId: string, decision: "attach" | "reject"): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(messageId)) return false;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(enquiryMessages)
      .set(decision === "attach" ? { match: "thread", seenAt: sql`now()` } : { match: "rejected", seenAt: sql`now()` })
      .where(and(eq(enquiryMessages.id, messageId), eq(enquiryMessages.submissionId, submissionId), eq(enquiryMessages.match, "uncertain")))
      .returning({ subject: enquiryMessages.subject, body: enquiryMessages.body, from: enquiryMessages.fromAddress });
    // A held answer reaches the CRM when a person attaches it.
    if (decision === "attach" && rows[0]) await queueWebhookEvent(tx, "enquiry.reply_received", submissionId, buildConfig.siteUrl, rows[0]);
    return rows.length > 0;
  });
}

/** "Markér som set": the answers stop showing as "svar modtaget". */
export async function markAnswersSeen(db: Db, submissionId: string): Promise<void> {
  await db
    .update(enquiryMessages)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(enquiryMessages.submissionId, submissionId),
        eq(enquiryMessages.direction, "in"),
        isNull(enquiryMessages.seenAt),
        inArray(enquiryMessages.match, ["thread", "sender"]),
      ),
    );
}

/** The contact timeline's part (app/server/inbox/contacts.server.ts timelineReaders): replies and attached answers, not held or rejected ones. */
export async function messageEntries(db: Db, ids: string[], limit: number): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      at: enquiryMessages.createdAt,
      submissionId: enquiryMessages.submissionId,
      direction: enquiryMessages.direction,
      from: enquiryMessages.fromAddress,
      signedAs: enquiryMessages.signedAs,
      subject: enquiryMessages.subject,
      body: enquiryMessages.body,
      state: sql<
        "waiting" | "sent" | "failed" | null
      >`case when ${enquiryMessages.direction} = 'in' then null when ${outbox.id} is null or ${outbox.sentAt} is not null then 'sent' when ${outbox.lastError} is not null then 'failed' else 'waiting' end`,
    })
    .from(enquiryMessages)
    .leftJoin(outbox, eq(outbox.id, enquiryMessages.outboxId))
    .where(and(inArray(enquiryMessages.submissionId, ids), sql`(${enquiryMessages.match} is null or ${enquiryMessages.match} in ('thread', 'sender'))`))
    .orderBy(desc(enquiryMessages.createdAt))
    .limit(limit);
  return rows.map((row) => ({ type: "message" as const, ...row, body: row.body.length > 600 ? `${row.body.slice(0, 600)} …` : row.body }));
}
