/**
 * Follow-ups (issue 26, item 1): a date, a time and a short "what" on any enquiry; the "Følg op"
 * view (overdue, today, the rest of this week; mine or everyone's); the count in the admin menu;
 * and one Danish morning mail per person and day with their due follow-ups, through the outbox.
 *
 * Whose follow-up it is: the enquiry's assignee, or whoever wrote it while the enquiry has none.
 * Days and weeks are Danish (Europe/Copenhagen); a week ends on Sunday.
 */
import { and, asc, desc, eq, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../platform/db.server.ts";
import { TZDate } from "@date-fns/tz";
import { addDays, danishDay, danishTime, TIME_ZONE, workingHours } from "../booking/booking-slots.server.ts";
import { danishDateTime } from "../../lib/danish-time.ts";
import { recordHistory } from "./history.server.ts";
import { isUuid } from "./inbox.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { log } from "../platform/log.server.ts";
import { contactSubmissions, followUpDigests, followUps } from "./schema.server.ts";
import { NO_PASSWORD, staffUsers } from "../auth/schema.server.ts";
import { outbox } from "../mail/schema.server.ts";
import { notSpam } from "./visibility.server.ts";

export const MAX_FOLLOW_UP_TEXT = 200;

export type FollowUpInput = { date: string; time: string; what: string };

/** The follow-up's "what", cleaned, or a Danish message saying what is wrong with it. */
export function parseWhat(input: string): { ok: true; what: string } | { ok: false; error: string } {
  const what = input.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (!what) return { ok: false, error: "Skriv kort, hvad der skal følges op på." };
  if (what.length > MAX_FOLLOW_UP_TEXT) return { ok: false, error: `Beskrivelsen må højst være ${MAX_FOLLOW_UP_TEXT} tegn.` };
  return { ok: true, what };
}

/** The instant of a Danish date (yyyy-mm-dd) and time (tt:mm), or a Danish message saying what is wrong. */
export function parseDue(input: { date: string; time: string }, now = new Date()): { ok: true; dueAt: Date } | { ok: false; error: string } {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.date.trim());
  if (!date) return { ok: false, error: "Vælg en dato for opfølgningen." };
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || year < 2000 || year > 2100)
    return { ok: false, error: "Datoen findes ikke. Vælg en anden dato." };
  // No time given: the day's morning by the opening hours, as a new follow-up's form starts (defaultFollowUpTime).
  const given = input.time.trim();
  const morningMinute = given ? null : morningOn(input.date.trim());
  const time = /^(\d{2}):(\d{2})$/.exec(given || (morningMinute === null ? "" : clock(morningMinute)));
  if (!time || Number(time[1]) > 23 || Number(time[2]) > 59) return { ok: false, error: "Skriv tidspunktet som tt:mm, fx 09:30." };
  const dueAt = danishTime(input.date.trim(), Number(time[1]) * 60 + Number(time[2]));
  if (dueAt.getTime() < now.getTime() - 366 * 86_400_000) return { ok: false, error: "Datoen ligger mere end et år tilbage. Vælg en dato fra i dag og frem." };
  return { ok: true, dueAt };
}

/** The instant of the follow-up, or a Danish message saying what is wrong with the input. */
export function parseFollowUp(input: FollowUpInput, now = new Date()): { ok: true; dueAt: Date; what: string } | { ok: false; error: string } {
  const what = parseWhat(input.what);
  if (!what.ok) return what;
  const due = parseDue(input, now);
  if (!due.ok) return due;
  return { ok: true, dueAt: due.dueAt, what: what.what };
}

/** Adds a follow-up and its history entry; false when the enquiry no longer exists. */
export async function addFollowUp(db: Db, submissionId: string, input: { dueAt: Date; what: string }, actorId: string): Promise<boolean> {
  if (!isUuid(submissionId)) return false;
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.id, submissionId));
    if (!exists) return false;
    await tx.insert(followUps).values({ submissionId, dueAt: input.dueAt, what: input.what, createdBy: actorId });
    await recordHistory(tx, { submissionId, actorId, action: "follow_up", detail: { due: input.dueAt.toISOString(), what: input.what } });
    return true;
  });
}

/** Marks a follow-up done; false when it is gone or already done. */
export async function completeFollowUp(db: Db, id: string, actorId: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(followUps)
      .set({ doneAt: sql`now()`, doneBy: actorId })
      .where(and(eq(followUps.id, id), isNull(followUps.doneAt)))
      .returning({ submissionId: followUps.submissionId, what: followUps.what });
    if (!row) return false;
    await recordHistory(tx, { submissionId: row.submissionId, actorId, action: "follow_up", detail: { done: row.what } });
    return true;
  });
}

/** A follow-up as the person saw it on their screen: a change goes through only while it still looks like that. */
export type FollowUpSeen = { dueAt: Date; what: string };

export type FollowUpResult =
  { ok: true; submissionId: string; dueAt: Date; what: string; changed: boolean } | { ok: false; error: string; status: 404 | 409 | 422 };

const NOT_SAVED = "så din ændring er ikke gemt";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Locked = { id: string; submissionId: string; dueAt: Date; what: string; doneAt: Date | null; doneBy: string | null; doneByName: string | null };

/**
 * Locks one follow-up for a change (select ... for update), so a change, a completion and a
 * deletion from two phones at once are one after the other. The Danish refusal when it is gone,
 * done (`wantOpen`) or not what `seen` says: nobody's change silently overwrites another's.
 */
async function lockFollowUp(
  tx: Tx,
  id: string,
  actorId: string,
  options: { seen?: FollowUpSeen; wantOpen: boolean },
): Promise<{ row: Locked } | { ok: false; error: string; status: 404 | 409 }> {
  const [row] = await tx
    .select({
      id: followUps.id,
      submissionId: followUps.submissionId,
      dueAt: followUps.dueAt,
      what: followUps.what,
      doneAt: followUps.doneAt,
      doneBy: followUps.doneBy,
      doneByName: sql<string | null>`(select ${staffUsers.displayName} from ${staffUsers} where ${staffUsers.id} = ${followUps.doneBy})`,
    })
    .from(followUps)
    .where(eq(followUps.id, id))
    .for("update");
  if (!row) return { ok: false, error: `Opfølgningen er slettet i mellemtiden, ${NOT_SAVED}.`, status: 404 };
  if (options.wantOpen && row.doneAt) {
    const who = row.doneBy === actorId ? "Du har" : `${row.doneByName ?? "En kollega"} har`;
    return {
      ok: false,
      error: `${who} markeret opfølgningen »${row.what}« som klaret ${danishDateTime(row.doneAt)}, ${NOT_SAVED}. Genåbn den, hvis den stadig skal følges op.`,
      status: 409,
    };
  }
  if (!options.wantOpen && !row.doneAt) return { ok: false, error: "Opfølgningen er allerede åben.", status: 409 };
  if (options.seen && (row.dueAt.getTime() !== options.seen.dueAt.getTime() || row.what !== options.seen.what)) {
    return {
      ok: false,
      error: `Opfølgningen er ændret i mellemtiden (nu ${danishDateTime(row.dueAt)}: »${row.what}«), ${NOT_SAVED}. Se den nye udgave og prøv igen.`,
      status: 409,
    };
  }
  return { row };
}

/** The Danish wall-clock minute (0-1439) of an instant. */
export function danishMinute(instant: Date): number {
  const local = new TZDate(instant.getTime(), TIME_ZONE);
  return local.getHours() * 60 + local.getMinutes();
}

/** The first working day after `date`: not a weekend day or a Danish public holiday (the opening hours in site.ts, date-holidays). */
export function nextWorkingDay(date: string): string {
  let day = addDays(date, 1);
  for (let guard = 0; guard < 30 && !workingHours(day); guard++) day = addDays(day, 1);
  return day;
}

/**
 * The time a new follow-up's form starts at, by the published fact sheet's opening hours
 * (`openingHours()`, app/content/site.ts): never one already past (issue 37, item 12: at 23.00
 * the form offered today 09.00, which was overdue the moment it was saved and sent that day's
 * morning mail at once). Before an hour after opening: that time today; during the day: the next
 * whole hour at least an hour ahead, up to the closing time; later, and on days off: the next
 * working day an hour after it opens. With the build's hours (8.00–16.00, Friday to 15.00): 09.00,
 * up to 16.00 (Friday 15.00).
 */
export function defaultFollowUpTime(now = new Date()): { date: string; time: string } {
  const { date: today } = danishDay(now);
  const minute = danishMinute(now);
  const open = workingHours(today);
  if (open && minute < morning(open)) return { date: today, time: clock(morning(open)) };
  const hour = Math.floor(minute / 60) + 2;
  if (open && hour * 60 <= open.endMinute) return { date: today, time: clock(hour * 60) };
  const next = nextWorkingDay(today);
  const nextOpen = workingHours(next);
  // A sheet with every day closed has no working day: tomorrow at this whole hour (never past).
  if (!nextOpen) return { date: addDays(today, 1), time: clock(Math.floor(minute / 60) * 60) };
  return { date: next, time: clock(morning(nextOpen)) };
}

/** A working day's morning for a follow-up: an hour after it opens (the morning mail and the first calls go first), at the latest when it closes. */
const morning = (hours: { startMinute: number; endMinute: number }) => Math.min(hours.startMinute + 60, hours.endMinute);

/** The morning of `date` by the opening hours, of the next working day's hours on a day off; null when the sheet opens no day at all. */
function morningOn(date: string): number | null {
  const hours = workingHours(date) ?? workingHours(nextWorkingDay(date));
  return hours ? morning(hours) : null;
}

/** "09:00" from a minute of the day. */
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export const snoozeChoices = ["tomorrow", "next-workday"] as const;
export type SnoozeChoice = (typeof snoozeChoices)[number];

/** Where "Udsæt" moves a follow-up: tomorrow or the next working day (counted from today), at its own time of day. */
export function snoozeTarget(dueAt: Date, choice: SnoozeChoice, now = new Date()): Date {
  const { date: today } = danishDay(now);
  return danishTime(choice === "tomorrow" ? addDays(today, 1) : nextWorkingDay(today), danishMinute(dueAt));
}

/** The one-press choices that really postpone this follow-up (null where the target is not later than it is now). */
export function snoozeOptions(dueAt: Date, now = new Date()): Record<SnoozeChoice, Date | null> {
  const later = (target: Date) => (target.getTime() > dueAt.getTime() ? target : null);
  return { tomorrow: later(snoozeTarget(dueAt, "tomorrow", now)), "next-workday": later(snoozeTarget(dueAt, "next-workday", now)) };
}

/**
 * Postpones an open follow-up to tomorrow or the next working day at its own time of day, with a
 * history entry saying from when to when and who did it. Another day and time is an edit.
 */
export async function snoozeFollowUp(db: Db, id: string, to: SnoozeChoice, actorId: string, seen?: FollowUpSeen, now = new Date()): Promise<FollowUpResult> {
  if (!isUuid(id)) return { ok: false, error: `Opfølgningen findes ikke, ${NOT_SAVED}.`, status: 404 };
  return db.transaction(async (tx) => {
    const locked = await lockFollowUp(tx, id, actorId, { seen, wantOpen: true });
    if (!("row" in locked)) return locked;
    const { row } = locked;
    const dueAt = snoozeTarget(row.dueAt, to, now);
    if (dueAt.getTime() <= row.dueAt.getTime())
      return { ok: false, error: `Opfølgningen ligger allerede ${danishDateTime(row.dueAt)}. Vælg en senere dag under »Ret«.`, status: 422 };
    await tx.update(followUps).set({ dueAt }).where(eq(followUps.id, id));
    await recordHistory(tx, {
      submissionId: row.submissionId,
      actorId,
      action: "follow_up",
      detail: { change: "snoozed", from: row.dueAt.toISOString(), due: dueAt.toISOString(), what: row.what },
    });
    return { ok: true, submissionId: row.submissionId, dueAt, what: row.what, changed: true };
  });
}

/** Changes an open follow-up's time and "what"; the history entry keeps both the old and the new. */
export async function editFollowUp(db: Db, id: string, input: { dueAt: Date; what: string }, actorId: string, seen?: FollowUpSeen): Promise<FollowUpResult> {
  if (!isUuid(id)) return { ok: false, error: `Opfølgningen findes ikke, ${NOT_SAVED}.`, status: 404 };
  return db.transaction(async (tx) => {
    const locked = await lockFollowUp(tx, id, actorId, { seen, wantOpen: true });
    if (!("row" in locked)) return locked;
    const { row } = locked;
    if (row.dueAt.getTime() === input.dueAt.getTime() && row.what === input.what)
      return { ok: true, submissionId: row.submissionId, dueAt: row.dueAt, what: row.what, changed: false };
    await tx.update(followUps).set({ dueAt: input.dueAt, what: input.what }).where(eq(followUps.id, id));
    await recordHistory(tx, {
      submissionId: row.submissionId,
      actorId,
      action: "follow_up",
      detail: { change: "edited", from: row.dueAt.toISOString(), due: input.dueAt.toISOString(), fromWhat: row.what, what: input.what },
    });
    return { ok: true, submissionId: row.submissionId, dueAt: input.dueAt, what: input.what, changed: true };
  });
}

/** Deletes an open follow-up set by mistake; the history entry keeps what it was and who deleted it. */
export async function deleteFollowUp(db: Db, id: string, actorId: string, seen?: FollowUpSeen): Promise<FollowUpResult> {
  if (!isUuid(id)) return { ok: false, error: `Opfølgningen findes ikke, ${NOT_SAVED}.`, status: 404 };
  return db.transaction(async (tx) => {
    const locked = await lockFollowUp(tx, id, actorId, { seen, wantOpen: true });
    if (!("row" in locked)) return locked;
    const { row } = locked;
    await tx.delete(followUps).where(eq(followUps.id, id));
    await recordHistory(tx, {
      submissionId: row.submissionId,
      actorId,
      action: "follow_up",
      detail: { change: "deleted", due: row.dueAt.toISOString(), what: row.what },
    });
    return { ok: true, submissionId: row.submissionId, dueAt: row.dueAt, what: row.what, changed: true };
  });
}

/** Opens a follow-up marked done by mistake again, at its own time (overdue if that has passed). */
export async function reopenFollowUp(db: Db, id: string, actorId: string): Promise<FollowUpResult> {
  if (!isUuid(id)) return { ok: false, error: "Opfølgningen findes ikke længere.", status: 404 };
  return db.transaction(async (tx) => {
    const locked = await lockFollowUp(tx, id, actorId, { wantOpen: false });
    if (!("row" in locked)) return { ...locked, error: locked.status === 404 ? "Opfølgningen findes ikke længere." : locked.error };
    const { row } = locked;
    await tx.update(followUps).set({ doneAt: null, doneBy: null }).where(eq(followUps.id, id));
    await recordHistory(tx, {
      submissionId: row.submissionId,
      actorId,
      action: "follow_up",
      detail: { change: "reopened", due: row.dueAt.toISOString(), what: row.what },
    });
    return { ok: true, submissionId: row.submissionId, dueAt: row.dueAt, what: row.what, changed: true };
  });
}

/** What the "Udsæt" and "Ret" controls need: the Danish date and time to prefill, and where each one-press choice would move it. */
export type FollowUpControls = { dueDate: string; dueTime: string; snooze: Record<SnoozeChoice, Date | null> };

export type FollowUpRow = { id: string; submissionId: string; dueAt: Date; what: string; doneAt: Date | null; owner: string | null } & FollowUpControls;

function withControls<Row extends { dueAt: Date; doneAt: Date | null }>(row: Row, now: Date): Row & FollowUpControls {
  const minute = danishMinute(row.dueAt);
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    ...row,
    dueDate: danishDay(row.dueAt).date,
    dueTime: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
    snooze: row.doneAt ? { tomorrow: null, "next-workday": null } : snoozeOptions(row.dueAt, now),
  };
}

/** Whose a follow-up is: the enquiry's assignee, else its author. */
const ownerId = sql<string | null>`coalesce(${contactSubmissions.assignedTo}, ${followUps.createdBy})`;
const ownerName = sql<
  string | null
>`(select ${staffUsers.displayName} from ${staffUsers} where ${staffUsers.id} = coalesce(${contactSubmissions.assignedTo}, ${followUps.createdBy}))`;

/** The follow-ups of one enquiry: open ones first by time, then the latest done (50 in all). */
export async function followUpsOf(db: Db, submissionId: string, now = new Date()): Promise<FollowUpRow[]> {
  if (!isUuid(submissionId)) return [];
  const rows = await db
    .select({
      id: followUps.id,
      submissionId: followUps.submissionId,
      dueAt: followUps.dueAt,
      what: followUps.what,
      doneAt: followUps.doneAt,
      owner: ownerName,
    })
    .from(followUps)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, followUps.submissionId))
    .where(eq(followUps.submissionId, submissionId))
    // Open ones by time, then the most recently done (the ones "Genåbn" is for).
    .orderBy(sql`${followUps.doneAt} is not null`, sql`case when ${followUps.doneAt} is null then ${followUps.dueAt} end asc`, desc(followUps.doneAt))
    .limit(50);
  return rows.map((row) => withControls(row, now));
}

/** Today's and this week's bounds in Danish time. */
export function dayBounds(now = new Date()) {
  const { date, weekday } = danishDay(now);
  return { today: date, startOfToday: danishTime(date, 0), endOfToday: danishTime(addDays(date, 1), 0), endOfWeek: danishTime(addDays(date, 8 - weekday), 0) };
}

export type FollowUpViewRow = FollowUpRow & { name: string; company: string | null; email: string; kind: string; status: string };
export type FollowUpView = { overdue: FollowUpViewRow[]; today: FollowUpViewRow[]; week: FollowUpViewRow[] };

const VIEW_LIMIT = 200;

function openFor(scope: "mine" | "all", me: string, until: Date): SQL {
  return and(isNull(followUps.doneAt), lt(followUps.dueAt, until), notSpam(), scope === "mine" ? sql`${ownerId} = ${me}` : undefined)!;
}

/** The "Følg op" view: open follow-ups due before the end of this week, in three groups. */
export async function followUpView(db: Db, scope: "mine" | "all", me: string, now = new Date()): Promise<FollowUpView> {
  const bounds = dayBounds(now);
  const rows = await db
    .select({
      id: followUps.id,
      submissionId: followUps.submissionId,
      dueAt: followUps.dueAt,
      what: followUps.what,
      doneAt: followUps.doneAt,
      owner: ownerName,
      name: contactSubmissions.name,
      company: contactSubmissions.company,
      email: contactSubmissions.email,
      kind: contactSubmissions.kind,
      status: contactSubmissions.status,
    })
    .from(followUps)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, followUps.submissionId))
    .where(openFor(scope, me, bounds.endOfWeek))
    .orderBy(asc(followUps.dueAt))
    .limit(VIEW_LIMIT * 3);
  const view: FollowUpView = { overdue: [], today: [], week: [] };
  for (const row of rows) {
    const due = row.dueAt.getTime();
    const group = due < now.getTime() ? view.overdue : due < bounds.endOfToday.getTime() ? view.today : view.week;
    if (group.length < VIEW_LIMIT) group.push(withControls(row, now));
  }
  return view;
}

/** The menu's count: my open follow-ups that are overdue or due today. */
export async function dueFollowUpCount(db: Db, me: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(followUps)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, followUps.submissionId))
    .where(openFor("mine", me, dayBounds(now).endOfToday));
  return row?.value ?? 0;
}

const timeFormat = new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", hour: "2-digit", minute: "2-digit" });
const dateTimeFormat = new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** The morning mail's text: what is overdue, then today's, each with a link to the enquiry. */
export function morningMail(
  items: { submissionId: string; dueAt: Date; what: string; name: string; company: string | null }[],
  siteUrl: string,
  now: Date,
): { subject: string; body: string } {
  const overdue = items.filter((item) => item.dueAt.getTime() < dayBounds(now).startOfToday.getTime());
  const today = items.filter((item) => !overdue.includes(item));
  const line = (item: (typeof items)[number], format: Intl.DateTimeFormat) =>
    `- ${format.format(item.dueAt)}: ${item.what}\n  ${[item.name, item.company].filter(Boolean).join(", ")}\n  ${siteUrl}/admin/contact-submissions/${item.submissionId}`;
  const parts = ["Godmorgen,", "", `Du har ${items.length === 1 ? "1 opfølgning" : `${items.length} opfølgninger`} i dag.`];
  if (overdue.length) parts.push("", "Overskredet:", ...overdue.map((item) => line(item, dateTimeFormat)));
  if (today.length) parts.push("", "I dag:", ...today.map((item) => line(item, timeFormat)));
  parts.push(
    "",
    `Se dem alle under Følg op: ${siteUrl}/admin/foelg-op`,
    "",
    "Mailen sendes hver morgen, når du har opfølgninger, der er forfaldne eller skal klares i dag.",
  );
  return { subject: items.length === 1 ? "Din opfølgning i dag" : `Dine ${items.length} opfølgninger i dag`, body: parts.join("\n") };
}

/**
 * How long after `hour` the morning mail may still go out (a server that was down at 07.00 sends
 * it at 09.00). Later in the day there is no morning mail: a follow-up saved at 23.00 for a time
 * already past was mailed at 23.01 as "today's" (issue 37, item 12).
 */
export const MORNING_MAIL_WINDOW_HOURS = 5;

/**
 * Queues today's morning mail for everyone with open follow-ups due today or overdue, once per
 * person and Danish day, from `hour` o'clock Danish time until MORNING_MAIL_WINDOW_HOURS later. The row in follow_up_digests and the
 * mail are written in one transaction, and the row's primary key lets only one instance have it:
 * with two servers on one PostgreSQL each person still gets one mail. Nobody with nothing due
 * gets a mail. Returns how many mails were queued.
 */
export async function queueMorningMails(db: Db, options: { siteUrl: string; hour: number }, now = new Date()): Promise<number> {
  const bounds = dayBounds(now);
  const from = danishTime(bounds.today, options.hour * 60).getTime();
  if (now.getTime() < from || danishMinute(now) >= Math.min(24 * 60, (options.hour + MORNING_MAIL_WINDOW_HOURS) * 60)) return 0;
  const rows = await db
    .select({
      staffId: staffUsers.id,
      email: staffUsers.email,
      submissionId: followUps.submissionId,
      dueAt: followUps.dueAt,
      what: followUps.what,
      name: contactSubmissions.name,
      company: contactSubmissions.company,
    })
    .from(followUps)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, followUps.submissionId))
    .innerJoin(staffUsers, sql`${staffUsers.id} = ${ownerId}`)
    .where(
      and(
        openFor("all", "", bounds.endOfToday),
        isNull(staffUsers.disabledAt),
        ne(staffUsers.passwordHash, NO_PASSWORD),
        sql`not exists (select 1 from ${followUpDigests} where ${followUpDigests.staffId} = ${staffUsers.id} and ${followUpDigests.day} = ${bounds.today})`,
      ),
    )
    .orderBy(asc(followUps.dueAt))
    .limit(5000);
  const byStaff = new Map<string, { email: string; items: typeof rows }>();
  for (const row of rows) {
    const entry = byStaff.get(row.staffId) ?? { email: row.email, items: [] };
    entry.items.push(row);
    byStaff.set(row.staffId, entry);
  }
  let queued = 0;
  for (const [staffId, { email, items }] of byStaff) {
    const shown = items.slice(0, 100);
    const won = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(followUpDigests)
        .values({ staffId, day: bounds.today, items: items.length })
        .onConflictDoNothing()
        .returning({ staffId: followUpDigests.staffId });
      if (!claim) return false;
      const mail = morningMail(shown, options.siteUrl, now);
      await tx.insert(outbox).values({ recipient: email, subject: mail.subject, body: mail.body });
      return true;
    });
    if (won) queued++;
  }
  return queued;
}

/** The morning mail's job (app/server/platform/jobs.server.ts): every `pollMs` on every instance; the database picks one. */
export function morningMailJob(db: Db, options: { siteUrl: string; hour: number; pollMs: number }, kickOutbox: () => void): Job {
  return {
    name: "morning-mails",
    title: "Morgenmails med opfølgninger",
    every: options.pollMs,
    firstMs: Math.min(options.pollMs, 5_000),
    async run({ now }) {
      const queued = await queueMorningMails(db, options, now());
      if (queued > 0) {
        log.info("Morgenmails med opfølgninger lagt i kø", { count: queued });
        kickOutbox();
      }
    },
  };
}

/** Digests older than 60 days go (the retention job): they only guard today's mail. */
export async function pruneDigests(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(followUpDigests)
    .where(lt(followUpDigests.day, addDays(dayBounds(now).today, -60)))
    .returning({ staffId: followUpDigests.staffId });
  return rows.length;
}
