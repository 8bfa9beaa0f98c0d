/**
 * The inbox's CSV export (docs/decisions/csv-export.md): the enquiries as the inbox shows them, with
 * the pipeline (status, stage, expected close, won/lost, reason, monthly value, the contact, the next follow-up), in
 * Danish, times as sortable ISO dates in Danish time, phone numbers exactly as typed.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../platform/db.server.ts";
import { extraLines, storedFieldLabels } from "../../forms/stored-fields.ts";
import { interestLabel, kindLabels, statusLabels } from "../../content/enquiry-labels.ts";
import { outcomeLabels } from "../../content/pipeline-labels.ts";
import { recordHistory } from "./history.server.ts";
import { contactSubmissions, enquiryNotes, followUps, pipelineStages, type Attribution, type Submission } from "./schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";
import { bookings } from "../booking/schema.server.ts";
import { inboxWhere, type InboxFilters } from "./inbox.server.ts";

/** An enquiry as the export has it: the row, who has it, how many notes it carries and its next open follow-up. */
export type ExportRow = Submission & {
  /** The pipeline stage's name and probability (issue 37, item 7). */
  stage?: { name: string; probability: number } | null;
  assignee?: string | null;
  assigneeEmail?: string | null;
  noteCount?: number;
  nextFollowUp?: { dueAt: Date | string; what: string } | null;
  /** A booked meeting as it stands now (moved or cancelled), from the booking itself. */
  meeting?: { startsAt: Date | string; lengthMinutes: number; cancelled: boolean } | null;
};

/** The rows of an export, recorded in the history (filters, count; never the search text, which may be a name). */
export async function exportRows(db: Db, filters: Omit<InboxFilters, "page">, actor?: { userId: string }): Promise<ExportRow[]> {
  // The earliest open follow-up: what the salesperson does next, and when.
  const next = (column: typeof followUps.dueAt | typeof followUps.what) =>
    sql`(select ${column} from ${followUps} where ${followUps.submissionId} = ${contactSubmissions.id} and ${followUps.doneAt} is null order by ${followUps.dueAt} limit 1)`;
  const rows = await db
    .select({
      submission: contactSubmissions,
      stageName: pipelineStages.name,
      stageProbability: pipelineStages.probability,
      assignee: staffUsers.displayName,
      assigneeEmail: staffUsers.email,
      noteCount: sql<number>`(select count(*)::int from ${enquiryNotes} where ${enquiryNotes.submissionId} = ${contactSubmissions.id})`,
      nextDue: next(followUps.dueAt).mapWith(followUps.dueAt),
      nextWhat: next(followUps.what).mapWith(String),
      meetingStart: bookings.startsAt,
      meetingLength: bookings.lengthMinutes,
      meetingStatus: bookings.status,
    })
    .from(contactSubmissions)
    .leftJoin(pipelineStages, eq(pipelineStages.id, contactSubmissions.stageId))
    .leftJoin(staffUsers, eq(staffUsers.id, contactSubmissions.assignedTo))
    .leftJoin(bookings, eq(bookings.submissionId, contactSubmissions.id))
    .where(inboxWhere(filters, actor?.userId))
    .orderBy(desc(contactSubmissions.createdAt));
  if (actor) {
    await recordHistory(db, {
      actorId: actor.userId,
      action: "export",
      detail: {
        count: rows.length,
        status: filters.status ?? null,
        kind: filters.kind ?? null,
        interest: filters.interest ?? null,
        search: filters.q ? "ja" : null,
        assignee: filters.assignee ?? null,
      },
    });
  }
  return rows.map((row) => ({
    ...row.submission,
    stage: row.stageName === null ? null : { name: row.stageName, probability: row.stageProbability ?? 0 },
    assignee: row.assignee,
    assigneeEmail: row.assigneeEmail,
    noteCount: row.noteCount,
    nextFollowUp: row.nextDue ? { dueAt: row.nextDue, what: row.nextWhat ?? "" } : null,
    meeting: row.meetingStart ? { startsAt: row.meetingStart, lengthMinutes: row.meetingLength ?? 0, cancelled: row.meetingStatus === "cancelled" } : null,
  }));
}

// Full-width ＝ ＋ － ＠ too: some spreadsheet imports normalise them to their ASCII forms.
const FORMULA_START = /^(?:[\t\r\n]|[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/**
 * A phone number as people type it: an optional leading +, then digits, spaces, dashes, dots and
 * brackets, with at least 6 digits. Such a cell cannot call a function or reach a cell, so it
 * needs no neutralising and is written exactly as typed (docs/decisions/csv-export.md).
 */
const PHONE_SHAPED = /^\+?[\d(][\d ().-]*$/;
const isPhoneShaped = (text: string) => PHONE_SHAPED.test(text) && text.replace(/\D/g, "").length >= 6;

/**
 * A cell no spreadsheet will split or run as a formula, whatever separator it opens the file
 * with: every cell is quoted, and a cell that starts with a formula trigger (= + - @, also after
 * leading whitespace, or a tab or carriage return) gets a leading apostrophe (OWASP's advice),
 * unless it is a phone number, which is kept as typed.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? "" : value instanceof Date ? csvTime(value) : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text) && !isPhoneShaped(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Europe/Copenhagen wall-clock time as "2026-11-02 10:30": ISO 8601 order (sorts as text), and
 * Excel and LibreOffice read it as a date and time; the screen shows the same time.
 */
const copenhagen = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Copenhagen",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const csvTime = (date: Date | string) => copenhagen.format(new Date(date));

/** An instant stored as text in `extra` (ISO with a zone): written like every other time in the file. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const asTime = (text: string) => (ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text)) ? csvTime(text) : text);

/** Where the enquiry came from (app/server/intake/attribution.server.ts), one column each; empty when unknown. */
const attributionColumns = [
  "Første side",
  "Henvisende side",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "Google-annonce (gclid)",
  "Facebook-annonce (fbclid)",
  "Kilden målt over",
];
function attributionCells(attribution: Attribution | null): unknown[] {
  if (!attribution) return attributionColumns.map(() => null);
  const flag = (value: boolean) => (value ? "Ja" : "Nej");
  return [
    attribution.landingPage,
    attribution.referrerHost,
    attribution.utmSource,
    attribution.utmMedium,
    attribution.utmCampaign,
    flag(attribution.gclid),
    flag(attribution.fbclid),
    attribution.scope === "visit" ? "hele besøget" : "kun formularens side",
  ];
}

/** The consent keys of the forms: one "Samtykke" column says whether and to what, not three. */
const consentKeys = new Set(["consent", "consentText", "consentAt"]);
function consentText(extra: Record<string, unknown>): string {
  if (!extra.consent && !extra.consentAt) return "";
  return typeof extra.consentText === "string" && extra.consentText ? `Ja: ${extra.consentText}` : "Ja";
}

/**
 * A meeting's form stores its time twice (`start` as sent, `time` as Danish text, kept up to date
 * on a move) and its length twice (`length`, `lengthMinutes`): one fact, one column each, read
 * from the booking itself (./csv.server.ts exportRows), so a moved meeting shows its new time.
 */
const meetingKeys = new Set(["start", "time", "length", "lengthMinutes"]);
const meetingColumns = ["Mødetidspunkt", "Mødelængde (min.)", "Møde aflyst"] as const;
function meetingCells(row: ExportRow): unknown[] {
  if (row.meeting) return [csvTime(row.meeting.startsAt), row.meeting.lengthMinutes, row.meeting.cancelled ? "Ja" : "Nej"];
  // A meeting enquiry whose booking is not joined (a test's row): what the form stored.
  const extra = row.extra ?? {};
  const start = typeof extra.start === "string" ? asTime(extra.start) : "";
  return [start, extra.lengthMinutes ?? extra.length ?? "", start ? "Nej" : ""];
}

/** The columns every row has, before the form fields, in order. */
const fixedColumns = [
  "Id",
  "Modtaget",
  "Senest ændret",
  "Type",
  "Status",
  "Fase",
  "Sandsynlighed (%)",
  "Forventet lukning",
  "Udfald",
  "Årsag",
  "Forklaring",
  "Udfald sat",
  "Månedlig værdi (kr.)",
  "Næste opfølgning",
  "Opfølgning",
  "Navn",
  "Virksomhed",
  "E-mail",
  "Telefon",
  "Kontakt",
  "Interesse",
  "Sendt fra",
  "Besked",
  "Ansvarlig",
  "Ansvarligs e-mail",
  "Noter",
] as const;

/**
 * The export, in Danish as the inbox shows it: labels for kind, status, interest and outcome,
 * times in Danish time, the pipeline, who has the enquiry (by name) and how many notes it has,
 * a booked meeting's time, length and whether it was cancelled, then one column per form field stored in `extra` (labelled from the form definitions,
 * app/forms/definitions.ts; the consent in one column), then anything no definition names
 * (normally empty), then where the enquiry came from. Every heading appears once: a form field
 * whose label is already a column (the meeting's "host" is the assignee's name) is not repeated.
 */
export function toCsv(rows: readonly ExportRow[], labels = storedFieldLabels()): string {
  const taken = new Set<string>([...fixedColumns, ...meetingColumns, "Samtykke", "Øvrige felter", ...attributionColumns]);
  const extraKeys: string[] = [];
  for (const key of Object.keys(labels)) {
    const label = labels[key]!.label;
    if (consentKeys.has(key) || meetingKeys.has(key) || taken.has(label)) continue;
    taken.add(label);
    extraKeys.push(key);
  }
  const header = [...fixedColumns, ...meetingColumns, ...extraKeys.map((key) => labels[key]!.label), "Samtykke", "Øvrige felter", ...attributionColumns];
  const lines = [
    header.map(csvCell).join(";"),
    ...rows.map((row) => {
      const extra = row.extra ?? {};
      const text = new Map(extraLines(extra, "staff", labels).map((line) => [line.key, line.text]));
      const unnamed = Object.fromEntries(Object.entries(extra).filter(([key]) => !Object.hasOwn(labels, key)));
      return [
        row.id,
        csvTime(row.createdAt),
        csvTime(row.updatedAt),
        kindLabels[row.kind] ?? row.kind,
        statusLabels[row.status] ?? row.status,
        row.stage?.name ?? "",
        row.stage?.probability ?? "",
        row.expectedCloseDate ?? "",
        row.outcome ? outcomeLabels[row.outcome] : "",
        row.outcomeReason,
        row.outcomeNote,
        row.outcomeAt ? csvTime(row.outcomeAt) : "",
        row.monthlyValue,
        row.nextFollowUp ? csvTime(row.nextFollowUp.dueAt) : "",
        row.nextFollowUp?.what,
        row.name,
        row.company,
        row.email,
        row.phone,
        row.contactId,
        interestLabel(row.interest),
        row.source,
        row.message,
        row.assignee ?? "",
        row.assigneeEmail ?? "",
        row.noteCount ?? 0,
        ...meetingCells(row),
        ...extraKeys.map((key) => asTime(text.get(key) ?? "")),
        consentText(extra),
        Object.keys(unnamed).length ? unnamed : "",
        ...attributionCells(row.attribution),
      ]
        .map(csvCell)
        .join(";");
    }),
  ];
  // BOM + semicolons: Danish Excel opens it with the right columns and characters.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
