/**
 * Danish wall-clock time (Europe/Copenhagen) and epoch-ms intervals: pure, with no other import
 * than @date-fns/tz, so the calendar parser's worker thread (busy-calendar-worker.server.ts) can
 * load them on plain Node from the source tree. booking-slots.server.ts re-exports them.
 */
import { TZDate } from "@date-fns/tz";

export const TIME_ZONE = "Europe/Copenhagen";

export type Interval = { start: number; end: number };

const pad = (value: number) => String(value).padStart(2, "0");

/** The Danish calendar date and ISO weekday of an instant. */
export function danishDay(instant: Date | number): { date: string; weekday: number } {
  const local = new TZDate(typeof instant === "number" ? instant : instant.getTime(), TIME_ZONE);
  return { date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`, weekday: ((local.getDay() + 6) % 7) + 1 };
}

/** The instant of a Danish wall-clock time: `minute` minutes after midnight on `date`. */
export function danishTime(date: string, minute: number): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, Math.floor(minute / 60), minute % 60, TIME_ZONE).getTime());
}

/** The Danish date `days` days after `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const utc = new Date(Date.UTC(year!, month! - 1, day! + days));
  return `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}
