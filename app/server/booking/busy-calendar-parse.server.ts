/**
 * The busy times in a person's own calendar (an iCal feed from Google or Outlook, issue 37 item 8):
 * every VEVENT that makes them busy between two instants, as epoch-ms intervals. Parsed with
 * ical.js; recurring events (RRULE, RDATE, EXDATE, moved or cancelled occurrences by
 * RECURRENCE-ID) are expanded over the window. Ignored: STATUS:CANCELLED, TRANSP:TRANSPARENT
 * ("vis som ledig") and Outlook's X-MICROSOFT-CDO-BUSYSTATUS:FREE. All-day events block the whole
 * Danish day. A time with a TZID is read by the feed's own VTIMEZONE, else as an IANA zone; a
 * floating time is Danish time.
 *
 * Bounded: at most `maxEvents` VEVENTs, `maxSteps` recurrence steps in all and `maxIntervals`
 * busy intervals; past a bound the feed is refused whole (FeedRefused), never cut short, since a
 * feed read in part would open slots its owner is busy in.
 */
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { addDays, danishDay, danishTime, TIME_ZONE, type Interval } from "./danish-time.server.ts";

export type BusyLimits = { maxEvents: number; maxSteps: number; maxIntervals: number };

export const defaultBusyLimits: BusyLimits = { maxEvents: 20_000, maxSteps: 100_000, maxIntervals: 5_000 };

/** A feed we will not use, with the reason in Danish (shown after "Kalenderen kunne ikke hentes: "). */
export class FeedRefused extends Error {}

const thousands = (value: number) => value.toLocaleString("da-DK");

/** The instant of an ical.js time: by its zone, by its TZID as an IANA name, or as Danish time when floating. */
function instantOf(time: ICAL.Time): number {
  if (time.isDate) return danishTime(`${time.year}-${pad(time.month)}-${pad(time.day)}`, 0).getTime();
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== "floating") return time.toUnixTime() * 1000;
  const named = (time as ICAL.Time & { timezone?: string }).timezone;
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, named && knownZone(named) ? named : TIME_ZONE).getTime();
}

const pad = (value: number) => String(value).padStart(2, "0");

const zones = new Map<string, boolean>();
function knownZone(name: string): boolean {
  let known = zones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    zones.set(name, known);
  }
  return known;
}

/** An all-day event ends at the start of its end date (exclusive), in Danish time. */
function endOf(start: ICAL.Time, end: ICAL.Time | null): number {
  if (end) return instantOf(end);
  if (start.isDate) {
    const date = `${start.year}-${pad(start.month)}-${pad(start.day)}`;
    return danishTime(addDays(date, 1), 0).getTime();
  }
  return instantOf(start);
}

const makesBusy = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue("status") ?? "").toUpperCase() !== "CANCELLED" &&
  String(component.getFirstPropertyValue("transp") ?? "").toUpperCase() !== "TRANSPARENT" &&
  String(component.getFirstPropertyValue("x-microsoft-cdo-busystatus") ?? "").toUpperCase() !== "FREE";

/** The busy intervals of `text` that overlap [from, to), sorted and merged. Throws FeedRefused. */
export function busyIntervals(text: string, from: number, to: number, limits: BusyLimits = defaultBusyLimits): Interval[] {
  let calendar: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    calendar = new ICAL.Component(parsed as unknown[]);
  } catch {
    throw new FeedRefused("Filen er ikke en iCal-kalender (.ics)");
  }
  if (calendar.name !== "vcalendar") throw new FeedRefused("Filen er ikke en iCal-kalender (.ics)");
  const components = calendar.getAllSubcomponents("vevent");
  if (components.length > limits.maxEvents) throw new FeedRefused(`Kalenderen har over ${thousands(limits.maxEvents)} begivenheder`);

  // Moved or cancelled occurrences belong to their series by UID (ical.js would otherwise relate every one to every series).
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const component of components) {
    if (component.hasProperty("recurrence-id")) {
      const uid = String(component.getFirstPropertyValue("uid") ?? "");
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), component]);
    } else masters.push(component);
  }

  const busy: Interval[] = [];
  const add = (start: number, end: number) => {
    if (end <= start || end <= from || start >= to) return;
    busy.push({ start, end });
    if (busy.length > limits.maxIntervals) throw new FeedRefused(`Kalenderen har over ${thousands(limits.maxIntervals)} optagede tider i bookingperioden`);
  };
  let steps = 0;
  for (const component of masters) {
    if (!component.hasProperty("dtstart")) continue;
    const uid = String(component.getFirstPropertyValue("uid") ?? "");
    const event = new ICAL.Event(component, { exceptions: exceptions.get(uid) ?? [] });
    if (!event.isRecurring()) {
      if (makesBusy(component)) add(instantOf(event.startDate), endOf(event.startDate, event.endDate));
      continue;
    }
    const moved = (exceptions.get(uid)?.length ?? 0) > 0;
    const durationMs = event.duration.toSeconds() * 1000;
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (++steps > limits.maxSteps) throw new FeedRefused(`Kalenderens gentagne begivenheder giver over ${thousands(limits.maxSteps)} forekomster`);
      // Occurrences come in order of their original time; a moved one may lie a day either side.
      const original = instantOf(next);
      if (original >= to + 86_400_000) break;
      if (!moved && original + durationMs <= from) continue;
      const details = event.getOccurrenceDetails(next);
      if (makesBusy(details.item.component)) add(instantOf(details.startDate), endOf(details.startDate, details.endDate));
    }
  }
  return merge(busy);
}

/** Sorted, with overlapping and touching intervals joined. */
function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The window a feed is read for: from the start of today (Danish) to `horizonDays` + 7 days ahead. */
export function busyWindow(now: Date, horizonDays: number): { from: number; to: number } {
  const today = danishDay(now).date;
  return { from: danishTime(today, 0).getTime(), to: danishTime(addDays(today, horizonDays + 7), 0).getTime() };
}
