/**
 * One contact per person (issue 26, item 3). The database gives every new enquiry its contact
 * (the trigger in drizzle/0008: same e-mail in any case, else same phone digits without +45);
 * this module reads a contact's whole timeline, finds contacts, merges two and undoes a merge.
 *
 * The timeline is one list of entries from several tables (enquiries, notes, history, mails,
 * follow-ups), newest first. Another kind of entry (mail replies, say) is one more reader in
 * `timelineReaders` returning `TimelineEntry`s for the contact's enquiry ids.
 */
import { and, desc, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { resultRows, type Db } from "../platform/db.server.ts";
import { recordHistory, withNames } from "./history.server.ts";
import { messageEntries } from "../mail/replies.server.ts";
import { isUuid, phoneDigits } from "./inbox.server.ts";
import {
  contactMerges,
  contactSubmissions,
  contacts,
  enquiryHistory,
  enquiryNotes,
  followUps,
  type EnquiryKind,
  type EnquiryStatus,
  type HistoryAction,
} from "./schema.server.ts";
import { enquiryMessages, outbox } from "../mail/schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";

export type TimelineEntry =
  | { type: "enquiry"; at: Date; submissionId: string; kind: EnquiryKind; status: EnquiryStatus; message: string | null; source: string; spam: boolean }
  | { type: "note"; at: Date; submissionId: string; author: string | null; body: string }
  | { type: "history"; at: Date; submissionId: string; actor: string | null; action: HistoryAction; detail: Record<string, string | number | null> }
  | { type: "mail"; at: Date; submissionId: string; recipient: string; subject: string; state: "waiting" | "sent" | "failed" }
  | { type: "follow_up"; at: Date; submissionId: string; dueAt: Date; what: string; done: boolean }
  /** A reply staff sent from the enquiry page, or the sender's answer read from the mailbox (app/server/mail/replies.server.ts). */
  | {
      type: "message";
      at: Date;
      submissionId: string;
      direction: "in" | "out";
      from: string | null;
      signedAs: string | null;
      subject: string;
      body: string;
      state: "waiting" | "sent" | "failed" | null;
    };

export type ContactEnquiry = {
  id: string;
  createdAt: Date;
  kind: EnquiryKind;
  status: EnquiryStatus;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  spam: boolean;
};

export type ContactTimeline = { contactId: string; enquiries: ContactEnquiry[]; entries: TimelineEntry[]; truncated: boolean; merges: MergeRow[] };

type Reader = (db: Db, ids: string[], limit: number) => Promise<TimelineEntry[]>;

/** The history actions that another entry already shows (the enquiry itself, a note's text). */
const historyShownElsewhere = ["created", "note"];

/** Each table's part of a timeline; newest `limit` of each, the merge keeps the newest overall. */
export const timelineReaders: Reader[] = [
  async (db, ids, limit) =>
    (
      await db
        .select({ at: enquiryNotes.createdAt, submissionId: enquiryNotes.submissionId, author: staffUsers.displayName, body: enquiryNotes.body })
        .from(enquiryNotes)
        .leftJoin(staffUsers, eq(staffUsers.id, enquiryNotes.authorId))
        .where(inArray(enquiryNotes.submissionId, ids))
        .orderBy(desc(enquiryNotes.createdAt))
        .limit(limit)
    ).map((row) => ({ type: "note" as const, ...row })),
  async (db, ids, limit) =>
    // Staff by name, as on the enquiry page (history.server.ts withNames).
    withNames(
      db,
      await db
        .select({
          at: enquiryHistory.createdAt,
          submissionId: sql<string>`${enquiryHistory.submissionId}`,
          actor: staffUsers.displayName,
          action: enquiryHistory.action,
          detail: enquiryHistory.detail,
        })
        .from(enquiryHistory)
        .leftJoin(staffUsers, eq(staffUsers.id, enquiryHistory.actorId))
        .where(and(inArray(enquiryHistory.submissionId, ids), notInArray(enquiryHistory.action, historyShownElsewhere as HistoryAction[])))
        .orderBy(desc(enquiryHistory.createdAt))
        .limit(limit),
    ).then((rows) => rows.map((row) => ({ type: "history" as const, ...row }))),
  async (db, ids, limit) =>
    (
      await db
        .select({
          at: outbox.createdAt,
          submissionId: sql<string>`${outbox.submissionId}`,
          recipient: outbox.recipient,
          subject: outbox.subject,
          state: sql<
            "waiting" | "sent" | "failed"
          >`case when ${outbox.sentAt} is not null then 'sent' when ${outbox.lastError} is not null then 'failed' else 'waiting' end`,
        })
        .from(outbox)
        // A reply's mail is its "message" entry (with its state), not a second line here.
        .where(and(inArray(outbox.submissionId, ids), sql`not exists (select 1 from ${enquiryMessages} where ${enquiryMessages.outboxId} = ${outbox.id})`))
        .orderBy(desc(outbox.createdAt))
        .limit(limit)
    ).map((row) => ({ type: "mail" as const, ...row })),
  async (db, ids, limit) =>
    (
      await db
        .select({ at: followUps.createdAt, submissionId: followUps.submissionId, dueAt: followUps.dueAt, what: followUps.what, doneAt: followUps.doneAt })
        .from(followUps)
        .where(inArray(followUps.submissionId, ids))
        .orderBy(desc(followUps.createdAt))
        .limit(limit)
    ).map(({ doneAt, ...row }) => ({ type: "follow_up" as const, ...row, done: doneAt !== null })),
  messageEntries,
];

/** At most this many enquiries and entries on one timeline (a contact worked for years stays readable). */
export const TIMELINE_LIMIT = 200;

/** The contact of an enquiry, or null (an enquiry from before contacts existed has one since the migration). */
export async function contactOf(db: Db, submissionId: string): Promise<string | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await db.select({ contactId: contactSubmissions.contactId }).from(contactSubmissions).where(eq(contactSubmissions.id, submissionId));
  return row?.contactId ?? null;
}

/** Everything about one contact: its enquiries and one timeline of what happened, newest first. */
export async function contactTimeline(db: Db, contactId: string, limit = TIMELINE_LIMIT): Promise<ContactTimeline> {
  const enquiryRows = isUuid(contactId)
    ? await db
        .select({
          id: contactSubmissions.id,
          createdAt: contactSubmissions.createdAt,
          kind: contactSubmissions.kind,
          status: contactSubmissions.status,
          name: contactSubmissions.name,
          email: contactSubmissions.email,
          phone: contactSubmissions.phone,
          company: contactSubmissions.company,
          message: contactSubmissions.message,
          source: contactSubmissions.source,
          spamAt: contactSubmissions.spamAt,
        })
        .from(contactSubmissions)
        .where(eq(contactSubmissions.contactId, contactId))
        .orderBy(desc(contactSubmissions.createdAt))
        .limit(limit)
    : [];
  const ids = enquiryRows.map((row) => row.id);
  const parts = ids.length ? await Promise.all(timelineReaders.map((read) => read(db, ids, limit))) : [];
  const entries: TimelineEntry[] = [
    ...enquiryRows.map((row) => ({
      type: "enquiry" as const,
      at: row.createdAt,
      submissionId: row.id,
      kind: row.kind,
      status: row.status,
      message: row.message,
      source: row.source,
      spam: row.spamAt !== null,
    })),
    ...parts.flat(),
  ].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
  const merges = await mergesOf(db, contactId);
  return {
    contactId,
    enquiries: enquiryRows.map(({ message: _message, source: _source, spamAt, ...row }) => ({ ...row, spam: spamAt !== null })),
    entries: entries.slice(0, limit),
    truncated: entries.length > limit,
    merges,
  };
}

export type MergeRow = {
  id: number;
  targetId: string;
  sourceId: string;
  count: number;
  createdAt: Date;
  undoneAt: Date | null;
  actor: string | null;
  otherName: string | null;
};

/** The merges into or out of a contact, newest first (undone ones too, for the record). */
export async function mergesOf(db: Db, contactId: string): Promise<MergeRow[]> {
  if (!isUuid(contactId)) return [];
  const rows = await db
    .select({
      id: contactMerges.id,
      targetId: contactMerges.targetId,
      sourceId: contactMerges.sourceId,
      submissionIds: contactMerges.submissionIds,
      createdAt: contactMerges.createdAt,
      undoneAt: contactMerges.undoneAt,
      actor: staffUsers.displayName,
    })
    .from(contactMerges)
    .leftJoin(staffUsers, eq(staffUsers.id, contactMerges.actorId))
    .where(sql`${contactMerges.targetId} = ${contactId} or ${contactMerges.sourceId} = ${contactId}`)
    .orderBy(desc(contactMerges.createdAt))
    .limit(20);
  const names = new Map<string, string>();
  const firstIds = rows.map((row) => row.submissionIds[0]).filter((id): id is string => typeof id === "string" && isUuid(id));
  if (firstIds.length) {
    for (const row of await db
      .select({ id: contactSubmissions.id, name: contactSubmissions.name, email: contactSubmissions.email })
      .from(contactSubmissions)
      .where(inArray(contactSubmissions.id, firstIds))) {
      names.set(row.id, row.name || row.email);
    }
  }
  return rows.map(({ submissionIds, ...row }) => ({ ...row, count: submissionIds.length, otherName: names.get(submissionIds[0] ?? "") ?? null }));
}

/**
 * The contact another enquiry belongs to, found by what staff type: an e-mail address (any case)
 * or a phone number (any spacing, with or without +45). Null when nobody matches.
 */
export async function findContact(db: Db, query: string): Promise<{ contactId: string; name: string; email: string } | null> {
  const text = query
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200);
  if (!text) return null;
  const digits = phoneDigits(text);
  const condition = text.includes("@")
    ? sql`lower(${contactSubmissions.email}) = lower(${text})`
    : digits && digits.length >= 6
      ? eq(contactSubmissions.phoneKey, digits)
      : null;
  if (!condition) return null;
  const [row] = await db
    .select({ contactId: contactSubmissions.contactId, name: contactSubmissions.name, email: contactSubmissions.email })
    .from(contactSubmissions)
    .where(and(condition, sql`${contactSubmissions.contactId} is not null`))
    .orderBy(desc(contactSubmissions.createdAt))
    .limit(1);
  return row?.contactId ? { contactId: row.contactId, name: row.name, email: row.email } : null;
}

export type MergeResult = { ok: true; moved: number; mergeId: number } | { ok: false; error: string };

/**
 * Moves every enquiry of `sourceId` onto `targetId` and records which, so the merge can be undone.
 * Recorded in each moved enquiry's history (no personal data: counts and ids).
 */
export async function mergeContacts(db: Db, targetId: string, sourceId: string, actorId: string): Promise<MergeResult> {
  if (!isUuid(targetId) || !isUuid(sourceId)) return { ok: false, error: "Kontakten findes ikke." };
  if (targetId === sourceId) return { ok: false, error: "Det er den samme kontakt. Vælg en anden." };
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(inArray(contacts.id, [targetId, sourceId]))
      .for("update");
    if (found.length !== 2) return { ok: false as const, error: "Kontakten findes ikke længere." };
    const moved = await tx
      .update(contactSubmissions)
      .set({ contactId: targetId })
      .where(eq(contactSubmissions.contactId, sourceId))
      .returning({ id: contactSubmissions.id });
    if (moved.length === 0) return { ok: false as const, error: "Den anden kontakt har ingen henvendelser at lægge sammen." };
    const [merge] = await tx
      .insert(contactMerges)
      .values({ targetId, sourceId, submissionIds: moved.map((row) => row.id), actorId })
      .returning({ id: contactMerges.id });
    for (const row of moved) await recordHistory(tx, { submissionId: row.id, actorId, action: "merge", detail: { merge: merge!.id, moved: moved.length } });
    return { ok: true as const, moved: moved.length, mergeId: merge!.id };
  });
}

/**
 * Undoes a merge: its enquiries (those that still exist) go back to their own contact. With
 * `contactId` (the enquiry page's contact), only a merge that contact took part in.
 */
export async function undoMerge(db: Db, mergeId: number, actorId: string, contactId?: string): Promise<MergeResult> {
  if (!Number.isSafeInteger(mergeId) || mergeId < 1) return { ok: false, error: "Sammenlægningen findes ikke." };
  return db.transaction(async (tx) => {
    const ofContact = contactId === undefined ? undefined : or(eq(contactMerges.targetId, contactId), eq(contactMerges.sourceId, contactId));
    const [merge] = await tx
      .select()
      .from(contactMerges)
      .where(and(eq(contactMerges.id, mergeId), isNull(contactMerges.undoneAt), ofContact))
      .for("update");
    if (!merge) return { ok: false as const, error: "Sammenlægningen er allerede fortrudt eller findes ikke." };
    const ids = merge.submissionIds.filter(isUuid);
    const moved = ids.length
      ? await tx
          .update(contactSubmissions)
          .set({ contactId: merge.sourceId })
          .where(and(inArray(contactSubmissions.id, ids), eq(contactSubmissions.contactId, merge.targetId)))
          .returning({ id: contactSubmissions.id })
      : [];
    await tx
      .update(contactMerges)
      .set({ undoneAt: sql`now()` })
      .where(eq(contactMerges.id, mergeId));
    for (const row of moved) await recordHistory(tx, { submissionId: row.id, actorId, action: "merge", detail: { undone: mergeId } });
    return { ok: true as const, moved: moved.length, mergeId };
  });
}

/**
 * Contacts left without enquiries (all deleted, or merged away and never undone after 90 days) go
 * (the retention job). A contact younger than a day is kept: its first enquiry may still be on its
 * way into the table.
 */
export async function pruneContacts(db: Db, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  await db.delete(contactMerges).where(sql`${contactMerges.createdAt} < ${new Date(now.getTime() - 90 * 86_400_000).toISOString()}`);
  const rows = await db.execute(sql`delete from ${contacts} c where c.created_at < ${dayAgo}
    and not exists (select 1 from ${contactSubmissions} s where s.contact_id = c.id)
    and not exists (select 1 from ${contactMerges} m where m.source_id = c.id or m.target_id = c.id) returning c.id`);
  return resultRows<{ id: string }>(rows).length;
}
