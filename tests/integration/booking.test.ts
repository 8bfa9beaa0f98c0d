/**
 * "Book et møde" against the real engines: a booking is an enquiry of kind "meeting" with its host,
 * history, mails and .ics in one transaction; no double booking however many requests race (one
 * database handle, and on PostgreSQL two handles as two app instances would have); signed links
 * to move and cancel work once; retention covers the new tables. Time is passed in, never waited.
 */
import ICAL from "ical.js";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../app/server/platform/db.server.ts";
import { addDayOff, pruneMeetingLeftovers, saveAvailability, saveHostProfile } from "../../app/server/booking/availability.server.ts";
import { bookMeeting, cancelMeeting, moveMeeting, takenMessage, unavailableMessage, type BookingRequest } from "../../app/server/booking/meetings.server.ts";
import { checkMeetingLink, meetingLinkToken } from "../../app/server/booking/links.server.ts";
import { listFreeSlots, saveMeetingSettings, defaultMeetingSettings } from "../../app/server/booking/settings.server.ts";
import { danishTime } from "../../app/server/booking/booking-slots.server.ts";
import { enquiryHistoryOf } from "../../app/server/inbox/history.server.ts";
import { runRetention } from "../../app/server/inbox/retention.server.ts";
import { bookingClaims, bookings, contactSubmissions, outbox, staffUsers } from "../../app/server/schema.server.ts";
import { deliverDue } from "../../app/server/mail/outbox.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startSmtp } from "./support/smtp.ts";

/** The text/calendar part of a raw mail, decoded. */
function calendarPart(raw: string): { headers: string; ics: string } {
  const at = raw.search(/Content-Type: text\/calendar/i);
  if (at < 0) throw new Error("no text/calendar part");
  const part = raw.slice(at);
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part
    .slice(split)
    .trimStart()
    .split(/\r?\n--/)[0]!;
  if (/base64/i.test(headers)) return { headers, ics: Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") };
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { headers, ics: Buffer.from(bytes, "latin1").toString("utf8") };
}

const notify = {
  to: "indbakke@salgskraft.dk",
  siteUrl: "https://www.salgskraft.dk",
  secret: "test-secret-of-at-least-32-characters!!",
  from: "booking@salgskraft.dk",
};
// Monday 30 November 2026, 06.00 Danish time.
const now = new Date("2026-11-30T05:00:00Z");
const tuesdayAt = (minute: number) => danishTime("2026-12-01", minute);

const mailNames = (raw: string) => [...raw.matchAll(/filename="?([^";\r\n]+)/gi)].map((match) => match[1]);

let counter = 0;
const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  topic: "moedebooking",
  lengthMinutes: 20,
  start: tuesdayAt(10 * 60),
  enquiry: { source: "/book-et-moede", name: "Mette Jensen", email: `mette${++counter}@firma.dk`, phone: "+45 20 30 40 50", company: "Firma ApS" },
  ...overrides,
});

async function addHost(
  db: Db,
  email: string,
  name: string,
  windows = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 16 * 60 })),
) {
  const [user] = await db.insert(staffUsers).values({ email, passwordHash: "!" }).returning({ id: staffUsers.id });
  await saveHostProfile(db, user!.id, { displayName: name, takesMeetings: true });
  await saveAvailability(db, user!.id, windows);
  return user!.id;
}

describe.each(engines())("booking a meeting on $name", (engine) => {
  let database: TestDatabase;
  let anna: string;
  beforeAll(async () => {
    database = await engine.open();
    anna = await addHost(database.db, "anna@salgskraft.dk", "Anna Holm");
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(contactSubmissions);
    await saveMeetingSettings(database.db, defaultMeetingSettings);
  });

  it("stores the booking as an assigned enquiry of kind meeting, with history and the .ics for the sender and the host", async () => {
    const outcome = await bookMeeting(
      database.db,
      request({
        enquiry: {
          source: "/book-et-moede",
          name: "Mette Jensen",
          email: "mette@firma.dk",
          phone: "+45 20 30 40 50",
          company: "Firma ApS",
          message: "Vi vil høre om mødebooking",
        },
      }),
      notify,
      now,
    );
    expect(outcome).toMatchObject({ ok: true, duplicate: false });
    if (!outcome.ok) return;
    const [enquiry] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, outcome.submissionId));
    expect(enquiry).toMatchObject({ kind: "meeting", assignedTo: anna, name: "Mette Jensen", message: "Vi vil høre om mødebooking" });
    expect(enquiry!.extra).toMatchObject({ topic: "Mødebooking", lengthMinutes: 20, host: "Anna Holm" });
    const history = await enquiryHistoryOf(database.db, outcome.submissionId);
    expect(history.map((row) => [row.action, row.detail.change])).toContainEqual(["meeting", "booked"]);
    const mails = await database.db.select().from(outbox).where(eq(outbox.submissionId, outcome.submissionId)).orderBy(outbox.id);
    expect(mails.map((mail) => mail.recipient)).toEqual(["indbakke@salgskraft.dk", "mette@firma.dk", "anna@salgskraft.dk"]);
    const toGuest = mails[1]!;
    expect(toGuest.body).toContain("tirsdag den 1. december 2026 kl. 10.00-10.20");
    expect(toGuest.body).toContain("Du taler med: Anna Holm");
    expect(toGuest.body).toContain("Vi ringer til dig på +45 20 30 40 50.");
    expect(toGuest.body).toMatch(/Aflys mødet: https:\/\/www\.salgskraft\.dk\/book-et-moede\/aendr\?handling=aflys&id=/);
    // The invitation parses with ical.js and says 10.00-10.20 Danish time (09.00-09.20 UTC).
    expect(toGuest.calendar!.method).toBe("REQUEST");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(toGuest.calendar!.content)).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-01T09:20:00.000Z");
    expect(event.summary).toBe("Møde med Salgskraft: Mødebooking");
    expect(mails[2]!.calendar!.content).toBe(toGuest.calendar!.content);
  });

  it("mails the sender and the host through SMTP with the invitation as text/calendar (method REQUEST) that ical.js reads", async () => {
    const smtp = await startSmtp();
    try {
      const outcome = await bookMeeting(
        database.db,
        request({ start: tuesdayAt(12 * 60), enquiry: { source: "/book-et-moede", name: "Ole Smed", email: "ole@smed.dk", phone: "11223344" } }),
        notify,
        now,
      );
      expect(outcome.ok).toBe(true);
      await deliverDue(database.db, { smtpUrl: smtp.url, from: "Salgskraft <no-reply@salgskraft.dk>" });
      for (const address of ["ole@smed.dk", "anna@salgskraft.dk"]) {
        const [mail] = smtp.to(address);
        expect(mail, address).toBeDefined();
        const { headers, ics } = calendarPart(mail!.body);
        expect(headers).toMatch(/method=REQUEST/i);
        const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
        expect(event.startDate.toJSDate().toISOString()).toBe(tuesdayAt(12 * 60).toISOString());
        expect(event.endDate.toJSDate().toISOString()).toBe(tuesdayAt(12 * 60 + 20).toISOString());
      }
      expect(mailNames(smtp.to("ole@smed.dk")[0]!.body)).toContain("moede.ics");
    } finally {
      await smtp.close();
    }
  });

  it("offers a booked time to nobody else, and a second booking of it gets the Danish 'taken' message and stores nothing", async () => {
    const first = await bookMeeting(database.db, request(), notify, now);
    expect(first.ok).toBe(true);
    const slots = await listFreeSlots(database.db, "moedebooking", 20, now);
    const tuesday = slots.days.find((day) => day.date === "2026-12-01")!;
    const offered = tuesday.slots.map((slot) => slot.start.toISOString());
    expect(offered).not.toContain(tuesdayAt(10 * 60).toISOString());
    expect(offered).not.toContain(tuesdayAt(9 * 60 + 30).toISOString()); // would run into the meeting's buffer
    const second = await bookMeeting(database.db, request(), notify, now);
    expect(second).toEqual({ ok: false, reason: "taken", message: takenMessage, field: "start" });
    const [{ value } = { value: -1 }] = await database.db.select({ value: count() }).from(contactSubmissions);
    expect(value).toBe(1);
  });

  it("50 visitors racing for the same slot: exactly one booking", async () => {
    const start = tuesdayAt(13 * 60);
    const results = await Promise.all(Array.from({ length: 50 }, () => bookMeeting(database.db, request({ start }), notify, now)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.message === takenMessage)).toHaveLength(49);
    const [{ value } = { value: -1 }] = await database.db.select({ value: count() }).from(bookings).where(eq(bookings.startsAt, start));
    expect(value).toBe(1);
    const [{ value: enquiries } = { value: -1 }] = await database.db.select({ value: count() }).from(contactSubmissions);
    expect(enquiries).toBe(1);
  });

  it("refuses a slot outside availability, on a holiday, in the past and on a day off, storing nothing", async () => {
    expect(await bookMeeting(database.db, request({ start: tuesdayAt(7 * 60) }), notify, now)).toMatchObject({ ok: false, message: unavailableMessage });
    expect(await bookMeeting(database.db, request({ start: danishTime("2026-12-25", 10 * 60) }), notify, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Juledag/),
    });
    expect(await bookMeeting(database.db, request({ start: new Date("2026-11-27T10:00:00Z") }), notify, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/passeret/),
    });
    expect(await bookMeeting(database.db, request({ lengthMinutes: 30 }), notify, now)).toMatchObject({ ok: false, field: "length" });
    await addDayOff(database.db, anna, "2026-12-02");
    expect(await bookMeeting(database.db, request({ start: danishTime("2026-12-02", 10 * 60) }), notify, now)).toMatchObject({
      ok: false,
      message: unavailableMessage,
    });
    const [{ value } = { value: -1 }] = await database.db.select({ value: count() }).from(contactSubmissions);
    expect(value).toBe(0);
  });

  it("availability changes take effect at once", async () => {
    const thursday = danishTime("2026-12-03", 10 * 60);
    await saveAvailability(database.db, anna, [{ weekday: 2, startMinute: 8 * 60, endMinute: 12 * 60 }]);
    try {
      const slots = await listFreeSlots(database.db, "andet", 20, now);
      expect(slots.days.map((day) => day.date)).toEqual(["2026-12-01", "2026-12-08", "2026-12-15"]);
      expect(await bookMeeting(database.db, request({ start: thursday }), notify, now)).toMatchObject({ ok: false, message: unavailableMessage });
    } finally {
      await saveAvailability(
        database.db,
        anna,
        [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 16 * 60 })),
      );
    }
    expect(await bookMeeting(database.db, request({ start: thursday }), notify, now)).toMatchObject({ ok: true });
  });

  it("moves and cancels by signed link once per action; a forged or reused link changes nothing", async () => {
    const booked = await bookMeeting(database.db, request(), notify, now);
    if (!booked.ok) throw new Error("not booked");
    expect(checkMeetingLink(notify.secret, "move", booked.bookingId, 1, meetingLinkToken(notify.secret, "move", booked.bookingId, 1))).toBe(true);
    expect(
      checkMeetingLink(notify.secret, "move", booked.bookingId, 1, meetingLinkToken("another-secret-of-32-characters!!!!!", "move", booked.bookingId, 1)),
    ).toBe(false);
    expect(checkMeetingLink(notify.secret, "cancel", booked.bookingId, 1, meetingLinkToken(notify.secret, "move", booked.bookingId, 1))).toBe(false);

    const moved = await moveMeeting(database.db, booked.bookingId, 1, tuesdayAt(14 * 60), notify, {}, now);
    expect(moved).toEqual({ ok: true, version: 2 });
    // The first link again: already used.
    expect(await moveMeeting(database.db, booked.bookingId, 1, tuesdayAt(15 * 60), notify, {}, now)).toMatchObject({ ok: false, reason: "used" });
    const free = (await listFreeSlots(database.db, "andet", 20, now)).days
      .find((day) => day.date === "2026-12-01")!
      .slots.map((slot) => slot.start.toISOString());
    expect(free).toContain(tuesdayAt(10 * 60).toISOString());
    expect(free).not.toContain(tuesdayAt(14 * 60).toISOString());

    const mails = await database.db.select().from(outbox).where(eq(outbox.submissionId, booked.submissionId)).orderBy(outbox.id);
    const movedMail = mails.find((mail) => mail.recipient.startsWith("mette") && mail.subject.includes("flyttet"))!;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(movedMail.calendar!.content)).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(tuesdayAt(14 * 60).toISOString());
    expect(event.sequence).toBe(2);

    expect(await cancelMeeting(database.db, booked.bookingId, 1, notify)).toMatchObject({ ok: false, reason: "used" });
    expect(await cancelMeeting(database.db, booked.bookingId, 2, notify)).toEqual({ ok: true, version: 3 });
    expect(await cancelMeeting(database.db, booked.bookingId, 3, notify)).toMatchObject({ ok: false, reason: "used" });
    const claims = await database.db.select({ value: count() }).from(bookingClaims).where(eq(bookingClaims.bookingId, booked.bookingId));
    expect(claims[0]!.value).toBe(0);
    const cancelMail = (
      await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.submissionId, booked.submissionId), eq(outbox.recipient, "anna@salgskraft.dk")))
        .orderBy(outbox.id)
    ).at(-1)!;
    expect(cancelMail.calendar!.method).toBe("CANCEL");
    expect(cancelMail.subject).toMatch(/^Møde aflyst/);
    const history = await enquiryHistoryOf(database.db, booked.submissionId);
    expect(history.map((row) => row.detail.change)).toEqual(["cancelled", "moved", "booked"]);
  });

  it("round-robin: two hosts free at the same time share the meetings", async () => {
    const bo = await addHost(database.db, "bo@salgskraft.dk", "Bo Lund");
    try {
      const first = await bookMeeting(database.db, request({ start: tuesdayAt(11 * 60) }), notify, now);
      const second = await bookMeeting(database.db, request({ start: tuesdayAt(11 * 60) }), notify, now);
      expect(first.ok && second.ok).toBe(true);
      const hosts = await database.db.select({ staffId: bookings.staffId }).from(bookings);
      expect(new Set(hosts.map((row) => row.staffId))).toEqual(new Set([anna, bo]));
    } finally {
      await database.db.delete(staffUsers).where(eq(staffUsers.id, bo));
    }
  });

  it("retention: a meeting goes with its enquiry, and claims of past meetings are pruned", async () => {
    const booked = await bookMeeting(database.db, request(), notify, now);
    if (!booked.ok) throw new Error("not booked");
    const later = new Date("2029-01-01T00:00:00Z");
    expect((await pruneMeetingLeftovers(database.db, later)).claims).toBeGreaterThan(0);
    await runRetention(database.db, { applicationsDays: 180, enquiriesDays: 730, rateLimitWindowSeconds: 600 }, later);
    expect(await database.db.select().from(bookings)).toEqual([]);
  });

  if (engine.name === "postgres") {
    it("two app instances (two connection pools) racing 50 requests for one slot: exactly one booking", async () => {
      const second = await openDatabase({ databaseUrl: database.url!, migrate: false });
      try {
        const start = tuesdayAt(15 * 60);
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, index) => bookMeeting(index % 2 ? second.db : database.db, request({ start }), notify, now)),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        const [{ value } = { value: -1 }] = await database.db.select({ value: count() }).from(bookings).where(eq(bookings.startsAt, start));
        expect(value).toBe(1);
      } finally {
        await second.close();
      }
    });
  }
});
