/**
 * Rate limits kept in the database, so every app instance counts against the same numbers:
 * fixed windows for the public forms, failure counters with a growing wait for staff logins.
 * One statement per hit (insert or increment), safe under concurrency.
 */
import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { and, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { resultRows, type Db } from "./db.server.ts";
import { loginFailures, rateLimits } from "./schema.server.ts";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
  };
}

/** Gives back one hit of the current window (a booking that did not happen). */
export async function releaseRateLimit(db: Db, key: string, windowSeconds: number, now = Date.now()): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), sql`${rateLimits.count} > 0`));
}

/** The window of BOOKING_RATE_LIMIT: meetings booked from one address a day. */
export const BOOKING_RATE_WINDOW_SECONDS = 24 * 60 * 60;

/** Deletes windows that started before `olderThan` (now minus the longest window: they have ended); the daily retention job calls it. */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<number> {
  const result = await db.execute(sql`
    with removed as (delete from ${rateLimits} where ${lt(rateLimits.windowStart, olderThan)} returning 1)
    select count(*)::int as count from removed`);
  return Number(resultRows<{ count: number }>(result)[0]?.count ?? 0);
}

/**
 * The address a limit counts against. An IPv6 client usually holds a whole /64 (its provider
 * hands out at least that), so counting exact addresses would give it 2^64 fresh allowances: IPv6
 * addresses count by their first 64 bits. IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address.
 */
export function limitAddress(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  return `${ipv6Groups(ip).slice(0, 4).join(":")}::/64`;
}

/**
 * The IPv6 /48 an address belongs to (a site: one household's or office's whole allocation, 65,536
 * /64s), or null for IPv4. Limits that a /64 alone cannot hold count here too (fourth review).
 */
export function limitSite(ip: string): string | null {
  const address = limitAddress(ip);
  return address.endsWith("::/64") ? `${ipv6Groups(ip).slice(0, 3).join(":")}::/48` : null;
}

/** The eight 16-bit groups of a valid IPv6 address, as lowercase hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const address = ip.split("%")[0]!.toLowerCase();
  const [head = "", tail] = address.split("::") as [string, string | undefined];
  const part = (text: string) => {
    if (!text) return [];
    const groups = text.split(":");
    const last = groups.at(-1)!;
    if (last.includes(".")) {
      const [a, b, c, d] = last.split(".").map(Number) as [number, number, number, number];
      groups.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return groups.map((group) => Number.parseInt(group, 16).toString(16));
  };
  const left = part(head);
  if (tail === undefined) return left;
  const right = part(tail);
  return [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
}

/** Rate-limit keys never hold a raw IP address (GDPR): a salted hash is enough to count. */
export function clientKey(prefix: string, ip: string, secret: string): string {
  return hashedKey(prefix, limitAddress(ip), secret);
}

/** The key of an IPv6 address's /48 (limitSite), or null for IPv4. */
export function siteKey(prefix: string, ip: string, secret: string): string | null {
  const site = limitSite(ip);
  return site ? hashedKey(prefix, site, secret) : null;
}

const hashedKey = (prefix: string, value: string, secret: string) =>
  `${prefix}:${createHash("sha256").update(`${secret}:${value}`).digest("base64url").slice(0, 22)}`;

/** The first wait once a key reaches its threshold; it doubles with each further failure. */
export const LOGIN_BACKOFF_FIRST_SECONDS = 60;
export const LOGIN_BACKOFF_MAX_SECONDS = 60 * 60;
/** A key with no failure for this long starts again from zero. */
export const LOGIN_FAILURES_FORGOTTEN_HOURS = 24;

/** Seconds a key must wait after its `failures`-th failure (0 below the threshold). */
export function loginBackoffSeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(LOGIN_BACKOFF_MAX_SECONDS, LOGIN_BACKOFF_FIRST_SECONDS * 2 ** Math.min(failures - threshold, 16));
}

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a login attempt as a failure before the password is checked (so parallel guesses are
 * counted too) unless the key is waiting out a backoff, in which case nothing is counted and the
 * attempt is refused. A successful login then takes its count back (forgiveLoginAttempt,
 * clearLoginFailures), so only failures remain.
 */
export async function registerLoginAttempt(db: Db, key: string, threshold: number): Promise<LoginAttempt> {
  const limit = sql.raw(String(Math.max(1, Math.floor(threshold))));
  const first = sql.raw(String(LOGIN_BACKOFF_FIRST_SECONDS));
  const max = sql.raw(String(LOGIN_BACKOFF_MAX_SECONDS));
  const forgotten = sql.raw(`interval '${LOGIN_FAILURES_FORGOTTEN_HOURS} hours'`);
  const next = sql`(case when ${loginFailures.lastFailureAt} < now() - ${forgotten} then 1 else ${loginFailures.failures} + 1 end)`;
  const lockAfter = (failures: SQL) =>
    sql`case when ${failures} >= ${limit} then now() + make_interval(secs => least(${max}, ${first} * power(2, least(${failures} - ${limit}, 16)))) else null end`;
  const rows = await db
    .insert(loginFailures)
    .values({ key, failures: 1, lastFailureAt: sql`now()`, lockedUntil: sql`${lockAfter(sql`1`)}` })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: { failures: next, lastFailureAt: sql`now()`, lockedUntil: lockAfter(next) },
      setWhere: sql`${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= now()`,
    })
    .returning({ failures: loginFailures.failures });
  if (rows.length) return { allowed: true };
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${loginFailures.lockedUntil} - now()))::int` })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.seconds ?? 1)) };
}

/**
 * Takes back one attempt counted by registerLoginAttempt (it succeeded, or was refused by the other
 * key). That attempt was let through, so the key was not waiting before it: any wait it started is
 * lifted too, and the next failure sets the wait again from the count.
 */
export async function forgiveLoginAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(0, ${loginFailures.failures} - 1)`, lockedUntil: null })
    .where(eq(loginFailures.key, key));
}

/** A successful login: this account+address starts again from zero. */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Deletes keys whose failures are forgotten and that wait for nothing (at each login and in the daily retention job). */
export async function pruneLoginFailures(db: Db, now = new Date()): Promise<number> {
  const forgotten = new Date(now.getTime() - LOGIN_FAILURES_FORGOTTEN_HOURS * 3600_000);
  const removed = await db
    .delete(loginFailures)
    .where(and(lt(loginFailures.lastFailureAt, forgotten), or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now))))
    .returning({ key: loginFailures.key });
  return removed.length;
}
