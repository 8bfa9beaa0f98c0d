/**
 * Calendars that do not clash (issue 37 item 8), on both engines: a person's own calendar, served
 * as an .ics by a real HTTP server on loopback, is fetched, its busy times are stored and block
 * their slots on the booking page and in booking itself; a failing feed keeps the last good busy
 * times; the fetch is bounded in size and time; private addresses are refused (SSRF) when saved,
 * when connecting and on redirects; the job runner fetches what is due and backs off on failure.
 */
import { createServer, type ServerResponse } from "node:http";
import { threadId } from "node:worker_threads";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveAvailability, saveHostProfile } from "../../app/server/booking/availability.server.ts";
import { danishTime } from "../../app/server/booking/booking-slots.server.ts";
import {
  busyCalendarJob,
  calendarFeedOf,
  calendarUrlProblem,
  fetchFeedText,
  refreshCalendarFeed,
  refreshDueCalendarFeeds,
  removeCalendarFeed,
  saveCalendarFeed,
  type BusyCalendarConfig,
} from "../../app/server/booking/busy-calendars.server.ts";
import { bookMeeting, takenMessage } from "../../app/server/booking/meetings.server.ts";
import { defaultMeetingSettings, listFreeSlots, saveMeetingSettings } from "../../app/server/booking/settings.server.ts";
import { startJobs } from "../../app/server/platform/jobs.server.ts";
import type { Resolve } from "../../app/server/platform/outbound-address.server.ts";
import { calendarBusy, calendarFeeds, contactSubmissions, staffUsers } from "../../app/server/schema.server.ts";
import type { Db } from "../../app/server/platform/db.server.ts";
import { scaled } from "../support/scaled.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { withLogCaptured } from "./support/log-capture.ts";

// Monday 30 November 2026, 06.00 Danish time; the busy meeting is Tuesday 1 December 10.00-11.00.
const now = new Date("2026-11-30T05:00:00Z");
const tuesdayAt = (minute: number) => danishTime("2026-12-01", minute);

const ics = (...events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", ...events, "END:VCALENDAR"].join("\r\n");
const busyTuesday = ics("BEGIN:VEVENT", "UID:kundemoede@google.com", "DTSTART:20261201T090000Z", "DTEND:20261201T100000Z", "SUMMARY:Kundemøde", "END:VEVENT");

/** A calendar server on loopback; `answer` decides each request (the test changes it). */
async function startCalendarServer() {
  let answer: (path: string, response: ServerResponse) => void = () => undefined;
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    response.on("error", () => undefined);
    answer(request.url ?? "/", response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: (path = "/kalender.ics") => `http://127.0.0.1:${port}${path}`,
    answer: (handler: typeof answer) => (answer = handler),
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const serve = (body: string) => (_path: string, response: ServerResponse) =>
  response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" }).end(body);

async function addHost(db: Db, email: string) {
  const [user] = await db.insert(staffUsers).values({ email, passwordHash: "!" }).returning({ id: staffUsers.id });
  await saveHostProfile(db, user!.id, { displayName: "Anna Holm", takesMeetings: true });
  await saveAvailability(
    db,
    user!.id,
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 16 * 60 })),
  );
  return user!.id;
}

/** The app's JSON log lines with this message. */
function logLines(log: string, msg: string): Record<string, unknown>[] {
  return log
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg);
}

const offeredOnTuesday = async (db: Db) =>
  (await listFreeSlots(db, "moedebooking", 20, now)).days.find((day) => day.date === "2026-12-01")!.slots.map((slot) => slot.start.getTime());

describe.each(engines())("busy times from a person's own calendar on $name", (engine) => {
  let database: TestDatabase;
  let calendar: Awaited<ReturnType<typeof startCalendarServer>>;
  let anna: string;
  const config: BusyCalendarConfig = { sessionSecret: "test-secret-of-at-least-32-characters!!", allowPrivate: true };

  beforeAll(async () => {
    database = await engine.open();
    calendar = await startCalendarServer();
    anna = await addHost(database.db, "anna@salgskraft.dk");
  });
  afterAll(async () => {
    await calendar?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(contactSubmissions);
    await removeCalendarFeed(database.db, anna);
    await saveMeetingSettings(database.db, defaultMeetingSettings);
    calendar.answer(serve(busyTuesday));
  });

  it("a busy hour in the calendar is offered to nobody, and booking it is refused as taken; the address is stored encrypted", async () => {
    const before = await offeredOnTuesday(database.db);
    expect(before).toContain(tuesdayAt(10 * 60).getTime());

    await saveCalendarFeed(database.db, anna, calendar.url(), config, now);
    const outcome = await refreshCalendarFeed(database.db, anna, config, now);
    expect(outcome).toEqual({ ok: true, busy: 1 });

    // 10.00-11.00 is busy; with 20 minutes and the 15-minute buffer 09.30 would run into it too.
    const after = await offeredOnTuesday(database.db);
    for (const minute of [9 * 60 + 30, 10 * 60, 10 * 60 + 30]) expect(after, `${minute}`).not.toContain(tuesdayAt(minute).getTime());
    expect(after).toContain(tuesdayAt(9 * 60).getTime());
    expect(after).toContain(tuesdayAt(11 * 60).getTime());

    const booking = await bookMeeting(
      database.db,
      {
        topic: "moedebooking",
        lengthMinutes: 20,
        start: tuesdayAt(10 * 60),
        enquiry: { source: "/book-et-moede", name: "Mette Jensen", email: "mette@firma.dk", phone: "+45 20 30 40 50", company: "Firma ApS" },
      },
      { to: "indbakke@salgskraft.dk", siteUrl: "https://www.salgskraft.dk", secret: "test-secret-of-at-least-32-characters!!", from: "booking@salgskraft.dk" },
      now,
    );
    expect(booking).toMatchObject({ ok: false, reason: "taken", message: takenMessage });

    const [stored] = await database.db.select().from(calendarFeeds).where(eq(calendarFeeds.staffId, anna));
    expect(stored!.url).not.toContain("127.0.0.1");
    expect(stored!.url).toMatch(/^v1:/);
    expect(await calendarFeedOf(database.db, anna)).toMatchObject({ host: `127.0.0.1:${calendar.port}`, lastError: null, busyCount: 1, lastOkAt: now });

    // Removing the calendar opens the hour again.
    await removeCalendarFeed(database.db, anna);
    expect(await offeredOnTuesday(database.db)).toContain(tuesdayAt(10 * 60).getTime());
  });

  it("a failing feed keeps its last good busy times and says why in Danish; the next good fetch replaces them", async () => {
    await saveCalendarFeed(database.db, anna, calendar.url(), config, now);
    expect(await refreshCalendarFeed(database.db, anna, config, now)).toMatchObject({ ok: true });

    calendar.answer((_path, response) => response.writeHead(500).end("fejl"));
    const later = new Date(now.getTime() + 10 * 60_000);
    const { result } = await withLogCaptured(() => refreshCalendarFeed(database.db, anna, config, later));
    expect(result).toEqual({ ok: false, error: "Kalenderen svarede HTTP 500" });
    expect(await offeredOnTuesday(database.db)).not.toContain(tuesdayAt(10 * 60).getTime());
    expect(await calendarFeedOf(database.db, anna)).toMatchObject({ lastError: "Kalenderen svarede HTTP 500", lastOkAt: now, lastAttemptAt: later });

    calendar.answer(serve("<html>Log ind for at se kalenderen</html>"));
    const { result: html } = await withLogCaptured(() => refreshCalendarFeed(database.db, anna, config, later));
    expect(html).toEqual({ ok: false, error: "Filen er ikke en iCal-kalender (.ics)" });
    expect(await offeredOnTuesday(database.db)).not.toContain(tuesdayAt(10 * 60).getTime());

    // The meeting moved to 13.00: 10.00 opens, 13.00 closes.
    calendar.answer(
      serve(busyTuesday.replace("DTSTART:20261201T090000Z", "DTSTART:20261201T120000Z").replace("DTEND:20261201T100000Z", "DTEND:20261201T130000Z")),
    );
    expect(await refreshCalendarFeed(database.db, anna, config, later)).toEqual({ ok: true, busy: 1 });
    const offered = await offeredOnTuesday(database.db);
    expect(offered).toContain(tuesdayAt(10 * 60).getTime());
    expect(offered).not.toContain(tuesdayAt(13 * 60).getTime());
    expect(await calendarFeedOf(database.db, anna)).toMatchObject({ lastError: null, lastOkAt: later });
  });

  it("refuses a feed over the size limit (with and without Content-Length) and one slower than the time limit, keeping the busy times", async () => {
    await saveCalendarFeed(database.db, anna, calendar.url(), config, now);
    expect(await refreshCalendarFeed(database.db, anna, config, now)).toMatchObject({ ok: true });
    const big = busyTuesday.replace("SUMMARY:Kundemøde", `DESCRIPTION:${"x".repeat(3 * 1024 * 1024)}`);
    calendar.answer(serve(big));
    const sized = await withLogCaptured(() => refreshCalendarFeed(database.db, anna, config, now));
    expect(sized.result).toEqual({ ok: false, error: "Kalenderen er større end 2 MB" });
    calendar.answer((_path, response) => {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      response.write(big.slice(0, 1024 * 1024));
      response.end(big.slice(1024 * 1024));
    });
    const streamed = await withLogCaptured(() => refreshCalendarFeed(database.db, anna, config, now));
    expect(streamed.result).toEqual({ ok: false, error: "Kalenderen er større end 2 MB" });

    // A server that sends the start and then nothing: cut off at the deadline.
    calendar.answer((_path, response) => {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\n");
    });
    const slow = await withLogCaptured(() => refreshCalendarFeed(database.db, anna, { ...config, timeoutMs: scaled(500) }, now));
    expect(slow.result).toEqual({ ok: false, error: "Tidsgrænsen blev overskredet" });
    expect(await offeredOnTuesday(database.db)).not.toContain(tuesdayAt(10 * 60).getTime());
    expect(await database.db.select().from(calendarBusy).where(eq(calendarBusy.staffId, anna))).toHaveLength(1);
  });

  it("parses the feed in a worker thread; a parse past its deadline is a Danish failure that keeps the busy times", async () => {
    await saveCalendarFeed(database.db, anna, calendar.url(), config, now);
    const good = await withLogCaptured(() => refreshCalendarFeed(database.db, anna, config, now));
    expect(good.result).toEqual({ ok: true, busy: 1 });
    const [fetched] = logLines(good.log, "Kalender hentet");
    // Thread id 0 is the main thread.
    expect(fetched).toMatchObject({ busy: 1, parseThreadId: expect.any(Number) });
    expect(fetched!.parseThreadId).not.toBe(threadId);

    // A feed of 3,000 events (tens of milliseconds of parsing at least) against a 1 ms deadline.
    const events = Array.from({ length: 3000 }, (_, index) =>
      [
        "BEGIN:VEVENT",
        `UID:m${index}@google.com`,
        `DTSTART:202612${String(2 + (index % 20)).padStart(2, "0")}T120000Z`,
        "DTEND:20261222T130000Z",
        "END:VEVENT",
      ].join("\r\n"),
    );
    calendar.answer(serve(ics(...events)));
    const later = new Date(now.getTime() + 10 * 60_000);
    const late = await withLogCaptured(() => refreshCalendarFeed(database.db, anna, { ...config, parseDeadlineMs: 1 }, later));
    expect(late.result).toEqual({ ok: false, error: "Kalenderen tog for lang tid at læse" });
    expect(await calendarFeedOf(database.db, anna)).toMatchObject({ lastError: "Kalenderen tog for lang tid at læse", lastOkAt: now, busyCount: 1 });
    expect(await offeredOnTuesday(database.db)).not.toContain(tuesdayAt(10 * 60).getTime());
    expect(await database.db.select().from(calendarBusy).where(eq(calendarBusy.staffId, anna))).toHaveLength(1);
  });

  it("SSRF: loopback, private and metadata addresses are refused when saved, when connecting and on a redirect", async () => {
    for (const url of [
      "http://calendar.google.com/calendar/ical/x/basic.ics",
      "https://127.0.0.1/kalender.ics",
      "https://localhost/kalender.ics",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/kalender.ics",
      "https://10.0.0.5/kalender.ics",
      "https://bruger:kode@outlook.office365.com/owa/calendar/x/calendar.ics",
      "file:///etc/passwd",
    ])
      expect(calendarUrlProblem(url, false), url).not.toBeNull();
    expect(calendarUrlProblem("https://127.0.0.1/kalender.ics", false)).toBe(
      "Adressen peger på et internt netværk. Kalendere kan kun hentes fra offentlige adresser.",
    );
    expect(calendarUrlProblem("https://calendar.google.com/calendar/ical/anna%40firma.dk/private-abc/basic.ics", false)).toBeNull();
    expect(calendarUrlProblem("webcal://outlook.office365.com/owa/calendar/x/y/calendar.ics", false)).toBeNull();

    // A public-looking name that resolves to loopback: refused in the socket's lookup, no connection.
    const resolve: Resolve = (_hostname, _options, callback) => callback(null, [{ address: "127.0.0.1", family: 4 }]);
    const before = calendar.requests();
    await expect(fetchFeedText(`https://kalender.firma.test:${calendar.port}/kalender.ics`, { ...config, allowPrivate: false, resolve })).rejects.toMatchObject(
      {
        code: "SALGSKRAFT_PRIVATE_ADDRESS",
      },
    );
    expect(calendar.requests()).toBe(before);
    await saveCalendarFeed(database.db, anna, `https://kalender.firma.test:${calendar.port}/kalender.ics`, config, now);
    const refused = await withLogCaptured(() => refreshCalendarFeed(database.db, anna, { ...config, allowPrivate: false, resolve }, now));
    expect(refused.result).toEqual({ ok: false, error: "Adressen peger på et internt netværk" });
    expect(await calendarFeedOf(database.db, anna)).toMatchObject({ lastError: "Adressen peger på et internt netværk" });

    // Redirects: each target is checked like the address itself, at most 3.
    calendar.answer((path, response) => {
      if (path === "/videre-fil") return response.writeHead(302, { Location: "file:///etc/passwd" }).end();
      if (path === "/videre-rundt") return response.writeHead(302, { Location: "/videre-rundt" }).end();
      if (path === "/videre") return response.writeHead(301, { Location: "/kalender.ics" }).end();
      serve(busyTuesday)(path, response);
    });
    await expect(fetchFeedText(calendar.url("/videre"), config)).resolves.toBe(busyTuesday);
    await expect(fetchFeedText(calendar.url("/videre-fil"), config)).rejects.toThrow("Adressen sendte videre til en adresse, vi ikke henter fra");
    await expect(fetchFeedText(calendar.url("/videre-rundt"), config)).rejects.toThrow("Adressen sendte videre for mange gange");
  });

  it("the job fetches feeds when due, not before; a failure backs off (10, 20, 40 minutes ...)", async () => {
    await saveCalendarFeed(database.db, anna, calendar.url(), config, now);
    expect(await refreshDueCalendarFeeds(database.db, config, now)).toBe(1);
    expect(await refreshDueCalendarFeeds(database.db, config, new Date(now.getTime() + 9 * 60_000))).toBe(0);
    calendar.answer((_path, response) => response.writeHead(503).end());
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const failing = await withLogCaptured(async () => [
      await refreshDueCalendarFeeds(database.db, config, at(10)),
      await refreshDueCalendarFeeds(database.db, config, at(19)),
      await refreshDueCalendarFeeds(database.db, config, at(20)),
      await refreshDueCalendarFeeds(database.db, config, at(39)),
      await refreshDueCalendarFeeds(database.db, config, at(40)),
    ]);
    expect(failing.result).toEqual([1, 0, 1, 0, 1]);
    const [feed] = await database.db.select().from(calendarFeeds).where(eq(calendarFeeds.staffId, anna));
    expect(feed).toMatchObject({ failures: 3, nextFetchAt: at(80) });
    expect(await offeredOnTuesday(database.db)).not.toContain(tuesdayAt(10 * 60).getTime());
    // A deactivated colleague's calendar is not read.
    await database.db
      .update(staffUsers)
      .set({ disabledAt: at(80) })
      .where(eq(staffUsers.id, anna));
    expect(await refreshDueCalendarFeeds(database.db, config, at(100))).toBe(0);
    await database.db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, anna));

    // On the job runner: a kick runs a round, which fetches the due feed.
    await removeCalendarFeed(database.db, anna);
    await saveCalendarFeed(database.db, anna, calendar.url(), config, now);
    calendar.answer(serve(busyTuesday));
    let rounds = 0;
    let roundDone: () => void = () => undefined;
    const runner = startJobs(database.db, [{ ...busyCalendarJob(database.db, config), firstMs: 0 }], {
      now: () => now,
      onRound: () => {
        rounds++;
        roundDone();
      },
    });
    await new Promise<void>((resolve) => (roundDone = resolve));
    await runner.stop();
    expect(rounds).toBeGreaterThan(0);
    expect(await calendarFeedOf(database.db, anna)).toMatchObject({ busyCount: 1, lastOkAt: now });
  });
});
