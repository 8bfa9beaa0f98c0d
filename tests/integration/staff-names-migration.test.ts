/**
 * Migration 0016 (issue 37, item 11) on a database that already has accounts: each gets a display
 * name, the one it gave customers for meetings if any, otherwise one made from its address's local
 * part; an account inserted later without a name (a script, an old backup) gets one the same way.
 * Embedded PGlite; the SQL is the same on PostgreSQL.
 */
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsBefore } from "./support/migrations.ts";
import { parseDisplayName } from "../../app/server/auth/auth.server.ts";

describe("upgrading to display names", () => {
  const older = migrationsBefore("0016_staff_display_name");
  afterAll(() => rmSync(older, { recursive: true, force: true }));

  it("names existing accounts from their meeting name or their address, and later nameless ones from their address", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: older });
    await client.exec(`
      insert into staff_users (email, password_hash) values
        ('anna.holm@salgskraft.dk', 'scrypt$x'),
        ('mette_b-jensen@salgskraft.dk', 'scrypt$x'),
        ('ejer@salgskraft.dk', 'scrypt$x');
      insert into meeting_hosts (staff_id, display_name) select id, 'Ejeren Jonas' from staff_users where email = 'ejer@salgskraft.dk';`);
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const names = await client.query<{ email: string; display_name: string }>("select email, display_name from staff_users order by email");
    expect(names.rows).toEqual([
      { email: "anna.holm@salgskraft.dk", display_name: "Anna Holm" },
      { email: "ejer@salgskraft.dk", display_name: "Ejeren Jonas" },
      { email: "mette_b-jensen@salgskraft.dk", display_name: "Mette B Jensen" },
    ]);
    await client.exec(`insert into staff_users (email, password_hash) values ('søren.kirk@salgskraft.dk', '!')`);
    expect((await client.query<{ display_name: string }>("select display_name from staff_users where email = 'søren.kirk@salgskraft.dk'")).rows).toEqual([
      { display_name: "Søren Kirk" },
    ]);
    // The database refuses a name no screen would accept.
    await expect(client.exec(`update staff_users set display_name = '${"x".repeat(61)}' where email = 'ejer@salgskraft.dk'`)).rejects.toThrow();
    await client.close();
  });
});

describe("a display name", () => {
  it("is trimmed to single spaces, and refused in Danish when empty or too long", () => {
    expect(parseDisplayName("  Mette \t Hansen \u200b")).toEqual({ ok: true, name: "Mette Hansen" });
    expect(parseDisplayName("   ")).toEqual({ ok: false, error: expect.stringContaining("Skriv et navn") });
    expect(parseDisplayName("M".repeat(61))).toEqual({ ok: false, error: expect.stringContaining("højst være 60 tegn") });
  });
});
