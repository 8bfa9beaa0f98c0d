/**
 * A calendar feed parsed in a worker thread, with a deadline: ical.js on the main thread held the
 * event loop for seconds on a feed near the limits (a 1.5 MB feed of 5,050 events took 3.2–13.5 s
 * on a loaded 2-core machine), and every visitor and staff member waited. Here the main thread
 * hands the feed's text over and gets the busy intervals back; a parse past its deadline ends the
 * worker and is a FeedRefused ("Kalenderen tog for lang tid at læse"), so the person's last good
 * busy times stay, as with every other failure.
 *
 * This one file is both sides, as app/server/mail/mail-parser-worker.server.ts is (the plumbing is
 * app/server/platform/worker-calls.server.ts): Node starts it as the worker from the source tree, so
 * it imports only Node, ical.js, @date-fns/tz and pure modules with explicit .ts imports.
 */
import { serveCalls, workerCalls } from "../platform/worker-calls.server.ts";
import { busyIntervals, FeedRefused, type BusyLimits } from "./busy-calendar-parse.server.ts";
import type { Interval } from "./danish-time.server.ts";

/** How long one feed may take to parse before the fetch counts as failed. */
export const BUSY_PARSE_DEADLINE_MS = 20_000;

type ParseRequest = { text: string; from: number; to: number; limits: BusyLimits };
/** A refusal is an answer, not an error: its Danish reason crosses the thread as it is. */
type ParseAnswer = { busy: Interval[] } | { refused: string };

const WORKER_FLAG = "salgskraftBusyCalendarWorker";

const calls = workerCalls<ParseRequest, ParseAnswer>({
  file: "app/server/booking/busy-calendar-worker.server.ts",
  flag: WORKER_FLAG,
  name: "Kalendertråden",
  deadlineError: () => new FeedRefused("Kalenderen tog for lang tid at læse"),
});

/**
 * busyIntervals() in the worker: the busy intervals of `text` over [from, to), and the id of the
 * thread that parsed them (never 0, the main thread's). Throws FeedRefused, also past the deadline.
 */
export async function parseBusyTimes(
  text: string,
  from: number,
  to: number,
  limits: BusyLimits,
  deadlineMs = BUSY_PARSE_DEADLINE_MS,
): Promise<{ busy: Interval[]; parseThreadId: number }> {
  const { value, threadId } = await calls.call({ text, from, to, limits }, deadlineMs);
  if ("refused" in value) throw new FeedRefused(value.refused);
  return { busy: value.busy, parseThreadId: threadId };
}

serveCalls<ParseRequest, ParseAnswer>(WORKER_FLAG, ({ text, from, to, limits }) => {
  try {
    return { busy: busyIntervals(text, from, to, limits) };
  } catch (error) {
    if (error instanceof FeedRefused) return { refused: error.message };
    throw error;
  }
});
