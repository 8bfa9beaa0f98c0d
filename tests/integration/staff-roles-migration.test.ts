/**
 * Migration 0002 on a database that already has accounts and newsletter sign-ups: the oldest
 * account becomes the owner, the others staff (docs/decisions/inbox-pipeline.md), and sign-ups
 * made before double opt-in stay subscribed. Embedded PGlite; the SQL is the same on PostgreSQL.
 */
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsBefore } from "./support/migrations.ts";

describe("upgrading to staff roles and double opt-in", () => {
  const older = migrationsBefore("0002_staff_pipeline_retention");
  afterAll(() => rmSync(older, { recursive: true, force: true }));

  it("makes the oldest existing account the owner and the others staff", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: older });
    await client.exec(`
      insert into staff_users (email, password_hash, created_at) values
        ('foerste@salgskraft.dk', 'scrypt$x', now() - interval '2 years'),
        ('anden@salgskraft.dk', 'scrypt$x', now() - interval '1 year');
      insert into contact_submissions (kind, source, name, email, dedupe_key, extra) values ('newsletter', '/blog', '', 'gammel@post.dk', 'k1', '{"samtykke": true}'),
        ('contact', '/kontakt', 'Kunde', 'kunde@firma.dk', 'k2', '{}');`);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const roles = await client.query<{ email: string; role: string }>("select email, role from staff_users order by created_at");
    expect(roles.rows).toEqual([
      { email: "foerste@salgskraft.dk", role: "owner" },
      { email: "anden@salgskraft.dk", role: "staff" },
    ]);
    const subscriptions = await client.query<{ kind: string; subscription: string | null }>("select kind, subscription from contact_submissions order by kind");
    expect(subscriptions.rows).toEqual([
      { kind: "contact", subscription: null },
      { kind: "newsletter", subscription: "confirmed" },
    ]);
    await client.close();
  });

  it("makes a lone existing account the owner", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: older });
    await client.exec(`insert into staff_users (email, password_hash) values ('eneste@salgskraft.dk', 'scrypt$x')`);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    expect((await client.query<{ role: string }>("select role from staff_users")).rows).toEqual([{ role: "owner" }]);
    await client.close();
  });
});
