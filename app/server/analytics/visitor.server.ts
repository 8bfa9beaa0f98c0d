/**
 * Page analytics: the visitor hash and the day's salt. Unique visitors: 8 bytes of sha256(day's
 * salt, site host, client address (an IPv6 /64); the user agent no longer counts, so rotating it
 * makes no new visitors). The salt is HMAC-SHA256(SESSION secret, day): every instance derives the
 * same one, and it is never stored, so the hashes in the database cannot be recomputed from the
 * database alone; the address and the user agent are never stored. Bots (isbot) are not counted.
 */
import { createHash, createHmac } from "node:crypto";

// ---------------------------------------------------------------------------------------------
// Visitor hash and the day's salt

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** A signed 64-bit number from sha256(salt, host, address, user agent): unique within a day only. */
export function visitorHash(salt: string, host: string, address: string, userAgent: string): bigint {
  return createHash("sha256").update(`${salt}\u0000${host}\u0000${address}\u0000${userAgent}`).digest().readBigInt64BE(0);
}

/**
 * The day's salt, derived from the SESSION secret (shared by every instance) and the day. It is
 * never stored: the database holds only the hashes (second review, "salt beside the hashes").
 */
export function daySalt(secret: string, day: string): string {
  return createHmac("sha256", secret).update(`analytics-salt\u0000${day}`).digest("base64");
}
