/**
 * Migration 0019 (issue 37, item 7) on a database that already has enquiries: each existing one
 * lands in the first stage (Ny) with no expected close date, and an enquiry inserted afterwards by
 * any path gets the first stage from the database. Embedded PGlite; the SQL is the same on PostgreSQL.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const MIGRATIONS = path.resolve("drizzle");

/** A copy of drizzle/ holding only the migrations before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "salgskraft-migrations-"));
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut, tag).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

describe("upgrading to pipeline stages", () => {
  const older = migrationsBefore("0019_pipeline_stages");
  afterAll(() => rmSync(older, { recursive: true, force: true }));

  it("puts every existing enquiry in Ny, and a later one too", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: older });
    const insert = (key: string) =>
      client.exec(
        `insert into contact_submissions (name, email, kind, source, dedupe_key) values ('Jonas', 'jonas@kunde.dk', 'contact', '/kontakt', '${key}')`,
      );
    await insert("a");
    await insert("b");
    await migrate(db, { migrationsFolder: MIGRATIONS });
    await insert("c");
    const rows = await client.query<{ dedupe_key: string; stage: string; expected_close_date: string | null }>(
      "select dedupe_key, s.name as stage, expected_close_date from contact_submissions c join pipeline_stages s on s.id = c.stage_id order by dedupe_key",
    );
    expect(rows.rows).toEqual([
      { dedupe_key: "a", stage: "Ny", expected_close_date: null },
      { dedupe_key: "b", stage: "Ny", expected_close_date: null },
      { dedupe_key: "c", stage: "Ny", expected_close_date: null },
    ]);
    await client.close();
  });
});
