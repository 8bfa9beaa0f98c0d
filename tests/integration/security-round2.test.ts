/**
 * The second security review's findings that live in the data layer, on PGlite and PostgreSQL
 * (docs/security.md, "Second review").
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession, type Staff } from "../../app/server/auth/auth.server.ts";
import { mailWarnings, storeEnquiry, type EnquiryInput } from "../../app/server/intake/enquiries.server.ts";
import { deliverDue, withoutSecrets } from "../../app/server/mail/outbox.server.ts";
import { outbox, staffUsers } from "../../app/server/schema.server.ts";
import { inviteStaff, resetStaff, setStaffDisabled } from "../../app/server/auth/staff.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startSmtp, textOf } from "./support/smtp.ts";

describe("withoutSecrets", () => {
  it("removes invitation tokens and query tokens, nothing else", () => {
    const token = "0123456789abcdef".repeat(4);
    expect(withoutSecrets(`Vælg her:\nhttps://x.dk/admin/adgang/${token}\nHilsen`)).toBe(
      "Vælg her:\nhttps://x.dk/admin/adgang/[fjernet efter afsendelse]\nHilsen",
    );
    expect(withoutSecrets("<https://x.dk/nyhedsbrev/afmeld?id=1&token=abc_DEF-1>")).toBe(
      "<https://x.dk/nyhedsbrev/afmeld?id=1&token=[fjernet efter afsendelse]>",
    );
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
      const invited = await inviteStaff(database.db, "ny-outbox@salgskraft.dk", "Ny Kollega", owner, "http://localhost");
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

  describe("the confirmation mail is no spam relay (finding 1)", () => {
    const staffAddress = "kontakt@salgskraft.dk";
    const notify = (cap = 100) => ({ to: staffAddress, siteUrl: "http://localhost", secret: "s".repeat(32), confirmationsPerHour: cap });
    const enquiry = (email: string, i: number, extra: Partial<EnquiryInput> = {}): EnquiryInput => ({
      kind: "contact",
      source: "/kontakt",
      name: "Køb billige piller https://spam.example",
      email,
      message: `Besøg https://spam.example/${i} nu`,
      company: "www.spam.example",
      ...extra,
    });
    const mailsTo = async (recipient: string) => database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

    it("mails one address at most one confirmation an hour, whoever sends; staff hear of every enquiry", async () => {
      for (let i = 0; i < 5; i++) await storeEnquiry(database.db, enquiry("offer@firma.dk", i), notify());
      const confirmations = await mailsTo("offer@firma.dk");
      expect(confirmations).toHaveLength(1);
      // It names no link or free text the sender typed.
      expect(confirmations[0]!.body).not.toContain("spam.example");
      expect(confirmations[0]!.body).not.toContain("billige");
      expect(confirmations[0]!.body).toContain("Udfyldt: navn, e-mail, virksomhed, besked");
      const staffMails = (await mailsTo(staffAddress)).filter((mail) => mail.replyTo === "offer@firma.dk");
      expect(staffMails).toHaveLength(5);
    });

    it("pauses confirmations (never the enquiry or the staff mail) above the hourly cap, and tells the admin", async () => {
      expect(await mailWarnings(database.db, notify(3))).toEqual([]);
      for (let i = 0; i < 5; i++) await storeEnquiry(database.db, enquiry(`cap${i}@firma.dk`, i), notify(3));
      const sent = (await Promise.all([0, 1, 2, 3, 4].map((i) => mailsTo(`cap${i}@firma.dk`)))).map((rows) => rows.length);
      // The first test's confirmation counts too: the cap is over all forms.
      expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
      expect((await mailsTo(staffAddress)).filter((mail) => mail.replyTo?.startsWith("cap"))).toHaveLength(5);
      const [warning] = await mailWarnings(database.db, notify(3));
      expect(warning).toContain("Kvitteringsmails til afsendere er sat på pause");
    });

    it("treats a newsletter sign-up from another page as the same sign-up", async () => {
      const first = await storeEnquiry(database.db, { kind: "newsletter", source: "/blog", name: "", email: "nyhed@firma.dk", extra: {} }, notify());
      const again = await storeEnquiry(database.db, { kind: "newsletter", source: "/priser", name: "", email: "nyhed@firma.dk", extra: {} }, notify());
      expect(again).toMatchObject({ id: first.id, duplicate: true });
      expect(await mailsTo("nyhed@firma.dk")).toHaveLength(1);
    });
  });
});
