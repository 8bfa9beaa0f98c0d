/**
 * Tests that put a follow-up "later today" (23:58, 23:59 Danish time) and then look for it under
 * "I dag" would fail when they start in the last minutes before Danish midnight: the item would
 * be overdue, or the day would change halfway. They call this first: inside that window it waits
 * until the new Danish day has begun (at most ten minutes, rarely), so the test means the same
 * thing at any hour.
 */
const window = { fromMinute: 23 * 60 + 50 };

export function danishMinuteOfDay(now = new Date()): number {
  const [hour, minute] = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Copenhagen", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .format(now)
    .split(":")
    .map(Number);
  return hour! * 60 + minute!;
}

/** Milliseconds to wait so that "later today" still means today for the next ten minutes; 0 outside the window. */
export function waitBeforeLateTodayMs(now = new Date()): number {
  const minute = danishMinuteOfDay(now);
  if (minute < window.fromMinute) return 0;
  return ((24 * 60 - minute) * 60 - now.getSeconds() + 5) * 1000;
}

export async function awayFromDanishMidnight(): Promise<void> {
  const ms = waitBeforeLateTodayMs();
  if (!ms) return;
  console.info(`Venter ${Math.ceil(ms / 1000)} s, til den danske dag er skiftet: testen lægger opfølgninger sent i dag.`);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Vitest timeout for a hook that calls awayFromDanishMidnight before its own work of `ms`. */
export const withMidnightWait = (ms: number) => ms + 11 * 60_000;
