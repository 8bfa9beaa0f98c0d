/**
 * Follow-ups (issue 26, item 1): a date, a time and a short "what" on any enquiry; the "Følg op"
 * view (overdue, today, the rest of this week; mine or everyone's); the count in the admin menu;
 * and one Danish morning mail per person and day with their due follow-ups, through the outbox.
 *
 * Whose follow-up it is: the enquiry's assignee, or whoever wrote it while the enquiry has none.
 * Days and weeks are Danish (Europe/Copenhagen); a week ends on Sunday.
 */
import { and, asc, eq, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db.server.ts";
import { addDays, danishDay, danishTime } from "./booking-slots.server.ts";
import { recordHistory } from "./history.server.ts";
import { isUuid } from "./inbox.server.ts";
import { errorFields, log } from "./log.server.ts";
import { contactSubmissions, followUpDigests, followUps, NO_PASSWORD, outbox, staffUsers } from "./schema.server.ts";

export const MAX_FOLLOW_UP_TEXT = 200;

export type FollowUpInput = { date: string; time: string; what: string };

/** The instant of the follow-up, or a Danish message saying what is wrong with the input. */
export function parseFollowUp(input: FollowUpInput, now = new Date()): { ok: true; dueAt: Date; what: string } | { ok: false; error: string } {
  const what = input.what.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (!what) return { ok: false, error: "Skriv kort, hvad der skal følges op på." };
  if (what.length > MAX_FOLLOW_UP_TEXT) return { ok: false, error: `Beskrivelsen må højst være ${MAX_FOLLOW_UP_TEXT} tegn.` };
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.date.trim());
  if (!date) return { ok: false, error: "Vælg en dato for opfølgningen." };
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || year < 2000 || year > 2100) return { ok: false, error: "Datoen findes ikke. Vælg en anden dato." };
  const time = /^(\d{2}):(\d{2})$/.exec((input.time || "09:00").trim());
  if (!time || Number(time[1]) > 23 || Number(time[2]) > 59) return { ok: false, error: "Skriv tidspunktet som tt:mm, fx 09:30." };
  const dueAt = danishTime(input.date.trim(), Number(time[1]) * 60 + Number(time[2]));
  if (dueAt.getTime() < now.getTime() - 366 * 86_400_000) return { ok: false, error: "Datoen ligger mere end et år tilbage. Vælg en dato fra i dag og frem." };
  return { ok: true, dueAt, what };
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

export type FollowUpRow = { id: string; submissionId: string; dueAt: Date; what: string; doneAt: Date | null; owner: string | null };

/** Whose a follow-up is: the enquiry's assignee, else its author. */
const ownerId = sql<string | null>`coalesce(${contactSubmissions.assignedTo}, ${followUps.createdBy})`;
const ownerEmail = sql<string | null>`(select ${staffUsers.email} from ${staffUsers} where ${staffUsers.id} = coalesce(${contactSubmissions.assignedTo}, ${followUps.createdBy}))`;

/** The follow-ups of one enquiry: open ones first by time, then the 20 latest done. */
export async function followUpsOf(db: Db, submissionId: string): Promise<FollowUpRow[]> {
  if (!isUuid(submissionId)) return [];
  return db
    .select({ id: followUps.id, submissionId: followUps.submissionId, dueAt: followUps.dueAt, what: followUps.what, doneAt: followUps.doneAt, owner: ownerEmail })
    .from(followUps)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, followUps.submissionId))
    .where(eq(followUps.submissionId, submissionId))
    .orderBy(sql`${followUps.doneAt} is not null`, asc(followUps.dueAt))
    .limit(50);
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
  return and(isNull(followUps.doneAt), lt(followUps.dueAt, until), isNull(contactSubmissions.spamAt), scope === "mine" ? sql`${ownerId} = ${me}` : undefined)!;
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
      owner: ownerEmail,
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
    if (group.length < VIEW_LIMIT) group.push(row);
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
export function morningMail(items: { submissionId: string; dueAt: Date; what: string; name: string; company: string | null }[], siteUrl: string, now: Date): { subject: string; body: string } {
  const overdue = items.filter((item) => item.dueAt.getTime() < dayBounds(now).startOfToday.getTime());
  const today = items.filter((item) => !overdue.includes(item));
  const line = (item: (typeof items)[number], format: Intl.DateTimeFormat) =>
    `- ${format.format(item.dueAt)}: ${item.what}\n  ${[item.name, item.company].filter(Boolean).join(", ")}\n  ${siteUrl}/admin/contact-submissions/${item.submissionId}`;
  const parts = ["Godmorgen,", "", `Du har ${items.length === 1 ? "1 opfølgning" : `${items.length} opfølgninger`} i dag.`];
  if (overdue.length) parts.push("", "Overskredet:", ...overdue.map((item) => line(item, dateTimeFormat)));
  if (today.length) parts.push("", "I dag:", ...today.map((item) => line(item, timeFormat)));
  parts.push("", `Se dem alle under Følg op: ${siteUrl}/admin/foelg-op`, "", "Mailen sendes hver morgen, når du har opfølgninger, der er forfaldne eller skal klares i dag.");
  return { subject: items.length === 1 ? "Din opfølgning i dag" : `Dine ${items.length} opfølgninger i dag`, body: parts.join("\n") };
}

/**
 * Queues today's morning mail for everyone with open follow-ups due today or overdue, once per
 * person and Danish day, from `hour` o'clock Danish time. The row in follow_up_digests and the
 * mail are written in one transaction, and the row's primary key lets only one instance have it:
 * with two servers on one PostgreSQL each person still gets one mail. Nobody with nothing due
 * gets a mail. Returns how many mails were queued.
 */
export async function queueMorningMails(db: Db, options: { siteUrl: string; hour: number }, now = new Date()): Promise<number> {
  const bounds = dayBounds(now);
  if (now.getTime() < danishTime(bounds.today, options.hour * 60).getTime()) return 0;
  const rows = await db
    .select({ staffId: staffUsers.id, email: staffUsers.email, submissionId: followUps.submissionId, dueAt: followUps.dueAt, what: followUps.what, name: contactSubmissions.name, company: contactSubmissions.company })
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
      const [claim] = await tx.insert(followUpDigests).values({ staffId, day: bounds.today, items: items.length }).onConflictDoNothing().returning({ staffId: followUpDigests.staffId });
      if (!claim) return false;
      const mail = morningMail(shown, options.siteUrl, now);
      await tx.insert(outbox).values({ recipient: email, subject: mail.subject, body: mail.body });
      return true;
    });
    if (won) queued++;
  }
  return queued;
}

/** Runs queueMorningMails every `pollMs` (and soon after start) on every instance; the database picks one. */
export function startMorningMailJob(db: Db, options: { siteUrl: string; hour: number; pollMs: number }, kickOutbox: () => void): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = queueMorningMails(db, options)
      .then((queued) => {
        if (queued > 0) {
          log.info("Morgenmails med opfølgninger lagt i kø", { count: queued });
          kickOutbox();
        }
      })
      .catch((error) => log.error("Morgenmails med opfølgninger kunne ikke lægges i kø", errorFields(error)))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs).unref();
      });
  };
  timer = setTimeout(tick, Math.min(options.pollMs, 5_000)).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Digests older than 60 days go (the retention job): they only guard today's mail. */
export async function pruneDigests(db: Db, now = new Date()): Promise<number> {
  const rows = await db.delete(followUpDigests).where(lt(followUpDigests.day, addDays(dayBounds(now).today, -60))).returning({ staffId: followUpDigests.staffId });
  return rows.length;
}
