/**
 * Issue 26 on the real engines: one contact per person (decided by the database on insert, also
 * for concurrent inserts), merge and undo, the contact's timeline; follow-ups, the "Følg op" view
 * and the morning mail - once per person and day, also with two app instances (two connection
 * pools) on one PostgreSQL; outcome, value and spam.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession, type Staff } from "../../app/server/auth/auth.server.ts";
import { contactOf, contactTimeline, findContact, mergeContacts, pruneContacts, undoMerge } from "../../app/server/inbox/contacts.server.ts";
import { openDatabase } from "../../app/server/platform/db.server.ts";
import { storeEnquiry, type EnquiryInput } from "../../app/server/intake/enquiries.server.ts";
import {
  addFollowUp,
  completeFollowUp,
  dueFollowUpCount,
  followUpView,
  parseFollowUp,
  pruneDigests,
  queueMorningMails,
} from "../../app/server/inbox/follow-ups.server.ts";
import { addNote } from "../../app/server/inbox/notes.server.ts";
import { danishTime } from "../../app/server/booking/booking-slots.server.ts";
import { contactSubmissions, outbox, staffUsers } from "../../app/server/schema.server.ts";
import { deleteSubmission, listSubmissions, parseFilters, statusCounts, updateStatus } from "../../app/server/inbox/inbox.server.ts";
import { outcomeReasons, parseMonthlyValue, parseReasons, runBulk, saveReasons, setMonthlyValue, setOutcome } from "../../app/server/inbox/pipeline.server.ts";
import { analyticsReport } from "../../app/server/analytics/report.server.ts";
import { analyticsTables } from "../../app/server/analytics/analytics-tables.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "test-secret-of-at-least-32-characters!!" };
let counter = 0;
const enquiry = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  kind: "contact",
  source: "/kontakt",
  name: "Jonas Friis",
  email: "jonas@kunde.dk",
  phone: "12345678",
  company: "Friis Gulve ApS",
  interest: "business",
  message: `Besked ${++counter}`,
  ...overrides,
});

describe.each(engines())("pipeline on $name", (engine) => {
  let database: TestDatabase;
  let seller: Staff;
  let other: Staff;

  async function account(email: string): Promise<Staff> {
    const [user] = await database.db.insert(staffUsers).values({ email, passwordHash: "scrypt$32768$8$1$c2FsdA==$aGFzaA==", role: "staff" }).returning();
    return (await findSession(database.db, await createSession(database.db, user!.id)))!;
  }
  async function store(overrides: Partial<EnquiryInput> = {}): Promise<string> {
    const result = await storeEnquiry(database.db, enquiry(overrides), notify);
    if (!("id" in result)) throw new Error("not stored");
    return result.id as string;
  }

  beforeAll(async () => {
    database = await engine.open();
    seller = await account("saelger@salgskraft.dk");
    other = await account("anden@salgskraft.dk");
  });
  afterAll(async () => database?.close());

  describe("one contact per person", () => {
    it("a second enquiry with the same e-mail in another case, or the same phone written differently, lands on the same contact", async () => {
      const first = await store({ email: "Mette@Firma.dk", phone: "+45 20 30 40 50" });
      const sameMail = await store({ email: "mette@firma.DK", phone: null as unknown as string, message: "Igen" });
      const samePhone = await store({ email: "mette.privat@gmail.com", phone: "20304050", message: "Fra privat" });
      const stranger = await store({ email: "helt@anden.dk", phone: "99887766" });
      const contact = await contactOf(database.db, first);
      expect(contact).toBeTruthy();
      expect(await contactOf(database.db, sameMail)).toBe(contact);
      expect(await contactOf(database.db, samePhone)).toBe(contact);
      expect(await contactOf(database.db, stranger)).not.toBe(contact);
      const timeline = await contactTimeline(database.db, contact!);
      expect(timeline.enquiries.map((row) => row.id).sort()).toEqual([first, sameMail, samePhone].sort());
    });

    it("twenty concurrent first enquiries from one new person make one contact", async () => {
      const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => store({ email: `samtidig@kunde.dk`, phone: "", message: `Samtidig ${i}` })));
      const rows = await database.db
        .select({ contactId: contactSubmissions.contactId })
        .from(contactSubmissions)
        .where(sql`lower(email) = 'samtidig@kunde.dk'`);
      expect(rows).toHaveLength(ids.length);
      expect(new Set(rows.map((row) => row.contactId)).size).toBe(1);
    });

    it("a newsletter sign-up of a known contact is on the contact and not a new lead; of a stranger it is a lead", async () => {
      const known = await store({ email: "kendt@kunde.dk", phone: "" });
      const signup = await store({ kind: "newsletter", source: "/blog", email: "KENDT@kunde.dk", name: "", phone: "", company: "", interest: "", message: "" });
      const [row] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, signup));
      expect(row!.contactOnly).toBe(true);
      expect(row!.contactId).toBe(await contactOf(database.db, known));
      const fresh = await store({
        kind: "newsletter",
        source: "/blog",
        email: "ny-abonnent@kunde.dk",
        name: "",
        phone: "",
        company: "",
        interest: "",
        message: "",
      });
      const [freshRow] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, fresh));
      expect(freshRow!.contactOnly).toBe(false);
    });

    it("merges two contacts and undoes the merge", async () => {
      const a = await store({ email: "anna@virksomhed.dk", phone: "31313131" });
      const b = await store({ email: "anna.privat@mail.dk", phone: "32323232" });
      const contactA = (await contactOf(database.db, a))!;
      const contactB = (await contactOf(database.db, b))!;
      expect(contactA).not.toBe(contactB);
      expect((await findContact(database.db, "ANNA.privat@mail.dk"))?.contactId).toBe(contactB);
      expect((await findContact(database.db, "+45 32 32 32 32"))?.contactId).toBe(contactB);
      expect(await mergeContacts(database.db, contactA, contactA, seller.userId)).toEqual({ ok: false, error: expect.stringContaining("samme kontakt") });
      const merged = await mergeContacts(database.db, contactA, contactB, seller.userId);
      expect(merged.ok).toBe(true);
      expect(await contactOf(database.db, b)).toBe(contactA);
      // A new enquiry from the merged-in address joins the merged contact.
      const later = await store({ email: "anna.privat@mail.dk", phone: "" });
      expect(await contactOf(database.db, later)).toBe(contactA);
      const timeline = await contactTimeline(database.db, contactA);
      expect(timeline.enquiries).toHaveLength(3);
      expect(timeline.merges[0]).toMatchObject({ sourceId: contactB, count: 1, undoneAt: null });
      const undone = await undoMerge(database.db, merged.ok ? merged.mergeId : 0, seller.userId);
      expect(undone).toMatchObject({ ok: true, moved: 1 });
      expect(await contactOf(database.db, b)).toBe(contactB);
      expect(await contactOf(database.db, a)).toBe(contactA);
      expect((await undoMerge(database.db, merged.ok ? merged.mergeId : 0, seller.userId)).ok).toBe(false);
    });

    it("the timeline holds enquiries, notes, status changes, mails and follow-ups, newest first", async () => {
      const id = await store({ email: "tidslinje@kunde.dk", phone: "" });
      await addNote(database.db, id, seller.userId, "Ringede, sender tilbud");
      await addFollowUp(database.db, id, { dueAt: new Date("2030-01-07T09:00:00Z"), what: "Send tilbud" }, seller.userId);
      const timeline = await contactTimeline(database.db, (await contactOf(database.db, id))!);
      const types = new Set(timeline.entries.map((entry) => entry.type));
      for (const type of ["enquiry", "note", "mail", "follow_up", "history"]) expect(types).toContain(type);
      const times = timeline.entries.map((entry) => new Date(entry.at).getTime());
      expect(times).toEqual([...times].sort((x, y) => y - x));
    });
  });

  describe("follow-ups", () => {
    it("refuses bad input with a Danish message", () => {
      expect(parseFollowUp({ date: "", time: "10:00", what: "Ring" })).toEqual({ ok: false, error: "Vælg en dato for opfølgningen." });
      expect(parseFollowUp({ date: "2026-02-30", time: "10:00", what: "Ring" })).toMatchObject({ ok: false, error: expect.stringContaining("findes ikke") });
      expect(parseFollowUp({ date: "2026-12-01", time: "25:00", what: "Ring" })).toMatchObject({ ok: false, error: expect.stringContaining("tt:mm") });
      expect(parseFollowUp({ date: "2026-12-01", time: "10:00", what: "  " })).toMatchObject({ ok: false, error: expect.stringContaining("hvad") });
      expect(parseFollowUp({ date: "2026-12-01", time: "10:00", what: "x".repeat(201) })).toMatchObject({ ok: false, error: expect.stringContaining("200") });
      const ok = parseFollowUp({ date: "2026-12-01", time: "10:30", what: "Ring" });
      // 10:30 Danish winter time is 09:30 UTC.
      expect(ok).toEqual({ ok: true, dueAt: new Date("2026-12-01T09:30:00Z"), what: "Ring" });
    });

    it("groups overdue, today and this week for me or everyone, counts mine, and one morning mail per person per day - also from two instances", async () => {
      // Wednesday 2 December 2026, 08:00 Danish time.
      const now = danishTime("2026-12-02", 8 * 60);
      const mine = await store({ email: "opfoelg@kunde.dk", name: "Opfølg Kunde", phone: "" });
      await database.db.update(contactSubmissions).set({ assignedTo: seller.userId }).where(eq(contactSubmissions.id, mine));
      const theirs = await store({ email: "andens@kunde.dk", phone: "" });
      await database.db.update(contactSubmissions).set({ assignedTo: other.userId }).where(eq(contactSubmissions.id, theirs));
      await addFollowUp(database.db, mine, { dueAt: danishTime("2026-12-01", 14 * 60), what: "Overskredet opgave" }, seller.userId);
      await addFollowUp(database.db, mine, { dueAt: danishTime("2026-12-02", 15 * 60), what: "Ring igen efter budgetmødet" }, seller.userId);
      await addFollowUp(database.db, mine, { dueAt: danishTime("2026-12-04", 9 * 60), what: "Fredagsopgave" }, seller.userId);
      await addFollowUp(database.db, mine, { dueAt: danishTime("2026-12-08", 9 * 60), what: "Næste uge" }, seller.userId);
      await addFollowUp(database.db, theirs, { dueAt: danishTime("2026-12-02", 10 * 60), what: "Kollegas opgave" }, seller.userId);
      const view = await followUpView(database.db, "mine", seller.userId, now);
      expect(view.overdue.map((row) => row.what)).toEqual(["Overskredet opgave"]);
      expect(view.today.map((row) => row.what)).toEqual(["Ring igen efter budgetmødet"]);
      expect(view.week.map((row) => row.what)).toEqual(["Fredagsopgave"]);
      const everyone = await followUpView(database.db, "all", seller.userId, now);
      expect(everyone.today.map((row) => row.what)).toEqual(["Kollegas opgave", "Ring igen efter budgetmødet"]);
      expect(await dueFollowUpCount(database.db, seller.userId, now)).toBe(2);

      // Before 07:00 nothing goes; then one mail each for the two with something due.
      expect(await queueMorningMails(database.db, { siteUrl: notify.siteUrl, hour: 7 }, danishTime("2026-12-02", 6 * 60))).toBe(0);
      const second = engine.name === "postgres" ? await openDatabase({ databaseUrl: database.url!, migrate: false }) : null;
      try {
        const dbs = second ? [database.db, second.db] : [database.db];
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, i) => queueMorningMails(dbs[i % dbs.length]!, { siteUrl: notify.siteUrl, hour: 7 }, now)),
        );
        expect(results.reduce((a, b) => a + b, 0)).toBe(2);
      } finally {
        await second?.close();
      }
      const mails = await database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.subject} like '%opfølgning%'`);
      expect(mails.map((mail) => mail.recipient).sort()).toEqual(["anden@salgskraft.dk", "saelger@salgskraft.dk"]);
      const sellerMail = mails.find((mail) => mail.recipient === "saelger@salgskraft.dk")!;
      expect(sellerMail.subject).toBe("Dine 2 opfølgninger i dag");
      expect(sellerMail.body).toContain("Ring igen efter budgetmødet");
      expect(sellerMail.body).toContain("Overskredet opgave");
      expect(sellerMail.body).not.toContain("Fredagsopgave");
      expect(sellerMail.body).toContain(`/admin/contact-submissions/${mine}`);
      // Later the same day: nothing more.
      expect(await queueMorningMails(database.db, { siteUrl: notify.siteUrl, hour: 7 }, danishTime("2026-12-02", 11 * 60))).toBe(0);

      // Done: gone from the view and the count.
      const todays = view.today[0]!;
      expect(await completeFollowUp(database.db, todays.id, seller.userId)).toBe(true);
      expect(await completeFollowUp(database.db, todays.id, seller.userId)).toBe(false);
      expect(await dueFollowUpCount(database.db, seller.userId, now)).toBe(1);
    });

    it("retention: morning-mail claims go after 60 days, contacts without enquiries go", async () => {
      expect(await pruneDigests(database.db, danishTime("2027-03-01", 9 * 60))).toBe(2);
      const id = await store({ email: "forsvinder@kunde.dk", phone: "" });
      const contact = (await contactOf(database.db, id))!;
      await deleteSubmission(database.db, id, seller.userId);
      await database.db.execute(sql`update contacts set created_at = now() - interval '2 days' where id = ${contact}`);
      expect(await pruneContacts(database.db)).toBeGreaterThanOrEqual(1);
      const left = await database.db.execute(sql`select count(*)::int as n from contacts where id = ${contact}`);
      expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });

    it("nobody with nothing due gets a mail", async () => {
      const now = danishTime("2026-12-20", 9 * 60);
      await database.db.execute(sql`update follow_ups set done_at = now() where due_at < ${danishTime("2026-12-21", 0).toISOString()}`);
      expect(await queueMorningMails(database.db, { siteUrl: notify.siteUrl, hour: 7 }, now)).toBe(0);
    });
  });
  describe("outcome, value, spam and bulk actions", () => {
    const attribution = (campaign: string) => ({
      scope: "visit" as const,
      landingPage: "/",
      referrerHost: null,
      utmSource: "linkedin",
      utmMedium: "cpc",
      utmCampaign: campaign,
      gclid: false,
      fbclid: false,
    });

    it("a completed business enquiry is won or lost with a reason from the owner's list; value any time; bad input is a Danish message", async () => {
      const id = await store({ email: "udfald@kunde.dk", phone: "", attribution: attribution("vinter") });
      expect(await setOutcome(database.db, id, { outcome: "won", reason: "Pris", note: "" }, seller.userId)).toMatchObject({
        ok: false,
        error: expect.stringContaining("Afsluttet"),
      });
      await updateStatus(database.db, id, "completed", seller.userId);
      expect(await setOutcome(database.db, id, { outcome: "won", reason: "Opfundet", note: "" }, seller.userId)).toMatchObject({
        ok: false,
        error: "Vælg en årsag fra listen.",
      });
      // A loss needs a reason; a win does not (the list is why deals are lost).
      expect(await setOutcome(database.db, id, { outcome: "lost", reason: "", note: "" }, seller.userId)).toMatchObject({
        ok: false,
        error: "Vælg en årsag, når henvendelsen er tabt.",
      });
      expect(await setOutcome(database.db, id, { outcome: "won", reason: "", note: "" }, seller.userId)).toMatchObject({
        ok: true,
        message: "Markeret som vundet.",
      });
      expect((await database.db.select({ reason: contactSubmissions.outcomeReason }).from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]).toEqual(
        { reason: null },
      );
      expect(await setOutcome(database.db, id, { outcome: "lost", reason: "Andet", note: "" }, seller.userId)).toMatchObject({
        ok: false,
        error: expect.stringContaining("Andet"),
      });
      expect(await setOutcome(database.db, id, { outcome: "maybe", reason: "Pris", note: "" }, seller.userId)).toMatchObject({ ok: false, status: 422 });
      expect(parseMonthlyValue("12.500 kr.")).toEqual({ ok: true, value: 12500 });
      expect(parseMonthlyValue("")).toEqual({ ok: true, value: null });
      expect(parseMonthlyValue("mange penge")).toMatchObject({ ok: false, error: expect.stringContaining("helt beløb") });
      expect(parseMonthlyValue("-5")).toMatchObject({ ok: false });
      await setMonthlyValue(database.db, id, 12500, seller.userId);
      expect(await setOutcome(database.db, id, { outcome: "won", reason: "Timing", note: "" }, seller.userId)).toMatchObject({ ok: true });
      const freelancer = await store({ email: "freelancer@kunde.dk", phone: "", interest: "freelancer" });
      await updateStatus(database.db, freelancer, "completed", seller.userId);
      expect(await setOutcome(database.db, freelancer, { outcome: "won", reason: "Pris", note: "" }, seller.userId)).toMatchObject({
        ok: false,
        error: expect.stringContaining("erhvervshenvendelser"),
      });

      // The owner edits the list; "Andet" stays last.
      expect(parseReasons("")).toMatchObject({ ok: false });
      const parsed = parseReasons("Pris\nBudget skåret\nandet\n");
      expect(parsed).toEqual({ ok: true, reasons: ["Pris", "Budget skåret", "Andet"] });
      await saveReasons(database.db, parsed.ok ? parsed.reasons : [], seller.userId);
      expect(await outcomeReasons(database.db)).toEqual(["Pris", "Budget skåret", "Andet"]);

      const lostId = await store({ email: "tabt@kunde.dk", phone: "", attribution: attribution("vinter") });
      await updateStatus(database.db, lostId, "completed", seller.userId);
      expect(await setOutcome(database.db, lostId, { outcome: "lost", reason: "Budget skåret", note: "" }, seller.userId)).toMatchObject({ ok: true });

      const filtered = await listSubmissions(database.db, parseFilters(new URL("http://x/?udfald=won")));
      expect(filtered.rows.map((row) => row.id)).toEqual([id]);
      expect(filtered.rows[0]).toMatchObject({ outcome: "won", monthlyValue: 12500 });

      const today = new Date().toISOString().slice(0, 10);
      const report = await analyticsReport(database.db, { from: today, to: today }, [], () => true);
      const sales = analyticsTables(report).find((table) => table.id === "salg")!;
      expect(sales.rows).toContainEqual(["linkedin", "cpc", "vinter", 1, 1, "50 %", 12500]);
    });

    it("bulk: assigns 50 rows with one notice mail, sets status and follow-ups, hides spam from list and counts and restores it", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) ids.push(await store({ email: `bulk${i}@kunde.dk`, phone: "", name: `Bulk ${i}` }));
      const before = await database.db
        .select({ value: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.recipient, "anden@salgskraft.dk"));
      const actor = { userId: seller.userId, name: seller.name };
      expect(await runBulk(database.db, { action: "assign", ids, assignee: other.userId, siteUrl: notify.siteUrl }, actor)).toEqual({
        ok: true,
        message: "50 henvendelser er tildelt.",
      });
      const assigned = await database.db
        .select({ value: sql<number>`count(*)::int` })
        .from(contactSubmissions)
        .where(eq(contactSubmissions.assignedTo, other.userId));
      expect(assigned[0]!.value).toBeGreaterThanOrEqual(50);
      const after = await database.db
        .select({ value: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.recipient, "anden@salgskraft.dk"));
      expect(after[0]!.value - before[0]!.value).toBe(1);
      expect(await runBulk(database.db, { action: "assign", ids, assignee: "00000000-0000-4000-8000-000000000000", siteUrl: "" }, actor)).toMatchObject({
        ok: false,
        status: 422,
      });
      expect(await runBulk(database.db, { action: "status", ids: ids.slice(0, 3), status: "in_progress", siteUrl: "" }, actor)).toMatchObject({
        ok: true,
        message: "Status er sat på 3 henvendelser.",
      });
      expect(
        await runBulk(
          database.db,
          { action: "follow_up", ids: ids.slice(0, 2), followUp: { dueAt: new Date("2030-01-01T08:00:00Z"), what: "Ring" }, siteUrl: "" },
          actor,
        ),
      ).toMatchObject({ ok: true });
      expect(await runBulk(database.db, { action: "status", ids: [], status: "new", siteUrl: "" }, actor)).toMatchObject({
        ok: false,
        error: "Vælg mindst én henvendelse.",
      });

      const counted = async () => Object.values(await statusCounts(database.db, {})).reduce((a, b) => a + b, 0);
      const total = await counted();
      expect(await runBulk(database.db, { action: "spam", ids: ids.slice(0, 5), siteUrl: "" }, actor)).toMatchObject({ ok: true });
      expect(await counted()).toBe(total - 5);
      const list = await listSubmissions(database.db, parseFilters(new URL("http://x/?q=bulk")));
      expect(list.rows.some((row) => ids.slice(0, 5).includes(row.id))).toBe(false);
      const spam = await listSubmissions(database.db, parseFilters(new URL("http://x/?visning=spam")));
      expect(spam.rows.map((row) => row.id).sort()).toEqual(ids.slice(0, 5).sort());
      expect(await runBulk(database.db, { action: "restore", ids: ids.slice(0, 5), siteUrl: "" }, actor)).toMatchObject({
        ok: true,
        message: "5 henvendelser er gendannet.",
      });
      expect(await counted()).toBe(total);
      expect(await runBulk(database.db, { action: "delete", ids: ids.slice(45), siteUrl: "" }, actor)).toMatchObject({
        ok: true,
        message: "5 henvendelser er slettet permanent.",
      });
    });

    it("the list grouped by contact has one row per person with how many enquiries", async () => {
      await store({ email: "gruppe@kunde.dk", phone: "", message: "En" });
      await store({ email: "GRUPPE@kunde.dk", phone: "", message: "To" });
      const grouped = await listSubmissions(database.db, parseFilters(new URL("http://x/?gruppe=kontakt&q=gruppe@kunde")));
      expect(grouped.rows).toHaveLength(1);
      expect(grouped.rows[0]!.contactEnquiries).toBe(2);
      const plain = await listSubmissions(database.db, parseFilters(new URL("http://x/?q=gruppe@kunde")));
      expect(plain.rows).toHaveLength(2);
    });
  });
});
