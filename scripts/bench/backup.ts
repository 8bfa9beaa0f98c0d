/**
 * Backup and restore (`npm run bench -- --only=backup`): 10,000 enquiries with 100,000 history
 * rows and 1,000,000 page views, backed up (app/server/backup/) and restored into an
 * empty database of the same engine, on PGlite (a data directory on disk) and, with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL. Also: the longest a one-row write waited
 * while the backup ran (on PGlite the backup holds the only connection while it copies).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { restoreBackup, type RestoreTarget } from "../../app/server/backup/restore.server.ts";
import { writeBackupFile } from "../../app/server/backup/format.server.ts";
import { openDatabase, type Db } from "../../app/server/platform/db.server.ts";
import { seed as seedEnquiries } from "./inbox.ts";

export type BackupBenchRow = { engine: string; measure: string; value: string };

async function seed(db: Db) {
  await seedEnquiries(db, 10_000);
  await db.execute(sql`insert into enquiry_history (submission_id, action, detail, created_at)
    select s.id, (array['status','note','assigned','created'])[1 + (g % 4)], jsonb_build_object('from', 'new', 'to', 'in_progress'), s.created_at + g * interval '1 minute'
    from contact_submissions s cross join generate_series(1, 10) g`);
  for (let start = 0; start < 1_000_000; start += 250_000) {
    await db.execute(sql`insert into analytics_events (day, path, visitor, entry, source)
      select current_date - (i % 30)::int, '/side-' || (i % 40), (i * 2654435761) % 9000000000, i % 3 = 0, case when i % 3 = 0 then 'google.com' else '' end
      from generate_series(${start + 1}::bigint, ${start + 250_000}::bigint) i`);
  }
}

async function measure(
  engine: string,
  db: Db,
  engineName: "pglite" | "postgres",
  target: () => Promise<RestoreTarget>,
  work: string,
): Promise<BackupBenchRow[]> {
  const file = path.join(work, `${engineName}.backup`);
  // A one-row write every 20 ms while the backup runs, as a form post would.
  let writing = true;
  let longest = 0;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const started = performance.now();
      await db.execute(sql`insert into rate_limits (key, window_start, count) values (${`bench-${i}`}, now(), 1)`);
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const { manifest, bytes } = await writeBackupFile(db, engineName, file);
  const backupMs = performance.now() - started;
  writing = false;
  await writer;
  const into = await target();
  const restoreStarted = performance.now();
  const report = await restoreBackup(file, into);
  const restoreMs = performance.now() - restoreStarted;
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  if (report.rows !== rows) throw new Error(`restore: ${report.rows} rækker, backuppen har ${rows}`);
  return [
    {
      engine,
      measure: `backup (${rows.toLocaleString("en")} rows)`,
      value: `${(backupMs / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB (${(manifest.dataBytes / 1e6).toFixed(0)} MB uncompressed)`,
    },
    { engine, measure: "longest one-row write during the backup", value: `${longest.toFixed(0)} ms` },
    { engine, measure: "restore into an empty database (load, check, migrate)", value: `${(restoreMs / 1000).toFixed(1)} s` },
  ];
}

export async function benchBackup(): Promise<BackupBenchRow[]> {
  const work = mkdtempSync(path.join(tmpdir(), "salgskraft-bench-backup-"));
  const results: BackupBenchRow[] = [];
  try {
    const pglite = await openDatabase({ dataDir: path.join(work, "kilde") });
    try {
      await seed(pglite.db);
      results.push(...(await measure("PGlite", pglite.db, "pglite", async () => ({ dataDir: path.join(work, "gendannet") }), work)));
      results.push({
        engine: "PGlite",
        measure: "data directory of the restored database",
        value: `${(dirSize(path.join(work, "gendannet")) / 1e6).toFixed(0)} MB`,
      });
    } finally {
      await pglite.close();
    }
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const names = [`salgskraft_bench_${randomBytes(4).toString("hex")}`, `salgskraft_bench_${randomBytes(4).toString("hex")}`];
      for (const name of names) await admin.query(`create database ${name}`);
      const at = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
      try {
        const postgres = await openDatabase({ databaseUrl: at(names[0]!) });
        try {
          await seed(postgres.db);
          results.push(...(await measure("PostgreSQL", postgres.db, "postgres", async () => ({ databaseUrl: at(names[1]!) }), work)));
        } finally {
          await postgres.close();
        }
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}

function dirSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
