/**
 * Fixed-window rate limits kept in the database, so every app instance counts against the same
 * numbers. One statement per hit (insert or increment), safe under concurrency.
 */
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "./db.server.ts";
import { rateLimits } from "./schema.ts";

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

/** Counts a key without adding a hit (login checks before verifying a password). */
export async function peekRateLimit(db: Db, key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart}`);
  return rows[0]?.count ?? 0;
}

export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
}

/** Rate-limit keys never hold a raw IP address (GDPR): a salted hash is enough to count. */
export function clientKey(prefix: string, ip: string, secret: string): string {
  return `${prefix}:${createHash("sha256").update(`${secret}:${ip}`).digest("base64url").slice(0, 22)}`;
}
