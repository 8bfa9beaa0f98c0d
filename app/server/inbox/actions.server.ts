/**
 * The enquiry page's pipeline parts (issue 26), so the page's route module only hooks them in:
 * `pipelineData` in its loader, `pipelineAction` first in its action (null = not a pipeline intent).
 * Forms: follow-up, follow-up done/snooze/edit/delete/reopen, outcome, value, spam, merge, undo merge.
 */
import { data } from "react-router";
import type { Db } from "../platform/db.server.ts";
import { contactOf, contactTimeline, findContact, mergeContacts, undoMerge } from "./contacts.server.ts";
import {
  addFollowUp,
  completeFollowUp,
  defaultFollowUpTime,
  deleteFollowUp,
  editFollowUp,
  followUpsOf,
  MAX_FOLLOW_UP_TEXT,
  parseFollowUp,
  reopenFollowUp,
  snoozeChoices,
  snoozeFollowUp,
  type FollowUpSeen,
  type SnoozeChoice,
} from "./follow-ups.server.ts";
import { danishDateTime } from "../../lib/danish-time.ts";
import {
  bulkActions,
  isBusinessEnquiry,
  MAX_OUTCOME_NOTE,
  outcomeReasons,
  parseMonthlyValue,
  runBulk,
  setMonthlyValue,
  setOutcome,
  setSpam,
  type BulkAction,
  type BulkInput,
} from "./pipeline.server.ts";
import type { EnquiryStatus, Submission } from "./schema.server.ts";
import { answerAnchors } from "../../lib/answer-anchors.ts";
import { listStages, parseCloseDate, setStage } from "./stages.server.ts";

type Staff = { userId: string; email: string; name: string };

/** The intents on one follow-up, from the enquiry page and from "Følg op" alike (followUpAction). */
export const followUpIntents = ["follow-up-done", "follow-up-snooze", "follow-up-edit", "follow-up-delete", "follow-up-reopen"] as const;

export const pipelineIntents = ["follow-up", ...followUpIntents, "outcome", "value", "spam", "unspam", "merge", "undo-merge", "stage"] as const;

/** What the enquiry page shows of the pipeline: follow-ups, outcome form, value, the contact's timeline. */
export async function pipelineData(
  db: Db,
  submission: Pick<Submission, "id" | "contactId" | "kind" | "interest" | "status" | "outcome" | "outcomeReason" | "outcomeNote" | "monthlyValue" | "spamAt"> &
    Partial<Pick<Submission, "stageId" | "expectedCloseDate">>,
  now: Date,
) {
  const [followUps, reasons, timeline, stages] = await Promise.all([
    followUpsOf(db, submission.id, now),
    outcomeReasons(db),
    submission.contactId ? contactTimeline(db, submission.contactId) : null,
    listStages(db),
  ]);
  return {
    followUps,
    followUpDefault: defaultFollowUpTime(now),
    maxFollowUp: MAX_FOLLOW_UP_TEXT,
    maxOutcomeNote: MAX_OUTCOME_NOTE,
    business: isBusinessEnquiry(submission),
    completed: submission.status === "completed",
    outcome: submission.outcome,
    outcomeReason: submission.outcomeReason,
    outcomeNote: submission.outcomeNote,
    monthlyValue: submission.monthlyValue,
    spam: submission.spamAt !== null,
    reasons,
    timeline,
    // Stage and expected close date (issue 37, item 7; components/admin/stage-box.tsx).
    stage: { stageId: submission.stageId ?? stages[0]?.id ?? "", closeDate: submission.expectedCloseDate ?? null, stages },
  };
}

export type PipelineData = Awaited<ReturnType<typeof pipelineData>>;

const text = (form: FormData | undefined, name: string) => String(form?.get(name) ?? "");
const CONTACT_CHANGED = "Kontakten er ændret, siden siden blev vist. Genindlæs siden, og prøv igen.";

/** Handles a pipeline intent of the enquiry page; null when the intent is another one. */
export async function pipelineAction(db: Db, submissionId: string, form: FormData | undefined, staff: Staff, now: Date) {
  const intent = text(form, "intent");
  if (!(pipelineIntents as readonly string[]).includes(intent)) return null;
  const fail = (error: string, status = 422, at?: string) => data({ error, ...(at ? { at } : {}) }, { status });
  const done = (message: string, at?: string) => ({ ok: true as const, message, ...(at ? { at } : {}) });
  // Outcome, value, spam and merge answer in their own box (components/admin/section-answer.tsx).
  const { outcome: inOutcome, contact: inContact } = answerAnchors;
  switch (intent) {
    case "follow-up": {
      const parsed = parseFollowUp({ date: text(form, "date"), time: text(form, "time"), what: text(form, "what") }, now);
      if (!parsed.ok) return data({ error: parsed.error, followUp: true as const }, { status: 422 });
      if (!(await addFollowUp(db, submissionId, parsed, staff.userId))) return fail("Henvendelsen findes ikke længere.", 404);
      return { ok: true as const, followUp: true as const, message: "Opfølgningen er gemt." };
    }
    case "follow-up-done":
    case "follow-up-snooze":
    case "follow-up-edit":
    case "follow-up-delete":
    case "follow-up-reopen":
      return followUpAction(db, form, staff, now);
    case "outcome": {
      const result = await setOutcome(
        db,
        submissionId,
        { outcome: text(form, "outcome"), reason: text(form, "reason"), note: text(form, "outcomeNote") },
        staff.userId,
      );
      return result.ok ? done(result.message, inOutcome) : fail(result.error, result.status, inOutcome);
    }
    case "value": {
      const parsed = parseMonthlyValue(text(form, "monthlyValue"));
      if (!parsed.ok) return fail(parsed.error, 422, inOutcome);
      const result = await setMonthlyValue(db, submissionId, parsed.value, staff.userId);
      return result.ok ? done(result.message, inOutcome) : fail(result.error, result.status, inOutcome);
    }
    case "spam":
    case "unspam": {
      const changed = await setSpam(db, [submissionId], intent === "spam", staff.userId);
      if (!changed)
        return fail(
          intent === "spam" ? "Henvendelsen er allerede markeret som spam eller findes ikke." : "Henvendelsen er ikke markeret som spam.",
          422,
          inOutcome,
        );
      return done(intent === "spam" ? "Markeret som spam: skjult fra listen og statistikken." : "Gendannet: henvendelsen er tilbage i listen.", inOutcome);
    }
    case "merge": {
      // The target is this page's contact, taken from the enquiry, never an id from the form: a
      // forged or out-of-date `contactId` is refused (fourth review).
      const other = await findContact(db, text(form, "other"));
      if (!other) return fail("Ingen kontakt har den e-mail eller det telefonnummer. Skriv den anden kontakts e-mail eller telefonnummer.", 422, inContact);
      const mine = await contactOf(db, submissionId);
      if (!mine) return fail("Henvendelsen findes ikke længere.", 404, inContact);
      if (text(form, "contactId") !== mine) return fail(CONTACT_CHANGED, 409, inContact);
      const result = await mergeContacts(db, mine, other.contactId, staff.userId);
      return result.ok
        ? done(
            `Kontakterne er lagt sammen: ${result.moved === 1 ? "1 henvendelse" : `${result.moved} henvendelser`} fra ${other.name || other.email} er flyttet hertil.`,
            inContact,
          )
        : fail(result.error, 422, inContact);
    }
    case "undo-merge": {
      // Only a merge this page's contact took part in (the list the page shows).
      const mine = await contactOf(db, submissionId);
      if (!mine) return fail("Henvendelsen findes ikke længere.", 404, inContact);
      const result = await undoMerge(db, Number.parseInt(text(form, "mergeId"), 10), staff.userId, mine);
      return result.ok
        ? done(`Sammenlægningen er fortrudt: ${result.moved === 1 ? "1 henvendelse" : `${result.moved} henvendelser`} er flyttet tilbage.`, inContact)
        : fail(result.error, 422, inContact);
    }
    case "stage": {
      const result = await stageFromForm(db, submissionId, form, staff.userId);
      return result.ok ? done(result.message, answerAnchors.stage) : fail(result.error, result.status, answerAnchors.stage);
    }
  }
  return null;
}

/**
 * Moves an enquiry to the form's stage (`stageId`) and/or sets its expected close date
 * (`closeDate`; a field the form lacks is left as it is): the enquiry page's form, the board's
 * "Flyt" form and its drag-and-drop all post this.
 */
export async function stageFromForm(db: Db, submissionId: string, form: FormData | undefined, actorId: string) {
  let closeDate: string | null | undefined;
  if (form?.has("closeDate")) {
    const parsed = parseCloseDate(text(form, "closeDate"));
    if (!parsed.ok) return { ok: false as const, error: parsed.error, status: 422 };
    closeDate = parsed.date;
  }
  const stageId = form?.has("stageId") ? text(form, "stageId") : undefined;
  return setStage(db, submissionId, { stageId, closeDate }, actorId);
}

/** The follow-up as the form showed it (hidden `seenDue` + `seenWhat`), so a change made meanwhile is not overwritten. */
function seenOf(form: FormData | undefined): FollowUpSeen | undefined {
  const dueAt = new Date(text(form, "seenDue"));
  return form?.has("seenDue") && !Number.isNaN(dueAt.getTime()) ? { dueAt, what: text(form, "seenWhat") } : undefined;
}

/**
 * One follow-up's buttons (Klaret, Udsæt, Ret, Slet, Genåbn), posted from the enquiry page or from
 * "Følg op": the Danish message to show, with `followUpId` after "Klaret" so the page can offer to undo it.
 */
export async function followUpAction(db: Db, form: FormData | undefined, staff: Staff, now: Date) {
  const id = text(form, "followUpId");
  // `followUp` tells the page to show the answer in the follow-up box, where the button was pressed.
  const fail = (error: string, status = 422) => data({ error, followUp: true as const }, { status });
  switch (text(form, "intent")) {
    case "follow-up-done":
      if (!(await completeFollowUp(db, id, staff.userId))) return fail("Opfølgningen er allerede klaret eller findes ikke.", 404);
      return { ok: true as const, followUp: true as const, message: "Opfølgningen er markeret som klaret.", followUpId: id };
    case "follow-up-snooze": {
      const choice = text(form, "snooze");
      if (!(snoozeChoices as readonly string[]).includes(choice)) return fail("Vælg, hvornår opfølgningen skal udsættes til.");
      const result = await snoozeFollowUp(db, id, choice as SnoozeChoice, staff.userId, seenOf(form), now);
      return result.ok
        ? { ok: true as const, followUp: true as const, message: `Opfølgningen »${result.what}« er udsat til ${danishDateTime(result.dueAt)}.` }
        : fail(result.error, result.status);
    }
    case "follow-up-edit": {
      const parsed = parseFollowUp({ date: text(form, "date"), time: text(form, "time"), what: text(form, "what") }, now);
      if (!parsed.ok) return fail(parsed.error);
      const result = await editFollowUp(db, id, parsed, staff.userId, seenOf(form));
      if (!result.ok) return fail(result.error, result.status);
      return {
        ok: true as const,
        followUp: true as const,
        message: result.changed ? `Opfølgningen er rettet: ${danishDateTime(result.dueAt)}, »${result.what}«.` : "Opfølgningen er uændret.",
      };
    }
    case "follow-up-delete": {
      const result = await deleteFollowUp(db, id, staff.userId, seenOf(form));
      return result.ok
        ? { ok: true as const, followUp: true as const, message: `Opfølgningen »${result.what}« er slettet.` }
        : fail(result.error, result.status);
    }
    case "follow-up-reopen": {
      const result = await reopenFollowUp(db, id, staff.userId);
      return result.ok
        ? { ok: true as const, followUp: true as const, message: `Opfølgningen »${result.what}« er åben igen (${danishDateTime(result.dueAt)}).` }
        : fail(result.error, result.status);
    }
  }
  return fail("Ukendt handling.");
}

/**
 * The list's bulk form (issue 26, item 4): the rows ticked (`ids`), or every row of the page when
 * "Vælg alle på siden" is ticked (`allOnPage` + the page's `pageIds`), so it works as a plain form.
 * Deleting needs the owner, or staff when the owner allows it, and a ticked confirmation.
 */
export async function bulkFromForm(
  db: Db,
  form: FormData | undefined,
  staff: Staff & { role: string },
  options: { siteUrl: string; mayDelete: boolean; deleteRefusal: string; now: Date },
) {
  const action = text(form, "bulkAction") as BulkAction;
  if (!(bulkActions as readonly string[]).includes(action)) return data({ error: "Vælg, hvad der skal ske med de valgte henvendelser." }, { status: 422 });
  const all = form?.get("allOnPage") === "1";
  const ids = (all ? text(form, "pageIds").split(",") : (form?.getAll("ids") ?? []).map(String)).map((id) => id.trim()).filter(Boolean);
  const input: BulkInput = { action, ids, siteUrl: options.siteUrl };
  if (action === "status") {
    const status = text(form, "bulkStatus");
    if (!(["new", "in_progress", "completed"] as string[]).includes(status))
      return data({ error: "Vælg en status: Ny, I gang eller Afsluttet." }, { status: 422 });
    input.status = status as EnquiryStatus;
  }
  if (action === "assign") input.assignee = text(form, "bulkAssignee") || null;
  if (action === "follow_up") {
    const parsed = parseFollowUp({ date: text(form, "bulkDate"), time: text(form, "bulkTime"), what: text(form, "bulkWhat") }, options.now);
    if (!parsed.ok) return data({ error: parsed.error }, { status: 422 });
    input.followUp = parsed;
  }
  if (action === "delete") {
    if (!options.mayDelete) return data({ error: options.deleteRefusal }, { status: 403 });
    if (form?.get("bulkConfirm") !== "ja") return data({ error: "Bekræft sletningen ved at sætte flueben." }, { status: 422 });
  }
  const result = await runBulk(db, input, staff);
  return result.ok ? { ok: true as const, message: result.message } : data({ error: result.error }, { status: result.status });
}
