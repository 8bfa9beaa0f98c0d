/**
 * "Book et møde": the owner's settings, the topics, the hosts who take a topic, staff calendars and
 * the free slots a buyer is offered.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { meetingTopics } from "../../forms/options.ts";
import { danishDay, danishTime, addDays, freeSlots, type SlotDay, type SlotRules, type StaffCalendar } from "./booking-slots.server.ts";
import type { Db } from "../platform/db.server.ts";
import {
  bookings,
  calendarBusy,
  meetingHosts,
  meetingSettings,
  staffAvailability,
  staffDaysOff,
  type MeetingMode,
  type MeetingRouting,
} from "./schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";

export const MINUTE = 60_000;

export type MeetingSettings = {
  lengths: number[];
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  mode: MeetingMode;
  videoUrl: string | null;
  routing: MeetingRouting;
};

export const defaultMeetingSettings: MeetingSettings = {
  lengths: [20, 45],
  bufferMinutes: 15,
  noticeHours: 4,
  horizonDays: 21,
  mode: "phone",
  videoUrl: null,
  routing: "round_robin",
};

export async function getMeetingSettings(db: Pick<Db, "select">): Promise<MeetingSettings> {
  const [row] = await db.select().from(meetingSettings).where(eq(meetingSettings.id, 1));
  if (!row) return defaultMeetingSettings;
  const { id: _id, updatedAt: _updated, ...settings } = row;
  return { ...settings, lengths: [...settings.lengths].sort((a, b) => a - b) };
}

export async function saveMeetingSettings(db: Db, settings: MeetingSettings): Promise<void> {
  await db
    .insert(meetingSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: meetingSettings.id, set: { ...settings, updatedAt: sql`now()` } });
}

/** Topics no longer offered keep their label on the meetings booked under them (Kundeservice left the services in issue 38). */
const retiredTopicLabels: Record<string, string> = { kundeservice: "Kundeservice" };
export const topicLabel = (topic: string) => meetingTopics.find((option) => option.value === topic)?.label ?? retiredTopicLabels[topic] ?? topic;
export const isTopic = (topic: string | null | undefined): topic is string => meetingTopics.some((option) => option.value === topic);

export type Host = { id: string; name: string; email: string };

/** Everyone who takes meetings of this topic (all topics when topic is undefined). */
export async function meetingHostsFor(db: Db, topic: string | undefined, routing: MeetingRouting): Promise<Host[]> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.displayName, email: staffUsers.email, topics: meetingHosts.topics })
    .from(meetingHosts)
    .innerJoin(staffUsers, eq(staffUsers.id, meetingHosts.staffId))
    .where(and(eq(meetingHosts.takesMeetings, true), isNull(staffUsers.disabledAt)))
    .orderBy(asc(staffUsers.displayName));
  return rows
    .filter((row) => routing !== "by_topic" || !topic || row.topics.length === 0 || row.topics.includes(topic))
    .map(({ topics: _topics, ...host }) => host);
}

/** The hosts' availability, days off and busy intervals (meetings with buffers, their own calendars' busy times) between two instants. */
export async function staffCalendars(db: Db, hostIds: readonly string[], from: Date, to: Date): Promise<StaffCalendar[]> {
  if (!hostIds.length) return [];
  const ids = [...hostIds];
  const [windows, daysOff, booked, ownCalendars] = await Promise.all([
    db.select().from(staffAvailability).where(inArray(staffAvailability.staffId, ids)),
    db
      .select()
      .from(staffDaysOff)
      .where(and(inArray(staffDaysOff.staffId, ids), gte(staffDaysOff.day, danishDay(from).date), lt(staffDaysOff.day, addDays(danishDay(to).date, 1)))),
    // One row per person with their meetings as a JSON array: 2,000 meetings as 2,000 rows cost
    // PGlite ~40 ms to hand over, as 10 rows ~3 ms (docs/benchmarks.md, "Book et møde").
    db
      .select({
        staffId: bookings.staffId,
        meetings: sql<
          [number, number][]
        >`json_agg(json_build_array((extract(epoch from ${bookings.startsAt}) * 1000)::bigint, ${bookings.lengthMinutes} + ${bookings.bufferMinutes}))`,
      })
      .from(bookings)
      // A day's margin before `from`: a meeting that started earlier may still hold its buffer.
      .where(
        and(
          inArray(bookings.staffId, ids),
          eq(bookings.status, "booked"),
          gt(bookings.startsAt, new Date(from.getTime() - 86_400_000)),
          lt(bookings.startsAt, to),
        ),
      )
      .groupBy(bookings.staffId),
    // Busy in their own calendar (issue 37 item 8, app/server/booking/busy-calendars.server.ts), one row per person too.
    db
      .select({
        staffId: calendarBusy.staffId,
        intervals: sql<
          [number, number][]
        >`json_agg(json_build_array((extract(epoch from ${calendarBusy.startsAt}) * 1000)::bigint, (extract(epoch from ${calendarBusy.endsAt}) * 1000)::bigint))`,
      })
      .from(calendarBusy)
      .where(and(inArray(calendarBusy.staffId, ids), lt(calendarBusy.startsAt, to), gt(calendarBusy.endsAt, new Date(from.getTime() - 86_400_000))))
      .groupBy(calendarBusy.staffId),
  ]);
  return ids.map((id) => ({
    id,
    windows: windows.filter((row) => row.staffId === id),
    daysOff: new Set(daysOff.filter((row) => row.staffId === id).map((row) => row.day)),
    busy: (booked.find((row) => row.staffId === id)?.meetings ?? [])
      .map(([start, minutes]) => ({
        start: Number(start),
        end: Number(start) + minutes * MINUTE,
      }))
      .concat((ownCalendars.find((row) => row.staffId === id)?.intervals ?? []).map(([start, end]) => ({ start: Number(start), end: Number(end) }))),
  }));
}

export const rulesFor = (settings: MeetingSettings, lengthMinutes: number): SlotRules => ({
  lengthMinutes,
  bufferMinutes: settings.bufferMinutes,
  noticeHours: settings.noticeHours,
  horizonDays: settings.horizonDays,
});

export const horizonEnd = (now: Date, settings: MeetingSettings) => danishTime(addDays(danishDay(now).date, settings.horizonDays + 1), 0);

export type FreeSlots = { settings: MeetingSettings; days: SlotDay[]; hosts: Host[] };

/** The free slots of a topic and length over the next weeks (by the owner's settings). */
export async function listFreeSlots(db: Db, topic: string, lengthMinutes: number, now = new Date()): Promise<FreeSlots> {
  const settings = await getMeetingSettings(db);
  const hosts = await meetingHostsFor(db, topic, settings.routing);
  const calendars = await staffCalendars(
    db,
    hosts.map((host) => host.id),
    now,
    horizonEnd(now, settings),
  );
  return { settings, hosts, days: freeSlots(now, calendars, rulesFor(settings, lengthMinutes)) };
}
