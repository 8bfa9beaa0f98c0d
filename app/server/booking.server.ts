/**
 * "Book et møde" on the database: the owner's settings, staff calendars, free slots, and booking,
 * moving and cancelling a meeting. A booking is an enquiry of kind "meeting" in the inbox, assigned
 * to the staff member who takes it; the enquiry, the booking, its claims (no double booking: see
 * bookingClaims in ./schema.ts), its history and every mail with its .ics are written in one
 * transaction, or nothing is.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gt, gte, inArray, isNull, lt, max, sql } from "drizzle-orm";
import { contact } from "../content/site.ts";
import { meetingTopics } from "../forms/options.ts";
import { danishMeetingTime } from "../lib/danish-time.ts";
import { claimOf, danishDay, danishTime, addDays, freeSlots, refusal, TICK_MINUTES, type SlotDay, type SlotRules, type StaffCalendar } from "./booking-slots.server.ts";
import { meetingInvitation, type CalendarMeeting } from "./booking-calendar.server.ts";
import { mailboxLimitMessage, MAX_UPCOMING_PER_MAILBOX, upcomingLimit } from "./booking-limits.server.ts";
import type { Db } from "./db.server.ts";
import { dedupeKey, type EnquiryInput, type Notification } from "./enquiries.server.ts";
import { recordHistory } from "./history.server.ts";
import { isUuid } from "./inbox.server.ts";
import { meetingChangedMail, meetingConfirmation, meetingHostNotice, staffNotification } from "./mail-templates.server.ts";
import {
  bookingClaims,
  bookings,
  contactSubmissions,
  meetingHosts,
  meetingSettings,
  outbox,
  staffAvailability,
  staffDaysOff,
  staffUsers,
  type MeetingMode,
  type MeetingRouting,
} from "./schema.server.ts";

const MINUTE = 60_000;

export type MeetingSettings = {
  lengths: number[];
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  mode: MeetingMode;
  videoUrl: string | null;
  routing: MeetingRouting;
};

export const defaultMeetingSettings: MeetingSettings = { lengths: [20, 45], bufferMinutes: 15, noticeHours: 4, horizonDays: 21, mode: "phone", videoUrl: null, routing: "round_robin" };

export async function getMeetingSettings(db: Db): Promise<MeetingSettings> {
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
    .select({ id: staffUsers.id, name: meetingHosts.displayName, email: staffUsers.email, topics: meetingHosts.topics })
    .from(meetingHosts)
    .innerJoin(staffUsers, eq(staffUsers.id, meetingHosts.staffId))
    .where(and(eq(meetingHosts.takesMeetings, true), isNull(staffUsers.disabledAt)))
    .orderBy(asc(meetingHosts.displayName));
  return rows.filter((row) => routing !== "by_topic" || !topic || row.topics.length === 0 || row.topics.includes(topic)).map(({ topics: _topics, ...host }) => host);
}

/** The hosts' availability, days off and claimed intervals between two instants. */
export async function staffCalendars(db: Db, hostIds: readonly string[], from: Date, to: Date): Promise<StaffCalendar[]> {
  if (!hostIds.length) return [];
  const ids = [...hostIds];
  const [windows, daysOff, booked] = await Promise.all([
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
        meetings: sql<[number, number][]>`json_agg(json_build_array((extract(epoch from ${bookings.startsAt}) * 1000)::bigint, ${bookings.lengthMinutes} + ${bookings.bufferMinutes}))`,
      })
      .from(bookings)
      // A day's margin before `from`: a meeting that started earlier may still hold its buffer.
      .where(and(inArray(bookings.staffId, ids), eq(bookings.status, "booked"), gt(bookings.startsAt, new Date(from.getTime() - 86_400_000)), lt(bookings.startsAt, to)))
      .groupBy(bookings.staffId),
  ]);
  return ids.map((id) => ({
    id,
    windows: windows.filter((row) => row.staffId === id),
    daysOff: new Set(daysOff.filter((row) => row.staffId === id).map((row) => row.day)),
    busy: (booked.find((row) => row.staffId === id)?.meetings ?? []).map(([start, minutes]) => ({ start: Number(start), end: Number(start) + minutes * MINUTE })),
  }));
}

export const rulesFor = (settings: MeetingSettings, lengthMinutes: number): SlotRules => ({
  lengthMinutes,
  bufferMinutes: settings.bufferMinutes,
  noticeHours: settings.noticeHours,
  horizonDays: settings.horizonDays,
});

const horizonEnd = (now: Date, settings: MeetingSettings) => danishTime(addDays(danishDay(now).date, settings.horizonDays + 1), 0);

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

// ---------------------------------------------------------------------------------------------
// Signed links in the mails: view the booking, move it, cancel it. Each is an HMAC of the purpose,
// the booking and its version; a move or a cancellation raises the version, so every link of an
// older mail stops working (one use per action), and none can be made without the server secret.

export type MeetingLinkPurpose = "view" | "move" | "cancel";

export function meetingLinkToken(secret: string, purpose: MeetingLinkPurpose, bookingId: string, version: number): string {
  return createHmac("sha256", secret).update(`meeting-${purpose}:${bookingId}:${version}`).digest("base64url");
}

export function checkMeetingLink(secret: string, purpose: MeetingLinkPurpose, bookingId: string, version: number, token: string | null | undefined): boolean {
  if (!token || !isUuid(bookingId) || !Number.isSafeInteger(version) || version < (purpose === "view" ? 0 : 1)) return false;
  const expected = Buffer.from(meetingLinkToken(secret, purpose, bookingId, version));
  const actual = Buffer.from(token);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export { bookingPath } from "../content/booking.ts";
import { bookingPath } from "../content/booking.ts";
import { buildConfig } from "../config/build-config.ts";
import { queueWebhookEvent } from "./webhooks.server.ts";
export const confirmationPath = `${bookingPath}/bekraeftet`;
export const managePath = `${bookingPath}/aendr`;

export function meetingLinks(siteUrl: string, secret: string, bookingId: string, version: number) {
  const query = (purpose: MeetingLinkPurpose) => `id=${bookingId}&v=${version}&token=${meetingLinkToken(secret, purpose, bookingId, version)}`;
  return {
    // The view link stays good through moves (version 0); moving and cancelling work once per version.
    view: `${siteUrl}${confirmationPath}?id=${bookingId}&token=${meetingLinkToken(secret, "view", bookingId, 0)}`,
    move: `${siteUrl}${managePath}?handling=flyt&${query("move")}`,
    cancel: `${siteUrl}${managePath}?handling=aflys&${query("cancel")}`,
  };
}

// ---------------------------------------------------------------------------------------------

export const takenMessage = "Tiden er lige blevet taget – vælg en anden.";
export const unavailableMessage = "Tiden er ikke ledig hos os. Vælg en af de ledige tider.";

export type BookingRequest = { topic: string; lengthMinutes: number; start: Date; enquiry: Omit<EnquiryInput, "kind"> };
export type BookingOutcome =
  | { ok: true; bookingId: string; submissionId: string; version: number; duplicate: boolean }
  | { ok: false; reason: "taken" | "invalid"; message: string; field?: "start" | "topic" | "length" | "email" }
  /** Refused by `admit` (the visitor's, the address's or the site's limits). */
  | { ok: false; reason: "limited"; status: number; message: string; field?: undefined };

class SlotTaken extends Error {}
class GuestHasEnough extends Error {
  constructor(readonly refusal: string) {
    super(refusal);
  }
}

/**
 * Upcoming meetings one mailbox may hold (third review, finding 3; counted per normalised mailbox
 * and per company domain since the fourth: app/server/booking-limits.server.ts): a bot could
 * otherwise fill every free time in a stranger's name, and mail that stranger a confirmation per
 * slot. Moving or cancelling one by the links in its mail frees a place.
 */
export const guestLimitMessage = mailboxLimitMessage;

const ticks = (start: number, lengthMinutes: number, bufferMinutes: number) => {
  const list: Date[] = [];
  for (let at = start; at < start + (lengthMinutes + bufferMinutes) * MINUTE; at += TICK_MINUTES * MINUTE) list.push(new Date(at));
  return list;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Claims every tick of the meeting for its host; throws SlotTaken (rolling back) when any is held. */
async function claim(tx: Tx, bookingId: string, staffId: string, start: Date, lengthMinutes: number, bufferMinutes: number) {
  const wanted = ticks(start.getTime(), lengthMinutes, bufferMinutes);
  const got = await tx
    .insert(bookingClaims)
    .values(wanted.map((tick) => ({ staffId, tick, bookingId })))
    .onConflictDoNothing()
    .returning({ tick: bookingClaims.tick });
  if (got.length !== wanted.length) throw new SlotTaken();
}

/** Hosts who could take `start`, best first: round-robin gives the one booked longest ago first. */
async function candidatesFor(db: Db, request: { topic: string; lengthMinutes: number; start: Date }, settings: MeetingSettings, now: Date, prefer?: string | null) {
  const hosts = await meetingHostsFor(db, request.topic, settings.routing);
  const rules = rulesFor(settings, request.lengthMinutes);
  const calendars = await staffCalendars(
    db,
    hosts.map((host) => host.id),
    now,
    horizonEnd(now, settings),
  );
  const at = request.start.getTime();
  const find = (list: StaffCalendar[]) => freeSlots(now, list, rules).flatMap((day) => day.slots).find((slot) => slot.start.getTime() === at);
  const free = find(calendars);
  if (!free) {
    // Someone works then, but it is booked: taken. Nobody works then: outside availability.
    const idle = find(calendars.map((calendar) => ({ ...calendar, busy: [] })));
    return { hosts: [] as Host[], reason: idle ? ("taken" as const) : ("invalid" as const) };
  }
  const last = await db
    .select({ staffId: bookings.staffId, at: max(bookings.createdAt) })
    .from(bookings)
    .where(inArray(bookings.staffId, free.staffIds))
    .groupBy(bookings.staffId);
  const lastAt = new Map(last.map((row) => [row.staffId, row.at?.getTime() ?? 0]));
  const ordered = hosts
    .filter((host) => free.staffIds.includes(host.id))
    .sort((a, b) => (a.id === prefer ? -1 : b.id === prefer ? 1 : (lastAt.get(a.id) ?? 0) - (lastAt.get(b.id) ?? 0)));
  return { hosts: ordered, reason: null };
}

export function howText(settings: Pick<MeetingSettings, "mode" | "videoUrl">, phone: string | null | undefined): string {
  if (settings.mode === "video" && settings.videoUrl) return `Mødet er et videomøde: ${settings.videoUrl}`;
  return phone ? `Vi ringer til dig på ${phone}.` : "Vi ringer til dig.";
}

export type MeetingRow = {
  id: string;
  submissionId: string;
  version: number;
  status: "booked" | "cancelled";
  topic: string;
  lengthMinutes: number;
  bufferMinutes: number;
  startsAt: Date;
  endsAt: Date;
  staffId: string | null;
  hostName: string | null;
  hostEmail: string | null;
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  guestCompany: string | null;
};

const meetingColumns = {
  id: bookings.id,
  submissionId: bookings.submissionId,
  version: bookings.version,
  status: bookings.status,
  topic: bookings.topic,
  lengthMinutes: bookings.lengthMinutes,
  bufferMinutes: bookings.bufferMinutes,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  staffId: bookings.staffId,
  hostName: meetingHosts.displayName,
  hostEmail: staffUsers.email,
  guestName: contactSubmissions.name,
  guestEmail: contactSubmissions.email,
  guestPhone: contactSubmissions.phone,
  guestCompany: contactSubmissions.company,
};

function meetingQuery(db: Pick<Db, "select">) {
  return db
    .select(meetingColumns)
    .from(bookings)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, bookings.submissionId))
    .leftJoin(staffUsers, eq(staffUsers.id, bookings.staffId))
    .leftJoin(meetingHosts, eq(meetingHosts.staffId, bookings.staffId));
}

export async function getMeeting(db: Db, bookingId: string): Promise<MeetingRow | null> {
  if (!isUuid(bookingId)) return null;
  const [row] = await meetingQuery(db).where(eq(bookings.id, bookingId));
  return (row as MeetingRow | undefined) ?? null;
}

export async function meetingOfEnquiry(db: Db, submissionId: string): Promise<MeetingRow | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await meetingQuery(db).where(eq(bookings.submissionId, submissionId));
  return (row as MeetingRow | undefined) ?? null;
}

function calendarMeeting(row: MeetingRow, settings: MeetingSettings, cancelled = false): CalendarMeeting {
  return {
    id: row.id,
    version: row.version,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    topicLabel: topicLabel(row.topic),
    hostName: row.hostName ?? "",
    hostEmail: row.hostEmail ?? "",
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    how: howText(settings, row.guestPhone),
    videoUrl: settings.mode === "video" ? settings.videoUrl : null,
    cancelled,
  };
}

/** The sender's and the host's mails about a meeting, each with its .ics, queued in `tx`. */
async function queueMeetingMails(tx: Tx, row: MeetingRow, settings: MeetingSettings, notify: Notification & { from: string }, change: "booked" | "moved" | "cancelled", previous?: Date) {
  const calendar = meetingInvitation(calendarMeeting(row, settings, change === "cancelled"), notify.siteUrl, notify.from);
  const links = meetingLinks(notify.siteUrl, notify.secret, row.id, row.version);
  const details = { time: danishMeetingTime(row.startsAt, row.endsAt), previousTime: previous ? danishMeetingTime(previous, new Date(previous.getTime() + row.lengthMinutes * MINUTE)) : undefined, topic: topicLabel(row.topic), host: row.hostName ?? "", how: howText(settings, row.guestPhone), links };
  const toGuest = change === "booked" ? meetingConfirmation({ ...details, name: row.guestName }) : meetingChangedMail({ ...details, name: row.guestName }, change);
  const toHost = meetingHostNotice({ ...details, guest: row.guestName, company: row.guestCompany, phone: row.guestPhone, email: row.guestEmail, enquiryUrl: `${notify.siteUrl}/admin/contact-submissions/${row.submissionId}` }, change);
  const mails = [{ submissionId: row.submissionId, recipient: row.guestEmail, replyTo: notify.to, subject: toGuest.subject, body: toGuest.body, headers: toGuest.headers, calendar }];
  if (row.hostEmail) mails.push({ submissionId: row.submissionId, recipient: row.hostEmail, replyTo: row.guestEmail, subject: toHost.subject, body: toHost.body, headers: undefined, calendar });
  await tx.insert(outbox).values(mails);
}

/**
 * Books a meeting: checks the slot against the rules and the calendars, then tries the hosts who
 * are free, best first, each in its own transaction; a host whose ticks another booking got first
 * is skipped. A repeated submission (same content the same day) answers with the first booking,
 * before `admit` (the limits of app/server/booking-limits.server.ts) is asked.
 */
export async function bookMeeting(
  db: Db,
  request: BookingRequest,
  notify: Notification & { from: string },
  now = new Date(),
  admit: () => Promise<{ status: number; message: string } | null> = async () => null,
): Promise<BookingOutcome> {
  if (!isTopic(request.topic)) return { ok: false, reason: "invalid", message: "Vælg et emne for mødet.", field: "topic" };
  const settings = await getMeetingSettings(db);
  if (!settings.lengths.includes(request.lengthMinutes)) return { ok: false, reason: "invalid", message: "Vælg en af de mødelængder, vi tilbyder.", field: "length" };
  const rules = rulesFor(settings, request.lengthMinutes);
  const why = refusal(request.start, now, rules);
  if (why) return { ok: false, reason: "invalid", message: why, field: "start" };

  const input: EnquiryInput = {
    ...request.enquiry,
    kind: "meeting",
    extra: { ...request.enquiry.extra, topic: topicLabel(request.topic), lengthMinutes: request.lengthMinutes, time: danishMeetingTime(request.start, new Date(request.start.getTime() + request.lengthMinutes * MINUTE)) },
  };
  const key = dedupeKey(input, now);
  const [existing] = await db.select({ submissionId: contactSubmissions.id, bookingId: bookings.id, version: bookings.version }).from(contactSubmissions).innerJoin(bookings, eq(bookings.submissionId, contactSubmissions.id)).where(eq(contactSubmissions.dedupeKey, key));
  if (existing) return { ok: true, ...existing, duplicate: true };
  const refused = await admit();
  if (refused) return { ok: false, reason: "limited", ...refused };

  const { hosts, reason } = await candidatesFor(db, request, settings, now);
  if (!hosts.length) return { ok: false, reason: reason ?? "taken", message: reason === "invalid" ? unavailableMessage : takenMessage, field: "start" };
  const endsAt = new Date(request.start.getTime() + request.lengthMinutes * MINUTE);
  for (const host of hosts) {
    try {
      return await db.transaction(async (tx) => {
        const enough = await upcomingLimit(tx, input.email, now);
        if (enough) throw new GuestHasEnough(enough);
        const [inserted] = await tx
          .insert(contactSubmissions)
          .values({
            kind: "meeting",
            source: input.source,
            name: input.name,
            email: input.email,
            phone: input.phone || null,
            company: input.company || null,
            interest: "business",
            message: input.message || null,
            extra: { ...input.extra, host: host.name },
            attribution: input.attribution ?? null,
            dedupeKey: key,
            assignedTo: host.id,
            status: "new",
          })
          .onConflictDoNothing({ target: contactSubmissions.dedupeKey })
          .returning({ id: contactSubmissions.id });
        // The same submission won a moment ago in another request: that booking is the answer.
        if (!inserted) throw new SlotTaken();
        const [booking] = await tx
          .insert(bookings)
          .values({ submissionId: inserted.id, staffId: host.id, topic: request.topic, lengthMinutes: request.lengthMinutes, bufferMinutes: settings.bufferMinutes, startsAt: request.start, endsAt })
          .returning({ id: bookings.id, version: bookings.version });
        await claim(tx, booking!.id, host.id, request.start, request.lengthMinutes, settings.bufferMinutes);
        await recordHistory(tx, { submissionId: inserted.id, action: "meeting", detail: { change: "booked", startsAt: request.start.toISOString(), host: host.email } });
        await queueWebhookEvent(tx, "enquiry.created", inserted.id, buildConfig.siteUrl);
        const row: MeetingRow = {
          id: booking!.id,
          submissionId: inserted.id,
          version: booking!.version,
          status: "booked",
          topic: request.topic,
          lengthMinutes: request.lengthMinutes,
          bufferMinutes: settings.bufferMinutes,
          startsAt: request.start,
          endsAt,
          staffId: host.id,
          hostName: host.name,
          hostEmail: host.email,
          guestName: input.name,
          guestEmail: input.email,
          guestPhone: input.phone ?? null,
          guestCompany: input.company ?? null,
        };
        const toStaff = staffNotification(inserted.id, { ...input, extra: { ...input.extra, host: host.name } }, notify.siteUrl);
        await tx.insert(outbox).values({ submissionId: inserted.id, recipient: notify.to, replyTo: input.email, subject: toStaff.subject, body: toStaff.body });
        await queueMeetingMails(tx, row, settings, notify, "booked");
        return { ok: true as const, bookingId: booking!.id, submissionId: inserted.id, version: booking!.version, duplicate: false };
      });
    } catch (error) {
      if (error instanceof GuestHasEnough) return { ok: false, reason: "invalid", message: error.refusal, field: "email" };
      if (!(error instanceof SlotTaken)) throw error;
    }
  }
  const [won] = await db.select({ submissionId: contactSubmissions.id, bookingId: bookings.id, version: bookings.version }).from(contactSubmissions).innerJoin(bookings, eq(bookings.submissionId, contactSubmissions.id)).where(eq(contactSubmissions.dedupeKey, key));
  if (won) return { ok: true, ...won, duplicate: true };
  return { ok: false, reason: "taken", message: takenMessage, field: "start" };
}

export type ChangeOutcome = { ok: true; version: number } | { ok: false; reason: "taken" | "invalid" | "used"; message: string };

export const usedLinkMessage = "Linket er allerede brugt eller erstattet af et nyere. Brug linket i den seneste mail fra os, eller ring til os.";

/**
 * How often a guest may move a meeting by its links (third review, finding 6): the confirmation
 * page's link always offers the current move link, so whoever booked (in anyone's name) could
 * otherwise move it again and again, and every move mails the guest and the host. Staff can still
 * help by phone; cancelling is always possible.
 */
export const MAX_GUEST_MOVES = 3;
export const movedTooOftenMessage = `Mødet er allerede flyttet ${MAX_GUEST_MOVES} gange, så det kan ikke flyttes igen her. Ring til os på ${contact.phone}, så finder vi en ny tid – eller aflys mødet og book en ny tid.`;
/** The version counts the changes: 1 when booked, one more per move. */
export const movesLeft = (version: number) => Math.max(0, MAX_GUEST_MOVES - (version - 1));

/** Moves a meeting to a new start (same length), with the same host when they are free. */
export async function moveMeeting(db: Db, bookingId: string, version: number, start: Date, notify: Notification & { from: string }, actor: { userId?: string } = {}, now = new Date()): Promise<ChangeOutcome> {
  const row = await getMeeting(db, bookingId);
  if (!row || row.status !== "booked" || row.version !== version) return { ok: false, reason: "used", message: usedLinkMessage };
  if (!actor.userId && movesLeft(row.version) === 0) return { ok: false, reason: "used", message: movedTooOftenMessage };
  const settings = await getMeetingSettings(db);
  const rules = { ...rulesFor(settings, row.lengthMinutes) };
  const why = refusal(start, now, rules);
  if (why) return { ok: false, reason: "invalid", message: why };
  // The meeting's own claims do not stand in its way: look at the calendars without it.
  const { hosts, reason } = await candidatesForMove(db, row, start, settings, now);
  if (!hosts.length) return { ok: false, reason: reason ?? "taken", message: reason === "invalid" ? unavailableMessage : takenMessage };
  const endsAt = new Date(start.getTime() + row.lengthMinutes * MINUTE);
  for (const host of hosts) {
    try {
      return await db.transaction(async (tx) => {
        const [locked] = await tx.select({ version: bookings.version, status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
        if (!locked || locked.status !== "booked" || locked.version !== version) return { ok: false as const, reason: "used" as const, message: usedLinkMessage };
        await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, bookingId));
        await claim(tx, bookingId, host.id, start, row.lengthMinutes, settings.bufferMinutes);
        await tx
          .update(bookings)
          .set({ startsAt: start, endsAt, staffId: host.id, bufferMinutes: settings.bufferMinutes, version: version + 1, updatedAt: sql`now()` })
          .where(eq(bookings.id, bookingId));
        await tx.update(contactSubmissions).set({ assignedTo: host.id, updatedAt: sql`now()`, extra: sql`${contactSubmissions.extra} || ${JSON.stringify({ time: danishMeetingTime(start, endsAt), host: host.name })}::jsonb` }).where(eq(contactSubmissions.id, row.submissionId));
        await recordHistory(tx, { submissionId: row.submissionId, actorId: actor.userId ?? null, action: "meeting", detail: { change: "moved", from: row.startsAt.toISOString(), startsAt: start.toISOString(), host: host.email } });
        const moved: MeetingRow = { ...row, version: version + 1, startsAt: start, endsAt, staffId: host.id, hostName: host.name, hostEmail: host.email };
        await queueMeetingMails(tx, moved, settings, notify, "moved", row.startsAt);
        if (row.hostEmail && row.hostEmail !== host.email) {
          // The previous host's calendar drops the meeting.
          const cancel = meetingInvitation(calendarMeeting({ ...row, version: version + 1 }, settings, true), notify.siteUrl, notify.from);
          await tx.insert(outbox).values({ submissionId: row.submissionId, recipient: row.hostEmail, subject: `Mødet med ${row.guestName} er flyttet til en kollega`, body: `Mødet ${danishMeetingTime(row.startsAt, row.endsAt)} med ${row.guestName} er flyttet, og ${host.name} tager det nu.`, calendar: cancel });
        }
        return { ok: true as const, version: version + 1 };
      });
    } catch (error) {
      if (!(error instanceof SlotTaken)) throw error;
    }
  }
  return { ok: false, reason: "taken", message: takenMessage };
}

async function candidatesForMove(db: Db, row: MeetingRow, start: Date, settings: MeetingSettings, now: Date) {
  const hosts = await meetingHostsFor(db, row.topic, settings.routing);
  const rules = rulesFor(settings, row.lengthMinutes);
  const calendars = (await staffCalendars(db, hosts.map((host) => host.id), now, horizonEnd(now, settings))).map((calendar) =>
    calendar.id === row.staffId ? { ...calendar, busy: calendar.busy.filter((interval) => interval.start !== row.startsAt.getTime()) } : calendar,
  );
  const at = start.getTime();
  const find = (list: StaffCalendar[]) => freeSlots(now, list, rules).flatMap((day) => day.slots).find((slot) => slot.start.getTime() === at);
  const free = find(calendars);
  if (!free) return { hosts: [] as Host[], reason: find(calendars.map((calendar) => ({ ...calendar, busy: [] }))) ? ("taken" as const) : ("invalid" as const) };
  return { hosts: hosts.filter((host) => free.staffIds.includes(host.id)).sort((a) => (a.id === row.staffId ? -1 : 0)), reason: null };
}

/** Cancels a meeting (its time becomes free at once); the sender and the host get a CANCEL .ics. */
export async function cancelMeeting(db: Db, bookingId: string, version: number, notify: Notification & { from: string }, actor: { userId?: string } = {}): Promise<ChangeOutcome> {
  const settings = await getMeetingSettings(db);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ version: bookings.version, status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!locked || locked.status !== "booked" || locked.version !== version) return { ok: false as const, reason: "used" as const, message: usedLinkMessage };
    const [row] = (await meetingQuery(tx).where(eq(bookings.id, bookingId))) as MeetingRow[];
    await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, bookingId));
    await tx.update(bookings).set({ status: "cancelled", version: version + 1, updatedAt: sql`now()` }).where(eq(bookings.id, bookingId));
    await tx.update(contactSubmissions).set({ updatedAt: sql`now()` }).where(eq(contactSubmissions.id, row!.submissionId));
    await recordHistory(tx, { submissionId: row!.submissionId, actorId: actor.userId ?? null, action: "meeting", detail: { change: "cancelled", startsAt: row!.startsAt.toISOString() } });
    await queueMeetingMails(tx, { ...row!, version: version + 1, status: "cancelled" }, settings, notify, "cancelled");
    return { ok: true as const, version: version + 1 };
  });
}

// ---------------------------------------------------------------------------------------------
// Staff: availability, days off, the host profile and the private feed.

export type Availability = { windows: { weekday: number; startMinute: number; endMinute: number }[]; daysOff: string[] };

export async function availabilityOf(db: Db, staffId: string, today: string): Promise<Availability> {
  const [windows, daysOff] = await Promise.all([
    db.select({ weekday: staffAvailability.weekday, startMinute: staffAvailability.startMinute, endMinute: staffAvailability.endMinute }).from(staffAvailability).where(eq(staffAvailability.staffId, staffId)).orderBy(staffAvailability.weekday, staffAvailability.startMinute),
    db.select({ day: staffDaysOff.day }).from(staffDaysOff).where(and(eq(staffDaysOff.staffId, staffId), gte(staffDaysOff.day, today))).orderBy(staffDaysOff.day),
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
  const [row] = await db.select().from(meetingHosts).where(eq(meetingHosts.staffId, staffId));
  return row ? { displayName: row.displayName, topics: row.topics, takesMeetings: row.takesMeetings, hasFeed: row.feedTokenHash !== null } : null;
}

export async function saveHostProfile(db: Db, staffId: string, profile: { displayName: string; topics?: string[]; takesMeetings: boolean }): Promise<void> {
  const set = { displayName: profile.displayName, takesMeetings: profile.takesMeetings, ...(profile.topics ? { topics: profile.topics } : {}), updatedAt: sql`now()` };
  await db
    .insert(meetingHosts)
    .values({ staffId, displayName: profile.displayName, takesMeetings: profile.takesMeetings, topics: profile.topics ?? [] })
    .onConflictDoUpdate({ target: meetingHosts.staffId, set });
}

export async function setHostTopics(db: Db, staffId: string, topics: string[]): Promise<void> {
  await db.update(meetingHosts).set({ topics: topics.filter(isTopic), updatedAt: sql`now()` }).where(eq(meetingHosts.staffId, staffId));
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new secret feed token (the old feed URL stops working); returned once, stored as its hash. */
export async function renewFeedToken(db: Db, staffId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.update(meetingHosts).set({ feedTokenHash: hashToken(token), updatedAt: sql`now()` }).where(eq(meetingHosts.staffId, staffId));
  return token;
}

export async function removeFeed(db: Db, staffId: string): Promise<void> {
  await db.update(meetingHosts).set({ feedTokenHash: null, updatedAt: sql`now()` }).where(eq(meetingHosts.staffId, staffId));
}

/** The host whose feed token this is, with their meetings from 30 days back. */
export async function feedFor(db: Db, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [host] = await db.select({ staffId: meetingHosts.staffId, name: meetingHosts.displayName }).from(meetingHosts).innerJoin(staffUsers, eq(staffUsers.id, meetingHosts.staffId)).where(and(eq(meetingHosts.feedTokenHash, hashToken(token)), isNull(staffUsers.disabledAt)));
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
  const claims = await db.delete(bookingClaims).where(lt(bookingClaims.tick, new Date(now.getTime() - 86_400_000))).returning({ tick: bookingClaims.tick });
  const daysOff = await db.delete(staffDaysOff).where(lt(staffDaysOff.day, addDays(danishDay(now).date, -30))).returning({ day: staffDaysOff.day });
  return { claims: claims.length, daysOff: daysOff.length };
}
