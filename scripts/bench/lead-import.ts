/**
 * Importing a list of leads (issue 37, item 5): a 10,000-row CSV into an inbox that already holds
 * 5,000 enquiries, with a webhook subscribed to new enquiries (so each created lead queues its
 * delivery in the import's transaction). 1,000 rows are people already in the inbox, 500 repeat an
 * earlier row and 500 are refused. Times reading the file, the preview (the plan of every row),
 * the import, and importing the same file again (everything matched, nothing added), on PGlite in
 * a data directory (its worker thread, as in production) and, with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, on PostgreSQL.
 *   node scripts/bench/lead-import.ts        (or `npm run bench -- --only=import`)
 * The bar: the whole import under a minute.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { guessMapping } from "../../app/forms/lead.ts";
import { openDatabase, resultRows, type Db } from "../../app/server/platform/db.server.ts";
import { parseUpload, planImport, runImport, saveUpload } from "../../app/server/leads/import.server.ts";
import { contactSubmissions, staffUsers, webhooks } from "../../app/server/schema.server.ts";
import { withScratchPostgres } from "./scratch-database.ts";

const ROWS = 10_000;
const EXISTING = 5_000;

export type ImportBenchRow = { engine: string; step: string; ms: number; detail: string };

function listFile(): Uint8Array {
  const lines = ["Firma;Kontaktperson;E-mail;Telefon;Noter"];
  for (let i = 0; i < ROWS; i++) {
    if (i % 20 === 19)
      lines.push(`Firma ${i} ApS;Person ${i};;;ingen kontaktoplysninger`); // 500 refused
    else if (i % 20 === 18)
      lines.push(`Firma ${i - 1} ApS;Person ${i - 1};liste${i - 1}@firma.dk;;igen`); // 500 repeats of the row before
    else if (i % 10 === 0)
      lines.push(`Kendt ${i} ApS;Kendt ${i};KENDT${i}@kunde.dk;;kendt`); // 1,000 in the inbox already
    else lines.push(`Firma ${i} ApS;Person ${i};liste${i}@firma.dk;+45 5${String(i).padStart(7, "0")};Ring i uge ${(i % 52) + 1}`);
  }
  return new TextEncoder().encode(lines.join("\r\n"));
}

async function seed(db: Db): Promise<string> {
  const [owner] = await db.insert(staffUsers).values({ email: "ejer@salgskraft.dk", passwordHash: "scrypt$x", role: "owner" }).returning({ id: staffUsers.id });
  for (let offset = 0; offset < EXISTING; offset += 1000) {
    await db.insert(contactSubmissions).values(
      Array.from({ length: 1000 }, (_, j) => {
        const i = offset + j;
        // Every tenth row of the list (i % 10 === 0 up to 10,000) is one of these people.
        const email = i * 2 < ROWS && (i * 2) % 10 === 0 ? `kendt${i * 2}@kunde.dk` : `kunde${i}@andet.dk`;
        return {
          name: `Kunde ${i}`,
          email,
          phone: `+45 3${String(i).padStart(7, "0")}`,
          kind: "contact" as const,
          source: "/kontakt",
          message: `Besked ${i}`,
          dedupeKey: `bench-import-${i}`,
        };
      }),
    );
  }
  await db.insert(webhooks).values({ url: "https://crm.example.dk/hook", secret: "x", events: ["enquiry.created"], createdBy: owner!.id });
  return owner!.id;
}

async function measure(db: Db, engine: string): Promise<ImportBenchRow[]> {
  const actor = { userId: await seed(db) };
  const bytes = listFile();
  const rows: ImportBenchRow[] = [];
  const time = async <T>(step: string, run: () => Promise<T>, detail: (value: T) => string) => {
    const started = performance.now();
    const value = await run();
    rows.push({ engine, step, ms: performance.now() - started, detail: detail(value) });
    return value;
  };
  const parsed = await time(
    "read the CSV (10,000 rows, " + Math.round(bytes.length / 1024) + " KB)",
    () => parseUpload("liste.csv", bytes),
    (result) => (result.ok ? `${result.file.rows.length} rows` : result.error),
  );
  if (!parsed.ok) throw new Error(parsed.error);
  const mapping = guessMapping(parsed.file.header);
  const first = await saveUpload(db, "liste.csv", parsed.file, actor.userId);
  await time(
    "preview (plan every row)",
    () => planImport(db, parsed.file, mapping),
    (plan) => `${plan.created} new, ${plan.matched} matched, ${plan.refused} refused`,
  );
  await time(
    "import (one transaction, webhooks queued)",
    () => runImport(db, first, mapping, actor, "https://www.salgskraft.dk"),
    (result) => (result.ok ? `${result.created} created, ${result.matched} matched, ${result.refused} refused` : result.error),
  );
  const [queued] = resultRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from webhook_deliveries`));
  rows.at(-1)!.detail += `; ${queued!.n} webhook deliveries queued`;
  const second = await saveUpload(db, "liste.csv", parsed.file, actor.userId);
  await time(
    "the same file again",
    () => runImport(db, second, mapping, actor, "https://www.salgskraft.dk"),
    (result) => (result.ok ? `${result.created} created, ${result.matched} matched, ${result.refused} refused` : result.error),
  );
  return rows;
}

export async function benchLeadImport(): Promise<ImportBenchRow[]> {
  const results: ImportBenchRow[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "salgskraft-bench-import-"));
  const pglite = await openDatabase({ dataDir });
  try {
    results.push(...(await measure(pglite.db, "PGlite")));
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) results.push(...(await withScratchPostgres(url, (db) => measure(db, "PostgreSQL"))));
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log("| engine | step | time | result |\n|---|---|---|---|");
  for (const row of await benchLeadImport()) console.log(`| ${row.engine} | ${row.step} | ${(row.ms / 1000).toFixed(2)} s | ${row.detail} |`);
}
