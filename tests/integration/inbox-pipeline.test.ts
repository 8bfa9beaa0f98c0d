/**
 * The enquiry pipeline against the real engines and a real SMTP server: the sender's
 * confirmation, Reply-To, newsletter double opt-in, notes, assignment, history, staff invitations
 * and retention. Time is moved by rewriting timestamps, never by waiting.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assignEnquiry } from "../../app/server/inbox/assignment.server.ts";
import { createSession, findSession, type Staff } from "../../app/server/auth/auth.server.ts";
import { storeEnquiry, type EnquiryInput } from "../../app/server/intake/enquiries.server.ts";
import { auditLog, enquiryHistoryOf } from "../../app/server/inbox/history.server.ts";
import { addFollowUp } from "../../app/server/inbox/follow-ups.server.ts";
import { deleteSubmission, listSubmissions, updateStatus } from "../../app/server/inbox/inbox.server.ts";
import { exportRows } from "../../app/server/inbox/csv.server.ts";
import { linkToken } from "../../app/server/platform/link-token.server.ts";
import { confirmSubscription, unsubscribe } from "../../app/server/intake/newsletter.server.ts";
import { addNote, notesOf } from "../../app/server/inbox/notes.server.ts";
import { deliverDue } from "../../app/server/mail/outbox.server.ts";
import { log } from "../../app/server/platform/log.server.ts";
import { retentionJob, runRetention } from "../../app/server/inbox/retention.server.ts";
import { startJobs } from "../../app/server/platform/jobs.server.ts";
import { contactSubmissions, enquiryHistory, outbox, sessions, staffInvites, staffUsers } from "../../app/server/schema.server.ts";
import { changeOwnPassword, checkInvite, inviteStaff, redeemInvite, resetStaff, setStaffDisabled } from "../../app/server/auth/staff.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { header, startSmtp, textOf } from "./support/smtp.ts";

const secret = "test-secret-of-at-least-32-characters!!";
const siteUrl = "https://www.salgskraft.dk";
const notify = { to: "indbakke@salgskraft.dk", siteUrl, secret };
const strongPassword = "korrekt-hest-batteri-haefteklamme";

const contact = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  kind: "contact",
  source: "/kontakt",
  name: "Jonas Friis",
  email: "jonas@kunde.dk",
  phone: "12345678",
  company: "Friis Gulve ApS",
  interest: "business",
  message: "Kan I booke møder for os i Jylland?",
  ...overrides,
});

describe.each(engines())("the enquiry pipeline on $name", (engine) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: Staff;
  let colleague: Staff;
  const mail = () => ({ smtpUrl: smtp.url, from: "Salgskraft <no-reply@salgskraft.dk>" });

  async function account(email: string, role: "owner" | "staff"): Promise<Staff> {
    // A password chosen (any scrypt-shaped hash): an account still at "!" has not accepted its invitation.
    const [user] = await database.db.insert(staffUsers).values({ email, passwordHash: "scrypt$32768$8$1$c2FsdA==$aGFzaA==", role }).returning();
    const token = await createSession(database.db, user!.id);
    return (await findSession(database.db, token))!;
  }

  beforeAll(async () => {
    database = await engine.open();
    smtp = await startSmtp();
    owner = await account("ejer@salgskraft.dk", "owner");
    colleague = await account("kollega@salgskraft.dk", "staff");
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  describe("confirmation mail to the sender", () => {
    it("confirms a contact enquiry in Danish with a summary, who answers and when, and staff can reply to the sender", async () => {
      await storeEnquiry(database.db, contact(), notify);
      await deliverDue(database.db, mail());
      const [toSender] = smtp.to("jonas@kunde.dk");
      const text = textOf(toSender!.body);
      expect(header(toSender!.body, "Subject")).toContain("Tak for din henvendelse");
      expect(text).toContain("Hej Jonas,");
      expect(text).toContain("inden for 24 timer på hverdage");
      expect(text).toContain("Mandag–torsdag: 8.00–16.00");
      expect(text).toContain("En af vores konsulenter");
      // A summary in our own words, never the sender's text (the address may be a stranger's).
      expect(text).toContain("Udfyldt: navn, e-mail");
      expect(text).not.toContain("Kan I booke møder for os i Jylland?");
      expect(text).not.toContain("Friis Gulve ApS");
      const [toStaff] = smtp.to("indbakke@salgskraft.dk");
      expect(header(toStaff!.body, "Reply-To")).toBe("jonas@kunde.dk");
    });

    it("says who answers a quote and a job application", async () => {
      await storeEnquiry(
        database.db,
        contact({ kind: "quote", email: "tilbud@kunde.dk", extra: { projectType: "AI-integration", budget: "50.000 - 100.000 kr." } }),
        notify,
      );
      await storeEnquiry(
        database.db,
        contact({
          kind: "job_application",
          email: "ansoeger@post.dk",
          company: null,
          interest: "freelancer",
          extra: { jobTitle: "Mødebooker", hours: "10-20 timer" },
        }),
        notify,
      );
      await deliverDue(database.db, mail());
      const quote = textOf(smtp.to("tilbud@kunde.dk")[0]!.body);
      expect(quote).toContain("En salgskonsulent");
      expect(quote).toContain("Type: Tilbud");
      const application = textOf(smtp.to("ansoeger@post.dk")[0]!.body);
      expect(header(smtp.to("ansoeger@post.dk")[0]!.body, "Subject")).toContain("Tak for din ansøgning");
      expect(application).toContain("Vores rekrutteringsteam");
      expect(application).toContain("Type: Jobansøgning");
      expect(application).toContain("inden for 24 timer på hverdage");
    });
  });

  describe("newsletter double opt-in", () => {
    it("counts a sign-up only after its link is followed, and unsubscribes with one click", async () => {
      const { id } = await storeEnquiry(
        database.db,
        { kind: "newsletter", source: "/blog", name: "", email: "laeser@post.dk", interest: "other", extra: { consent: true } },
        notify,
      );
      const state = async () => (await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]!.subscription;
      expect(await state()).toBe("pending");
      await deliverDue(database.db, mail());
      const [optIn] = smtp.to("laeser@post.dk");
      const text = textOf(optIn!.body);
      const confirm = text.match(/https:\/\/\S+\/nyhedsbrev\/bekraeft\?\S+/)![0];
      const unsubscribeLink = text.match(/https:\/\/\S+\/nyhedsbrev\/afmeld\?\S+/)![0];
      expect(header(optIn!.body, "List-Unsubscribe")).toBe(`<${unsubscribeLink}>`);
      expect(header(optIn!.body, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

      // A guessed token, or the unsubscribe token used to confirm, does nothing.
      expect(await confirmSubscription(database.db, secret, id, "gaet-et-token")).toEqual({ ok: false });
      expect(await confirmSubscription(database.db, secret, id, linkToken(secret, "newsletter-unsubscribe", id))).toEqual({ ok: false });
      expect(await state()).toBe("pending");

      const confirmUrl = new URL(confirm);
      expect(await confirmSubscription(database.db, secret, confirmUrl.searchParams.get("id")!, confirmUrl.searchParams.get("token"))).toEqual({
        ok: true,
        state: "confirmed",
        changed: true,
      });
      expect(await state()).toBe("confirmed");
      const unsubscribeUrl = new URL(unsubscribeLink);
      expect(await unsubscribe(database.db, secret, id, unsubscribeUrl.searchParams.get("token"))).toEqual({ ok: true, state: "unsubscribed", changed: true });
      expect(await state()).toBe("unsubscribed");
      // The confirmation link does not sign the person up again.
      expect((await confirmSubscription(database.db, secret, id, confirmUrl.searchParams.get("token"))).ok && (await state())).toBe("unsubscribed");
      expect((await enquiryHistoryOf(database.db, id)).map((row) => row.detail.to)).toEqual(["unsubscribed", "confirmed"]);
    });
  });

  describe("notes, assignment and history", () => {
    it("records status changes, notes and assignments with who and when, and mails the assignee", async () => {
      const { id } = await storeEnquiry(database.db, contact({ email: "arbejd@kunde.dk" }), notify);
      expect(await updateStatus(database.db, id, "in_progress", owner.userId)).toBe(true);
      expect(await addNote(database.db, id, owner.userId, "Ringede, de vil have et tilbud fredag.")).toBe(true);
      expect(await assignEnquiry(database.db, id, colleague.userId, owner, siteUrl)).toBe("ok");
      expect(await assignEnquiry(database.db, id, colleague.userId, owner, siteUrl)).toBe("unchanged");

      const notes = await notesOf(database.db, id);
      expect(notes).toMatchObject([{ body: "Ringede, de vil have et tilbud fredag.", author: "Ejer" }]);
      const history = await enquiryHistoryOf(database.db, id);
      expect(history.map((row) => [row.action, row.actor])).toEqual([
        // By name (issue 37, item 11): an account without one is named from its address.
        ["assigned", "Ejer"],
        ["note", "Ejer"],
        ["status", "Ejer"],
      ]);
      expect(history[2]!.detail).toEqual({ from: "new", to: "in_progress" });
      expect(history.every((row) => row.createdAt instanceof Date)).toBe(true);

      await deliverDue(database.db, mail());
      const [notice] = smtp.to("kollega@salgskraft.dk");
      expect(header(notice!.body, "Subject")).toContain("Tildelt dig");
      expect(textOf(notice!.body)).toContain(`/admin/contact-submissions/${id}`);
    });

    it("never assigns an invitee who has not chosen a password, nor mails them", async () => {
      const [invitee] = await database.db.insert(staffUsers).values({ email: "inviteret@salgskraft.dk", passwordHash: "!", role: "staff" }).returning();
      const { id } = await storeEnquiry(database.db, contact({ email: "ventende@kunde.dk" }), notify);
      expect(await assignEnquiry(database.db, id, invitee!.id, owner, siteUrl)).toBe("no-staff");
      expect(await database.db.select().from(outbox).where(eq(outbox.recipient, "inviteret@salgskraft.dk"))).toHaveLength(0);
    });

    it("filters the list by assignee: mine and unassigned", async () => {
      const mine = await listSubmissions(database.db, { assignee: "mine", page: 1 }, colleague.userId);
      expect(mine.rows.map((row) => row.email)).toEqual(["arbejd@kunde.dk"]);
      expect(mine.rows[0]!.assignee).toBe("Kollega");
      const unassigned = await listSubmissions(database.db, { assignee: "unassigned", page: 1 }, colleague.userId);
      expect(unassigned.rows.some((row) => row.email === "arbejd@kunde.dk")).toBe(false);
      expect(unassigned.total).toBeGreaterThan(0);
    });

    it("records a deletion and an export in the audit log without the enquiry's personal data", async () => {
      const { id } = await storeEnquiry(database.db, contact({ name: "Slet Mig", email: "slet@kunde.dk", message: "Fortroligt" }), notify);
      await addNote(database.db, id, owner.userId, "Note om Slet Mig");
      // A follow-up's text is written into the history; erasure takes it at once, not at the next retention run.
      expect(await addFollowUp(database.db, id, { dueAt: new Date(Date.now() + 86_400_000), what: "Ring til Slet Mig om kontrakten" }, owner.userId)).toBe(
        true,
      );
      await exportRows(database.db, { q: "slet" }, colleague);
      expect(await deleteSubmission(database.db, id, colleague.userId)).toBe(true);
      const history = await enquiryHistoryOf(database.db, id);
      expect(history.map((row) => row.action)).toEqual(["deleted"]);
      expect(history[0]).toMatchObject({ action: "deleted", actor: "Kollega", detail: { kind: "contact" } });
      expect(JSON.stringify(history)).not.toMatch(/Slet Mig|slet@kunde|Fortroligt/);
      const audit = await auditLog(database.db);
      expect(audit.slice(0, 2).map((row) => row.action)).toEqual(["deleted", "export"]);
      expect(audit[1]!.detail).toMatchObject({ search: "ja" });
      expect(JSON.stringify(audit)).not.toContain("slet");
    });
  });

  describe("staff accounts", () => {
    it("invites a person by mail with a one-time link that sets a password and cannot be used again", async () => {
      expect(await inviteStaff(database.db, "ny@salgskraft.dk", "Ny Kollega", owner, siteUrl)).toMatchObject({ ok: true });
      await deliverDue(database.db, mail());
      const [invitation] = smtp.to("ny@salgskraft.dk");
      const link = textOf(invitation!.body).match(/https:\/\/\S+\/admin\/adgang\/(\S+)/)!;
      expect(textOf(invitation!.body)).toContain("udløber om 48 timer");
      const token = link[1]!;
      expect(await checkInvite(database.db, token)).toEqual({ ok: true, email: "ny@salgskraft.dk", name: "Ny Kollega", purpose: "invite" });
      expect(await redeemInvite(database.db, token, "kort")).toMatchObject({ ok: false, error: expect.stringContaining("mindst 12 tegn") });
      expect(await redeemInvite(database.db, token, strongPassword)).toMatchObject({ ok: true });
      expect(await redeemInvite(database.db, token, strongPassword)).toMatchObject({ ok: false, error: expect.stringContaining("allerede brugt") });
    });

    it("refuses an expired invitation in Danish", async () => {
      await inviteStaff(database.db, "sen@salgskraft.dk", "Ny Kollega", owner, siteUrl);
      await deliverDue(database.db, mail());
      const token = textOf(smtp.to("sen@salgskraft.dk")[0]!.body).match(/\/admin\/adgang\/(\S+)/)![1]!;
      const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, "sen@salgskraft.dk"));
      await database.db
        .update(staffInvites)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(staffInvites.userId, user!.id));
      expect(await redeemInvite(database.db, token, strongPassword)).toMatchObject({ ok: false, error: expect.stringContaining("Linket er udløbet") });
    });

    it("disabling an account ends its sessions at once; a reset mails a new link and ends the old password", async () => {
      const victim = await account("stopper@salgskraft.dk", "staff");
      expect(await setStaffDisabled(database.db, victim.userId, true, owner)).toMatchObject({ ok: true });
      expect(await database.db.select().from(sessions).where(eq(sessions.userId, victim.userId))).toHaveLength(0);
      // The owner cannot disable themself.
      expect(await setStaffDisabled(database.db, owner.userId, true, owner)).toMatchObject({ ok: false, status: 404 });

      expect(await resetStaff(database.db, colleague.userId, owner, siteUrl)).toMatchObject({ ok: true });
      expect(await database.db.select().from(sessions).where(eq(sessions.userId, colleague.userId))).toHaveLength(0);
      await deliverDue(database.db, mail());
      const reset = smtp
        .to("kollega@salgskraft.dk")
        .map((m) => textOf(m.body))
        .find((text) => text.includes("nulstillet"));
      expect(reset).toContain("/admin/adgang/");
    });

    it("lets everyone change their own password, ending their other sessions", async () => {
      const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, "ny@salgskraft.dk"));
      const here = (await findSession(database.db, await createSession(database.db, user!.id)))!;
      const elsewhere = await createSession(database.db, user!.id);
      expect(await changeOwnPassword(database.db, here, "forkert", "et-helt-andet-langt-kodeord-2026", 10)).toMatchObject({
        ok: false,
        error: "Din nuværende adgangskode er forkert.",
      });
      expect(await changeOwnPassword(database.db, here, strongPassword, "et-helt-andet-langt-kodeord-2026", 10)).toMatchObject({ ok: true });
      expect(await findSession(database.db, elsewhere)).toBeNull();
      expect(await database.db.select().from(sessions).where(eq(sessions.id, here.sessionId))).toHaveLength(1);
    });
  });

  describe("retention", () => {
    it("deletes job applications and other enquiries past their periods, once, and records it", async () => {
      const old = await storeEnquiry(database.db, contact({ kind: "job_application", email: "gammel@post.dk" }), notify);
      const recent = await storeEnquiry(database.db, contact({ kind: "job_application", email: "ny-ansoeger@post.dk" }), notify);
      const oldLead = await storeEnquiry(database.db, contact({ email: "gammel-lead@kunde.dk" }), notify);
      const subscriber = await storeEnquiry(database.db, { kind: "newsletter", source: "/blog", name: "", email: "trofast@post.dk", extra: {} }, notify);
      await confirmSubscription(database.db, secret, subscriber.id, linkToken(secret, "newsletter-confirm", subscriber.id));
      const age = (id: string, days: number) =>
        database.db
          .update(contactSubmissions)
          .set({ createdAt: sql`now() - ${sql.raw(`interval '${days} days'`)}`, updatedAt: sql`now() - ${sql.raw(`interval '${days} days'`)}` })
          .where(eq(contactSubmissions.id, id));
      await age(old.id, 181);
      await age(recent.id, 179);
      await age(oldLead.id, 731);
      await age(subscriber.id, 800);

      // Two instances at once: each row is deleted and recorded once.
      const results = await Promise.all([
        runRetention(database.db, { applicationsDays: 180, enquiriesDays: 730, rateLimitWindowSeconds: 600 }),
        runRetention(database.db, { applicationsDays: 180, enquiriesDays: 730, rateLimitWindowSeconds: 600 }),
      ]);
      expect(results.reduce((sum, r) => sum + r.applications, 0)).toBe(1);
      expect(results.reduce((sum, r) => sum + r.enquiries, 0)).toBe(1);
      const left = await database.db.select({ id: contactSubmissions.id }).from(contactSubmissions);
      const ids = new Set(left.map((row) => row.id));
      expect([ids.has(old.id), ids.has(recent.id), ids.has(oldLead.id), ids.has(subscriber.id)]).toEqual([false, true, false, true]);
      const recorded = await database.db
        .select()
        .from(enquiryHistory)
        .where(and(eq(enquiryHistory.action, "retention")));
      expect(recorded.map((row) => row.submissionId).sort()).toEqual([old.id, oldLead.id].sort());
      expect(recorded.find((row) => row.submissionId === old.id)!.detail).toEqual({ kind: "job_application", days: 180 });
      // Its outbox rows went with it.
      expect(await database.db.select().from(outbox).where(eq(outbox.submissionId, old.id))).toHaveLength(0);
    });

    it("runs as a job in the server process and logs what it deleted", async () => {
      const { id } = await storeEnquiry(database.db, contact({ kind: "job_application", email: "logget@post.dk" }), notify);
      await database.db
        .update(contactSubmissions)
        .set({ createdAt: sql`now() - interval '200 days'` })
        .where(eq(contactSubmissions.id, id));
      const info = vi.spyOn(log, "info");
      const job = startJobs(database.db, [
        { ...retentionJob(database.db, { applicationsDays: 180, enquiriesDays: 730, rateLimitWindowSeconds: 600 }), firstMs: 0 },
      ]);
      try {
        await vi.waitFor(() => expect(info).toHaveBeenCalledWith("Sletning efter opbevaringsperiode", expect.objectContaining({ applications: 1 })), {
          timeout: 10_000,
        });
      } finally {
        await job.stop();
        info.mockRestore();
      }
      expect(await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id))).toHaveLength(0);
    });

    it("keeps everything when the periods are 0", async () => {
      const { id } = await storeEnquiry(database.db, contact({ kind: "job_application", email: "evig@post.dk" }), notify);
      await database.db
        .update(contactSubmissions)
        .set({ createdAt: sql`now() - interval '5000 days'`, updatedAt: sql`now() - interval '5000 days'` })
        .where(eq(contactSubmissions.id, id));
      expect(await runRetention(database.db, { applicationsDays: 0, enquiriesDays: 0, rateLimitWindowSeconds: 600 })).toMatchObject({
        applications: 0,
        enquiries: 0,
      });
      expect(await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id))).toHaveLength(1);
    });
  });
});
