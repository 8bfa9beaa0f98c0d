/**
 * Inbox pipeline benchmark: 10,000 enquiries with 50,000 notes and 50,000 history rows (one
 * enquiry carries 1,000 of each), 5 staff accounts, 60 % of the enquiries assigned. Times the
 * server work of the list page (as its loader: page, total, counts, chart, staff list; with the
 * assignee filters), the detail page (enquiry, notes, history, staff list) and the owner's audit
 * view, on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL.
 *   node scripts/bench/inbox-pipeline.ts        (or `npm run bench -- --only=pipeline`)
 * The bar: under 300 ms server time each.
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { activeStaff, assigneeChoices } from "../../app/server/inbox/assignment.server.ts";
import { openDatabase, type Db } from "../../app/server/platform/db.server.ts";
import { withScratchPostgres } from "./scratch-database.ts";
import { auditLog, enquiryHistoryOf } from "../../app/server/inbox/history.server.ts";
import { getSubmission, listSubmissions, parseFilters, weeklyByKind } from "../../app/server/inbox/inbox.server.ts";
import { notesOf } from "../../app/server/inbox/notes.server.ts";
import { contactSubmissions, enquiryHistory, enquiryNotes, type HistoryAction } from "../../app/server/inbox/schema.server.ts";
import { staffUsers } from "../../app/server/auth/schema.server.ts";
import { seed } from "./inbox.ts";
import { medianMs } from "./timing.ts";

const ENQUIRIES = 10_000;
const NOTES = 50_000;
const HISTORY = 50_000;
const HEAVY = 1_000;

/** The indexes this benchmark is about; BENCH_DROP_INDEXES=1 measures without them, for comparison. */
const pipelineIndexes = ["contact_submissions_assigned_idx", "enquiry_notes_submission_idx", "enquiry_history_submission_idx", "enquiry_history_audit_idx"];

async function seedPipeline(db: Db) {
  if (process.env.BENCH_DROP_INDEXES === "1") for (const index of pipelineIndexes) await db.execute(sql.raw(`drop index ${index}`));
  await seed(db, ENQUIRIES);
  const staff = await db
    .insert(staffUsers)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        email: `medarbejder${i}@salgskraft.dk`,
        passwordHash: "!",
        role: i === 0 ? ("owner" as const) : ("staff" as const),
      })),
    )
    .returning({ id: staffUsers.id });
  // 60 % assigned, round robin over the five.
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by created_at desc) as n from ${contactSubmissions})
    update ${contactSubmissions} c set assigned_to = (array[${sql.join(
      staff.map((s) => sql`${s.id}::uuid`),
      sql`, `,
    )}])[(n % 5) + 1]
    from numbered where numbered.id = c.id and numbered.n % 5 <> 0 and numbered.n % 5 <> 4`);
  const ids = (await db.select({ id: contactSubmissions.id }).from(contactSubmissions)).map((row) => row.id);
  const heavy = ids[0]!;
  const target = (i: number) => (i < HEAVY ? heavy : ids[i % ids.length]!);
  const now = Date.now();
  for (let offset = 0; offset < NOTES; offset += 2000) {
    await db.insert(enquiryNotes).values(
      Array.from({ length: Math.min(2000, NOTES - offset) }, (_, j) => {
        const i = offset + j;
        return { submissionId: target(i), authorId: staff[i % 5]!.id, body: `Note ${i}: ringede, aftalte opfølgning.`, createdAt: new Date(now - i * 60_000) };
      }),
    );
  }
  const actions: HistoryAction[] = ["status", "assigned", "note", "export", "deleted"];
  for (let offset = 0; offset < HISTORY; offset += 2000) {
    await db.insert(enquiryHistory).values(
      Array.from({ length: Math.min(2000, HISTORY - offset) }, (_, j) => {
        const i = offset + j;
        const action = i < HEAVY ? "status" : actions[i % actions.length]!;
        return {
          submissionId: action === "export" ? null : target(i),
          actorId: staff[i % 5]!.id,
          action,
          detail: { from: "new", to: "in_progress" },
          createdAt: new Date(now - i * 60_000),
        };
      }),
    );
  }
  await db.execute(sql`analyze`);
  return { me: staff[1]!.id, heavy, typical: ids[5_000]! };
}

export type PipelineBenchRow = { engine: string; page: string; medianMs: number };

async function measure(engine: string, db: Db): Promise<PipelineBenchRow[]> {
  const { me, heavy, typical } = await seedPipeline(db);
  const rows: PipelineBenchRow[] = [];
  // The searches read name, company, e-mail, phone (also as digits), message and the notes; one
  // that matches nothing (the slowest: every row and note is read) and a phone number typed with +45.
  const searches = [
    "?q=firma12",
    `?q=${encodeURIComponent("+45 2000 5000")}`,
    "?q=opf%C3%B8lgning",
    "?q=findes-ikke-nogen-steder",
    "?ansvarlig=mine&type=quote&q=kunde",
  ];
  for (const query of ["", "?ansvarlig=mine", "?ansvarlig=unassigned", "?ansvarlig=mine&status=new", "?ansvarlig=unassigned&q=firma12", ...searches]) {
    const filters = parseFilters(new URL(`http://x/admin/contact-submissions${query}`));
    rows.push({
      engine,
      page: `list ${query || "(ingen filtre)"}`,
      medianMs: await medianMs(() => Promise.all([listSubmissions(db, filters, me), weeklyByKind(db), assigneeChoices(db)])),
    });
  }
  for (const [label, id] of [
    ["detail (5 notes, 5 history rows)", typical],
    [`detail (${HEAVY + 5} notes, ${HEAVY + 5} history rows)`, heavy],
  ] as const) {
    rows.push({
      engine,
      page: label,
      medianMs: await medianMs(() => Promise.all([getSubmission(db, id), notesOf(db, id), enquiryHistoryOf(db, id), activeStaff(db)])),
    });
  }
  rows.push({ engine, page: "audit view (deletions and exports)", medianMs: await medianMs(() => auditLog(db, 1)) });
  return rows;
}

export async function benchInboxPipeline(): Promise<PipelineBenchRow[]> {
  const results: PipelineBenchRow[] = [];
  const pglite = await openDatabase({});
  results.push(...(await measure("PGlite", pglite.db)));
  await pglite.close();

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    results.push(...(await withScratchPostgres(url, (db) => measure("PostgreSQL", db))));
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write("| engine | page | server time (median of 15) |\n|---|---|---|\n");
  for (const row of await benchInboxPipeline()) process.stdout.write(`| ${row.engine} | ${row.page} | ${row.medianMs.toFixed(1)} ms |\n`);
}
