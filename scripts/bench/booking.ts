/**
 * "Book et møde" benchmark (issue 25). Standalone: `npm exec -- node scripts/bench/booking.ts` (or
 * `npm run bench -- --only=booking`). On PGlite, and on PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set: 10 staff with availability Monday-Friday 8-16, 2,000 booked meetings in
 * the next 3 weeks (200 each, most of their calendar), then the free slots of one topic and length
 * over 3 weeks as the booking page asks for them (settings, hosts, calendars and the computation),
 * and the computation alone. Median and max of 30 runs after 5 warm-ups.
 */
import { performance } from "node:perf_hooks";
import { openDatabase, type Db } from "../../app/server/platform/db.server.ts";
import { listFreeSlots, rulesFor, defaultMeetingSettings, saveMeetingSettings, staffCalendars } from "../../app/server/booking/settings.server.ts";
import { saveAvailability, saveHostProfile } from "../../app/server/booking/availability.server.ts";
import { addDays, danishDay, danishTime, freeSlots, workingHours } from "../../app/server/booking/booking-slots.server.ts";
import { bookings } from "../../app/server/booking/schema.server.ts";
import { contactSubmissions } from "../../app/server/inbox/schema.server.ts";
import { staffUsers } from "../../app/server/auth/schema.server.ts";
import { withScratchPostgres } from "./scratch-database.ts";

export type BookingBenchRow = { engine: string; measure: string; median: string; max: string };

const STAFF = 10;
const BOOKINGS = 2000;

async function seed(db: Db, now: Date): Promise<string[]> {
  await saveMeetingSettings(db, { ...defaultMeetingSettings, noticeHours: 0 });
  const ids: string[] = [];
  for (let index = 0; index < STAFF; index++) {
    const [user] = await db
      .insert(staffUsers)
      .values({ email: `vaert${index}@bench.dk`, passwordHash: "!" })
      .returning({ id: staffUsers.id });
    await saveHostProfile(db, user!.id, { displayName: `Vært ${index}`, takesMeetings: true });
    await saveAvailability(
      db,
      user!.id,
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 16 * 60 })),
    );
    ids.push(user!.id);
  }
  // Every half hour of every working day in the next 3 weeks; each person gets 200 of them.
  const starts: Date[] = [];
  const today = danishDay(now).date;
  for (let offset = 1; offset <= 21; offset++) {
    const date = addDays(today, offset);
    const open = workingHours(date);
    if (!open) continue;
    for (let minute = open.startMinute; minute + 20 <= open.endMinute; minute += 30) starts.push(danishTime(date, minute));
  }
  const perStaff = BOOKINGS / STAFF;
  for (const [index, staffId] of ids.entries()) {
    const chosen = starts.filter((_, at) => (at * 7 + index) % starts.length < perStaff || at < 0).slice(0, perStaff);
    const enquiries = await db
      .insert(contactSubmissions)
      .values(
        chosen.map((_, at) => ({
          kind: "meeting" as const,
          source: "/book-et-moede",
          name: `Gæst ${index}-${at}`,
          email: `g${index}-${at}@bench.dk`,
          dedupeKey: `bench-${index}-${at}`,
        })),
      )
      .returning({ id: contactSubmissions.id });
    await db.insert(bookings).values(
      chosen.map((start, at) => ({
        submissionId: enquiries[at]!.id,
        staffId,
        topic: "moedebooking",
        lengthMinutes: 20,
        bufferMinutes: 10,
        startsAt: start,
        endsAt: new Date(start.getTime() + 20 * 60_000),
      })),
    );
  }
  return ids;
}

async function measure(runs: number, work: () => Promise<unknown> | unknown): Promise<{ median: number; max: number }> {
  for (let warm = 0; warm < 5; warm++) await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times.at(-1)! };
}

async function benchOn(engine: string, db: Db): Promise<BookingBenchRow[]> {
  const now = new Date();
  const ids = await seed(db, now);
  const settings = { ...defaultMeetingSettings, noticeHours: 0 };
  const end = danishTime(addDays(danishDay(now).date, 22), 0);
  const calendars = await staffCalendars(db, ids, now, end);
  const booked = calendars.reduce((sum, calendar) => sum + calendar.busy.length, 0);
  const withDb = await measure(30, () => listFreeSlots(db, "moedebooking", 20, now));
  const computeOnly = await measure(30, () => freeSlots(now, calendars, rulesFor(settings, 20)));
  const slots = (await listFreeSlots(db, "moedebooking", 20, now)).days.reduce((sum, day) => sum + day.slots.length, 0);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  return [
    {
      engine,
      measure: `free slots, 10 staff, 3 weeks, ${booked} booked meetings (${slots} free slots): queries + computation`,
      median: fmt(withDb.median),
      max: fmt(withDb.max),
    },
    { engine, measure: "the same, computation alone", median: fmt(computeOnly.median), max: fmt(computeOnly.max) },
  ];
}

export async function benchBooking(): Promise<BookingBenchRow[]> {
  const rows: BookingBenchRow[] = [];
  const pglite = await openDatabase({});
  try {
    rows.push(...(await benchOn("PGlite", pglite.db)));
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) rows.push(...(await withScratchPostgres(url, (db) => benchOn("PostgreSQL 15", db))));
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchBooking()) console.log(`| ${row.engine} | ${row.measure} | ${row.median} | ${row.max} |`);
}
