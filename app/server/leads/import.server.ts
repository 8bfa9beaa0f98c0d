/**
 * Importing a list of leads from a CSV or Excel file (issue 37, item 5): upload, map the columns,
 * preview what happens to each row, import, report. The uploaded cells wait in `lead_imports`
 * between the steps (the pages work without JavaScript, so nothing is kept in the browser).
 *
 * Each row becomes a new enquiry of kind `lead`, is matched (the same person is already in the
 * inbox, or earlier in the file: nothing is added, so importing a file twice adds nothing the
 * second time) or is refused with its reason. One import is one transaction: all of it or none.
 */
import { createHash, randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { importChannel, importFields, importLimits, outcomeLabels, type ColumnMapping, type ImportField, type RowOutcome } from "../../forms/lead.ts";
import { limits } from "../../forms/options.ts";
import { resultRows, type Db } from "../platform/db.server.ts";
import { csvCell } from "../inbox/csv.server.ts";
import { validEmail, validPhone } from "./leads.server.ts";
import { contactSubmissions, contacts, enquiryHistory, leadImports } from "../schema.server.ts";
import { queueEventForMany } from "../webhooks/webhooks.server.ts";

/** The page imports are made on: the `source` of an imported lead. */
export const IMPORT_SOURCE = "/admin/leads/import";

export type ParsedFile = { header: string[]; rows: string[][] };
export type ParseResult = { ok: true; file: ParsedFile } | { ok: false; error: string };

const thousands = (n: number) => n.toLocaleString("da-DK");

// C0/C1 control characters (but tab and line breaks, handled apart), zero-width and direction marks, BOMs.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const FORMULA_START = /^[=+\-@]/;
const PHONE_LIKE = /^[+-]?[\d\s\-().]+$/;

/**
 * One cell as text: control and invisible characters removed, line breaks as \n, and a leading
 * formula trigger (= + - @) taken off unless the cell is a phone number, so a cell such as
 * =HYPERLINK(...) is stored as the text it would show, never as something a spreadsheet runs.
 */
export function cleanCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  else if (typeof value === "boolean") text = value ? "Ja" : "Nej";
  else if (typeof value === "number") text = Number.isFinite(value) ? (Number.isInteger(value) ? value.toFixed(0) : String(value)) : "";
  else text = String(value);
  text = text.replace(/\r\n?/g, "\n").replace(/\t/g, " ").replace(CONTROL, "").trim();
  while (FORMULA_START.test(text) && !PHONE_LIKE.test(text)) text = text.slice(1).trim();
  return text.slice(0, importLimits.cell);
}

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252, what Excel on Windows saves as "CSV". */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator of the header line: the most frequent of ; , and tab (Danish Excel writes ;). */
function guessDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const counts = [";", ",", "\t"].map((delimiter) => [delimiter, firstLine.split(delimiter).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![1] > 0 ? counts[0]![0] : ",";
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const isOldExcel = (bytes: Uint8Array) => bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/** The sum of the sizes a zip's central directory declares: a small .xlsx that unpacks to gigabytes is refused before it is unpacked. */
function declaredZipSize(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 65_535); end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const entries = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    let total = 0;
    for (let i = 0; i < entries && at + 46 <= bytes.length; i++) {
      if (view.getUint32(at, true) !== 0x02014b50) return Infinity;
      const size = view.getUint32(at + 24, true);
      total += size === 0xffffffff ? Infinity : size;
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return total;
  }
  return Infinity;
}

/** What an .xlsx may unpack to (its XML is typically 5-20 times the file). */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/** The file as a header and rows of cleaned text, or why it cannot be imported (in Danish). */
export async function parseUpload(fileName: string, bytes: Uint8Array): Promise<ParseResult> {
  if (bytes.length === 0) return { ok: false, error: "Filen er tom. Vælg en CSV- eller Excel-fil med en række overskrifter og en række pr. lead." };
  if (bytes.length > importLimits.bytes)
    return {
      ok: false,
      error: `Filen er for stor (${thousands(Math.ceil(bytes.length / 1024))} KB). Højst ${importLimits.bytes / 1024 / 1024} MB pr. import; del listen i flere filer.`,
    };
  if (isOldExcel(bytes) || /\.xls$/i.test(fileName))
    return { ok: false, error: "Gamle Excel-filer (.xls) kan ikke læses. Gem filen som Excel-projektmappe (.xlsx) eller CSV, og prøv igen." };
  let cells: unknown[][];
  if (isZip(bytes)) {
    if (declaredZipSize(bytes) > MAX_UNPACKED_BYTES)
      return { ok: false, error: "Excel-filen er for stor, når den er pakket ud. Gem listen som CSV, eller del den i flere filer." };
    try {
      cells = (await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) as unknown[][];
    } catch {
      return { ok: false, error: "Filen kunne ikke læses som Excel-fil (.xlsx). Gem den igen som .xlsx eller CSV, og prøv igen." };
    }
  } else {
    const text = decodeText(bytes);
    try {
      cells = parse(text, { delimiter: guessDelimiter(text), bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
    } catch (error) {
      const line = (error as { lines?: number }).lines;
      return {
        ok: false,
        error: `Filen kunne ikke læses som CSV${line ? ` (linje ${line})` : ""}. Gem den som CSV (UTF-8) med semikolon eller komma mellem kolonnerne, og prøv igen.`,
      };
    }
  }
  const [first = [], ...rest] = cells;
  const header = first.map(cleanCell);
  if (header.every((title) => title === "")) return { ok: false, error: "Første række skal være kolonneoverskrifter (fx Navn, Virksomhed, E-mail, Telefon)." };
  const width = Math.max(header.length, ...rest.slice(0, 50).map((row) => row.length));
  if (width > importLimits.columns) return { ok: false, error: `Filen har ${width} kolonner; højst ${importLimits.columns}.` };
  const rows = rest.map((row) => row.slice(0, importLimits.columns).map(cleanCell));
  // Trailing empty lines are no rows; empty rows in between keep their number (the report names rows as the spreadsheet does).
  while (rows.length > 0 && rows.at(-1)!.every((cell) => cell === "")) rows.pop();
  const filled = rows.filter((row) => row.some((cell) => cell !== "")).length;
  if (filled === 0) return { ok: false, error: "Filen har overskrifter, men ingen rækker under dem." };
  if (filled > importLimits.rows)
    return { ok: false, error: `Filen har ${thousands(filled)} rækker; højst ${thousands(importLimits.rows)} pr. import. Del listen i flere filer.` };
  return { ok: true, file: { header: header.map((title, index) => title || `Kolonne ${index + 1}`), rows } };
}

/** The phone key the database matches contacts by (drizzle/0008 `contact_phone_key`): digits without +45/0045, at least six. */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "").replace(/^(?:00)?45(\d{8})$/, "$1");
  return digits.length >= 6 ? digits : null;
}

export type PlannedRow = { row: number; outcome: RowOutcome; reason: string; name: string; company: string; email: string; phone: string; message: string };
export type ImportPlan = { rows: PlannedRow[]; created: number; matched: number; refused: number };

/** Whether the mapping can import anything, or what is missing (in Danish). */
export function mappingProblem(mapping: ColumnMapping, header: readonly string[]): string | null {
  for (const [key, index] of Object.entries(mapping)) {
    if (index !== null && index !== undefined && (!Number.isInteger(index) || index < 0 || index >= header.length))
      return `Kolonnen til ${importFields.find((field) => field.key === key)?.label ?? key} findes ikke i filen.`;
  }
  const mapped = (key: ImportField) => mapping[key] !== null && mapping[key] !== undefined;
  if (!mapped("email") && !mapped("phone")) return "Vælg kolonnen med e-mail eller telefon: uden en af dem kan I ikke kontakte nogen på listen.";
  if (!mapped("name") && !mapped("firstName") && !mapped("lastName") && !mapped("company")) return "Vælg kolonnen med navn eller virksomhed.";
  return null;
}

function valuesOf(cells: readonly string[], mapping: ColumnMapping) {
  const get = (key: ImportField) => {
    const index = mapping[key];
    return index === null || index === undefined ? "" : (cells[index] ?? "");
  };
  const person = get("name") || [get("firstName"), get("lastName")].filter(Boolean).join(" ");
  const company = get("company");
  return { name: person || company, company, email: get("email"), phone: get("phone"), message: get("message"), hasName: person !== "" || company !== "" };
}

function refusal(values: ReturnType<typeof valuesOf>): string | null {
  if (!values.email && !values.phone) return "hverken e-mail eller telefon";
  if (!values.hasName) return "hverken navn eller virksomhed";
  if (values.email && (values.email.length > limits.email || !validEmail(values.email))) return `ugyldig e-mail (»${values.email.slice(0, 60)}«)`;
  if (values.phone && (values.phone.length > limits.phone || !validPhone(values.phone))) return `ugyldigt telefonnummer (»${values.phone.slice(0, 40)}«)`;
  if (values.name.length > limits.name) return `navnet er længere end ${limits.name} tegn`;
  if (values.company.length > limits.company) return `virksomheden er længere end ${limits.company} tegn`;
  if (values.message.length > limits.message) return `beskeden er længere end ${thousands(limits.message)} tegn`;
  return null;
}

type Reader = Pick<Db, "execute">;

/** The people already in the inbox with one of these e-mails (lower case) or phone keys: the name of the oldest enquiry of each. */
async function knownPeople(db: Reader, emails: string[], phoneKeys: string[]): Promise<{ byEmail: Map<string, string>; byPhone: Map<string, string> }> {
  const byEmail = new Map<string, string>();
  const byPhone = new Map<string, string>();
  if (emails.length) {
    const rows = resultRows<{ key: string; name: string }>(
      await db.execute(
        sql`select distinct on (lower(email)) lower(email) as key, name from ${contactSubmissions} where lower(email) = any(${`{${emails.map(arrayItem).join(",")}}`}::text[]) order by lower(email), created_at`,
      ),
    );
    for (const row of rows) byEmail.set(row.key, row.name);
  }
  if (phoneKeys.length) {
    const rows = resultRows<{ key: string; name: string }>(
      await db.execute(
        sql`select distinct on (phone_key) phone_key as key, name from ${contactSubmissions} where phone_key = any(${`{${phoneKeys.map(arrayItem).join(",")}}`}::text[]) order by phone_key, created_at`,
      ),
    );
    for (const row of rows) byPhone.set(row.key, row.name);
  }
  return { byEmail, byPhone };
}

/** An element of a PostgreSQL array literal, quoted. */
function arrayItem(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * What importing the file with this mapping would do to each row: refused (and why), matched (the
 * same e-mail or phone key earlier in the file, or already in the inbox), or created. Rows are
 * numbered as the spreadsheet numbers them (the header is row 1); empty rows are left out.
 */
export async function planImport(db: Reader, file: ParsedFile, mapping: ColumnMapping): Promise<ImportPlan> {
  const candidates: { row: number; values: ReturnType<typeof valuesOf>; reason: string | null }[] = [];
  file.rows.forEach((cells, index) => {
    if (cells.every((cell) => cell === "")) return;
    const values = valuesOf(cells, mapping);
    candidates.push({ row: index + 2, values, reason: refusal(values) });
  });
  const accepted = candidates.filter((candidate) => !candidate.reason);
  const known = await knownPeople(
    db,
    [...new Set(accepted.map((c) => c.values.email.toLowerCase()).filter(Boolean))],
    [...new Set(accepted.map((c) => phoneKey(c.values.phone)).filter((key): key is string => key !== null))],
  );
  const seenEmail = new Map<string, number>();
  const seenPhone = new Map<string, number>();
  const rows: PlannedRow[] = [];
  const counts = { created: 0, matched: 0, refused: 0 };
  for (const { row, values, reason } of candidates) {
    const base = { row, name: values.name, company: values.company, email: values.email, phone: values.phone, message: values.message };
    if (reason) {
      rows.push({ ...base, outcome: "refused", reason });
      counts.refused++;
      continue;
    }
    const email = values.email.toLowerCase();
    const key = phoneKey(values.phone);
    const earlier = (email && seenEmail.get(email)) || (key && seenPhone.get(key)) || null;
    const existing = (email && known.byEmail.get(email)) || (key && known.byPhone.get(key)) || null;
    if (email) seenEmail.set(email, seenEmail.get(email) ?? row);
    if (key) seenPhone.set(key, seenPhone.get(key) ?? row);
    if (existing) {
      rows.push({ ...base, outcome: "matched", reason: `findes allerede som kontakt (${existing})` });
      counts.matched++;
    } else if (earlier) {
      rows.push({ ...base, outcome: "matched", reason: `samme person som række ${earlier}` });
      counts.matched++;
    } else {
      rows.push({ ...base, outcome: "created", reason: "" });
      counts.created++;
    }
  }
  return { rows, ...counts };
}

export type LeadImport = typeof leadImports.$inferSelect;

/** Imports not finished within a day, and finished ones after 30 days (their reports), are deleted. */
export async function pruneLeadImports(db: Db, now = new Date()): Promise<number> {
  const day = 24 * 60 * 60_000;
  const deleted = await db
    .delete(leadImports)
    .where(
      or(
        and(eq(leadImports.state, "uploaded"), lt(leadImports.createdAt, new Date(now.getTime() - day))),
        lt(leadImports.createdAt, new Date(now.getTime() - 30 * day)),
      ),
    )
    .returning({ id: leadImports.id });
  return deleted.length;
}

/** Stores an uploaded file for its mapping step (and prunes old imports). */
export async function saveUpload(db: Db, fileName: string, file: ParsedFile, actorId: string): Promise<string> {
  await pruneLeadImports(db);
  const [row] = await db
    .insert(leadImports)
    .values({ fileName: fileName.slice(0, 200) || "liste", header: file.header, rows: file.rows, createdBy: actorId })
    .returning({ id: leadImports.id });
  return row!.id;
}

export async function getImport(db: Db, id: string): Promise<LeadImport | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(leadImports).where(eq(leadImports.id, id));
  return row;
}

/** The newest imports, for the upload page. */
export async function recentImports(db: Db, limit = 10) {
  return db
    .select({
      id: leadImports.id,
      fileName: leadImports.fileName,
      createdAt: leadImports.createdAt,
      state: leadImports.state,
      created: leadImports.created,
      matched: leadImports.matched,
      refused: leadImports.refused,
    })
    .from(leadImports)
    .orderBy(desc(leadImports.createdAt))
    .limit(limit);
}

export async function saveMapping(db: Db, id: string, mapping: ColumnMapping): Promise<void> {
  await db
    .update(leadImports)
    .set({ mapping })
    .where(and(eq(leadImports.id, id), eq(leadImports.state, "uploaded")));
}

const BATCH = 500;

export type ImportResult = { ok: true; created: number; matched: number; refused: number } | { ok: false; error: string };

/**
 * The import, in one transaction: the rows to create are inserted in batches (the database joins
 * each to its contact), each with its "created" history entry and its `enquiry.created` webhook
 * (queued in the same transaction, delivered by the queue at its pace); the report replaces the
 * stored cells. A second press (or a second tab) finds the import done and changes nothing.
 */
export async function runImport(db: Db, id: string, mapping: ColumnMapping, actor: { userId: string }, siteUrl: string): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(leadImports).where(eq(leadImports.id, id)).for("update");
    if (!job) return { ok: false as const, error: "Importen findes ikke længere. Upload filen igen." };
    if (job.state === "imported") return { ok: true as const, created: job.created ?? 0, matched: job.matched ?? 0, refused: job.refused ?? 0 };
    const problem = mappingProblem(mapping, job.header);
    if (problem) return { ok: false as const, error: problem };
    // Two imports of lists with the same people at once: the second waits, then finds them.
    await tx.execute(sql`select pg_advisory_xact_lock(37005, 0)`);
    const plan = await planImport(tx, { header: job.header, rows: job.rows }, mapping);
    const toCreate = plan.rows.filter((row) => row.outcome === "created");
    for (let start = 0; start < toCreate.length; start += BATCH) {
      const batch = toCreate.slice(start, start + BATCH);
      // Each new lead is a new person (the plan matched everyone known, in this transaction, after
      // the lock above): its contact is made here, so the insert trigger (drizzle/0008) returns at
      // once instead of taking two advisory locks per row - 20,000 locks in one transaction are
      // more than PostgreSQL's lock table holds ("out of shared memory").
      const contactIds = batch.map(() => randomUUID());
      await tx.insert(contacts).values(contactIds.map((id) => ({ id })));
      const inserted = await tx
        .insert(contactSubmissions)
        .values(
          batch.map((row, index) => ({
            kind: "lead" as const,
            contactId: contactIds[index],
            source: IMPORT_SOURCE,
            name: row.name,
            company: row.company || null,
            email: row.email,
            phone: row.phone || null,
            message: row.message || null,
            extra: { channel: importChannel, importFile: job.fileName },
            // The person, not the file: the same person in another list is the same lead.
            dedupeKey: createHash("sha256")
              .update(JSON.stringify(["lead-import", row.email.toLowerCase(), phoneKey(row.phone) ?? ""]))
              .digest("base64url"),
          })),
        )
        .onConflictDoNothing({ target: contactSubmissions.dedupeKey })
        .returning({ id: contactSubmissions.id, dedupeKey: contactSubmissions.dedupeKey });
      if (inserted.length < batch.length) {
        const stored = new Set(inserted.map((row) => row.dedupeKey));
        for (const row of batch) {
          const key = createHash("sha256")
            .update(JSON.stringify(["lead-import", row.email.toLowerCase(), phoneKey(row.phone) ?? ""]))
            .digest("base64url");
          if (!stored.has(key)) Object.assign(row, { outcome: "matched", reason: "findes allerede som kontakt" });
        }
      }
      if (inserted.length) {
        await tx.insert(enquiryHistory).values(
          inserted.map((row) => ({
            submissionId: row.id,
            actorId: actor.userId,
            action: "created" as const,
            detail: { channel: importChannel, file: job.fileName },
          })),
        );
        // One `enquiry.created` per new lead, queued with the batch (the delivery queue sends them at its pace).
        await queueEventForMany(
          tx,
          "enquiry.created",
          inserted.map((row) => row.id),
          siteUrl,
        );
      }
    }
    const counts = { created: 0, matched: 0, refused: 0 };
    for (const row of plan.rows) counts[row.outcome]++;
    await tx
      .update(leadImports)
      .set({
        state: "imported",
        importedAt: new Date(),
        mapping,
        rows: [],
        report: plan.rows.map((row) => ({ row: row.row, outcome: row.outcome, reason: row.reason, name: row.name })),
        ...counts,
      })
      .where(eq(leadImports.id, id));
    return { ok: true as const, ...counts };
  });
}

/** The report as a CSV file (semicolons, as the inbox's export). */
export function reportCsv(job: Pick<LeadImport, "report">): string {
  const lines = [["Række", "Resultat", "Navn", "Begrundelse"].map(csvCell).join(";")];
  for (const row of job.report ?? []) lines.push([row.row, outcomeLabels[row.outcome], row.name, row.reason].map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
