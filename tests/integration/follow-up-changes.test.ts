/**
 * Snooze, edit, delete and reopen a follow-up (the day of a sales-operations lead) on the real
 * engines: the "Følg op" view, the menu count and the morning mail follow the new time; the
 * enquiry's history and the contact's timeline say who changed what; a change to a follow-up
 * someone else just completed, deleted or changed is refused in Danish, never saved over it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, findSession, type Staff } from "../../app/server/auth/auth.server.ts";
import { danishTime } from "../../app/server/booking/booking-slots.server.ts";
import { contactOf, contactTimeline } from "../../app/server/inbox/contacts.server.ts";
import { storeEnquiry } from "../../app/server/intake/enquiries.server.ts";
import {
  addFollowUp,
  completeFollowUp,
  deleteFollowUp,
  dueFollowUpCount,
  editFollowUp,
  followUpsOf,
  followUpView,
  queueMorningMails,
  reopenFollowUp,
  snoozeFollowUp,
} from "../../app/server/inbox/follow-ups.server.ts";
import { enquiryHistoryOf } from "../../app/server/inbox/history.server.ts";
import { followUpAction } from "../../app/server/inbox/actions.server.ts";
import { contactSubmissions, followUps, outbox, staffUsers } from "../../app/server/schema.server.ts";
import { describeHistory } from "../../app/components/admin/history-list.tsx";
import { engines, type TestDatabase } from "./support/databases.ts";

const notify = { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "test-secret-of-at-least-32-characters!!" };
// Tuesday 24 November 2026, 08:30 Danish time: the lead's working day.
const now = danishTime("2026-11-24", 8 * 60 + 30);
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
/** What an action answered: its message, or its error and status. */
async function answer(result: unknown): Promise<{ status: number; message?: string; error?: string }> {
  if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: { error: string }; init: { status: number } };
    return { status: init.status, error: data.error };
  }
  return { status: 200, message: (result as { message: string }).message };
}

describe.each(engines())("follow-up changes on $name", (engine) => {
  let database: TestDatabase;
  let lead: Staff;
  let colleague: Staff;
  let counter = 0;

  async function account(email: string): Promise<Staff> {
    const [user] = await database.db.insert(staffUsers).values({ email, passwordHash: "scrypt$32768$8$1$c2FsdA==$aGFzaA==", role: "staff" }).returning();
    return (await findSession(database.db, await createSession(database.db, user!.id)))!;
  }
  /** An enquiry assigned to the lead with one follow-up; the follow-up's id. */
  async function followUp(dueAt: Date, what: string): Promise<{ id: string; submissionId: string }> {
    counter++;
    const stored = await storeEnquiry(
      database.db,
      {
        kind: "contact",
        source: "/kontakt",
        name: `Kunde ${counter}`,
        email: `kunde${counter}@firma.dk`,
        phone: "",
        company: "Firma ApS",
        interest: "business",
        message: `Besked ${counter}`,
      },
      notify,
    );
    if (!("id" in stored)) throw new Error("not stored");
    const submissionId = stored.id as string;
    await database.db.update(contactSubmissions).set({ assignedTo: lead.userId }).where(eq(contactSubmissions.id, submissionId));
    expect(await addFollowUp(database.db, submissionId, { dueAt, what }, lead.userId)).toBe(true);
    const [row] = await database.db.select({ id: followUps.id }).from(followUps).where(eq(followUps.submissionId, submissionId));
    return { id: row!.id, submissionId };
  }
  const history = async (submissionId: string) =>
    (await enquiryHistoryOf(database.db, submissionId)).filter((item) => item.action === "follow_up").map((item) => `${describeHistory(item)} · ${item.actor}`);
  const view = async () => {
    const groups = await followUpView(database.db, "mine", lead.userId, now);
    return { overdue: groups.overdue.map((row) => row.what), today: groups.today.map((row) => row.what), week: groups.week.map((row) => row.what) };
  };

  beforeAll(async () => {
    database = await engine.open();
    lead = await account("salgschef@salgskraft.dk");
    colleague = await account("kollega@salgskraft.dk");
  });
  afterAll(async () => database?.close());

  it("snoozing to tomorrow moves it out of today, the menu count and today's morning mail; the history says who moved it", async () => {
    const call = await followUp(danishTime("2026-11-24", 10 * 60), "Ring til Mette om tilbuddet");
    const overdue = await followUp(danishTime("2026-11-20", 13 * 60 + 15), "Send referat");
    expect(await view()).toEqual({ overdue: ["Send referat"], today: ["Ring til Mette om tilbuddet"], week: [] });
    expect(await dueFollowUpCount(database.db, lead.userId, now)).toBe(2);

    const snoozed = await snoozeFollowUp(
      database.db,
      call.id,
      "tomorrow",
      lead.userId,
      { dueAt: danishTime("2026-11-24", 10 * 60), what: "Ring til Mette om tilbuddet" },
      now,
    );
    expect(snoozed).toMatchObject({ ok: true, dueAt: danishTime("2026-11-25", 10 * 60) });
    // The overdue one from last Friday goes to the next working day at its own 13:15.
    expect(await snoozeFollowUp(database.db, overdue.id, "next-workday", lead.userId, undefined, now)).toMatchObject({
      ok: true,
      dueAt: danishTime("2026-11-25", 13 * 60 + 15),
    });
    expect(await view()).toEqual({ overdue: [], today: [], week: ["Ring til Mette om tilbuddet", "Send referat"] });
    expect(await dueFollowUpCount(database.db, lead.userId, now)).toBe(0);
    // Nothing due today, so no morning mail today; tomorrow both are in it.
    expect(await queueMorningMails(database.db, { siteUrl: notify.siteUrl, hour: 7 }, now)).toBe(0);
    expect(await queueMorningMails(database.db, { siteUrl: notify.siteUrl, hour: 7 }, danishTime("2026-11-25", 7 * 60 + 5))).toBe(1);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.recipient, lead.email));
    expect(mail!.subject).toBe("Dine 2 opfølgninger i dag");
    expect(mail!.body).toContain("- 10.00: Ring til Mette om tilbuddet");

    expect(await history(call.submissionId)).toEqual([
      "Opfølgning udsat fra tirsdag den 24. november kl. 10.00 til onsdag den 25. november kl. 10.00: Ring til Mette om tilbuddet · Salgschef",
      "Opfølgning sat til tirsdag den 24. november kl. 10.00: Ring til Mette om tilbuddet · Salgschef",
    ]);
    // "I morgen" again does not postpone it any more: a Danish refusal, nothing changed.
    expect(await snoozeFollowUp(database.db, call.id, "tomorrow", lead.userId, undefined, now)).toEqual({
      ok: false,
      status: 422,
      error: "Opfølgningen ligger allerede onsdag den 25. november kl. 10.00. Vælg en senere dag under »Ret«.",
    });
    expect(await history(call.submissionId)).toHaveLength(2);
  });

  it("no morning mail at 23.01: a follow-up saved late for a time already past waits for the next morning (issue 37, item 12)", async () => {
    const day = "2026-12-08";
    const before = (await database.db.select().from(outbox).where(eq(outbox.recipient, lead.email))).length;
    const late = await followUp(danishTime(day, 9 * 60), "Ring til Ole sent");
    expect(await queueMorningMails(database.db, { siteUrl: notify.siteUrl, hour: 7 }, danishTime(day, 23 * 60 + 1))).toBe(0);
    expect(await database.db.select().from(outbox).where(eq(outbox.recipient, lead.email))).toHaveLength(before);
    // The next morning it is in that day's mail, as overdue.
    expect(await queueMorningMails(database.db, { siteUrl: notify.siteUrl, hour: 7 }, danishTime("2026-12-09", 7 * 60 + 1))).toBe(1);
    const mails = await database.db.select().from(outbox).where(eq(outbox.recipient, lead.email));
    expect(mails.at(-1)!.body).toContain("Ring til Ole sent");
    await completeFollowUp(database.db, late.id, lead.userId);
  });

  it("an edit of date, time and text is checked by the same rules, shows on the enquiry and in the contact's timeline with who made it", async () => {
    const item = await followUp(danishTime("2026-11-24", 11 * 60), "Ring igen");
    const seenDue = danishTime("2026-11-24", 11 * 60).toISOString();
    const edit = (fields: Record<string, string>) =>
      followUpAction(database.db, form({ intent: "follow-up-edit", followUpId: item.id, seenDue, seenWhat: "Ring igen", ...fields }), colleague, now).then(
        answer,
      );
    expect(await edit({ date: "2026-11-31", time: "09:00", what: "Ring igen" })).toEqual({ status: 422, error: "Datoen findes ikke. Vælg en anden dato." });
    expect(await edit({ date: "2026-11-26", time: "9", what: "Ring igen" })).toEqual({ status: 422, error: "Skriv tidspunktet som tt:mm, fx 09:30." });
    expect(await edit({ date: "2026-11-26", time: "09:00", what: "   " })).toEqual({ status: 422, error: "Skriv kort, hvad der skal følges op på." });
    expect(await edit({ date: "2026-11-26", time: "09:00", what: "x".repeat(201) })).toEqual({ status: 422, error: "Beskrivelsen må højst være 200 tegn." });
    expect((await followUpsOf(database.db, item.submissionId, now))[0]).toMatchObject({ what: "Ring igen", dueDate: "2026-11-24", dueTime: "11:00" });

    expect(await edit({ date: "2026-11-26", time: "14:45", what: "Ring igen efter budgetmødet" })).toEqual({
      status: 200,
      message: "Opfølgningen er rettet: torsdag den 26. november kl. 14.45, »Ring igen efter budgetmødet«.",
    });
    expect((await followUpsOf(database.db, item.submissionId, now))[0]).toMatchObject({
      what: "Ring igen efter budgetmødet",
      dueDate: "2026-11-26",
      dueTime: "14:45",
    });
    expect((await history(item.submissionId))[0]).toBe(
      "Opfølgning ændret: flyttet fra tirsdag den 24. november kl. 11.00 til torsdag den 26. november kl. 14.45, og teksten ændret fra »Ring igen« til »Ring igen efter budgetmødet« · Kollega",
    );
    const timeline = await contactTimeline(database.db, (await contactOf(database.db, item.submissionId))!);
    const entry = timeline.entries.find((row) => row.type === "history" && row.detail.change === "edited");
    expect(entry).toMatchObject({ actor: "Kollega" });
    // Saving it unchanged records nothing.
    expect(
      await followUpAction(
        database.db,
        form({ intent: "follow-up-edit", followUpId: item.id, date: "2026-11-26", time: "14:45", what: "Ring igen efter budgetmødet" }),
        colleague,
        now,
      ).then(answer),
    ).toEqual({ status: 200, message: "Opfølgningen er uændret." });
    expect(await history(item.submissionId)).toHaveLength(2);
  });

  it("an edit or snooze of a follow-up someone else just completed, deleted or changed is refused in Danish and saves nothing", async () => {
    const due = danishTime("2026-11-24", 12 * 60);
    const seen = { dueAt: due, what: "Send kontrakt" };
    const completed = await followUp(due, "Send kontrakt");
    expect(await completeFollowUp(database.db, completed.id, colleague.userId)).toBe(true);
    const refused = await editFollowUp(database.db, completed.id, { dueAt: danishTime("2026-11-27", 9 * 60), what: "Send kontrakt" }, lead.userId, seen);
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringMatching(
        /^Kollega har markeret opfølgningen »Send kontrakt« som klaret .+, så din ændring er ikke gemt\. Genåbn den, hvis den stadig skal følges op\.$/,
      ),
    });
    expect(await snoozeFollowUp(database.db, completed.id, "tomorrow", lead.userId, seen, now)).toMatchObject({ ok: false, status: 409 });
    expect((await followUpsOf(database.db, completed.submissionId, now))[0]).toMatchObject({ dueAt: due, doneAt: expect.any(Date) });

    const deleted = await followUp(due, "Send kontrakt");
    expect(await deleteFollowUp(database.db, deleted.id, colleague.userId, seen)).toMatchObject({ ok: true });
    expect(
      await followUpAction(
        database.db,
        form({
          intent: "follow-up-edit",
          followUpId: deleted.id,
          seenDue: due.toISOString(),
          seenWhat: "Send kontrakt",
          date: "2026-11-27",
          time: "09:00",
          what: "Send kontrakt",
        }),
        lead,
        now,
      ).then(answer),
    ).toEqual({ status: 404, error: "Opfølgningen er slettet i mellemtiden, så din ændring er ikke gemt." });
    expect(await followUpsOf(database.db, deleted.submissionId, now)).toEqual([]);

    const changed = await followUp(due, "Send kontrakt");
    expect(
      await editFollowUp(database.db, changed.id, { dueAt: danishTime("2026-11-25", 9 * 60), what: "Send kontrakt med rabat" }, colleague.userId, seen),
    ).toMatchObject({ ok: true });
    expect(await editFollowUp(database.db, changed.id, { dueAt: danishTime("2026-11-27", 9 * 60), what: "Send kontrakt" }, lead.userId, seen)).toEqual({
      ok: false,
      status: 409,
      error:
        "Opfølgningen er ændret i mellemtiden (nu onsdag den 25. november kl. 09.00: »Send kontrakt med rabat«), så din ændring er ikke gemt. Se den nye udgave og prøv igen.",
    });
    expect(await deleteFollowUp(database.db, changed.id, lead.userId, seen)).toMatchObject({ ok: false, status: 409 });
    expect((await followUpsOf(database.db, changed.submissionId, now))[0]).toMatchObject({
      what: "Send kontrakt med rabat",
      dueAt: danishTime("2026-11-25", 9 * 60),
    });

    // Completed and edited at the same moment from two phones: one after the other, never both half-way.
    const race = await followUp(due, "Send kontrakt");
    const [done, edited] = await Promise.all([
      completeFollowUp(database.db, race.id, colleague.userId),
      editFollowUp(database.db, race.id, { dueAt: danishTime("2026-11-27", 9 * 60), what: "Send kontrakt" }, lead.userId, seen),
    ]);
    expect(done).toBe(true);
    const [row] = await database.db.select().from(followUps).where(eq(followUps.id, race.id));
    expect(row!.doneAt).not.toBeNull();
    // Either the edit went first (and the completion kept it), or it was refused because it was done.
    if (edited.ok) expect(row!.dueAt).toEqual(danishTime("2026-11-27", 9 * 60));
    else {
      expect(edited).toMatchObject({ status: 409, error: expect.stringContaining("som klaret") });
      expect(row!.dueAt).toEqual(due);
    }
  });

  it("a follow-up set by mistake is deleted, one marked done by mistake is reopened; both in the history with who did it", async () => {
    const mistake = await followUp(danishTime("2026-11-24", 16 * 60), "Forkert kunde");
    expect(await followUpAction(database.db, form({ intent: "follow-up-delete", followUpId: mistake.id }), lead, now).then(answer)).toEqual({
      status: 200,
      message: "Opfølgningen »Forkert kunde« er slettet.",
    });
    expect((await view()).today).not.toContain("Forkert kunde");
    expect((await history(mistake.submissionId))[0]).toBe("Opfølgning slettet: Forkert kunde (var sat til tirsdag den 24. november kl. 16.00) · Salgschef");

    const early = await followUp(danishTime("2026-11-24", 15 * 60), "Følg op på demo");
    expect(await followUpAction(database.db, form({ intent: "follow-up-done", followUpId: early.id }), lead, now).then(answer)).toEqual({
      status: 200,
      message: "Opfølgningen er markeret som klaret.",
    });
    expect((await view()).today).not.toContain("Følg op på demo");
    expect(await followUpAction(database.db, form({ intent: "follow-up-reopen", followUpId: early.id }), colleague, now).then(answer)).toEqual({
      status: 200,
      message: "Opfølgningen »Følg op på demo« er åben igen (tirsdag den 24. november kl. 15.00).",
    });
    expect((await view()).today).toContain("Følg op på demo");
    expect((await history(early.submissionId))[0]).toBe("Opfølgning genåbnet: Følg op på demo (tirsdag den 24. november kl. 15.00) · Kollega");
    expect(await reopenFollowUp(database.db, early.id, colleague.userId)).toEqual({ ok: false, status: 409, error: "Opfølgningen er allerede åben." });
  });

  it("malformed posts get a Danish message and a 4xx, never an exception", async () => {
    const item = await followUp(danishTime("2026-11-24", 17 * 60), "Tjek budget");
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "follow-up-snooze", followUpId: item.id, snooze: "om et år" }, 422, "Vælg, hvornår opfølgningen skal udsættes til."],
      [{ intent: "follow-up-snooze", followUpId: "ikke-et-id", snooze: "tomorrow" }, 404, "Opfølgningen findes ikke, så din ændring er ikke gemt."],
      [
        { intent: "follow-up-edit", followUpId: "'; drop table follow_ups; --", date: "2026-11-26", time: "09:00", what: "x" },
        404,
        "Opfølgningen findes ikke, så din ændring er ikke gemt.",
      ],
      [{ intent: "follow-up-delete", followUpId: "" }, 404, "Opfølgningen findes ikke, så din ændring er ikke gemt."],
      [{ intent: "follow-up-reopen", followUpId: item.id }, 409, "Opfølgningen er allerede åben."],
      [{ intent: "follow-up-done", followUpId: "00000000-0000-4000-8000-000000000000" }, 404, "Opfølgningen er allerede klaret eller findes ikke."],
      // A seenDue that is no date is ignored (nothing to compare), not a crash.
      [
        { intent: "follow-up-snooze", followUpId: item.id, snooze: "tomorrow", seenDue: "i går", seenWhat: "Tjek budget" },
        200,
        "Opfølgningen »Tjek budget« er udsat til onsdag den 25. november kl. 17.00.",
      ],
    ];
    for (const [fields, status, text] of cases) {
      const result = await answer(await followUpAction(database.db, form(fields), lead, now));
      expect(result, JSON.stringify(fields)).toEqual(status === 200 ? { status, message: text } : { status, error: text });
    }
  });
});
