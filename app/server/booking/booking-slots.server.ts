/**
 * Free meeting slots ("Book et møde"): pure functions over the company's opening hours
 * (app/content/site.ts), Danish public holidays (date-holidays), each staff member's weekly
 * availability and days off, the minimum notice counted in working hours, and the meetings already
 * booked with their buffers. Every wall-clock time is Danish time (Europe/Copenhagen, @date-fns/tz),
 * so the hours stay right across the daylight-saving changes.
 *
 * A slot is offered only if the database would accept it: a booking claims every 5-minute tick of
 * [start, end + buffer) for its staff member (booking_claims, app/server/booking/meetings.server.ts), and a
 * candidate is free exactly when its own ticks overlap no existing claim.
 */
import { createRequire } from "node:module";
import type Holidays from "date-holidays";
import { openingHours, type OpeningHoursRow } from "../../content/site.ts";
import { addDays, danishDay, danishTime, TIME_ZONE, type Interval } from "./danish-time.server.ts";

export { addDays, danishDay, danishTime, TIME_ZONE, type Interval };

/** Claims are kept on this grid; lengths, buffers and slot starts are multiples of it. */
export const TICK_MINUTES = 5;
/** Slots start on the hour and the half hour. */
export const SLOT_STEP_MINUTES = 30;

const MINUTE = 60_000;

/** A weekly window; `weekday` is ISO: 1 = Monday ... 7 = Sunday. */
export type WeeklyWindow = { weekday: number; startMinute: number; endMinute: number };

export type StaffCalendar = {
  id: string;
  /** Weekly availability in Danish wall-clock minutes from midnight. */
  windows: readonly WeeklyWindow[];
  /** Days off, YYYY-MM-DD (Danish date). */
  daysOff: ReadonlySet<string>;
  /** Claimed intervals (start to end + buffer of each booked meeting), epoch ms. */
  busy: readonly Interval[];
};

export type SlotRules = {
  lengthMinutes: number;
  bufferMinutes: number;
  /** Minimum notice in working hours (opening hours on working days). */
  noticeHours: number;
  horizonDays: number;
};

export type Slot = { start: Date; end: Date; staffIds: string[] };
export type SlotDay = { date: string; weekday: number; slots: Slot[] };

const schemaDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

/** The company's opening hours per ISO weekday, from the one source of company facts. */
export function openingByWeekday(rows: readonly OpeningHoursRow[] = openingHours()): Map<number, { startMinute: number; endMinute: number }> {
  const byDay = new Map<number, { startMinute: number; endMinute: number }>();
  for (const row of rows) {
    if (!row.opens || !row.closes) continue;
    for (const day of row.days) byDay.set(schemaDays.indexOf(day) + 1, { startMinute: toMinutes(row.opens), endMinute: toMinutes(row.closes) });
  }
  return byDay;
}

// date-holidays (~100 modules, 2 MB with its calendars) loads when a date is first checked, not
// with the server (issue 35); synchronously, so the callers stay as they are.
let holidayCalendar: Holidays | undefined;
const calendar = () => (holidayCalendar ??= new (createRequire(import.meta.url)("date-holidays") as typeof Holidays)("DK"));
const holidaysByYear = new Map<number, Map<string, string>>();

/** Danish public holidays of a year (date -> name), as date-holidays has them (type "public"). */
export function publicHolidays(year: number): Map<string, string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Map(
      calendar()
        .getHolidays(year)
        .filter((holiday) => holiday.type === "public")
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

export function holidayName(date: string): string | undefined {
  return publicHolidays(Number(date.slice(0, 4))).get(date);
}

export function weekdayOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  return ((new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay() + 6) % 7) + 1;
}

/** A working day: open by the opening hours and not a public holiday. Its hours, or null. */
export function workingHours(date: string, opening = openingByWeekday()): { startMinute: number; endMinute: number } | null {
  const hours = opening.get(weekdayOf(date));
  if (!hours || holidayName(date)) return null;
  return hours;
}

/**
 * The instant `hours` working hours after `from`: only time inside opening hours on working days
 * counts, so a booking made Friday afternoon with 4 hours' notice lands on Monday.
 */
export function addWorkingHours(from: Date, hours: number, opening = openingByWeekday()): Date {
  let remaining = hours * 60 * MINUTE;
  let { date } = danishDay(from);
  let cursor = from.getTime();
  for (let guard = 0; guard < 400; guard++) {
    const open = workingHours(date, opening);
    if (open) {
      const start = Math.max(cursor, danishTime(date, open.startMinute).getTime());
      const end = danishTime(date, open.endMinute).getTime();
      if (start < end) {
        if (start + remaining <= end) return new Date(start + remaining);
        remaining -= end - start;
      }
    }
    date = addDays(date, 1);
    cursor = danishTime(date, 0).getTime();
  }
  return new Date(cursor);
}

/** The interval a meeting starting at `start` claims: start to end + buffer. */
export function claimOf(start: number, rules: Pick<SlotRules, "lengthMinutes" | "bufferMinutes">): Interval {
  return { start, end: start + (rules.lengthMinutes + rules.bufferMinutes) * MINUTE };
}

function overlapsAny(candidate: Interval, busy: readonly Interval[]): boolean {
  // busy is short per person (their meetings in the next weeks); a binary search would not pay.
  for (const interval of busy) if (interval.start < candidate.end && candidate.start < interval.end) return true;
  return false;
}

/**
 * Free slots from `now` over the next `horizonDays` days, grouped by Danish day (days without a
 * free slot are left out). Each slot lists the staff members who could take it.
 */
export function freeSlots(now: Date, staff: readonly StaffCalendar[], rules: SlotRules, opening = openingByWeekday()): SlotDay[] {
  const earliest = addWorkingHours(now, rules.noticeHours, opening).getTime();
  const { date: today } = danishDay(now);
  const lengthMs = rules.lengthMinutes * MINUTE;
  const days: SlotDay[] = [];
  // Sorted once per person: the overlap check reads only meetings near the candidate.
  const calendars = staff.map((person) => ({ ...person, busy: [...person.busy].sort((a, b) => a.start - b.start) }));
  for (let offset = 0; offset <= rules.horizonDays; offset++) {
    const date = addDays(today, offset);
    const open = workingHours(date, opening);
    if (!open) continue;
    const weekday = weekdayOf(date);
    const byStart = new Map<number, string[]>();
    // One time-zone lookup per day: opening hours never span a daylight-saving change (02.00-03.00
    // on a Sunday), so every minute of the day's opening hours has the offset of its start.
    const openAt = danishTime(date, open.startMinute).getTime();
    const instant = (minute: number) => openAt + (minute - open.startMinute) * MINUTE;
    const dayStart = instant(open.startMinute) - 12 * 60 * MINUTE;
    const dayEnd = instant(open.endMinute) + 12 * 60 * MINUTE;
    for (const person of calendars) {
      if (person.daysOff.has(date)) continue;
      const todays = person.busy.filter((interval) => interval.start < dayEnd && interval.end > dayStart);
      for (const window of person.windows) {
        if (window.weekday !== weekday) continue;
        const from = Math.max(window.startMinute, open.startMinute);
        const to = Math.min(window.endMinute, open.endMinute);
        const first = Math.ceil(from / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
        for (let minute = first; minute + rules.lengthMinutes <= to; minute += SLOT_STEP_MINUTES) {
          const start = instant(minute);
          if (start < earliest) continue;
          if (overlapsAny(claimOf(start, rules), todays)) continue;
          const list = byStart.get(start);
          if (list) {
            if (!list.includes(person.id)) list.push(person.id);
          } else byStart.set(start, [person.id]);
        }
      }
    }
    if (!byStart.size) continue;
    const slots = [...byStart.entries()]
      .sort(([a], [b]) => a - b)
      .map(([start, staffIds]) => ({ start: new Date(start), end: new Date(start + lengthMs), staffIds }));
    days.push({ date, weekday, slots });
  }
  return days;
}

/**
 * Why a requested start can never be booked, in Danish (past, holiday, closed day, too short
 * notice, too far ahead, off the grid); null when only the staff's calendars decide.
 */
export function refusal(start: Date, now: Date, rules: SlotRules, opening = openingByWeekday()): string | null {
  if (Number.isNaN(start.getTime())) return "Vælg en af de ledige tider.";
  if (start.getTime() <= now.getTime()) return "Tidspunktet er allerede passeret. Vælg en af de ledige tider.";
  const { date } = danishDay(start);
  const holiday = holidayName(date);
  if (holiday) return `${holiday} er en helligdag, hvor vi holder lukket. Vælg en anden dag.`;
  if (!opening.get(weekdayOf(date))) return "Vi holder møder på hverdage inden for vores åbningstid. Vælg en af de ledige tider.";
  if (start.getTime() < addWorkingHours(now, rules.noticeHours, opening).getTime()) {
    return `Vi skal have mindst ${rules.noticeHours} timers varsel i vores åbningstid. Vælg en senere tid.`;
  }
  const last = danishTime(addDays(danishDay(now).date, rules.horizonDays + 1), 0);
  if (start.getTime() >= last.getTime()) return `Du kan booke op til ${Math.round(rules.horizonDays / 7)} uger frem. Vælg en af de ledige tider.`;
  const minute = (start.getTime() - danishTime(date, 0).getTime()) / MINUTE;
  if (minute % SLOT_STEP_MINUTES !== 0) return "Vælg en af de ledige tider.";
  return null;
}
