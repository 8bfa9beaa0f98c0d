/**
 * The second security review's findings that live in the data layer, on PGlite and PostgreSQL
 * (docs/security.md, "Second review").
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession, type Staff } from "../../app/server/auth.server.ts";
import { deliverDue, withoutSecrets } from "../../app/server/outbox.server.ts";
import { outbox, staffUsers } from "../../app/server/schema.server.ts";
import { inviteStaff, resetStaff, setStaffDisabled } from "../../app/server/staff.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startSmtp, textOf } from "./support/smtp.ts";

describe("withoutSecrets", () => {
  it("removes invitation tokens and query tokens, nothing else", () => {
    const token = "0123456789abcdef".repeat(4);
    expect(withoutSecrets(`Vælg her:\nhttps://x.dk/admin/adgang/${token}\nHilsen`)).toBe("Vælg her:\nhttps://x.dk/admin/adgang/[fjernet efter afsendelse]\nHilsen");
    expect(withoutSecrets("<https://x.dk/nyhedsbrev/afmeld?id=1&token=abc_DEF-1>")).toBe("<https://x.dk/nyhedsbrev/afmeld?id=1&token=[fjernet efter afsendelse]>");
    expect(withoutSecrets("Åbn i indbakken: https://x.dk/admin/contact-submissions/5")).toBe("Åbn i indbakken: https://x.dk/admin/contact-submissions/5");
  });
});

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

  it("keeps no usable invitation link in the outbox once the mail is sent (finding 3)", async () => {
    const smtp = await startSmtp();
    try {
      const owner = await account("ejer-outbox@salgskraft.dk", "owner");
      const invited = await inviteStaff(database.db, "ny-outbox@salgskraft.dk", owner, "http://localhost");
      expect(invited).toMatchObject({ ok: true });
      const link = (invited as { link: string }).link;
      const token = link.slice(link.lastIndexOf("/") + 1);
      // Waiting to be sent, the mail must hold the link.
      const [pending] = await database.db.select().from(outbox).where(eq(outbox.recipient, "ny-outbox@salgskraft.dk"));
      expect(pending!.body).toContain(token);
      await deliverDue(database.db, { smtpUrl: smtp.url, from: "Salgskraft <no-reply@salgskraft.dk>" });
      expect(textOf(smtp.to("ny-outbox@salgskraft.dk")[0]!.body)).toContain(token);
      const [sent] = await database.db.select().from(outbox).where(eq(outbox.recipient, "ny-outbox@salgskraft.dk"));
      expect(sent!.sentAt).not.toBeNull();
      expect(sent!.body).not.toContain(token);
      expect(sent!.body).toContain("/admin/adgang/[fjernet efter afsendelse]");
    } finally {
      await smtp.close();
    }
  });
});
