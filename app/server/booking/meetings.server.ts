/**
 * "Book et møde" on the database: booking, moving and cancelling a meeting. A booking is an enquiry
 * of kind "meeting" in the inbox, assigned to the staff member who takes it; the enquiry, the
 * booking, its claims (no double booking: see bookingClaims in ./schema.server.ts), its history and
 * every mail with its .ics are written in one transaction, or nothing is.
 */
import { and, asc, eq, gt, inArray, max, sql } from "drizzle-orm";
import { contact } from "../../content/site.ts";
import { danishMeetingTime } from "../../lib/danish-time.ts";
import { freeSlots, refusal, TICK_MINUTES, type StaffCalendar } from "./booking-slots.server.ts";
import { meetingInvitation, type CalendarMeeting } from "./booking-calendar.server.ts";
import { mailboxLimitMessage, upcomingLimit } from "./booking-limits.server.ts";
import type { Db } from "../platform/db.server.ts";
import { dedupeKey, type EnquiryInput, type Notification } from "../intake/enquiries.server.ts";
import { recordHistory } from "../inbox/history.server.ts";
import { isUuid } from "../inbox/inbox.server.ts";
import { meetingChangedMail, meetingConfirmation, meetingHostNotice, staffNotification } from "../mail/mail-templates.server.ts";
import { bookingClaims, bookings } from "./schema.server.ts";
import { contactSubmissions } from "../inbox/schema.server.ts";
import { outbox } from "../mail/schema.server.ts";
import { staffUsers } from "../auth/schema.server.ts";
import {
  MINUTE,
  type MeetingSettings,
  getMeetingSettings,
  topicLabel,
  isTopic,
  type Host,
  meetingHostsFor,
  staffCalendars,
  rulesFor,
  horizonEnd,
} from "./settings.server.ts";
import { meetingLinks } from "./links.server.ts";
import { buildConfig } from "../../config/build-config.ts";
import { queueWebhookEvent } from "../webhooks/webhooks.server.ts";

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
// No parameter property: the scripts (npm run bench) run this file with Node's type stripping, which refuses them.
class GuestHasEnough extends Error {
  readonly refusal: string;
  constructor(refusal: string) {
    super(refusal);
    this.refusal = refusal;
  }
}

/**
 * Upcoming meetings one mailbox may hold (third review, finding 3; counted per normalised mailbox
 * and per company domain since the fourth: app/server/booking/booking-limits.server.ts): a bot could
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
async function candidatesFor(
  db: Db,
  request: { topic: string; lengthMinutes: number; start: Date },
  settings: MeetingSettings,
  now: Date,
  prefer?: string | null,
) {
  const hosts = await meetingHostsFor(db, request.topic, settings.routing);
  const rules = rulesFor(settings, request.lengthMinutes);
  const calendars = await staffCalendars(
    db,
    hosts.map((host) => host.id),
    now,
    horizonEnd(now, settings),
  );
  const at = request.start.getTime();
  const find = (list: StaffCalendar[]) =>
    freeSlots(now, list, rules)
      .flatMap((day) => day.slots)
      .find((slot) => slot.start.getTime() === at);
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
  hostName: staffUsers.displayName,
  hostEmail: staffUsers.email,
  guestName: contactSubmissions.name,
  guestEmail: contactSubmissions.email,
  guestPhone: contactSubmissions.phone,
  guestCompany: contactSubmissions.company,
};

export function meetingQuery(db: Pick<Db, "select">) {
  return db
    .select(meetingColumns)
    .from(bookings)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, bookings.submissionId))
    .leftJoin(staffUsers, eq(staffUsers.id, bookings.staffId));
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

export function calendarMeeting(row: MeetingRow, settings: MeetingSettings, cancelled = false): CalendarMeeting {
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

/**
 * The sender's and the host's mails about a meeting, each with its .ics, queued in `tx`. A handover
 * (`previousHost`: the name the guest was given) mails the guest only when that name changes.
 */
async function queueMeetingMails(
  tx: Tx,
  row: MeetingRow,
  settings: MeetingSettings,
  notify: Notification & { from: string },
  change: "booked" | "moved" | "cancelled" | "handover",
  previous?: Date,
  previousHost?: string,
) {
  const calendar = meetingInvitation(calendarMeeting(row, settings, change === "cancelled"), notify.siteUrl, notify.from);
  const links = meetingLinks(notify.siteUrl, notify.secret, row.id, row.version);
  const details = {
    time: danishMeetingTime(row.startsAt, row.endsAt),
    previousTime: previous ? danishMeetingTime(previous, new Date(previous.getTime() + row.lengthMinutes * MINUTE)) : undefined,
    previousHost,
    topic: topicLabel(row.topic),
    host: row.hostName ?? "",
    how: howText(settings, row.guestPhone),
    links,
  };
  const toGuest =
    change === "booked" ? meetingConfirmation({ ...details, name: row.guestName }) : meetingChangedMail({ ...details, name: row.guestName }, change);
  const toHost = meetingHostNotice(
    {
      ...details,
      guest: row.guestName,
      company: row.guestCompany,
      phone: row.guestPhone,
      email: row.guestEmail,
      enquiryUrl: `${notify.siteUrl}/admin/contact-submissions/${row.submissionId}`,
    },
    change,
  );
  const mails: (typeof outbox.$inferInsert)[] = [];
  if (change !== "handover" || previousHost !== details.host)
    mails.push({
      submissionId: row.submissionId,
      recipient: row.guestEmail,
      replyTo: notify.to,
      subject: toGuest.subject,
      body: toGuest.body,
      headers: toGuest.headers,
      calendar,
    });
  if (row.hostEmail)
    mails.push({
      submissionId: row.submissionId,
      recipient: row.hostEmail,
      replyTo: row.guestEmail,
      subject: toHost.subject,
      body: toHost.body,
      headers: undefined,
      calendar,
    });
  await tx.insert(outbox).values(mails);
}

/**
 * Books a meeting: checks the slot against the rules and the calendars, then tries the hosts who
 * are free, best first, each in its own transaction; a host whose ticks another booking got first
 * is skipped. A repeated submission (same content the same day) answers with the first booking,
 * before `admit` (the limits of app/server/booking/booking-limits.server.ts) is asked.
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
  if (!settings.lengths.includes(request.lengthMinutes))
    return { ok: false, reason: "invalid", message: "Vælg en af de mødelængder, vi tilbyder.", field: "length" };
  const rules = rulesFor(settings, request.lengthMinutes);
  const why = refusal(request.start, now, rules);
  if (why) return { ok: false, reason: "invalid", message: why, field: "start" };

  const input: EnquiryInput = {
    ...request.enquiry,
    kind: "meeting",
    extra: {
      ...request.enquiry.extra,
      topic: topicLabel(request.topic),
      lengthMinutes: request.lengthMinutes,
      time: danishMeetingTime(request.start, new Date(request.start.getTime() + request.lengthMinutes * MINUTE)),
    },
  };
  const key = dedupeKey(input, now);
  const [existing] = await db
    .select({ submissionId: contactSubmissions.id, bookingId: bookings.id, version: bookings.version })
    .from(contactSubmissions)
    .innerJoin(bookings, eq(bookings.submissionId, contactSubmissions.id))
    .where(eq(contactSubmissions.dedupeKey, key));
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
          .values({
            submissionId: inserted.id,
            staffId: host.id,
            topic: request.topic,
            lengthMinutes: request.lengthMinutes,
            bufferMinutes: settings.bufferMinutes,
            startsAt: request.start,
            endsAt,
          })
          .returning({ id: bookings.id, version: bookings.version });
        await claim(tx, booking!.id, host.id, request.start, request.lengthMinutes, settings.bufferMinutes);
        await queueWebhookEvent(tx, "enquiry.created", inserted.id, buildConfig.siteUrl);
        await recordHistory(tx, {
          submissionId: inserted.id,
          action: "meeting",
          detail: { change: "booked", startsAt: request.start.toISOString(), host: host.email },
        });
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
  const [won] = await db
    .select({ submissionId: contactSubmissions.id, bookingId: bookings.id, version: bookings.version })
    .from(contactSubmissions)
    .innerJoin(bookings, eq(bookings.submissionId, contactSubmissions.id))
    .where(eq(contactSubmissions.dedupeKey, key));
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
export const movedTooOftenMessage = (): string =>
  `Mødet er allerede flyttet ${MAX_GUEST_MOVES} gange, så det kan ikke flyttes igen her. Ring til os på ${contact.phone}, så finder vi en ny tid – eller aflys mødet og book en ny tid.`;
/** The version counts the changes: 1 when booked, one more per move. */
export const movesLeft = (version: number) => Math.max(0, MAX_GUEST_MOVES - (version - 1));

/** Moves a meeting to a new start (same length), with the same host when they are free. */
export async function moveMeeting(
  db: Db,
  bookingId: string,
  version: number,
  start: Date,
  notify: Notification & { from: string },
  actor: { userId?: string } = {},
  now = new Date(),
): Promise<ChangeOutcome> {
  const row = await getMeeting(db, bookingId);
  if (!row || row.status !== "booked" || row.version !== version) return { ok: false, reason: "used", message: usedLinkMessage };
  if (!actor.userId && movesLeft(row.version) === 0) return { ok: false, reason: "used", message: movedTooOftenMessage() };
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
        if (!locked || locked.status !== "booked" || locked.version !== version)
          return { ok: false as const, reason: "used" as const, message: usedLinkMessage };
        await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, bookingId));
        await claim(tx, bookingId, host.id, start, row.lengthMinutes, settings.bufferMinutes);
        await tx
          .update(bookings)
          .set({ startsAt: start, endsAt, staffId: host.id, bufferMinutes: settings.bufferMinutes, version: version + 1, updatedAt: sql`now()` })
          .where(eq(bookings.id, bookingId));
        await tx
          .update(contactSubmissions)
          .set({
            assignedTo: host.id,
            updatedAt: sql`now()`,
            extra: sql`${contactSubmissions.extra} || ${JSON.stringify({ time: danishMeetingTime(start, endsAt), host: host.name })}::jsonb`,
          })
          .where(eq(contactSubmissions.id, row.submissionId));
        await recordHistory(tx, {
          submissionId: row.submissionId,
          actorId: actor.userId ?? null,
          action: "meeting",
          detail: { change: "moved", from: row.startsAt.toISOString(), startsAt: start.toISOString(), host: host.email },
        });
        const moved: MeetingRow = { ...row, version: version + 1, startsAt: start, endsAt, staffId: host.id, hostName: host.name, hostEmail: host.email };
        await queueMeetingMails(tx, moved, settings, notify, "moved", row.startsAt);
        if (row.hostEmail && row.hostEmail !== host.email) {
          // The previous host's calendar drops the meeting.
          const cancel = meetingInvitation(calendarMeeting({ ...row, version: version + 1 }, settings, true), notify.siteUrl, notify.from);
          await tx.insert(outbox).values({
            submissionId: row.submissionId,
            recipient: row.hostEmail,
            subject: `Mødet med ${row.guestName} er flyttet til en kollega`,
            body: `Mødet ${danishMeetingTime(row.startsAt, row.endsAt)} med ${row.guestName} er flyttet, og ${host.name} tager det nu.`,
            calendar: cancel,
          });
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
  const calendars = (
    await staffCalendars(
      db,
      hosts.map((host) => host.id),
      now,
      horizonEnd(now, settings),
    )
  ).map((calendar) =>
    calendar.id === row.staffId ? { ...calendar, busy: calendar.busy.filter((interval) => interval.start !== row.startsAt.getTime()) } : calendar,
  );
  const at = start.getTime();
  const find = (list: StaffCalendar[]) =>
    freeSlots(now, list, rules)
      .flatMap((day) => day.slots)
      .find((slot) => slot.start.getTime() === at);
  const free = find(calendars);
  if (!free) return { hosts: [] as Host[], reason: find(calendars.map((calendar) => ({ ...calendar, busy: [] }))) ? ("taken" as const) : ("invalid" as const) };
  return { hosts: hosts.filter((host) => free.staffIds.includes(host.id)).sort((a) => (a.id === row.staffId ? -1 : 0)), reason: null };
}

/** Cancels a meeting (its time becomes free at once); the sender and the host get a CANCEL .ics. */
export async function cancelMeeting(
  db: Db,
  bookingId: string,
  version: number,
  notify: Notification & { from: string },
  actor: { userId?: string } = {},
): Promise<ChangeOutcome> {
  const settings = await getMeetingSettings(db);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ version: bookings.version, status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!locked || locked.status !== "booked" || locked.version !== version) return { ok: false as const, reason: "used" as const, message: usedLinkMessage };
    const [row] = (await meetingQuery(tx).where(eq(bookings.id, bookingId))) as MeetingRow[];
    await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, bookingId));
    await tx
      .update(bookings)
      .set({ status: "cancelled", version: version + 1, updatedAt: sql`now()` })
      .where(eq(bookings.id, bookingId));
    await tx
      .update(contactSubmissions)
      .set({ updatedAt: sql`now()` })
      .where(eq(contactSubmissions.id, row!.submissionId));
    await recordHistory(tx, {
      submissionId: row!.submissionId,
      actorId: actor.userId ?? null,
      action: "meeting",
      detail: { change: "cancelled", startsAt: row!.startsAt.toISOString() },
    });
    await queueMeetingMails(tx, { ...row!, version: version + 1, status: "cancelled" }, settings, notify, "cancelled");
    return { ok: true as const, version: version + 1 };
  });
}

/** Upcoming booked meetings a staff member hosts (what disabling their account must hand over). */
export async function upcomingMeetingCount(db: Pick<Db, "select">, staffId: string, now: Date): Promise<number> {
  if (!isUuid(staffId)) return 0;
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.staffId, staffId), eq(bookings.status, "booked"), gt(bookings.startsAt, now)));
  return row?.value ?? 0;
}

export type MeetingHandover = { ok: true; meetings: MeetingRow[]; to: Host | null } | { ok: false; message: string };

/**
 * Whether a leaver's upcoming meetings can go to `to` (issue 37: they stayed with the colleague who
 * left, and customers kept the name of someone who was gone). Read before anything is written, so
 * a refusal changes nothing: meetings need a colleague (not "unassigned") who has a name for
 * customers and no meeting of their own at the same time.
 */
export async function planMeetingHandover(
  tx: Pick<Db, "select" | "selectDistinct">,
  from: { id: string; email: string },
  to: { id: string; email: string } | null,
  now: Date,
): Promise<MeetingHandover> {
  const meetings = (await meetingQuery(tx)
    .where(and(eq(bookings.staffId, from.id), eq(bookings.status, "booked"), gt(bookings.startsAt, now)))
    .orderBy(asc(bookings.startsAt))) as MeetingRow[];
  if (!meetings.length) return { ok: true, meetings, to: null };
  const count = meetings.length === 1 ? "1 kommende møde" : `${meetings.length} kommende møder`;
  if (!to) return { ok: false, message: `${from.email} har ${count} med kunder. Vælg den kollega, der skal tage dem.` };
  // Every staff member has a name customers can be given (issue 37, item 11).
  const [host] = await tx.select({ name: staffUsers.displayName }).from(staffUsers).where(eq(staffUsers.id, to.id));
  if (!host) return { ok: false, message: "Den valgte kollega findes ikke længere. Vælg en anden." };
  const wanted = meetings.flatMap((row) => ticks(row.startsAt.getTime(), row.lengthMinutes, row.bufferMinutes));
  const clashes = await tx
    .selectDistinct({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookingClaims)
    .innerJoin(bookings, eq(bookings.id, bookingClaims.bookingId))
    .where(and(eq(bookingClaims.staffId, to.id), inArray(bookingClaims.tick, wanted)))
    .orderBy(asc(bookings.startsAt));
  if (clashes.length) {
    const times = clashes.map((clash) => danishMeetingTime(clash.startsAt, clash.endsAt)).join("; ");
    return {
      ok: false,
      message: `${to.email} har selv møder, der falder sammen med ${from.email}s: ${times}. Flyt et af møderne først, eller vælg en anden kollega.`,
    };
  }
  return { ok: true, meetings, to: { id: to.id, email: to.email, name: host.name } };
}

/**
 * Moves the planned meetings to their new host in `tx`: the time is claimed for them, the version
 * rises (the .ics updates the same calendar entry; the old move/cancel links give way to the new
 * mail's), the enquiry follows, and the new host gets each meeting by mail with its .ics. A
 * customer who was given another name gets an updated confirmation; one whose host's name stays
 * the same is not mailed.
 */
export async function handOverMeetings(
  tx: Tx,
  plan: Extract<MeetingHandover, { ok: true }>,
  from: { id: string; email: string },
  actorId: string,
  notify: Notification & { from: string },
): Promise<number> {
  const to = plan.to;
  if (!to || !plan.meetings.length) return 0;
  const settings = await getMeetingSettings(tx);
  for (const row of plan.meetings) {
    await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, row.id));
    await claim(tx, row.id, to.id, row.startsAt, row.lengthMinutes, row.bufferMinutes);
    await tx
      .update(bookings)
      .set({ staffId: to.id, version: row.version + 1, updatedAt: sql`now()` })
      .where(eq(bookings.id, row.id));
    const [enquiry] = await tx
      .select({ assignedTo: contactSubmissions.assignedTo })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, row.submissionId));
    await tx
      .update(contactSubmissions)
      .set({ assignedTo: to.id, updatedAt: sql`now()`, extra: sql`${contactSubmissions.extra} || ${JSON.stringify({ host: to.name })}::jsonb` })
      .where(eq(contactSubmissions.id, row.submissionId));
    // An open enquiry was handed over (and recorded) with the others; a closed one follows its meeting here.
    if (enquiry?.assignedTo !== to.id)
      await recordHistory(tx, {
        submissionId: row.submissionId,
        actorId,
        action: "assigned",
        detail: { to: to.email, from: from.email, reason: "deaktiveret" },
      });
    await recordHistory(tx, {
      submissionId: row.submissionId,
      actorId,
      action: "meeting",
      detail: { change: "handover", startsAt: row.startsAt.toISOString(), from: from.email, host: to.email },
    });
    const handed: MeetingRow = { ...row, version: row.version + 1, staffId: to.id, hostName: to.name, hostEmail: to.email };
    await queueMeetingMails(tx, handed, settings, notify, "handover", undefined, row.hostName ?? "");
  }
  return plan.meetings.length;
}
