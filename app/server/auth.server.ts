/**
 * Staff authentication (PRODUCT.md §4): scrypt password hashes, server-side sessions in the
 * database (so every app instance knows every login), an HttpOnly SameSite cookie that carries
 * only a random token, CSRF tokens on every state-changing admin request, and login attempts
 * rate-limited per account and per address. Every admin loader and action calls requireStaff first.
 */
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Db } from "./db.server.ts";
import { getRuntime } from "./lifecycle.server.ts";
import { clientKey, hitRateLimit } from "./rate-limit.server.ts";
import { sessions, staffUsers } from "./schema.ts";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

export const SESSION_COOKIE = "__session";
export const SESSION_HOURS = 8;
export const MIN_PASSWORD_LENGTH = 12;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 64, maxmem: 64 * 1024 * 1024 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize("NFC"), salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: SCRYPT.maxmem });
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split("$");
  if (algorithm !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password.normalize("NFC"), Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Creates the account or resets its password. */
export async function upsertStaffUser(db: Db, email: string, password: string): Promise<"created" | "updated"> {
  const normalized = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) throw new Error("Ugyldig e-mailadresse");
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`Adgangskoden skal være mindst ${MIN_PASSWORD_LENGTH} tegn`);
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, normalized));
  if (existing) {
    await db.update(staffUsers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(staffUsers.id, existing.id));
    await db.delete(sessions).where(eq(sessions.userId, existing.id));
    return "updated";
  }
  await db.insert(staffUsers).values({ email: normalized, passwordHash });
  return "created";
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

function cookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${SESSION_COOKIE}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, secure ? "Secure" : ""].filter(Boolean).join("; ");
}

export type Staff = { userId: string; email: string; sessionId: string; csrfToken: string };

async function loadSession(db: Db, request: Request): Promise<Staff | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, csrfToken: sessions.csrfToken, userId: staffUsers.id, email: staffUsers.email })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(and(eq(sessions.id, tokenHash(token)), gt(sessions.expiresAt, sql`now()`)));
  return row ?? null;
}

export async function getStaff(request: Request): Promise<Staff | null> {
  const { db } = await getRuntime();
  return loadSession(db, request);
}

/** Same-origin check for state-changing requests (defence in depth beside the CSRF token). */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true; // Older browsers send none on same-origin POSTs; the token still applies.
  try {
    return new URL(origin).host === new URL(request.url).host || new URL(origin).host === request.headers.get("host");
  } catch {
    return false;
  }
}

/**
 * The gate of every admin loader and action. Pages without a session go to the login page; actions
 * and data requests without one get 401, and a POST without the session's CSRF token gets 403.
 */
export async function requireStaff(request: Request, formData?: FormData): Promise<Staff> {
  const staff = await getStaff(request);
  const url = new URL(request.url);
  const isDocumentGet = request.method === "GET" && !url.pathname.endsWith(".data") && !url.pathname.endsWith(".csv");
  if (!staff) {
    if (isDocumentGet) throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
    throw data({ error: "Du er ikke logget ind. Log ind igen for at fortsætte." }, { status: 401 });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!sameOrigin(request) || !formData || formData.get("csrf") !== staff.csrfToken) {
      throw data({ error: "Forespørgslen kunne ikke bekræftes. Genindlæs siden og prøv igen." }, { status: 403 });
    }
  }
  return staff;
}

export type LoginResult = { ok: true; setCookie: string } | { ok: false; status: number; error: string };

export async function login(request: Request, email: string, password: string): Promise<LoginResult> {
  const runtime = await getRuntime();
  const { db, env } = runtime;
  if (!sameOrigin(request)) return { ok: false, status: 403, error: "Forespørgslen kunne ikke bekræftes. Genindlæs siden og prøv igen." };
  const ip = request.headers.get("x-client-ip") ?? "unknown";
  const normalized = email.trim().toLowerCase().slice(0, 254);
  const window = 15 * 60;
  const [byIp, byAccount] = await Promise.all([
    hitRateLimit(db, clientKey("login-ip", ip, runtime.sessionSecret), env.LOGIN_RATE_LIMIT * 3, window),
    hitRateLimit(db, clientKey("login-account", normalized, runtime.sessionSecret), env.LOGIN_RATE_LIMIT, window),
  ]);
  if (!byIp.allowed || !byAccount.allowed) {
    const minutes = Math.ceil(Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds) / 60);
    return { ok: false, status: 429, error: `For mange loginforsøg. Vent ${minutes} minutter, og prøv igen.` };
  }
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, normalized));
  // Verify against a dummy hash when the account does not exist, so timing does not reveal it.
  const valid = await verifyPassword(password.slice(0, 1000), user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) return { ok: false, status: 401, error: "Forkert e-mail eller adgangskode." };
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: tokenHash(token),
    userId: user.id,
    csrfToken: randomBytes(24).toString("base64url"),
    expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
  });
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  return { ok: true, setCookie: cookieHeader(token, SESSION_HOURS * 3600, secureCookies(env.NODE_ENV)) };
}

export async function logout(request: Request): Promise<string> {
  const { db, env } = await getRuntime();
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await db.delete(sessions).where(eq(sessions.id, tokenHash(token)));
  return cookieHeader("", 0, secureCookies(env.NODE_ENV));
}

function secureCookies(nodeEnv: string): boolean {
  return process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === "1" : nodeEnv === "production";
}

// scrypt hash of a random password nobody knows; only used to spend equal time on unknown accounts.
const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$" + Buffer.alloc(64).toString("base64");
