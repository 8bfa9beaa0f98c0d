/**
 * Issue 37, item 7 on the real engines: the owner's pipeline stages (seeded, add, rename, reorder,
 * remove with its refusal and its "move them first"), every new enquiry in the first stage, moving
 * an enquiry and its expected close date (history and audit), the board's columns, the forecast's
 * sums and the reports per salesperson.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession, type Staff } from "../../app/server/auth/auth.server.ts";
import { storeEnquiry, type EnquiryInput } from "../../app/server/intake/enquiries.server.ts";
import { auditLog, enquiryHistoryOf } from "../../app/server/inbox/history.server.ts";
import { addNote } from "../../app/server/inbox/notes.server.ts";
import { setSpam } from "../../app/server/inbox/pipeline.server.ts";
import { forecast, monthsOf, parsePeriod, salesReports } from "../../app/server/inbox/forecast.server.ts";
import {
  addStage,
  boardColumns,
  listStages,
  parseCloseDate,
  parseStage,
  removeStage,
  reorderStage,
  setStage,
  stagesWithCounts,
  updateStage,
} from "../../app/server/inbox/stages.server.ts";
import { bookings, contactSubmissions, enquiryHistory, staffUsers } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";

const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "test-secret-of-at-least-32-characters!!" };
let counter = 0;
const enquiry = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  kind: "contact",
  source: "/kontakt",
  name: "Jonas Friis",
  email: `jonas${++counter}@kunde.dk`,
  phone: null as unknown as string,
  company: `Firma ${counter} ApS`,
  interest: "business",
  message: `Besked ${counter}`,
  ...overrides,
});

describe.each(engines())("stages, board and forecast on $name", (engine) => {
  let database: TestDatabase;
  let owner: Staff;
  let seller: Staff;
  let other: Staff;

  async function account(email: string, name: string, role: "owner" | "staff" = "staff"): Promise<Staff> {
    const [user] = await database.db
      .insert(staffUsers)
      .values({ email, displayName: name, passwordHash: "scrypt$32768$8$1$c2FsdA==$aGFzaA==", role })
      .returning();
    return (await findSession(database.db, await createSession(database.db, user!.id)))!;
  }
  async function store(overrides: Partial<EnquiryInput> = {}, set: Partial<typeof contactSubmissions.$inferInsert> = {}): Promise<string> {
    const result = await storeEnquiry(database.db, enquiry(overrides), notify);
    if (!("id" in result)) throw new Error("not stored");
    const id = result.id as string;
    if (Object.keys(set).length) await database.db.update(contactSubmissions).set(set).where(eq(contactSubmissions.id, id));
    return id;
  }
  const stageId = async (name: string) => (await listStages(database.db)).find((stage) => stage.name === name)!.id;
  const stageOf = async (id: string) =>
    (await database.db.select({ stageId: contactSubmissions.stageId }).from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]!.stageId;

  beforeAll(async () => {
    database = await engine.open();
    owner = await account("ejer@salgskraft.dk", "Ejer Eriksen", "owner");
    seller = await account("saelger@salgskraft.dk", "Sofie Sælger");
    other = await account("anden@salgskraft.dk", "Anders Anden");
  });
  afterAll(async () => database?.close());

  describe("the stages", () => {
    it("start as Ny 10 %, Kvalificeret 25 %, Møde booket 40 %, Tilbud sendt 60 %, and a new enquiry lands in the first", async () => {
      expect((await listStages(database.db)).map(({ name, probability }) => [name, probability])).toEqual([
        ["Ny", 10],
        ["Kvalificeret", 25],
        ["Møde booket", 40],
        ["Tilbud sendt", 60],
      ]);
      const id = await store();
      expect(await stageOf(id)).toBe(await stageId("Ny"));
    });

    it("refuses a name or probability that will not do, in Danish", () => {
      expect(parseStage({ name: "", probability: "10" })).toMatchObject({ ok: false, error: "Skriv fasens navn." });
      expect(parseStage({ name: "Vundet", probability: "100" })).toMatchObject({ ok: false, error: expect.stringContaining("udfald") });
      expect(parseStage({ name: "Forhandling", probability: "101" })).toMatchObject({ ok: false, error: expect.stringContaining("0 til 100") });
      expect(parseStage({ name: "Forhandling", probability: "-5" })).toMatchObject({ ok: false });
      expect(parseStage({ name: " Forhandling ", probability: "80 %" })).toEqual({ ok: true, name: "Forhandling", probability: 80 });
    });

    it("adds, renames and reorders, each in the owner's audit; a duplicate name (any case) is refused", async () => {
      expect(await addStage(database.db, { name: "Forhandling", probability: 80 }, owner.userId)).toMatchObject({ ok: true });
      expect(await addStage(database.db, { name: "forhandling", probability: 70 }, owner.userId)).toMatchObject({
        ok: false,
        error: "Der findes allerede en fase, der hedder »forhandling«.",
      });
      const id = await stageId("Forhandling");
      expect(await updateStage(database.db, id, { name: "Kvalificeret", probability: 80 }, owner.userId)).toMatchObject({ ok: false });
      expect(await updateStage(database.db, id, { name: "Forhandling og kontrakt", probability: 75 }, owner.userId)).toMatchObject({ ok: true });
      expect(await reorderStage(database.db, id, "up", owner.userId)).toMatchObject({ ok: true });
      expect((await listStages(database.db)).map((stage) => stage.name)).toEqual([
        "Ny",
        "Kvalificeret",
        "Møde booket",
        "Forhandling og kontrakt",
        "Tilbud sendt",
      ]);
      expect(await reorderStage(database.db, await stageId("Ny"), "up", owner.userId)).toMatchObject({ ok: false, error: "Fasen er allerede den første." });
      const audit = (await auditLog(database.db)).filter((row) => row.detail.setting === "pipelineStages").map((row) => row.detail.to);
      expect(audit).toEqual(
        expect.arrayContaining([
          "Fase tilføjet: Forhandling (80 %)",
          "Fase ændret: Forhandling (80 %) → Forhandling og kontrakt (75 %)",
          "Rækkefølge: Ny → Kvalificeret → Møde booket → Forhandling og kontrakt → Tilbud sendt",
        ]),
      );
    });

    it("the first stage after a reorder is where the next enquiry starts", async () => {
      await reorderStage(database.db, await stageId("Kvalificeret"), "up", owner.userId);
      const id = await store();
      expect(await stageOf(id)).toBe(await stageId("Kvalificeret"));
      await reorderStage(database.db, await stageId("Ny"), "up", owner.userId);
      expect(await stageOf(await store())).toBe(await stageId("Ny"));
    });

    it("refuses to remove a stage that still holds enquiries, and moves them first when told where", async () => {
      const negotiation = await stageId("Forhandling og kontrakt");
      const a = await store();
      const b = await store();
      await setStage(database.db, a, { stageId: negotiation }, seller.userId);
      await setStage(database.db, b, { stageId: negotiation }, seller.userId);
      expect(await removeStage(database.db, negotiation, null, owner.userId)).toEqual({
        ok: false,
        status: 409,
        error:
          "Fasen »Forhandling og kontrakt« kan ikke fjernes: den har stadig 2 henvendelser. Vælg en fase, de skal flyttes til, eller flyt dem først på tavlen.",
      });
      expect(await removeStage(database.db, negotiation, negotiation, owner.userId)).toMatchObject({ ok: false });
      const offer = await stageId("Tilbud sendt");
      expect(await removeStage(database.db, negotiation, offer, owner.userId)).toEqual({
        ok: true,
        message: "Fasen »Forhandling og kontrakt« er fjernet. 2 henvendelser er flyttet til »Tilbud sendt«.",
      });
      expect(await stageOf(a)).toBe(offer);
      expect((await enquiryHistoryOf(database.db, b))[0]).toMatchObject({
        action: "stage",
        detail: { from: "Forhandling og kontrakt", to: "Tilbud sendt", reason: "fase fjernet" },
      });
      expect((await stagesWithCounts(database.db)).map((stage) => stage.name)).toEqual(["Ny", "Kvalificeret", "Møde booket", "Tilbud sendt"]);
      // An empty stage goes at once; the last one never.
      await addStage(database.db, { name: "Tom", probability: 5 }, owner.userId);
      expect(await removeStage(database.db, await stageId("Tom"), null, owner.userId)).toMatchObject({ ok: true, message: "Fasen »Tom« er fjernet." });
      expect((await auditLog(database.db)).some((row) => row.detail.to === "Fase fjernet: Forhandling og kontrakt (75 %) (2 flyttet til Tilbud sendt)")).toBe(
        true,
      );
    });

    it("the database itself refuses to delete a stage that holds enquiries", async () => {
      await expect(database.db.execute(sql`delete from pipeline_stages where name = 'Ny'`)).rejects.toThrow();
    });
  });

  describe("an enquiry's stage and expected close date", () => {
    it("moves and dates it, each change in its history; a day that does not exist is refused", async () => {
      const id = await store();
      expect(await setStage(database.db, id, { stageId: await stageId("Møde booket"), closeDate: "2027-02-15" }, seller.userId)).toEqual({
        ok: true,
        message: "Flyttet til »Møde booket«. Forventet lukkedato gemt.",
      });
      expect(await setStage(database.db, id, { stageId: await stageId("Møde booket"), closeDate: "2027-02-15" }, seller.userId)).toEqual({
        ok: true,
        message: "Uændret.",
      });
      const history = await enquiryHistoryOf(database.db, id);
      expect(history.map((row) => [row.action, row.detail.from, row.detail.to, row.actor])).toEqual(
        expect.arrayContaining([
          ["stage", "Ny", "Møde booket", "Sofie Sælger"],
          ["close_date", null, "2027-02-15", "Sofie Sælger"],
        ]),
      );
      expect(parseCloseDate("2027-02-30")).toMatchObject({ ok: false, error: "Skriv den forventede lukkedato som en dato, fx 2026-12-15." });
      expect(parseCloseDate("")).toEqual({ ok: true, date: null });
      expect(await setStage(database.db, id, { stageId: "00000000-0000-4000-8000-000000000000" }, seller.userId)).toMatchObject({ ok: false });
    });
  });

  describe("the board, the forecast and the reports", () => {
    // A fresh period far from the other tests' enquiries: January to March 2031.
    const period = { from: "2031-01-01", to: "2031-03-31" };

    it("shows each stage's open deals, soonest close first, mine or everyone's; spam, outcomes and job applications stay off", async () => {
      const qualified = await stageId("Kvalificeret");
      const late = await store(
        { company: "Sen Close ApS" },
        { stageId: qualified, expectedCloseDate: "2031-03-01", monthlyValue: 1000, assignedTo: seller.userId },
      );
      const soon = await store({ company: "Snart ApS" }, { stageId: qualified, expectedCloseDate: "2031-01-10", monthlyValue: 2000, assignedTo: other.userId });
      const spam = await store({ company: "Spam ApS" }, { stageId: qualified });
      await setSpam(database.db, [spam], true, seller.userId);
      const won = await store({ company: "Vundet ApS" }, { stageId: qualified, outcome: "won", outcomeAt: new Date() });
      const job = await store({ kind: "job_application", interest: null as unknown as string, company: "Jobsøger" }, { stageId: qualified });
      // A lead staff added (issue 37, item 5) is a deal too.
      const lead = await store({ company: "Lead ApS" }, { stageId: qualified, kind: "lead", interest: null });
      const column = (await boardColumns(database.db, null)).find((item) => item.name === "Kvalificeret")!;
      const ids = column.cards.map((card) => card.id);
      expect(ids.slice(0, 2)).toEqual([soon, late]);
      expect(ids).toContain(lead);
      for (const hidden of [spam, won, job]) expect(ids).not.toContain(hidden);
      expect(column.cards[0]).toMatchObject({ company: "Snart ApS", monthlyValue: 2000, owner: "Anders Anden", closeDate: "2031-01-10" });
      expect(column.total).toBe(ids.length);
      const mine = (await boardColumns(database.db, seller.userId)).find((item) => item.name === "Kvalificeret")!;
      expect(mine.cards.map((card) => card.id)).toEqual([late]);
      expect(mine).toMatchObject({ total: 1, value: 1000 });
    });

    it("sums monthly value × probability per month of expected close, beside the value won, in Danish months", async () => {
      const [ny, met, offer] = [await stageId("Ny"), await stageId("Møde booket"), await stageId("Tilbud sendt")];
      await store({}, { stageId: ny, expectedCloseDate: "2031-01-05", monthlyValue: 10_000 }); // 1,000
      await store({}, { stageId: offer, expectedCloseDate: "2031-01-31", monthlyValue: 5_000 }); // 3,000
      await store({}, { stageId: met, expectedCloseDate: "2031-03-15", monthlyValue: 2_500 }); // 1,000
      await store({}, { stageId: met, expectedCloseDate: "2031-04-01", monthlyValue: 99_999 }); // after the period
      await store({}, { stageId: met, monthlyValue: 7_000 }); // no close date: 2,800 undated
      await store({}, { stageId: offer, expectedCloseDate: "2031-02-10", monthlyValue: 4_000, outcome: "lost", outcomeAt: new Date("2031-02-10T10:00:00Z") });
      // Won on 1 March at 00:30 Danish time (still 28 February in UTC): counted in March.
      await store({}, { stageId: offer, expectedCloseDate: "2031-02-20", monthlyValue: 8_000, outcome: "won", outcomeAt: new Date("2031-02-28T23:30:00Z") });
      const result = await forecast(database.db, period);
      const byMonth = Object.fromEntries(result.months.map((row) => [row.month, row]));
      // The board test's two deals: Kvalificeret 25 % of 2,000 (January) and of 1,000 (March).
      expect(byMonth["2031-01"]).toMatchObject({ deals: 3, pipeline: 17_000, weighted: 1_000 + 3_000 + 500, won: 0 });
      expect(byMonth["2031-02"]).toMatchObject({ deals: 0, pipeline: 0, weighted: 0, won: 0, wonCount: 0 });
      expect(byMonth["2031-03"]).toMatchObject({ deals: 2, pipeline: 3_500, weighted: 1_000 + 250, won: 8_000, wonCount: 1 });
      expect(result.total).toMatchObject({ weighted: 5_750, won: 8_000 });
      expect(result.undated.weighted).toBeGreaterThanOrEqual(2_800);
      expect(monthsOf(period)).toEqual(["2031-01", "2031-02", "2031-03"]);
    });

    it("reads the period from the page's query and refuses one that will not do", () => {
      const now = new Date("2026-11-27T10:00:00Z");
      expect(parsePeriod(new URL("http://x/admin/prognose"), now)).toEqual({ ok: true, period: { from: "2026-09-01", to: "2027-02-28" } });
      expect(parsePeriod(new URL("http://x/admin/prognose?fra=2027-02-01&til=2027-01-01"), now)).toMatchObject({
        ok: false,
        error: "Periodens slutdato skal ligge efter startdatoen.",
      });
      expect(parsePeriod(new URL("http://x/admin/prognose?fra=2026-01-01&til=2029-01-01"), now)).toMatchObject({ ok: false });
    });

    it("reports per salesperson: enquiries assigned, meetings booked, value won and the median first response", async () => {
      const reportPeriod = { from: "2032-05-01", to: "2032-05-31" };
      const at = (iso: string) => new Date(iso);
      // Three of Sofie's enquiries in May 2032: answered after 30 min (a note), 90 min (a status change) and not yet.
      const first = await store({}, { assignedTo: seller.userId, createdAt: at("2032-05-04T08:00:00Z") });
      const second = await store({}, { assignedTo: seller.userId, createdAt: at("2032-05-05T08:00:00Z") });
      await store({}, { assignedTo: seller.userId, createdAt: at("2032-05-06T08:00:00Z") });
      await addNote(database.db, first, seller.userId, "Ringede op");
      await database.db
        .update(enquiryHistory)
        .set({ createdAt: at("2032-05-04T08:30:00Z") })
        .where(sql`${enquiryHistory.submissionId} = ${first} and ${enquiryHistory.action} = 'note'`);
      await database.db.insert(enquiryHistory).values([
        // The system's entries are no answer; the first staff one is.
        { submissionId: second, actorId: null, action: "status", detail: {}, createdAt: at("2032-05-05T08:10:00Z") },
        { submissionId: second, actorId: seller.userId, action: "status", detail: { from: "new", to: "in_progress" }, createdAt: at("2032-05-05T09:30:00Z") },
        { submissionId: second, actorId: seller.userId, action: "note", detail: {}, createdAt: at("2032-05-05T12:00:00Z") },
      ]);
      // Before and after the period, and someone else's: not counted.
      await store({}, { assignedTo: seller.userId, createdAt: at("2032-04-30T21:59:00Z") });
      await store({}, { assignedTo: other.userId, createdAt: at("2032-05-10T08:00:00Z") });
      // Won in May: 6,000 by Sofie (the enquiry came in earlier); lost ones count nothing.
      await store(
        {},
        { assignedTo: seller.userId, monthlyValue: 6_000, outcome: "won", outcomeAt: at("2032-05-20T10:00:00Z"), createdAt: at("2032-03-01T10:00:00Z") },
      );
      await store(
        {},
        { assignedTo: seller.userId, monthlyValue: 9_000, outcome: "lost", outcomeAt: at("2032-05-21T10:00:00Z"), createdAt: at("2032-03-01T10:00:00Z") },
      );
      // Two booked meetings with Sofie in May, one cancelled, one in June.
      for (const [start, status] of [
        ["2032-05-11T09:00:00Z", "booked"],
        ["2032-05-12T09:00:00Z", "booked"],
        ["2032-05-13T09:00:00Z", "cancelled"],
        ["2032-06-01T09:00:00Z", "booked"],
      ] as const) {
        const meeting = await store({ kind: "meeting" });
        await database.db.insert(bookings).values({
          submissionId: meeting,
          staffId: seller.userId,
          topic: "telemarketing",
          lengthMinutes: 30,
          bufferMinutes: 0,
          startsAt: at(start),
          endsAt: new Date(at(start).getTime() + 30 * 60_000),
          status,
        });
      }
      const reports = await salesReports(database.db, reportPeriod);
      expect(reports.find((row) => row.name === "Sofie Sælger")).toEqual({
        staffId: seller.userId,
        name: "Sofie Sælger",
        enquiries: 3,
        meetings: 2,
        wonCount: 1,
        won: 6_000,
        answered: 2,
        medianResponseMinutes: 60,
      });
      expect(reports.find((row) => row.name === "Anders Anden")).toMatchObject({ enquiries: 1, meetings: 0, won: 0, answered: 0, medianResponseMinutes: null });
      expect(reports.map((row) => row.name)).toContain("Ejer Eriksen");
    });
  });
});
