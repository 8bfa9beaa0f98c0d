/**
 * Meeting times as Danish visitors and staff read them, always in Danish time (Europe/Copenhagen)
 * whatever the server's or the browser's own time zone: "tirsdag den 1. december", "10.00".
 */
const zone = "Europe/Copenhagen";
const dayFormat = new Intl.DateTimeFormat("da-DK", { timeZone: zone, weekday: "long", day: "numeric", month: "long" });
const dayWithYear = new Intl.DateTimeFormat("da-DK", { timeZone: zone, weekday: "long", day: "numeric", month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("da-DK", { timeZone: zone, hour: "2-digit", minute: "2-digit" });

/** "tirsdag den 1. december" (with the year: "tirsdag den 1. december 2026"). */
export function danishDate(date: Date | string, withYear = false): string {
  const parts = (withYear ? dayWithYear : dayFormat).formatToParts(new Date(date));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("weekday")} den ${get("day")}. ${get("month")}${withYear ? ` ${get("year")}` : ""}`;
}

/** "10.00" */
export function danishClock(date: Date | string): string {
  return timeFormat.format(new Date(date)).replace(":", ".");
}

/** "tirsdag den 1. december kl. 10.00" */
export function danishDateTime(date: Date | string): string {
  return `${danishDate(date)} kl. ${danishClock(date)}`;
}

/** "tirsdag den 1. december 2026 kl. 10.00-10.20" */
export function danishMeetingTime(start: Date | string, end: Date | string): string {
  return `${danishDate(start, true)} kl. ${danishClock(start)}-${danishClock(end)}`;
}
