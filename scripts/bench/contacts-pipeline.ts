/**
 * Pipeline benchmark (issue 26): 10,000 enquiries from 5,000 contacts (each person writes twice,
 * matched by the database's insert trigger) with 100,000 timeline items - 40,000 notes, 40,000
 * history rows, 10,000 mails and 10,000 follow-ups; one contact carries 2,000 of them. Times the
 * server work of the list (plain, grouped by contact, filtered by outcome), the enquiry page's
 * pipeline part (follow-ups, reasons and the contact's whole timeline: a typical contact and the
 * heavy one) and the "Følg op" view (mine, everyone's) with the menu's count, on PGlite and, with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL.
 *   node scripts/bench/contacts-pipeline.ts        (or `npm run bench -- --only=contacts`)
 * The bar: under 300 ms server time each.
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../../app/server/platform/db.server.ts";
import { dueFollowUpCount, followUpView } from "../../app/server/inbox/follow-ups.server.ts";
import { listSubmissions, parseFilters, weeklyByKind } from "../../app/server/inbox/inbox.server.ts";
import { pipelineData } from "../../app/server/inbox/actions.server.ts";
import { getSubmission } from "../../app/server/inbox/inbox.server.ts";
import {
  contactSubmissions,
  enquiryHistory,
  enquiryKinds,
  enquiryNotes,
  enquiryStatuses,
  followUps,
  type HistoryAction,
} from "../../app/server/inbox/schema.server.ts";
import { outbox } from "../../app/server/mail/schema.server.ts";
import { staffUsers } from "../../app/server/auth/schema.server.ts";
import { withScratchPostgres } from "./scratch-database.ts";
import { medianMs } from "./timing.ts";

const ENQUIRIES = 10_000;
const CONTACTS = 5_000;
const NOTES = 40_000;
const HISTORY = 40_000;
const MAILS = 10_000;
const FOLLOW_UPS = 10_000;
const HEAVY = 500;

async function seed(db: Db) {
  const staff = await db
    .insert(staffUsers)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        email: `medarbejder${i}@salgskraft.dk`,
        passwordHash: "scrypt$x",
        role: i === 0 ? ("owner" as const) : ("staff" as const),
      })),
    )
    .returning({ id: staffUsers.id });
  const now = Date.now();
  for (let offset = 0; offset < ENQUIRIES; offset += 1000) {
    // Enquiry i and i + 5,000 are the same person (same e-mail in another case, same phone written another way).
    await db.insert(contactSubmissions).values(
      Array.from({ length: Math.min(1000, ENQUIRIES - offset) }, (_, j) => {
        const i = offset + j;
        const person = i % CONTACTS;
        const second = i >= CONTACTS;
        return {
          createdAt: new Date(now - (ENQUIRIES - i) * 7 * 60_000),
          name: `Kunde ${person}`,
          company: person % 3 ? `Firma ${person % 400} ApS` : null,
          email: second ? `KUNDE${person}@firma${person % 400}.dk` : `kunde${person}@firma${person % 400}.dk`,
          phone: second ? String(20000000 + person) : `+45 ${20000000 + person}`,
          interest: ["business", "freelancer", "other"][i % 3]!,
          status: enquiryStatuses[i % 3]!,
          kind: enquiryKinds[i % 4]!,
          source: "/kontakt",
          message: `Besked nummer ${i} om mødebooking og telemarketing.`,
          dedupeKey: `bench-${i}`,
          assignedTo: i % 5 === 4 ? null : staff[i % 5]!.id,
          outcome: i % 3 === 2 && i % 7 === 0 ? ("won" as const) : i % 3 === 2 && i % 7 === 1 ? ("lost" as const) : null,
          monthlyValue: i % 11 === 0 ? 5000 + (i % 20) * 1000 : null,
        };
      }),
    );
  }
  const ids = (await db.select({ id: contactSubmissions.id }).from(contactSubmissions).orderBy(contactSubmissions.createdAt)).map((row) => row.id);
  // The heavy contact: the person of enquiries 0 and 5,000.
  const heavy = [ids[0]!, ids[CONTACTS]!];
  const target = (i: number) => (i < HEAVY ? heavy[i % 2]! : ids[i % ids.length]!);
  for (let offset = 0; offset < NOTES; offset += 2000) {
    await db.insert(enquiryNotes).values(
      Array.from({ length: Math.min(2000, NOTES - offset) }, (_, j) => ({
        submissionId: target(offset + j),
        authorId: staff[(offset + j) % 5]!.id,
        body: `Note ${offset + j}: ringede, aftalte opfølgning.`,
        createdAt: new Date(now - (offset + j) * 60_000),
      })),
    );
  }
  const actions: HistoryAction[] = ["status", "assigned", "follow_up", "outcome", "value"];
  for (let offset = 0; offset < HISTORY; offset += 2000) {
    await db.insert(enquiryHistory).values(
      Array.from({ length: Math.min(2000, HISTORY - offset) }, (_, j) => ({
        submissionId: target(offset + j),
        actorId: staff[(offset + j) % 5]!.id,
        action: actions[(offset + j) % actions.length]!,
        detail: { from: "new", to: "in_progress" },
        createdAt: new Date(now - (offset + j) * 60_000),
      })),
    );
  }
  for (let offset = 0; offset < MAILS; offset += 2000) {
    await db.insert(outbox).values(
      Array.from({ length: Math.min(2000, MAILS - offset) }, (_, j) => ({
        submissionId: target(offset + j),
        recipient: "kontakt@salgskraft.dk",
        subject: `Ny henvendelse ${offset + j}`,
        body: "Tekst",
        sentAt: new Date(now - (offset + j) * 60_000),
        createdAt: new Date(now - (offset + j) * 60_000),
      })),
    );
  }
  for (let offset = 0; offset < FOLLOW_UPS; offset += 2000) {
    await db.insert(followUps).values(
      Array.from({ length: Math.min(2000, FOLLOW_UPS - offset) }, (_, j) => {
        const i = offset + j;
        // From a week ago to two weeks ahead; a third done.
        return {
          submissionId: target(i),
          dueAt: new Date(now + ((i % 21) - 7) * 86_400_000 + (i % 24) * 3_600_000),
          what: `Ring igen ${i}`,
          createdBy: staff[i % 5]!.id,
          doneAt: i % 3 === 0 ? new Date(now) : null,
        };
      }),
    );
  }
  await db.execute(sql`analyze`);
  return { staff: staff.map((row) => row.id), heavy: heavy[0]!, typical: ids[4321]! };
}

export type ContactsBenchRow = { engine: string; page: string; medianMs: number };

async function measure(db: Db, engine: string): Promise<ContactsBenchRow[]> {
  const { staff, heavy, typical } = await seed(db);
  const [counts] = await db
    .execute(sql`select (select count(*) from contacts)::int as contacts, (select count(*) from contact_submissions)::int as enquiries`)
    .then((result) => (result as unknown as { rows: { contacts: number; enquiries: number }[] }).rows);
  if (counts && (counts.contacts !== CONTACTS || counts.enquiries !== ENQUIRIES))
    throw new Error(`Forventede ${CONTACTS} kontakter og ${ENQUIRIES} henvendelser, fik ${counts.contacts} og ${counts.enquiries}`);
  const me = staff[1]!;
  const list = (query: string) => () =>
    Promise.all([listSubmissions(db, parseFilters(new URL(`http://x/admin/contact-submissions${query}`)), me), weeklyByKind(db), dueFollowUpCount(db, me)]);
  const detail = (id: string) => async () => pipelineData(db, (await getSubmission(db, id))!, new Date());
  return [
    { engine, page: "list (no filters) + menu count", medianMs: await medianMs(list("")) },
    { engine, page: "list grouped by contact", medianMs: await medianMs(list("?gruppe=kontakt")) },
    { engine, page: "list grouped by contact, page 40", medianMs: await medianMs(list("?gruppe=kontakt&side=40")) },
    { engine, page: "list filtered: won", medianMs: await medianMs(list("?udfald=won")) },
    { engine, page: "enquiry page: pipeline + contact timeline (typical contact)", medianMs: await medianMs(detail(typical)) },
    { engine, page: "enquiry page: pipeline + contact timeline (contact with 2,000 items)", medianMs: await medianMs(detail(heavy)) },
    { engine, page: "Følg op: mine", medianMs: await medianMs(() => followUpView(db, "mine", me)) },
    { engine, page: "Følg op: everyone", medianMs: await medianMs(() => followUpView(db, "all", me)) },
  ];
}

export async function benchContactsPipeline(): Promise<ContactsBenchRow[]> {
  const results: ContactsBenchRow[] = [];
  const pglite = await openDatabase({});
  try {
    results.push(...(await measure(pglite.db, "PGlite")));
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) results.push(...(await withScratchPostgres(url, (db) => measure(db, "PostgreSQL"))));
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log("| engine | page | server time (median of 15) |\n|---|---|---|");
  for (const row of await benchContactsPipeline()) console.log(`| ${row.engine} | ${row.page} | ${row.medianMs.toFixed(1)} ms |`);
}
