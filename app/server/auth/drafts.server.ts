/**
 * Nothing a staff member types is lost to an expired session (docs/requirements.md §12). When an
 * admin form is posted after the session has ended (logged out in another tab, the idle timeout),
 * requireStaff keeps what was typed here under the SHA-256 of a random token and sends the person
 * to log in; the login returns them to the page with `?kladde=<token>`, and the page puts the text
 * back into its form with a note to press the button again. The draft is only restored, never
 * replayed: a request that cannot prove it came from our own pages is not kept, and nothing is
 * done on anyone's behalf without their pressing the button once more.
 * Passwords and the CSRF token are never kept; drafts expire after DRAFT_HOURS.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, lt, sql } from "drizzle-orm";
import { tokenHash } from "./auth.server.ts";
import type { Db } from "../platform/db.server.ts";
import { hitRateLimit } from "../platform/rate-limit.server.ts";
import { adminDrafts } from "./schema.server.ts";

export const DRAFT_HOURS = 12;
/** Form fields that are never written down: secrets, and the session-bound CSRF token. */
const NEVER_KEPT = new Set(["csrf", "password", "current", "repeat", "username"]);
const MAX_DRAFT_CHARACTERS = 20_000;
/**
 * Live drafts at most (a flood of made-up posts cannot grow the table without bound). When full,
 * the oldest go: a draft is read back within seconds of its login, and refusing new ones let an
 * anonymous flood switch the feature off for everyone (third review, finding 7).
 */
export const MAX_DRAFTS = 2_000;
/** Drafts one address (an IPv6 /64) may leave in DRAFT_HOURS; a staff member needs a handful. */
export const DRAFTS_PER_ADDRESS = 20;
const DRAFT_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
const expired = sql`now() - ${sql.raw(`interval '${DRAFT_HOURS} hours'`)}`;

/**
 * Keeps the form's text for `path`; returns the token for the login redirect, or null when nothing
 * is worth keeping or `limitKey` (the sender's address, hashed) has left its DRAFTS_PER_ADDRESS.
 */
export async function keepDraft(db: Db, path: string, form: FormData, limitKey: string): Promise<string | null> {
  const fields: Record<string, string> = {};
  let size = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || NEVER_KEPT.has(name) || name.length > 50) continue;
    size += name.length + value.length;
    if (size > MAX_DRAFT_CHARACTERS) return null;
    fields[name] = value;
  }
  if (!Object.keys(fields).length) return null;
  if (!(await hitRateLimit(db, limitKey, DRAFTS_PER_ADDRESS, DRAFT_HOURS * 3600)).allowed) return null;
  await db.delete(adminDrafts).where(lt(adminDrafts.createdAt, expired));
  const [live] = await db.select({ value: count() }).from(adminDrafts);
  const over = (live?.value ?? 0) - MAX_DRAFTS + 1;
  if (over > 0) {
    await db
      .delete(adminDrafts)
      .where(inArray(adminDrafts.tokenHash, db.select({ tokenHash: adminDrafts.tokenHash }).from(adminDrafts).orderBy(asc(adminDrafts.createdAt)).limit(over)));
  }
  const token = randomBytes(24).toString("base64url");
  await db.insert(adminDrafts).values({ tokenHash: tokenHash(token), path, fields });
  return token;
}

/**
 * The draft's token also goes, as a cookie, to the browser that typed it, and only a page opened
 * with that cookie gets the text back (third review, finding 8): otherwise anyone could post a
 * form in no one's session and send staff the `?kladde=` link, and the page would present the
 * stranger's text (an invitation to their own address, a reply to a customer) as what the staff
 * member had typed, one press from being sent.
 */
const draftCookieName = (secure: boolean) => (secure ? "__Host-kladde" : "kladde");

export function draftCookieHeader(token: string, secure: boolean): string {
  return [`${draftCookieName(secure)}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${DRAFT_HOURS * 3600}`, secure ? "Secure" : ""]
    .filter(Boolean)
    .join("; ");
}

function draftCookie(request: Request, secure: boolean): string | undefined {
  const name = draftCookieName(secure);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator >= 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The draft kept for this page under the `kladde` token, if it has not expired and this browser made it. */
export async function readDraft(db: Db, request: Request, secure: boolean, path: string): Promise<Record<string, string> | null> {
  const token = new URL(request.url).searchParams.get("kladde");
  if (!token || !DRAFT_TOKEN.test(token) || draftCookie(request, secure) !== token) return null;
  const [row] = await db
    .select({ fields: adminDrafts.fields })
    .from(adminDrafts)
    .where(and(eq(adminDrafts.tokenHash, tokenHash(token)), eq(adminDrafts.path, path), sql`${adminDrafts.createdAt} >= ${expired}`));
  return row?.fields ?? null;
}

/** Daily clean-up (the retention job, on its clock): drafts past their hours. */
export async function pruneDrafts(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(adminDrafts)
    .where(lt(adminDrafts.createdAt, new Date(now.getTime() - DRAFT_HOURS * 3_600_000)))
    .returning({ tokenHash: adminDrafts.tokenHash });
  return rows.length;
}
