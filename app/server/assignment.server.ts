/** Assigning an enquiry to a staff member: recorded in the history, and the assignee gets a mail. */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "./db.server.ts";
import { recordHistory } from "./history.server.ts";
import { isUuid } from "./inbox.server.ts";
import { assignmentNotice } from "./mail-templates.server.ts";
import { contactSubmissions, outbox, staffUsers } from "./schema.server.ts";

export type AssignResult = "ok" | "unchanged" | "no-enquiry" | "no-staff";

/**
 * Sets (or clears, with null) the enquiry's assignee. The notice to the assignee is queued in the
 * outbox in the same transaction; nobody is mailed about assigning something to themselves.
 */
export async function assignEnquiry(db: Db, submissionId: string, assigneeId: string | null, actor: { userId: string; email: string }, siteUrl: string): Promise<AssignResult> {
  if (!isUuid(submissionId)) return "no-enquiry";
  if (assigneeId && !isUuid(assigneeId)) return "no-staff";
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ kind: contactSubmissions.kind, name: contactSubmissions.name, email: contactSubmissions.email, assignedTo: contactSubmissions.assignedTo })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, submissionId))
      .for("update");
    if (!enquiry) return "no-enquiry";
    let assignee: { id: string; email: string } | undefined;
    if (assigneeId) {
      [assignee] = await tx.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(and(eq(staffUsers.id, assigneeId), isNull(staffUsers.disabledAt)));
      if (!assignee) return "no-staff";
    }
    if ((enquiry.assignedTo ?? null) === (assignee?.id ?? null)) return "unchanged";
    await tx.update(contactSubmissions).set({ assignedTo: assignee?.id ?? null }).where(eq(contactSubmissions.id, submissionId));
    await recordHistory(tx, { submissionId, actorId: actor.userId, action: "assigned", detail: { to: assignee?.email ?? null } });
    if (assignee && assignee.id !== actor.userId) {
      const mail = assignmentNotice(submissionId, enquiry, actor.email, siteUrl);
      await tx.insert(outbox).values({ submissionId, recipient: assignee.email, subject: mail.subject, body: mail.body });
    }
    return "ok";
  });
}

/** Active accounts, for the assignee choice. */
export async function activeStaff(db: Db): Promise<{ id: string; email: string }[]> {
  return db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(isNull(staffUsers.disabledAt)).orderBy(staffUsers.email);
}
