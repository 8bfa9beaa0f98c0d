/**
 * Migration 0019 (issue 37, item 7) on a database that already has enquiries: each existing one
 * lands in the first stage (Ny) with no expected close date, and an enquiry inserted afterwards by
 * any path gets the first stage from the database. Embedded PGlite; the SQL is the same on PostgreSQL.
 */
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsBefore } from "./support/migrations.ts";

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
