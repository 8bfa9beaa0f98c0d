/**
 * The enquiry history: every status change, assignment, note, export and deletion with who and
 * when. A deletion's record keeps only the enquiry's id and kind, never its personal data.
 */
import { desc, eq, sql } from "drizzle-orm";
import { buildConfig } from "../../config/build-config.ts";
import type { Db } from "../platform/db.server.ts";
import { eventOfHistory, queueWebhookEvent } from "../webhooks/webhooks.server.ts";
import { enquiryHistory, type HistoryAction } from "./schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";

type Writer = Pick<Db, "insert" | "select">;

export type HistoryEntry = { submissionId?: string | null; actorId?: string | null; action: HistoryAction; detail?: Record<string, string | number | null> };

export async function recordHistory(db: Writer, entry: HistoryEntry): Promise<void> {
  await db
    .insert(enquiryHistory)
    .values({ submissionId: entry.submissionId ?? null, actorId: entry.actorId ?? null, action: entry.action, detail: entry.detail ?? {} });
  // Every status change, assignment and outcome is recorded here, in the transaction that made it,
  // whichever screen or bulk action made it: the one place to queue its outgoing webhooks.
  const event = eventOfHistory(entry.action, entry.detail);
  if (event && entry.submissionId) await queueWebhookEvent(db, event, entry.submissionId, buildConfig.siteUrl, entry.detail ?? undefined);
}

export type HistoryRow = {
  id: number;
  action: HistoryAction;
  detail: Record<string, string | number | null>;
  createdAt: Date;
  actor: string | null;
  submissionId: string | null;
};

const columns = {
  id: enquiryHistory.id,
  action: enquiryHistory.action,
  detail: enquiryHistory.detail,
  createdAt: enquiryHistory.createdAt,
  actor: staffUsers.displayName,
  submissionId: enquiryHistory.submissionId,
};

/** The detail keys that hold a staff member's address (assignments, handovers, account changes). */
const staffKeys = ["to", "from", "handedTo", "account"] as const;

/**
 * The history keeps addresses (they identify an account for good); people read names (issue 37,
 * item 11): each address of a staff member is shown as their current name. An address that is no
 * account (any more) stays as it was.
 */
export async function withNames<Row extends { detail: HistoryRow["detail"] }>(db: Pick<Db, "select">, rows: Row[]): Promise<Row[]> {
  if (!rows.some((row) => staffKeys.some((key) => typeof row.detail[key] === "string" && String(row.detail[key]).includes("@")))) return rows;
  const names = new Map((await db.select({ email: staffUsers.email, name: staffUsers.displayName }).from(staffUsers)).map((row) => [row.email, row.name]));
  return rows.map((row) => {
    const detail = { ...row.detail };
    for (const key of staffKeys) {
      const value = detail[key];
      if (typeof value === "string" && names.has(value)) detail[key] = names.get(value)!;
    }
    return { ...row, detail };
  });
}

/** One enquiry's history, newest first (capped: an enquiry worked for years stays readable). */
export async function enquiryHistoryOf(db: Db, submissionId: string, limit = 200): Promise<HistoryRow[]> {
  const rows = (await db
    .select(columns)
    .from(enquiryHistory)
    .leftJoin(staffUsers, eq(staffUsers.id, enquiryHistory.actorId))
    .where(eq(enquiryHistory.submissionId, submissionId))
    .orderBy(desc(enquiryHistory.createdAt), desc(enquiryHistory.id))
    .limit(limit)) as HistoryRow[];
  return withNames(db, rows);
}

export const AUDIT_PAGE_SIZE = 100;

/**
 * The owner's audit view: deletions (by staff or by the retention job), exports, and changes to
 * accounts (invitations, resets, disables, role changes) and to the inbox's settings.
 */
export async function auditLog(db: Db, page = 1): Promise<HistoryRow[]> {
  const rows = await (db
    .select(columns)
    .from(enquiryHistory)
    .leftJoin(staffUsers, eq(staffUsers.id, enquiryHistory.actorId))
    // Literal values, so the planner matches the partial index enquiry_history_audit_idx.
    .where(sql`${enquiryHistory.action} in ('deleted', 'export', 'retention', 'staff', 'settings', 'content')`)
    .orderBy(desc(enquiryHistory.createdAt), desc(enquiryHistory.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE) as Promise<HistoryRow[]>);
  return withNames(db, rows);
}
