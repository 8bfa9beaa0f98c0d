/**
 * Inbox benchmark: 10,000 enquiries, then the admin list's server work (page of 50, total,
 * status counts, 12-week chart) timed on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * on PostgreSQL. Issue 8's bar: under 300 ms server time.
 */
import { openDatabase, type Db } from "../../app/server/platform/db.server.ts";
import { withScratchPostgres } from "./scratch-database.ts";
import { listSubmissions, parseFilters, weeklyByKind } from "../../app/server/inbox/inbox.server.ts";
import { contactSubmissions, enquiryKinds, enquiryStatuses } from "../../app/server/inbox/schema.server.ts";
import { medianMs } from "./timing.ts";

export async function seed(db: Db, count: number) {
  const now = Date.now();
  for (let offset = 0; offset < count; offset += 1000) {
    await db.insert(contactSubmissions).values(
      Array.from({ length: Math.min(1000, count - offset) }, (_, j) => {
        const i = offset + j;
        return {
          createdAt: new Date(now - i * 7 * 60_000),
          name: `Kunde ${i}`,
          company: i % 3 ? `Firma ${i % 400} ApS` : null,
          email: `kunde${i}@firma${i % 400}.dk`,
          phone: `+45 ${String(20000000 + i)}`,
          interest: ["business", "freelancer", "other"][i % 3]!,
          status: enquiryStatuses[i % 3]!,
          kind: enquiryKinds[i % 4]!,
          source: "/kontakt",
          message: `Besked nummer ${i} om mødebooking og telemarketing.`,
          dedupeKey: `bench-${i}`,
        };
      }),
    );
  }
}

async function timeList(db: Db, query: string, runs = 15): Promise<number> {
  const filters = parseFilters(new URL(`http://x/admin/contact-submissions${query}`));
  return medianMs(() => Promise.all([listSubmissions(db, filters), weeklyByKind(db)]), { runs, warmUp: false });
}

export type InboxBenchRow = { engine: string; query: string; medianMs: number };

export async function benchInbox(rows = 10_000): Promise<InboxBenchRow[]> {
  const queries = ["", "?status=new", "?q=firma12", "?type=quote&side=40"];
  const results: InboxBenchRow[] = [];
  const pglite = await openDatabase({});
  await seed(pglite.db, rows);
  for (const query of queries) results.push({ engine: "PGlite", query: query || "(ingen filtre)", medianMs: await timeList(pglite.db, query) });
  await pglite.close();

  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    await withScratchPostgres(url, async (db) => {
      await seed(db, rows);
      for (const query of queries) results.push({ engine: "PostgreSQL", query: query || "(ingen filtre)", medianMs: await timeList(db, query) });
    });
  }
  return results;
}
