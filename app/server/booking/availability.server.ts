/**
 * "Book et møde" for staff: availability, days off, the host profile and the private calendar feed,
 * and the nightly pruning of what meetings leave behind.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import { danishDay, addDays } from "./booking-slots.server.ts";
import type { Db } from "../platform/db.server.ts";
import { bookingClaims, bookings, meetingHosts, staffAvailability, staffDaysOff } from "./schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";
import { getMeetingSettings, isTopic } from "./settings.server.ts";
import { type MeetingRow, meetingQuery, calendarMeeting } from "./meetings.server.ts";

// ---------------------------------------------------------------------------------------------
// Staff: availability, days off, the host profile and the private feed.

export type Availability = { windows: { weekday: number; startMinute: number; endMinute: number }[]; daysOff: string[] };

export async function availabilityOf(db: Db, staffId: string, today: string): Promise<Availability> {
  const [windows, daysOff] = await Promise.all([
    db
      .select({ weekday: staffAvailability.weekday, startMinute: staffAvailability.startMinute, endMinute: staffAvailability.endMinute })
      .from(staffAvailability)
      .where(eq(staffAvailability.staffId, staffId))
      .orderBy(staffAvailability.weekday, staffAvailability.startMinute),
    db
      .select({ day: staffDaysOff.day })
      .from(staffDaysOff)
      .where(and(eq(staffDaysOff.staffId, staffId), gte(staffDaysOff.day, today)))
      .orderBy(staffDaysOff.day),
  ]);
  return { windows, daysOff: daysOff.map((row) => row.day) };
}

/** Replaces a staff member's weekly availability (one transaction: the slots never see half of it). */
export async function saveAvailability(db: Db, staffId: string, windows: Availability["windows"]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffAvailability).where(eq(staffAvailability.staffId, staffId));
    if (windows.length) await tx.insert(staffAvailability).values(windows.map((window) => ({ staffId, ...window })));
  });
}

export async function addDayOff(db: Db, staffId: string, day: string): Promise<void> {
  await db.insert(staffDaysOff).values({ staffId, day }).onConflictDoNothing();
}

export async function removeDayOff(db: Db, staffId: string, day: string): Promise<void> {
  await db.delete(staffDaysOff).where(and(eq(staffDaysOff.staffId, staffId), eq(staffDaysOff.day, day)));
}

export type HostProfile = { displayName: string; topics: string[]; takesMeetings: boolean; hasFeed: boolean };

export async function hostProfile(db: Db, staffId: string): Promise<HostProfile | null> {
  const [row] = await db
    .select({ host: meetingHosts, name: staffUsers.displayName })
    .from(meetingHosts)
    .innerJoin(staffUsers, eq(staffUsers.id, meetingHosts.staffId))
    .where(eq(meetingHosts.staffId, staffId));
  return row ? { displayName: row.name, topics: row.host.topics, takesMeetings: row.host.takesMeetings, hasFeed: row.host.feedTokenHash !== null } : null;
}

/** The host's settings; the name is the staff member's one display name (issue 37, item 11), changed here too. */
export async function saveHostProfile(db: Db, staffId: string, profile: { displayName: string; topics?: string[]; takesMeetings: boolean }): Promise<void> {
  const set = {
    takesMeetings: profile.takesMeetings,
    ...(profile.topics ? { topics: profile.topics } : {}),
    updatedAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ displayName: profile.displayName, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, staffId));
    await tx
      .insert(meetingHosts)
      .values({ staffId, takesMeetings: profile.takesMeetings, topics: profile.topics ?? [] })
      .onConflictDoUpdate({ target: meetingHosts.staffId, set });
  });
}

export async function setHostTopics(db: Db, staffId: string, topics: string[]): Promise<void> {
  await db
    .update(meetingHosts)
    .set({ topics: topics.filter(isTopic), updatedAt: sql`now()` })
    .where(eq(meetingHosts.staffId, staffId));
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new secret feed token (the old feed URL stops working); returned once, stored as its hash. */
export async function renewFeedToken(db: Db, staffId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db
    .update(meetingHosts)
    .set({ feedTokenHash: hashToken(token), updatedAt: sql`now()` })
    .where(eq(meetingHosts.staffId, staffId));
  return token;
}

export async function removeFeed(db: Db, staffId: string): Promise<void> {
  await db
    .update(meetingHosts)
    .set({ feedTokenHash: null, updatedAt: sql`now()` })
    .where(eq(meetingHosts.staffId, staffId));
}

/** The host whose feed token this is, with their meetings from 30 days back. */
export async function feedFor(db: Db, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [host] = await db
    .select({ staffId: meetingHosts.staffId, name: staffUsers.displayName })
    .from(meetingHosts)
    .innerJoin(staffUsers, eq(staffUsers.id, meetingHosts.staffId))
    .where(and(eq(meetingHosts.feedTokenHash, hashToken(token)), isNull(staffUsers.disabledAt)));
  if (!host) return null;
  const rows = (await meetingQuery(db)
    .where(and(eq(bookings.staffId, host.staffId), eq(bookings.status, "booked"), gt(bookings.startsAt, new Date(now.getTime() - 30 * 86_400_000))))
    .orderBy(asc(bookings.startsAt))
    .limit(2000)) as MeetingRow[];
  const settings = await getMeetingSettings(db);
  return { name: host.name, meetings: rows.map((row) => calendarMeeting(row, settings)) };
}

/** The "Møder" view: booked meetings between two instants (for one host, or everyone). */
export async function meetingsBetween(db: Db, from: Date, to: Date, staffId?: string): Promise<MeetingRow[]> {
  const conditions = [eq(bookings.status, "booked"), gte(bookings.startsAt, from), lt(bookings.startsAt, to)];
  if (staffId) conditions.push(eq(bookings.staffId, staffId));
  return (await meetingQuery(db)
    .where(and(...conditions))
    .orderBy(asc(bookings.startsAt))
    .limit(500)) as MeetingRow[];
}

/** Claims of meetings that are over are no longer needed (the retention job calls this). */
export async function pruneMeetingLeftovers(db: Db, now = new Date()): Promise<{ claims: number; daysOff: number }> {
  const claims = await db
    .delete(bookingClaims)
    .where(lt(bookingClaims.tick, new Date(now.getTime() - 86_400_000)))
    .returning({ tick: bookingClaims.tick });
  const daysOff = await db
    .delete(staffDaysOff)
    .where(lt(staffDaysOff.day, addDays(danishDay(now).date, -30)))
    .returning({ day: staffDaysOff.day });
  return { claims: claims.length, daysOff: daysOff.length };
}
