/**
 * Calendars that do not clash (issue 37 item 8): each person may give the secret iCal address of
 * their Google or Outlook calendar; its busy times block their booking slots.
 *
 * - The address is a password to their calendar: stored sealed (secret-box), shown as its host only.
 * - Fetched on the job runner every `refreshMs` (10 minutes), and at once when saved; after a
 *   failure the next try waits longer (10, 20, 40 ... at most 120 minutes).
 * - Bounded: one deadline for the whole fetch (`timeoutMs`, redirects included), at most
 *   `maxBytes`, and the parser's limits (busy-calendar-parse.server.ts); the parse runs in a worker
 *   thread with its own deadline (busy-calendar-worker.server.ts), so it never holds the event loop.
 * - SSRF as for webhooks (app/server/platform/outbound-address.server.ts): https only, no
 *   private or loopback address (checked when saved, and on every connect and every redirect, at
 *   most 3); WEBHOOK_ALLOW_PRIVATE=1 allows them (tests, an internal calendar server).
 * - A failing feed keeps its last good busy times until a fetch succeeds again or the person
 *   removes or changes the address: a calendar that cannot be read never opens slots silently.
 *   The person sees the error on "Min tilgængelighed".
 */
import http from "node:http";
import https from "node:https";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { brand } from "../../content/site.ts";
import { codedError, DELIVERY_TIMEOUT, deliveryProblem, PRIVATE_ADDRESS } from "../mail/delivery-errors.server.ts";
import type { Db } from "../platform/db.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import { log } from "../platform/log.server.ts";
import { guardedLookup, outboundUrlProblem, type Resolve } from "../platform/outbound-address.server.ts";
import { openSecret, sealSecret } from "../platform/secret-box.server.ts";
import { busyWindow, defaultBusyLimits, FeedRefused, type BusyLimits } from "./busy-calendar-parse.server.ts";
import { BUSY_PARSE_DEADLINE_MS, parseBusyTimes } from "./busy-calendar-worker.server.ts";
import { staffUsers } from "../auth/schema.server.ts";
import { calendarBusy, calendarFeeds } from "./schema.server.ts";
import { getMeetingSettings } from "./settings.server.ts";

const MINUTE = 60_000;
const PURPOSE = "calendar-feed-url";
const MAX_REDIRECTS = 3;

export type BusyCalendarConfig = {
  sessionSecret: string;
  allowPrivate: boolean;
  /** Between good fetches of one feed. */
  refreshMs?: number;
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  limits?: BusyLimits;
  /** How long the parse (in a worker thread) may take before the fetch counts as failed. */
  parseDeadlineMs?: number;
  /** See `Resolve`: a test may point names at a DNS of its own. */
  resolve?: Resolve;
};

export const busyCalendarDefaults = { refreshMs: 10 * MINUTE, timeoutMs: 15_000, maxBytes: 2 * 1024 * 1024, maxBackoffMs: 120 * MINUTE };

const wording = {
  credentials: "Adressen må ikke indeholde brugernavn eller adgangskode.",
  internal: "Kalendere kan kun hentes fra offentlige adresser.",
};

/** The settings from the environment: private addresses only where webhooks may use them (WEBHOOK_ALLOW_PRIVATE). */
export const busyCalendarConfig = (env: { WEBHOOK_ALLOW_PRIVATE: boolean }, sessionSecret: string): BusyCalendarConfig => ({
  sessionSecret,
  allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
});

/** Why a typed address cannot be a calendar feed (Danish), or null. `webcal://` (Outlook's and Apple's links) is read as https://. */
export function calendarUrlProblem(raw: string, allowPrivate: boolean): string | null {
  return outboundUrlProblem(normaliseFeedUrl(raw), allowPrivate, wording);
}

const normaliseFeedUrl = (raw: string) => raw.trim().replace(/^webcals?:\/\//i, "https://");

// ---- fetching: one GET, bounded in time and size, redirects checked ----

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString("da-DK", { maximumFractionDigits: 1 })} MB`;

/** The feed's text; throws FeedRefused (a Danish reason) or a network error. */
export async function fetchFeedText(url: string, config: BusyCalendarConfig): Promise<string> {
  const timeoutMs = config.timeoutMs ?? busyCalendarDefaults.timeoutMs;
  const deadline = Date.now() + timeoutMs;
  let target = url;
  for (let hop = 0; ; hop++) {
    const answer = await getOnce(target, config, deadline, timeoutMs);
    if (!("redirect" in answer)) return answer.text;
    if (hop >= MAX_REDIRECTS) throw new FeedRefused("Adressen sendte videre for mange gange");
    const next = new URL(answer.redirect, target).toString();
    const problem = outboundUrlProblem(next, config.allowPrivate, wording);
    if (problem) throw new FeedRefused(`Adressen sendte videre til en adresse, vi ikke henter fra. ${problem}`);
    target = next;
  }
}

function getOnce(url: string, config: BusyCalendarConfig, deadline: number, timeoutMs: number): Promise<{ text: string } | { redirect: string }> {
  const maxBytes = config.maxBytes ?? busyCalendarDefaults.maxBytes;
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : http;
    const request = client.request(
      target,
      {
        method: "GET",
        headers: { Accept: "text/calendar, */*;q=0.5", "User-Agent": `${brand.name}-kalender/1` },
        lookup: guardedLookup(config.allowPrivate, config.resolve, "kalendere hentes kun fra offentlige adresser"),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new FeedRefused(`Kalenderen svarede HTTP ${status}`));
        }
        const tooBig = () => new FeedRefused(`Kalenderen er større end ${megabytes(maxBytes)}`);
        if (Number(response.headers["content-length"] ?? 0) > maxBytes) return request.destroy(tooBig());
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > maxBytes) request.destroy(tooBig());
          else chunks.push(chunk);
        });
        response.on("end", () => resolve({ text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    // The whole exchange, not an idle socket: a server sending a byte at a time is cut off too.
    const limit = setTimeout(
      () => request.destroy(codedError(`Intet svar inden for ${timeoutMs / 1000} sekunder`, DELIVERY_TIMEOUT)),
      Math.max(0, deadline - Date.now()),
    );
    request.on("close", () => clearTimeout(limit));
    request.on("error", reject);
    request.end();
  });
}

/** What the person is told after "Kalenderen kunne ikke hentes: " (never addresses or ports: those go to the log). */
function problemOf(error: unknown): string {
  if (error instanceof FeedRefused) return error.message.replace(/\.$/, "");
  if ((error as { code?: unknown } | null)?.code === PRIVATE_ADDRESS) return "Adressen peger på et internt netværk";
  return deliveryProblem(error);
}

// ---- the person's feed ----

export type CalendarFeedStatus = {
  host: string;
  lastAttemptAt: Date | null;
  lastOkAt: Date | null;
  lastError: string | null;
  busyCount: number;
};

export async function calendarFeedOf(db: Db, staffId: string): Promise<CalendarFeedStatus | null> {
  const [row] = await db
    .select({
      host: calendarFeeds.host,
      lastAttemptAt: calendarFeeds.lastAttemptAt,
      lastOkAt: calendarFeeds.lastOkAt,
      lastError: calendarFeeds.lastError,
      busyCount: calendarFeeds.busyCount,
    })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.staffId, staffId));
  return row ?? null;
}

/**
 * Stores (or replaces) a person's feed address, due at once. A new address drops the old
 * calendar's busy times (the person chose another calendar); the same address again keeps them
 * until it is read. The caller checks it with calendarUrlProblem first.
 */
export async function saveCalendarFeed(db: Db, staffId: string, raw: string, config: Pick<BusyCalendarConfig, "sessionSecret">, now: Date): Promise<void> {
  const url = normaliseFeedUrl(raw);
  await db.transaction(async (tx) => {
    const [old] = await tx.select({ url: calendarFeeds.url }).from(calendarFeeds).where(eq(calendarFeeds.staffId, staffId)).for("update");
    if (old && readable(old.url, config.sessionSecret) === url) {
      await tx.update(calendarFeeds).set({ nextFetchAt: now }).where(eq(calendarFeeds.staffId, staffId));
      return;
    }
    const values = {
      url: sealSecret(url, config.sessionSecret, PURPOSE),
      host: new URL(url).host,
      nextFetchAt: now,
      lastAttemptAt: null,
      lastOkAt: null,
      lastError: null,
      failures: 0,
      busyCount: 0,
    };
    await tx.delete(calendarBusy).where(eq(calendarBusy.staffId, staffId));
    await tx
      .insert(calendarFeeds)
      .values({ staffId, ...values })
      .onConflictDoUpdate({ target: calendarFeeds.staffId, set: values });
  });
}

function readable(sealed: string, sessionSecret: string): string | null {
  try {
    return openSecret(sealed, sessionSecret, PURPOSE);
  } catch {
    return null;
  }
}

/** Removes the address and the busy times it gave: the person's slots open as their availability says. */
export async function removeCalendarFeed(db: Db, staffId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(calendarBusy).where(eq(calendarBusy.staffId, staffId));
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.staffId, staffId));
  });
}

export type RefreshOutcome = { ok: true; busy: number } | { ok: false; error: string };

const backoffMs = (failures: number, refreshMs: number) => Math.min(busyCalendarDefaults.maxBackoffMs, refreshMs * 2 ** Math.max(0, failures - 1));

/** Fetches one person's feed and replaces their busy times; on failure keeps them and records the problem. */
export async function refreshCalendarFeed(db: Db, staffId: string, config: BusyCalendarConfig, now: Date): Promise<RefreshOutcome> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.staffId, staffId));
  if (!feed) return { ok: false, error: "Der er ingen kalender-adresse" };
  const refreshMs = config.refreshMs ?? busyCalendarDefaults.refreshMs;
  // Only the address fetched is updated: a person who changed it meanwhile keeps the new one's state.
  const same = and(eq(calendarFeeds.staffId, staffId), eq(calendarFeeds.url, feed.url));
  try {
    let url: string;
    try {
      url = openSecret(feed.url, config.sessionSecret, PURPOSE);
    } catch {
      throw new FeedRefused("Adressen kan ikke læses (er SESSION_SECRET skiftet?); skriv den igen");
    }
    const settings = await getMeetingSettings(db);
    const window = busyWindow(now, settings.horizonDays);
    const text = await fetchFeedText(url, config);
    const { busy, parseThreadId } = await parseBusyTimes(
      text,
      window.from,
      window.to,
      config.limits ?? defaultBusyLimits,
      config.parseDeadlineMs ?? BUSY_PARSE_DEADLINE_MS,
    );
    await db.transaction(async (tx) => {
      const [current] = await tx.select({ staffId: calendarFeeds.staffId }).from(calendarFeeds).where(same).for("update");
      if (!current) return;
      await tx.delete(calendarBusy).where(eq(calendarBusy.staffId, staffId));
      for (let at = 0; at < busy.length; at += 1000)
        await tx
          .insert(calendarBusy)
          .values(busy.slice(at, at + 1000).map((interval) => ({ staffId, startsAt: new Date(interval.start), endsAt: new Date(interval.end) })));
      await tx
        .update(calendarFeeds)
        .set({ lastAttemptAt: now, lastOkAt: now, lastError: null, failures: 0, busyCount: busy.length, nextFetchAt: new Date(now.getTime() + refreshMs) })
        .where(same);
    });
    log.info("Kalender hentet", { staffId, host: feed.host, busy: busy.length, parseThreadId });
    return { ok: true, busy: busy.length };
  } catch (error) {
    const problem = problemOf(error);
    const failures = feed.failures + 1;
    log.warn("Kalender kunne ikke hentes; de sidst hentede optagede tider gælder stadig", {
      staffId,
      host: feed.host,
      failures,
      error: problem,
      ...(error instanceof FeedRefused ? {} : { detail: (error instanceof Error ? error.message : String(error)).slice(0, 300) }),
    });
    await db
      .update(calendarFeeds)
      .set({ lastAttemptAt: now, lastError: problem, failures, nextFetchAt: new Date(now.getTime() + backoffMs(failures, refreshMs)) })
      .where(same);
    return { ok: false, error: problem };
  }
}

/** Refreshes the feeds that are due, `batch` at most; each is leased first, so two instances never fetch the same one at once. */
export async function refreshDueCalendarFeeds(db: Db, config: BusyCalendarConfig, now: Date, batch = 20): Promise<number> {
  // Long enough for a fetch and its parse, twice over.
  const lease = new Date(
    now.getTime() + 2 * ((config.timeoutMs ?? busyCalendarDefaults.timeoutMs) + (config.parseDeadlineMs ?? BUSY_PARSE_DEADLINE_MS)) + 5_000,
  );
  const due = db
    .select({ staffId: calendarFeeds.staffId })
    .from(calendarFeeds)
    // A deactivated colleague's calendar is not read (they take no meetings); it is again if they come back.
    .innerJoin(staffUsers, eq(staffUsers.id, calendarFeeds.staffId))
    .where(and(lte(calendarFeeds.nextFetchAt, now), isNull(staffUsers.disabledAt)))
    .orderBy(calendarFeeds.nextFetchAt)
    .limit(batch)
    .for("update", { of: calendarFeeds, skipLocked: true });
  const claimed = await db
    .update(calendarFeeds)
    .set({ nextFetchAt: lease })
    .where(inArray(calendarFeeds.staffId, due))
    .returning({ staffId: calendarFeeds.staffId });
  for (const { staffId } of claimed) await refreshCalendarFeed(db, staffId, config, now);
  return claimed.length;
}

/** The job (app/server/platform/jobs.server.ts): looks for due feeds every minute. */
export function busyCalendarJob(db: Db, config: BusyCalendarConfig, everyMs = MINUTE): Job {
  return {
    name: "calendars",
    title: "Hentning af kalendere",
    every: everyMs,
    run: ({ now }) => refreshDueCalendarFeeds(db, config, now()),
  };
}
