/** Assigning an enquiry to a staff member: recorded in the history, and the assignee gets a mail. */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../platform/db.server.ts";
import { recordHistory } from "./history.server.ts";
import { isUuid } from "./inbox.server.ts";
import { assignmentNotice } from "../mail/mail-templates.server.ts";
import type { AssigneeState } from "../../content/enquiry-labels.ts";
import { contactSubmissions } from "./schema.server.ts";
import { NO_PASSWORD, staffUsers } from "../auth/schema.server.ts";
import { outbox } from "../mail/schema.server.ts";

export type AssignResult = "ok" | "unchanged" | "no-enquiry" | "no-staff";

/**
 * Sets (or clears, with null) the enquiry's assignee. The notice to the assignee is queued in the
 * outbox in the same transaction; nobody is mailed about assigning something to themselves.
 */
export async function assignEnquiry(
  db: Db,
  submissionId: string,
  assigneeId: string | null,
  actor: { userId: string; name: string },
  siteUrl: string,
): Promise<AssignResult> {
  if (!isUuid(submissionId)) return "no-enquiry";
  if (assigneeId && !isUuid(assigneeId)) return "no-staff";
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ kind: contactSubmissions.kind, name: contactSubmissions.name, email: contactSubmissions.email, assignedTo: contactSubmissions.assignedTo })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, submissionId))
      .for("update");
    if (!enquiry) return "no-enquiry";
    // Keeping the current assignee is no change, even one who has since been disabled: the detail
    // page's choice shows them as they are, and saving it must not unassign anyone.
    if ((enquiry.assignedTo ?? null) === (assigneeId || null)) return "unchanged";
    let assignee: { id: string; email: string } | undefined;
    if (assigneeId) {
      // Only accounts that can log in: not disabled, and with a password chosen (an invitee who
      // has not accepted is never assigned, nor mailed about it).
      [assignee] = await tx
        .select({ id: staffUsers.id, email: staffUsers.email })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, assigneeId), isNull(staffUsers.disabledAt), ne(staffUsers.passwordHash, NO_PASSWORD)));
      if (!assignee) return "no-staff";
    }
    await tx
      .update(contactSubmissions)
      .set({ assignedTo: assignee?.id ?? null })
      .where(eq(contactSubmissions.id, submissionId));
    await recordHistory(tx, { submissionId, actorId: actor.userId, action: "assigned", detail: { to: assignee?.email ?? null } });
    if (assignee && assignee.id !== actor.userId) {
      const mail = assignmentNotice(submissionId, enquiry, actor.name, siteUrl);
      await tx.insert(outbox).values({ submissionId, recipient: assignee.email, subject: mail.subject, body: mail.body });
    }
    return "ok";
  });
}

/** Accounts that can be assigned: active, with a password chosen; by name (what the menus show). */
export async function activeStaff(db: Db): Promise<{ id: string; email: string; name: string }[]> {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.displayName })
    .from(staffUsers)
    .where(and(isNull(staffUsers.disabledAt), ne(staffUsers.passwordHash, NO_PASSWORD)))
    .orderBy(staffUsers.displayName, staffUsers.email);
}

export function assigneeState(account: { disabledAt: Date | null; passwordHash: string }): AssigneeState {
  return account.disabledAt ? "disabled" : account.passwordHash === NO_PASSWORD ? "pending" : "active";
}

/**
 * Every account for the assignee filter, each marked with its state, so leads held by a disabled
 * or not-yet-accepted account are always findable.
 */
export async function assigneeChoices(db: Db): Promise<{ id: string; email: string; name: string; state: AssigneeState }[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.displayName,
      disabledAt: staffUsers.disabledAt,
      passwordHash: staffUsers.passwordHash,
    })
    .from(staffUsers)
    .orderBy(staffUsers.displayName, staffUsers.email);
  return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, state: assigneeState(row) }));
}
