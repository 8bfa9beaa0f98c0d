/**
 * Migration 0003 on rows stored before the form definitions: the Danish `extra` keys become the
 * definitions' English ones, values untouched, and the inbox labels them as before. Embedded
 * PGlite; the SQL is the same on PostgreSQL.
 */
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsBefore } from "./support/migrations.ts";
import { extraLines, storedFieldLabels } from "../../app/forms/stored-fields.ts";

describe("upgrading stored enquiries to English extra keys", () => {
  const older = migrationsBefore("0003_english_extra_keys");
  afterAll(() => rmSync(older, { recursive: true, force: true }));

  it("renames every Danish key of stored rows, keeps the values, and leaves other keys alone", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: older });
    await client.exec(`
      insert into contact_submissions (kind, source, name, email, dedupe_key, extra) values
        ('quote', '/priser', 'Karen Holm', 'karen@holm.dk', 'k1', '{"pakke": "Vækst"}'),
        ('quote', '/digital/webudvikling/kontakt', 'Peter', 'peter@kjaer.dk', 'k2', '{"projectType": "Webudvikling", "budget": "50.000 - 100.000 kr."}'),
        ('job_application', '/jobs/kaffe-service', 'Ida', 'ida@post.dk', 'k3', '{"job": "kaffe-service", "stilling": "Kaffe-service", "timerPrUge": "20-25 timer", "samtykke": true}'),
        ('newsletter', '/blog', '', 'laeser@post.dk', 'k4', '{"samtykke": true, "samtykkeTekst": "Ja tak, send mig nyhedsbrevet.", "samtykkeTidspunkt": "2026-10-01T08:00:00.000Z"}');`);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const rows = await client.query<{ email: string; extra: Record<string, unknown> }>("select email, extra from contact_submissions order by dedupe_key");
    expect(rows.rows.map((row) => row.extra)).toEqual([
      { package: "Vækst" },
      { projectType: "Webudvikling", budget: "50.000 - 100.000 kr." },
      { job: "kaffe-service", jobTitle: "Kaffe-service", hours: "20-25 timer", consent: true },
      { consent: true, consentText: "Ja tak, send mig nyhedsbrevet.", consentAt: "2026-10-01T08:00:00.000Z" },
    ]);
    // Every key the old rows now carry is one the form definitions label for staff.
    const labels = storedFieldLabels();
    for (const row of rows.rows) for (const key of Object.keys(row.extra)) expect(Object.hasOwn(labels, key), key).toBe(true);
    expect(extraLines(rows.rows[2]!.extra, "staff").map((line) => `${line.label}: ${line.text}`)).toEqual([
      "Job (id): kaffe-service",
      "Timer pr. uge: 20-25 timer",
      "Samtykke: Ja",
      "Stilling: Kaffe-service",
    ]);
    await client.close();
  });
});
