/**
 * The second security review's findings that live in the data layer, on PGlite and PostgreSQL
 * (docs/security.md, "Second review").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession, type Staff } from "../../app/server/auth.server.ts";
import { staffUsers } from "../../app/server/schema.server.ts";
import { resetStaff, setStaffDisabled } from "../../app/server/staff.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

describe.each(engines())("second security review on $name", (engine) => {
  let database: TestDatabase;

  async function account(email: string, role: "owner" | "staff"): Promise<Staff> {
    const [user] = await database.db.insert(staffUsers).values({ email, passwordHash: "!", role }).returning();
    return (await findSession(database.db, await createSession(database.db, user!.id)))!;
  }

  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(async () => database?.close());

  it("lets only the first owner reset or disable another owner (info finding)", async () => {
    const first = await account("forste-ejer@salgskraft.dk", "owner");
    const second = await account("anden-ejer@salgskraft.dk", "owner");
    const staff = await account("medarbejder@salgskraft.dk", "staff");
    const refused = { ok: false, status: 403, error: "Kun den første ejer kan nulstille eller deaktivere en anden ejer." };
    expect(await setStaffDisabled(database.db, first.userId, true, second)).toEqual(refused);
    expect(await resetStaff(database.db, first.userId, second, "http://localhost")).toEqual(refused);
    // The second owner still manages staff accounts.
    expect(await setStaffDisabled(database.db, staff.userId, true, second)).toMatchObject({ ok: true });
    // The first owner may disable the second.
    expect(await setStaffDisabled(database.db, second.userId, true, first)).toMatchObject({ ok: true });
    expect(await findSession(database.db, await createSession(database.db, first.userId))).not.toBeNull();
  });
});
