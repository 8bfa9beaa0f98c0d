/**
 * The pipeline beside the spec's status (issue 26, items 2 and 4): won or lost with a reason from
 * the owner's list, the expected monthly value, spam (hidden from the list and the statistics,
 * restorable) and the list's bulk actions. The status column, badges and dropdown are untouched.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../platform/db.server.ts";
import { recordHistory } from "./history.server.ts";
import { deleteSubmission, isUuid, updateStatus } from "./inbox.server.ts";
import { addFollowUp } from "./follow-ups.server.ts";
import { appSettings, contactSubmissions, type EnquiryStatus, type Outcome } from "./schema.server.ts";
import { NO_PASSWORD, staffUsers } from "../auth/schema.server.ts";
import { outbox } from "../mail/schema.server.ts";
import { isBusinessEnquiry, OTHER_REASON } from "../../content/pipeline-labels.ts";
import { statusLabels } from "../../content/enquiry-labels.ts";

export { isBusinessEnquiry, OTHER_REASON };

export const DEFAULT_REASONS = ["Pris", "Timing", "Valgte konkurrent", "Ingen respons", OTHER_REASON] as const;
const REASONS_KEY = "outcomeReasons";
export const MAX_REASONS = 15;
export const MAX_REASON_LENGTH = 60;
export const MAX_OUTCOME_NOTE = 500;
export const MAX_MONTHLY_VALUE = 100_000_000;

/** The owner's list of reasons (always ending with "Andet", which asks for a text). */
export async function outcomeReasons(db: Pick<Db, "select">): Promise<string[]> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, REASONS_KEY));
  const stored = Array.isArray(row?.value) ? (row.value as unknown[]).filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];
  const list = stored.length ? stored : [...DEFAULT_REASONS];
  return [...list.filter((item) => item !== OTHER_REASON), OTHER_REASON];
}

/** Reads the owner's edited list (one reason a line); a Danish message when it will not do. */
export function parseReasons(text: string): { ok: true; reasons: string[] } | { ok: false; error: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/[\u0000-\u001f\u007f]/g, "").trim())
    .filter(Boolean)
    .filter((line) => line.toLowerCase() !== OTHER_REASON.toLowerCase());
  const unique = [...new Set(lines)];
  if (unique.length === 0) return { ok: false, error: 'Skriv mindst én årsag (én pr. linje). "Andet" kommer altid med.' };
  if (unique.length > MAX_REASONS) return { ok: false, error: `Højst ${MAX_REASONS} årsager.` };
  const long = unique.find((line) => line.length > MAX_REASON_LENGTH);
  if (long) return { ok: false, error: `En årsag må højst være ${MAX_REASON_LENGTH} tegn: "${long.slice(0, 20)}…"` };
  return { ok: true, reasons: [...unique, OTHER_REASON] };
}

export async function saveReasons(db: Db, reasons: string[], actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: REASONS_KEY, value: reasons })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: reasons, updatedAt: sql`now()` } });
    await recordHistory(tx, { actorId, action: "settings", detail: { setting: REASONS_KEY, to: reasons.join(", ").slice(0, 300) } });
  });
}

export type OutcomeInput = { outcome: string; reason: string; note: string };
export type PipelineResult = { ok: true; message: string } | { ok: false; error: string; status: number };

const NOT_FOUND: PipelineResult = { ok: false, error: "Henvendelsen findes ikke. Den kan være slettet, eller linket kan være forkert.", status: 404 };

/** Sets (or clears, with outcome "") won/lost and its reason (required for a loss). Only on a completed business enquiry. */
export async function setOutcome(db: Db, id: string, input: OutcomeInput, actorId: string): Promise<PipelineResult> {
  if (!isUuid(id)) return NOT_FOUND;
  const outcome = input.outcome === "won" || input.outcome === "lost" ? (input.outcome as Outcome) : input.outcome === "" ? null : undefined;
  if (outcome === undefined) return { ok: false, error: "Vælg vundet eller tabt.", status: 422 };
  const reasons = await outcomeReasons(db);
  const reason = input.reason.trim();
  const note = input.note.replace(/\u0000/g, "").trim();
  // A loss needs its reason (the list is why deals are lost); a win may carry one, or none.
  if (outcome === "lost" && !reason) return { ok: false, error: "Vælg en årsag, når henvendelsen er tabt.", status: 422 };
  if (outcome && reason && !reasons.includes(reason)) return { ok: false, error: "Vælg en årsag fra listen.", status: 422 };
  if (outcome && reason === OTHER_REASON && !note) return { ok: false, error: 'Skriv kort hvorfor, når årsagen er "Andet".', status: 422 };
  if (note.length > MAX_OUTCOME_NOTE) return { ok: false, error: `Forklaringen må højst være ${MAX_OUTCOME_NOTE} tegn.`, status: 422 };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: contactSubmissions.status, kind: contactSubmissions.kind, interest: contactSubmissions.interest, outcome: contactSubmissions.outcome })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .for("update");
    if (!row) return NOT_FOUND;
    if (outcome && row.status !== "completed")
      return { ok: false as const, error: "Sæt status til Afsluttet, før du markerer henvendelsen som vundet eller tabt.", status: 422 };
    if (outcome && !isBusinessEnquiry(row)) return { ok: false as const, error: "Kun erhvervshenvendelser kan markeres som vundet eller tabt.", status: 422 };
    await tx
      .update(contactSubmissions)
      .set({
        outcome,
        outcomeReason: outcome && reason ? reason : null,
        outcomeNote: outcome && note ? note : null,
        outcomeAt: outcome ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(contactSubmissions.id, id));
    await recordHistory(tx, {
      submissionId: id,
      actorId,
      action: "outcome",
      detail: { from: row.outcome ?? null, to: outcome, reason: outcome && reason ? reason : null },
    });
    return { ok: true as const, message: outcome === "won" ? "Markeret som vundet." : outcome === "lost" ? "Markeret som tabt." : "Udfaldet er fjernet." };
  });
}

/** "12.500", "12500 kr." or "12 500" → 12500; "" → null (no value); a Danish message otherwise. */
export function parseMonthlyValue(text: string): { ok: true; value: number | null } | { ok: false; error: string } {
  const cleaned = text
    .trim()
    .replace(/\s*(kr\.?|dkk)\s*$/i, "")
    .replace(/[\s.]/g, "")
    .replace(/,00$/, "");
  if (cleaned === "") return { ok: true, value: null };
  if (!/^\d{1,9}$/.test(cleaned)) return { ok: false, error: "Skriv den forventede månedlige værdi som et helt beløb i kr., fx 12500." };
  const value = Number(cleaned);
  if (value > MAX_MONTHLY_VALUE) return { ok: false, error: "Beløbet er for stort. Skriv den månedlige værdi i kr." };
  return { ok: true, value };
}

export async function setMonthlyValue(db: Db, id: string, value: number | null, actorId: string): Promise<PipelineResult> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ value: contactSubmissions.monthlyValue }).from(contactSubmissions).where(eq(contactSubmissions.id, id)).for("update");
    if (!row) return NOT_FOUND;
    await tx
      .update(contactSubmissions)
      .set({ monthlyValue: value, updatedAt: sql`now()` })
      .where(eq(contactSubmissions.id, id));
    if (row.value !== value) await recordHistory(tx, { submissionId: id, actorId, action: "value", detail: { from: row.value, to: value } });
    return { ok: true as const, message: value === null ? "Værdien er fjernet." : "Værdien er gemt." };
  });
}

/** Marks enquiries as spam (hidden from the list and the statistics) or restores them. Returns how many changed. */
export async function setSpam(db: Db, ids: string[], spam: boolean, actorId: string): Promise<number> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(contactSubmissions)
      .set({ spamAt: spam ? sql`now()` : null })
      .where(and(inArray(contactSubmissions.id, valid), spam ? isNull(contactSubmissions.spamAt) : isNotNull(contactSubmissions.spamAt)))
      .returning({ id: contactSubmissions.id });
    for (const row of rows) await recordHistory(tx, { submissionId: row.id, actorId, action: "spam", detail: { to: spam ? "spam" : "gendannet" } });
    return rows.length;
  });
}

/** How many rows one bulk action may touch: a page of the list (50) with room to spare. */
export const MAX_BULK = 200;

export const bulkActions = ["status", "assign", "follow_up", "spam", "restore", "delete"] as const;
export type BulkAction = (typeof bulkActions)[number];

export type BulkInput = {
  action: BulkAction;
  ids: string[];
  status?: EnquiryStatus;
  assignee?: string | null;
  followUp?: { dueAt: Date; what: string };
  siteUrl: string;
};

/**
 * Assigns many enquiries in one transaction: one history entry per enquiry that changes, and one
 * notice mail to the assignee listing them (not one mail per row).
 */
export async function bulkAssign(
  db: Db,
  ids: string[],
  assigneeId: string | null,
  actor: { userId: string; name: string },
  siteUrl: string,
): Promise<number | "no-staff"> {
  if (assigneeId && !isUuid(assigneeId)) return "no-staff";
  return db.transaction(async (tx) => {
    let assignee: { id: string; email: string; name: string } | undefined;
    if (assigneeId) {
      [assignee] = await tx
        .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.displayName })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, assigneeId), isNull(staffUsers.disabledAt), sql`${staffUsers.passwordHash} <> ${NO_PASSWORD}`));
      if (!assignee) return "no-staff" as const;
    }
    const changed = await tx
      .update(contactSubmissions)
      .set({ assignedTo: assignee?.id ?? null })
      .where(
        and(
          inArray(contactSubmissions.id, ids),
          assignee ? sql`${contactSubmissions.assignedTo} is distinct from ${assignee.id}` : isNotNull(contactSubmissions.assignedTo),
        ),
      )
      .returning({ id: contactSubmissions.id, name: contactSubmissions.name, email: contactSubmissions.email, kind: contactSubmissions.kind });
    for (const row of changed)
      await recordHistory(tx, { submissionId: row.id, actorId: actor.userId, action: "assigned", detail: { to: assignee?.email ?? null } });
    if (assignee && assignee.id !== actor.userId && changed.length) {
      const lines = changed.slice(0, 50).map((row) => `- ${row.name || row.email}: ${siteUrl}/admin/contact-submissions/${row.id}`);
      if (changed.length > 50) lines.push(`… og ${changed.length - 50} flere.`);
      await tx.insert(outbox).values({
        recipient: assignee.email,
        subject: changed.length === 1 ? `Tildelt dig: 1 henvendelse` : `Tildelt dig: ${changed.length} henvendelser`,
        body: [
          "Hej,",
          "",
          `${actor.name} har tildelt dig ${changed.length === 1 ? "1 henvendelse" : `${changed.length} henvendelser`}.`,
          "Husk: vi svarer inden for 24 timer på hverdage.",
          "",
          ...lines,
          "",
          `Dine henvendelser: ${siteUrl}/admin/contact-submissions?ansvarlig=mine`,
        ].join("\n"),
      });
    }
    return changed.length;
  });
}

/** Why a selected enquiry was left as it was: the list says which and why (issue 37, item 12). */
type Skip = { name: string; reason: string };

/**
 * The selected rows that the action would not change, each with its reason in Danish: already
 * in that status, already with that person, already spam, or deleted meanwhile.
 */
async function skippedRows(db: Db, ids: string[], input: BulkInput): Promise<Skip[]> {
  const rows = await db
    .select({
      id: contactSubmissions.id,
      name: sql<string>`coalesce(nullif(${contactSubmissions.name}, ''), ${contactSubmissions.email}, '')`,
      status: contactSubmissions.status,
      spam: sql<boolean>`${contactSubmissions.spamAt} is not null`,
      assignedTo: contactSubmissions.assignedTo,
      assignee: staffUsers.displayName,
    })
    .from(contactSubmissions)
    .leftJoin(staffUsers, eq(staffUsers.id, contactSubmissions.assignedTo))
    .where(inArray(contactSubmissions.id, ids));
  // In the order of the form, which is the list's (newest first).
  const byId = new Map(rows.map((row) => [row.id, row]));
  const skips: Skip[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) {
      skips.push({ name: "", reason: "findes ikke længere" });
      continue;
    }
    const reason =
      input.action === "status" && row.status === input.status
        ? `har allerede status ${statusLabels[row.status].toLowerCase()}`
        : input.action === "assign" && input.assignee && row.assignedTo === input.assignee
          ? `allerede tildelt ${row.assignee}`
          : input.action === "assign" && !input.assignee && !row.assignedTo
            ? "er ikke tildelt nogen"
            : input.action === "spam" && row.spam
              ? "allerede markeret som spam"
              : input.action === "restore" && !row.spam
                ? "er ikke markeret som spam"
                : null;
    if (reason) skips.push({ name: row.name, reason });
  }
  return skips;
}

/** "2 sprunget over: allerede tildelt Mette (Lise Holm, Bo Berg)." One group per reason, at most 5 names each. */
function skipText(skips: readonly Skip[]): string {
  if (!skips.length) return "";
  const byReason = new Map<string, string[]>();
  for (const skip of skips) byReason.set(skip.reason, [...(byReason.get(skip.reason) ?? []), skip.name]);
  const groups = [...byReason].map(([reason, names]) => {
    const named = names.filter(Boolean);
    const shown = named.slice(0, 5).join(", ") + (named.length > 5 ? ` og ${named.length - 5} flere` : "");
    return shown ? `${reason} (${shown})` : reason;
  });
  return ` ${skips.length} sprunget over: ${groups.join("; ")}.`;
}

/** Runs one bulk action on the selected enquiries; says in Danish what happened, and which rows were skipped and why. */
export async function runBulk(db: Db, input: BulkInput, actor: { userId: string; name: string }): Promise<PipelineResult> {
  const ids = [...new Set(input.ids.filter(isUuid))];
  if (!ids.length) return { ok: false, error: "Vælg mindst én henvendelse.", status: 422 };
  if (ids.length > MAX_BULK) return { ok: false, error: `Vælg højst ${MAX_BULK} henvendelser ad gangen.`, status: 422 };
  const n = (count: number) => (count === 1 ? "1 henvendelse" : `${count} henvendelser`);
  const skipped = skipText(await skippedRows(db, ids, input));
  switch (input.action) {
    case "status": {
      if (!input.status) return { ok: false, error: "Vælg en status: Ny, I gang eller Afsluttet.", status: 422 };
      let changed = 0;
      for (const id of ids) if (await updateStatus(db, id, input.status, actor.userId)) changed++;
      return { ok: true, message: `Status er sat på ${n(changed)}.${skipped}` };
    }
    case "assign": {
      const result = await bulkAssign(db, ids, input.assignee ?? null, actor, input.siteUrl);
      if (result === "no-staff")
        return { ok: false, error: "Medarbejderen findes ikke, er deaktiveret eller har ikke taget imod invitationen endnu. Vælg en anden.", status: 422 };
      return { ok: true, message: `${input.assignee ? `${n(result)} er tildelt.` : `Tildelingen er fjernet fra ${n(result)}.`}${skipped}` };
    }
    case "follow_up": {
      if (!input.followUp) return { ok: false, error: "Vælg dato og tidspunkt, og skriv hvad der skal følges op på.", status: 422 };
      let added = 0;
      for (const id of ids) if (await addFollowUp(db, id, input.followUp, actor.userId)) added++;
      return { ok: true, message: `Opfølgning sat på ${n(added)}.${skipped}` };
    }
    case "spam":
      return { ok: true, message: `${n(await setSpam(db, ids, true, actor.userId))} er markeret som spam og skjult. Find dem under "Vis: Spam".${skipped}` };
    case "restore":
      return { ok: true, message: `${n(await setSpam(db, ids, false, actor.userId))} er gendannet.${skipped}` };
    case "delete": {
      let deleted = 0;
      for (const id of ids) if (await deleteSubmission(db, id, actor.userId)) deleted++;
      return { ok: true, message: `${n(deleted)} er slettet permanent.${skipped}` };
    }
  }
}
