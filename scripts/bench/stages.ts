/**
 * Stages, board and forecast benchmark (issue 37, item 7): 10,000 enquiries that are all deals
 * (quotes, meetings, leads, business contacts), 5 staff, spread over the four stages with values
 * and expected close dates over a year, 10 % won and 5 % lost, 10,000 history rows by staff and
 * 5,000 replies sent (the reports' first responses), 500 booked meetings. Times the server work of
 * /admin/tavle (everyone's and "Mine") and /admin/prognose (forecast + reports; the default
 * period and two years), on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL.
 *   node scripts/bench/stages.ts        (or `npm run bench -- --only=stages`)
 * The bar: under 300 ms server time each (issue 37's done-when).
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../../app/server/platform/db.server.ts";
import { boardColumns, listStages } from "../../app/server/inbox/stages.server.ts";
import { defaultPeriod, forecast, salesReports } from "../../app/server/inbox/forecast.server.ts";
import { bookings, contactSubmissions, enquiryHistory, enquiryMessages, staffUsers } from "../../app/server/schema.server.ts";
import { withScratchPostgres } from "./scratch-database.ts";
import { medianMs } from "./timing.ts";

const ENQUIRIES = 10_000;
const BATCH = 1000;

async function seedDeals(db: Db) {
  const staff = await db
    .insert(staffUsers)
    .values(
      Array.from({ length: 5 }, (_, i) => ({ email: `saelger${i}@salgskraft.dk`, passwordHash: "!", role: i === 0 ? ("owner" as const) : ("staff" as const) })),
    )
    .returning({ id: staffUsers.id });
  const stages = await listStages(db);
  const now = Date.now();
  const kinds = ["quote", "meeting", "lead", "contact"] as const;
  const ids: string[] = [];
  for (let offset = 0; offset < ENQUIRIES; offset += BATCH) {
    const rows = await db
      .insert(contactSubmissions)
      .values(
        Array.from({ length: Math.min(BATCH, ENQUIRIES - offset) }, (_, j) => {
          const i = offset + j;
          const createdAt = new Date(now - i * 50 * 60_000); // one every 50 minutes: about a year back
          const outcome = i % 20 === 0 ? ("lost" as const) : i % 10 === 0 ? ("won" as const) : null;
          const close = new Date(now + ((i % 365) - 120) * 86_400_000);
          return {
            createdAt,
            name: `Kunde ${i}`,
            company: `Firma ${i % 700} ApS`,
            email: `kunde${i}@firma${i % 700}.dk`,
            phone: `+45 ${String(30000000 + i)}`,
            interest: "business",
            status: outcome ? ("completed" as const) : (["new", "in_progress"] as const)[i % 2]!,
            kind: kinds[i % 4]!,
            source: "/kontakt",
            message: `Besked nummer ${i} om et tilbud.`,
            dedupeKey: `bench-stage-${i}`,
            assignedTo: i % 6 === 5 ? null : staff[i % 5]!.id,
            stageId: stages[i % stages.length]!.id,
            monthlyValue: i % 7 === 0 ? null : 2_000 + (i % 50) * 500,
            expectedCloseDate: i % 9 === 0 ? null : close.toISOString().slice(0, 10),
            outcome,
            outcomeAt: outcome ? new Date(createdAt.getTime() + 20 * 86_400_000) : null,
          };
        }),
      )
      .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
    ids.push(...rows.map((row) => row.id));
    await db.insert(enquiryHistory).values(
      rows.map((row, j) => ({
        submissionId: row.id,
        actorId: staff[(offset + j) % 5]!.id,
        action: "status" as const,
        detail: { from: "new", to: "in_progress" },
        createdAt: new Date(row.createdAt.getTime() + ((offset + j) % 240) * 60_000),
      })),
    );
    await db.insert(enquiryMessages).values(
      rows
        .filter((_, j) => j % 2 === 0)
        .map((row, j) => ({
          submissionId: row.id,
          direction: "out" as const,
          messageId: `<bench-${offset}-${j}@salgskraft.dk>`,
          authorId: staff[j % 5]!.id,
          subject: "Tak for din henvendelse",
          body: "Hej, tak for din henvendelse.",
          createdAt: new Date(row.createdAt.getTime() + ((offset + j) % 90) * 60_000),
        })),
    );
  }
  // 500 booked meetings over the last and next few months, on the meeting enquiries.
  const meetingIds = ids.filter((_, i) => i % 4 === 1).slice(0, 500);
  await db.insert(bookings).values(
    meetingIds.map((submissionId, i) => {
      const startsAt = new Date(now + (i - 250) * 8 * 3_600_000);
      return {
        submissionId,
        staffId: staff[i % 5]!.id,
        topic: "telemarketing",
        lengthMinutes: 30,
        bufferMinutes: 10,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      };
    }),
  );
  await db.execute(sql`analyze`);
  return { me: staff[1]!.id };
}

export type StagesBenchRow = { engine: string; page: string; medianMs: number };

async function measure(engine: string, db: Db): Promise<StagesBenchRow[]> {
  const { me } = await seedDeals(db);
  const period = defaultPeriod(new Date());
  const twoYears = { from: period.from, to: `${Number(period.from.slice(0, 4)) + 2}${period.from.slice(4, 8)}01` };
  const forecastPage = (p: typeof period) => () => Promise.all([forecast(db, p), salesReports(db, p)]);
  return [
    { engine, page: "/admin/tavle (alle)", medianMs: await medianMs(() => boardColumns(db, null)) },
    { engine, page: "/admin/tavle?hvem=mine", medianMs: await medianMs(() => boardColumns(db, me)) },
    { engine, page: `/admin/prognose (${period.from} til ${period.to})`, medianMs: await medianMs(forecastPage(period)) },
    { engine, page: `/admin/prognose (${twoYears.from} til ${twoYears.to})`, medianMs: await medianMs(forecastPage(twoYears)) },
  ];
}

export async function benchStages(): Promise<StagesBenchRow[]> {
  const results: StagesBenchRow[] = [];
  const pglite = await openDatabase({});
  results.push(...(await measure("PGlite", pglite.db)));
  await pglite.close();
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) results.push(...(await withScratchPostgres(url, (db) => measure("PostgreSQL", db))));
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write("| engine | page | server time (median of 15) |\n|---|---|---|\n");
  for (const row of await benchStages()) process.stdout.write(`| ${row.engine} | ${row.page} | ${row.medianMs.toFixed(1)} ms |\n`);
}
