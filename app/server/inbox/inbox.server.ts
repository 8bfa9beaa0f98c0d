/**
 * The staff inbox's queries: filtered, searched and paginated lists, counts, the weekly chart,
 * one enquiry, status changes and GDPR erasure (the CSV export is ./csv.server.ts). Indexed for
 * tens of thousands of rows.
 */
import { and, count, desc, eq, gte, isNotNull, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../platform/db.server.ts";
import type { AssigneeState } from "../../content/enquiry-labels.ts";
import { recordHistory } from "./history.server.ts";
import {
  auditActions,
  contactSubmissions,
  enquiryHistory,
  enquiryKinds,
  enquiryNotes,
  enquiryStatuses,
  type EnquiryKind,
  type EnquiryStatus,
  type Submission,
} from "./schema.server.ts";
import { NO_PASSWORD, staffUsers } from "../auth/schema.server.ts";
import { enquiryMessages } from "../mail/schema.server.ts";
import { listedInInbox, notSpam } from "./visibility.server.ts";
import { alias } from "drizzle-orm/pg-core";

export const PAGE_SIZE = 50;

export type InboxFilters = {
  status?: EnquiryStatus;
  kind?: EnquiryKind;
  interest?: "business" | "freelancer" | "other";
  q?: string;
  /** "mine" (the viewer), "unassigned", "inactive" (held by a disabled or not-yet-accepted account), or a staff member's id. */
  assignee?: string;
  /** Won, lost, or neither yet (issue 26). */
  outcome?: "won" | "lost" | "open";
  /** "spam": the enquiries marked as spam (hidden everywhere else). */
  view?: "spam";
  /** "contact": one row per contact (its newest enquiry), with how many it has. */
  group?: "contact";
  page: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id PostgreSQL will accept as a uuid: anything else is "not found", never a database error. */
export const isUuid = (value: string) => UUID.test(value);

/** Reads filters from a URL; anything unknown is ignored rather than trusted. */
export function parseFilters(url: URL): InboxFilters {
  const status = url.searchParams.get("status");
  const kind = url.searchParams.get("type");
  const interest = url.searchParams.get("interesse");
  // Control characters (NUL above all, which PostgreSQL refuses in text) are no part of a search.
  const q =
    url.searchParams
      .get("q")
      ?.replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, 100) || undefined;
  const assignee = url.searchParams.get("ansvarlig") ?? "";
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("side") ?? "1", 10) || 1));
  const outcome = url.searchParams.get("udfald");
  return {
    outcome: outcome === "won" || outcome === "lost" || outcome === "open" ? outcome : undefined,
    view: url.searchParams.get("visning") === "spam" ? "spam" : undefined,
    group: url.searchParams.get("gruppe") === "kontakt" ? "contact" : undefined,
    status: enquiryStatuses.includes(status as EnquiryStatus) ? (status as EnquiryStatus) : undefined,
    kind: enquiryKinds.includes(kind as EnquiryKind) ? (kind as EnquiryKind) : undefined,
    interest: interest === "business" || interest === "freelancer" || interest === "other" ? interest : undefined,
    q,
    assignee: assignee === "mine" || assignee === "unassigned" || assignee === "inactive" || UUID.test(assignee) ? assignee : undefined,
    page,
  };
}

/**
 * The search box: name, company, e-mail, phone, message and the enquiry's notes, case-insensitive.
 * A search that looks like a phone number also matches on digits alone, so "20304050",
 * "20 30 40 50" and "+45 20-30-40-50" find "+45 20 30 40 50" and "3141 5926" finds "31415926".
 * A sequential scan of 10,000 rows is well inside the 300 ms bar (docs/benchmarks.md).
 */
export function searchCondition(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions: SQL[] = [
    sql`${contactSubmissions.searchText} like lower(${pattern})`,
    // The notes are read once for the whole search (a semi-join), not once per enquiry.
    sql`${contactSubmissions.id} in (select ${enquiryNotes.submissionId} from ${enquiryNotes} where lower(${enquiryNotes.body}) like lower(${pattern}))`,
  ];
  const digits = phoneDigits(q);
  if (digits) conditions.push(sql`${contactSubmissions.searchText} like ${`%${digits}%`}`);
  return or(...conditions)!;
}

/**
 * The digits of a search that is a phone number (digits, spaces, dashes, dots, brackets, a leading
 * + or 00), without the Danish country code, or null when the search is not one.
 */
export function phoneDigits(q: string): string | null {
  if (!/^\+?[\d\s\-.()/]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < 3) return null;
  return digits.replace(/^(?:00)?45(?=\d{8}$)/, "");
}

/** The contact's newer enquiries, in the list grouped by contact. */
const newer = alias(contactSubmissions, "newer");

/** `me` is the viewer's account id, for the "mine" filter. The list and the CSV export (./csv.server.ts) share it. */
export function inboxWhere(filters: Omit<InboxFilters, "page">, me?: string): SQL | undefined {
  const parts: SQL[] = [];
  // The visibility rule (./visibility.server.ts): spam only in its own view; sign-ups of a known
  // contact only when the list is filtered to newsletter sign-ups.
  if (filters.view === "spam") parts.push(isNotNull(contactSubmissions.spamAt));
  else parts.push(filters.kind === "newsletter" ? notSpam() : listedInInbox());
  if (filters.outcome === "open") parts.push(isNull(contactSubmissions.outcome));
  else if (filters.outcome) parts.push(eq(contactSubmissions.outcome, filters.outcome));
  if (filters.group === "contact") {
    // The contact's newest enquiry stands for it (among those not hidden as spam or sign-ups of a known contact).
    parts.push(
      sql`not exists (select 1 from ${contactSubmissions} newer where ${newer.contactId} = ${contactSubmissions.contactId} and ${listedInInbox(newer)} and (${newer.createdAt}, ${newer.id}) > (${contactSubmissions.createdAt}, ${contactSubmissions.id}))`,
    );
  }
  if (filters.assignee === "unassigned") parts.push(isNull(contactSubmissions.assignedTo));
  else if (filters.assignee === "mine") parts.push(me ? eq(contactSubmissions.assignedTo, me) : sql`false`);
  else if (filters.assignee === "inactive") {
    parts.push(
      sql`${contactSubmissions.assignedTo} in (select ${staffUsers.id} from ${staffUsers} where ${staffUsers.disabledAt} is not null or ${staffUsers.passwordHash} = ${NO_PASSWORD})`,
    );
  } else if (filters.assignee) parts.push(eq(contactSubmissions.assignedTo, filters.assignee));
  if (filters.status) parts.push(eq(contactSubmissions.status, filters.status));
  if (filters.kind) parts.push(eq(contactSubmissions.kind, filters.kind));
  if (filters.interest === "other") {
    parts.push(or(sql`${contactSubmissions.interest} is null`, notInArray(contactSubmissions.interest, ["business", "freelancer"]))!);
  } else if (filters.interest) parts.push(eq(contactSubmissions.interest, filters.interest));
  if (filters.q) parts.push(searchCondition(filters.q));
  return parts.length ? and(...parts) : undefined;
}

export type InboxRow = Pick<
  Submission,
  | "id"
  | "createdAt"
  | "name"
  | "company"
  | "email"
  | "phone"
  | "interest"
  | "status"
  | "kind"
  | "source"
  | "subscription"
  | "contactId"
  | "outcome"
  | "monthlyValue"
> & {
  /** How many enquiries the contact has (the list grouped by contact). */
  contactEnquiries: number | null;
  assignee: string | null;
  /** Whether the assignee can work the lead (a disabled or not-yet-accepted account cannot). */
  assigneeState: AssigneeState | null;
  /** An answer from the sender read from the mailbox and not yet seen ("Svar modtaget", app/server/mail/inbound-mail.server.ts). */
  answerWaiting: boolean;
};

const assigneeStateSql = sql<AssigneeState | null>`case when ${staffUsers.id} is null then null when ${staffUsers.disabledAt} is not null then 'disabled' when ${staffUsers.passwordHash} = ${NO_PASSWORD} then 'pending' else 'active' end`;

/**
 * One page of the list, the total and the counts per status among what the other filters select.
 * The total is the sum of the counts (or the one status's count), so a search reads the table
 * twice, not three times.
 */
export async function listSubmissions(db: Db, filters: InboxFilters, me?: string) {
  const condition = inboxWhere(filters, me);
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: contactSubmissions.id,
        createdAt: contactSubmissions.createdAt,
        name: contactSubmissions.name,
        company: contactSubmissions.company,
        email: contactSubmissions.email,
        phone: contactSubmissions.phone,
        interest: contactSubmissions.interest,
        status: contactSubmissions.status,
        kind: contactSubmissions.kind,
        source: contactSubmissions.source,
        subscription: contactSubmissions.subscription,
        contactId: contactSubmissions.contactId,
        outcome: contactSubmissions.outcome,
        monthlyValue: contactSubmissions.monthlyValue,
        contactEnquiries:
          filters.group === "contact"
            ? sql<number>`(select count(*)::int from ${contactSubmissions} same where same.contact_id = ${contactSubmissions.contactId})`
            : sql<null>`null`,
        assignee: staffUsers.displayName,
        assigneeState: assigneeStateSql,
        // One page of rows, each an index probe (enquiry_messages_unseen_idx).
        answerWaiting: sql<boolean>`exists (select 1 from ${enquiryMessages} m where m.submission_id = ${contactSubmissions.id} and m.direction = 'in' and m.seen_at is null)`,
      })
      .from(contactSubmissions)
      .leftJoin(staffUsers, eq(staffUsers.id, contactSubmissions.assignedTo))
      .where(condition)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    statusCounts(db, filters, me),
  ]);
  const total = filters.status ? counts[filters.status] : Object.values(counts).reduce((sum, value) => sum + value, 0);
  return { rows: rows as InboxRow[], total, counts, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** Enquiries per status among those the other filters (everything but the status) select. */
export async function statusCounts(db: Db, filters: Omit<InboxFilters, "page" | "status"> = {}, me?: string): Promise<Record<EnquiryStatus, number>> {
  const { status: _status, ...others } = filters as InboxFilters;
  const rows = await db
    .select({ status: contactSubmissions.status, value: count() })
    .from(contactSubmissions)
    .where(inboxWhere(others, me))
    .groupBy(contactSubmissions.status);
  const counts = { new: 0, in_progress: 0, completed: 0 } as Record<EnquiryStatus, number>;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

export type WeekBucket = { week: string; counts: Record<EnquiryKind, number> };

/** Enquiries per ISO week by kind for the last 12 weeks (oldest first, empty weeks included). */
export async function weeklyByKind(db: Db, now = new Date()): Promise<WeekBucket[]> {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const weeks = Array.from({ length: 12 }, (_, i) => {
    const start = new Date(monday);
    start.setUTCDate(monday.getUTCDate() - 7 * (11 - i));
    return start.toISOString().slice(0, 10);
  });
  const from = new Date(`${weeks[0]}T00:00:00Z`);
  const rows = await db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${contactSubmissions.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      kind: contactSubmissions.kind,
      value: count(),
    })
    .from(contactSubmissions)
    .where(and(gte(contactSubmissions.createdAt, from), notSpam()))
    .groupBy(sql`1`, contactSubmissions.kind);
  const empty = () => Object.fromEntries(enquiryKinds.map((kind) => [kind, 0])) as Record<EnquiryKind, number>;
  const buckets = new Map(weeks.map((week) => [week, empty()]));
  for (const row of rows) {
    const bucket = buckets.get(row.week);
    if (bucket) bucket[row.kind] = row.value;
  }
  return weeks.map((week) => ({ week, counts: buckets.get(week)! }));
}

export type SubmissionDetail = Omit<Submission, "searchText"> & { assignee: string | null; assigneeState: AssigneeState | null };

export async function getSubmission(db: Db, id: string): Promise<SubmissionDetail | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({ submission: contactSubmissions, assignee: staffUsers.displayName, assigneeState: assigneeStateSql })
    .from(contactSubmissions)
    .leftJoin(staffUsers, eq(staffUsers.id, contactSubmissions.assignedTo))
    .where(eq(contactSubmissions.id, id));
  if (!row) return undefined;
  const { searchText: _searchText, ...submission } = row.submission;
  return { ...submission, assignee: row.assignee, assigneeState: row.assigneeState };
}

/** Changes the status and records it in the history (actorId null = the system). */
export async function updateStatus(db: Db, id: string, status: EnquiryStatus, actorId: string | null = null): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: contactSubmissions.status }).from(contactSubmissions).where(eq(contactSubmissions.id, id)).for("update");
    if (!before) return false;
    await tx
      .update(contactSubmissions)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(contactSubmissions.id, id));
    if (before.status !== status) await recordHistory(tx, { submissionId: id, actorId, action: "status", detail: { from: before.status, to: status } });
    return true;
  });
}

/**
 * GDPR erasure: the enquiry, its notes, follow-ups and pending mail (cascade) are gone, and so is
 * its own history (a follow-up's text, a reason's note), at once rather than at the next retention
 * run. What stays is the audit record: that it was deleted, by whom and when, and its kind -
 * nothing that identifies the sender.
 */
export async function deleteSubmission(db: Db, id: string, actorId: string | null = null): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .returning({ id: contactSubmissions.id, kind: contactSubmissions.kind });
    if (rows.length !== 1) return false;
    await tx.delete(enquiryHistory).where(and(eq(enquiryHistory.submissionId, id), notInArray(enquiryHistory.action, [...auditActions])));
    await recordHistory(tx, { submissionId: id, actorId, action: "deleted", detail: { kind: rows[0]!.kind } });
    return true;
  });
}
