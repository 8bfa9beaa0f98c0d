/**
 * Staff authentication (docs/requirements.md §6): scrypt password hashes, server-side sessions in the
 * database (so every app instance knows every login), an HttpOnly SameSite cookie that carries
 * only a random token, CSRF tokens on every state-changing admin request, and failed logins
 * slowed down per account+address and per address. Every admin loader and action calls
 * requireStaff first.
 */
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Db } from "../platform/db.server.ts";
import { readSetting } from "../../config/settings.ts";
import type { Env } from "../platform/env.server.ts";
import type { Runtime } from "../platform/lifecycle.server.ts";
import { errorFields, log } from "../platform/log.server.ts";
import { draftCookieHeader, keepDraft } from "./drafts.server.ts";
import { clearLoginFailures, clientKey, forgiveLoginAttempt, limitAddress, pruneLoginFailures, registerLoginAttempt } from "../platform/rate-limit.server.ts";
import { sessions, staffUsers, type StaffRole } from "./schema.server.ts";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * With Secure cookies (production) the name carries the `__Host-` prefix, so the browser only
 * accepts it over HTTPS (or localhost), for Path=/ and without a Domain: a sibling subdomain or a
 * plain-http page cannot plant or overwrite it. Over plain http (development, COOKIE_SECURE=0)
 * browsers refuse `__Host-` cookies, so the plain name is used there.
 */
export const SECURE_SESSION_COOKIE = "__Host-session";
export const INSECURE_SESSION_COOKIE = "__session";
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : INSECURE_SESSION_COOKIE);
/** Absolute lifetime of a session from login. */
export const SESSION_HOURS = 8;
/** A session with no request for this long is over. */
export const SESSION_IDLE_MINUTES = 30;
/** last_seen_at is written at most this often per session, so not every admin request writes. */
export const SESSION_TOUCH_SECONDS = 60;
export const MIN_PASSWORD_LENGTH = 12;
/** The login page's query after a password was chosen through a one-time link ("adgang=gemt"). */
export const PASSWORD_SAVED = "adgang=gemt";
/** zxcvbn score (0-4) a staff password must reach: 4 = at least 10^10 estimated guesses. */
export const MIN_PASSWORD_SCORE = 4;
const SCRYPT = { N: 2 ** readSetting("SCRYPT_COST"), r: 8, p: 1, keylen: 64, maxmem: 64 * 1024 * 1024 };

/** Thrown when the password work is full: the caller answers 429 instead of queueing for ever. */
export class PasswordCheckBusy extends Error {
  constructor() {
    super("For mange adgangskodetjek i kø");
  }
}

/**
 * A bound on scrypt work for the whole process (docs/security.md, finding 6 of the second round).
 * Each hash is ~100 ms of CPU and 32 MB in libuv's thread pool, the pool that also compresses
 * pages; a login spray from many addresses could fill it. At most `concurrency` hashes run at once
 * and `queue` more wait; anything beyond answers 429 at once.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  readonly concurrency: number;
  readonly queue: number;
  constructor(concurrency: number, queue: number) {
    this.concurrency = concurrency;
    this.queue = queue;
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new PasswordCheckBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
  get busy() {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** One hash at a time leaves the other three pool threads to compression and file work. */
export const passwordGate = new WorkGate(readSetting("SCRYPT_CONCURRENCY"), readSetting("SCRYPT_QUEUE"));

const runScrypt = (password: string, salt: Buffer, keylen: number, options: object) => passwordGate.run(() => scrypt(password, salt, keylen, options));

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await runScrypt(password.normalize("NFC"), salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: SCRYPT.maxmem });
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split("$");
  if (algorithm !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await runScrypt(password.normalize("NFC"), Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A plain, well-formed address in lower case, or null. The length is checked before anything
 * else looks at the text, and the shape is checked without a backtracking regex (the old
 * `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` took 4 s on 40 KB: docs/security.md, second round, finding 4).
 */
export function normalizeEmail(email: string): string | null {
  if (email.length > 1000) return null;
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 254 || /[\s\u0000-\u001f\u007f]/.test(normalized)) return null;
  const at = normalized.indexOf("@");
  if (at < 1 || at !== normalized.lastIndexOf("@")) return null;
  const domain = normalized.slice(at + 1);
  const dot = domain.indexOf(".", 1);
  if (dot < 1 || dot >= domain.length - 1) return null;
  return normalized;
}

/**
 * Creates the account or resets its password (the CLI). The first account, and any account while
 * no owner exists, is an owner: someone must be able to invite the others in the browser.
 */
export async function upsertStaffUser(db: Db, email: string, password: string, options: { owner?: boolean } = {}): Promise<"created" | "updated"> {
  const normalized = normalizeEmail(email);
  if (!normalized) throw new Error("Ugyldig e-mailadresse");
  const weak = await passwordProblem(password, normalized);
  if (weak) throw new Error(weak);
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, normalized));
  const [anOwner] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), isNull(staffUsers.disabledAt)))
    .limit(1);
  const role: StaffRole | undefined = options.owner || !anOwner ? "owner" : undefined;
  if (existing) {
    // A reset from the CLI also re-enables the account: the CLI is the way back in.
    await db
      .update(staffUsers)
      .set({ passwordHash, disabledAt: null, ...(role ? { role } : {}), updatedAt: sql`now()` })
      .where(eq(staffUsers.id, existing.id));
    await db.delete(sessions).where(eq(sessions.userId, existing.id));
    return "updated";
  }
  await db.insert(staffUsers).values({ email: normalized, passwordHash, role: role ?? "staff" });
  return "created";
}

export const MAX_DISPLAY_NAME = 60;

/** The name a person is shown by (trimmed, one space between words); a Danish message when it will not do. */
export function parseDisplayName(text: string): { ok: true; name: string } | { ok: false; error: string } {
  const name = text
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!name) return { ok: false, error: "Skriv et navn, fx Anna Holm. Det er det, kolleger og kunder ser." };
  if (name.length > MAX_DISPLAY_NAME) return { ok: false, error: `Navnet må højst være ${MAX_DISPLAY_NAME} tegn (det er ${name.length}).` };
  return { ok: true, name };
}

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Tokens are base64url, so the cookie is never percent-decoded: malformed values are just no session. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,100}$/;

export function readSessionToken(request: Request, secure: boolean): string | undefined {
  const name = sessionCookieName(secure);
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return TOKEN_SHAPE.test(value) ? value : undefined;
  }
  return undefined;
}

export function sessionCookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  // No Domain attribute: the cookie stays on this host (and `__Host-` requires it).
  return [`${sessionCookieName(secure)}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, secure ? "Secure" : ""]
    .filter(Boolean)
    .join("; ");
}

/** `name`: the display name colleagues and customers see (never the address, issue 37 item 11). */
export type Staff = { userId: string; email: string; name: string; role: StaffRole; sessionId: string; csrfToken: string };

/** A new session for the user; returns the token for the cookie (the table keeps its hash). */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: tokenHash(token),
    userId,
    csrfToken: randomBytes(24).toString("base64url"),
    expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
  });
  return token;
}

const idle = sql.raw(`interval '${SESSION_IDLE_MINUTES} minutes'`);
const touchEvery = sql.raw(`interval '${SESSION_TOUCH_SECONDS} seconds'`);

/**
 * The session behind a cookie token, if it is neither past its absolute end (8 h after login) nor
 * idle for 30 minutes. Marks it as seen, at most once a minute.
 */
export async function findSession(db: Db, token: string): Promise<Staff | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      csrfToken: sessions.csrfToken,
      userId: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.displayName,
      role: staffUsers.role,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${touchEvery}`,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(
      and(eq(sessions.id, tokenHash(token)), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, sql`now() - ${idle}`), isNull(staffUsers.disabledAt)),
    );
  if (!row) return null;
  const { stale, ...staff } = row;
  if (stale)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, staff.sessionId));
  return staff;
}

/** What the session checks need of the runtime: the database and NODE_ENV (cookie name). */
type AuthRuntime = Pick<Runtime, "db" | "env" | "sessionSecret">;

export async function getStaff(request: Request, { db, env }: AuthRuntime): Promise<Staff | null> {
  const token = readSessionToken(request, secureCookies(env));
  return token ? findSession(db, token) : null;
}

/**
 * Whether a request's cookie belongs to a live staff session: server/main.ts asks before it reads
 * more than 1 MB of a body (a photo, a lead list), so nobody without an account can make the
 * server take 12 MB. Which role may upload is the action's check, as before.
 */
export async function signedIn(cookie: string | undefined, runtime: AuthRuntime): Promise<boolean> {
  if (!cookie) return false;
  return (await getStaff(new Request("http://localhost/", { headers: { cookie } }), runtime)) !== null;
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

export const CROSS_SITE = "Forespørgslen kom fra et andet websted og er afvist. Åbn siden i indbakken, og prøv igen derfra.";

/** The browser says another site (or a sibling subdomain) made this request. */
export function crossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}

/**
 * The browser says the request came from one of our own pages: Sec-Fetch-Site (every current
 * browser sends it, and no page can forge it) or, failing that, an Origin of this host.
 */
function provenSameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  return request.headers.get("origin") !== null && sameOrigin(request);
}

/**
 * The gate of every admin loader and action. Pages without a session go to the login page; actions
 * and data requests without one get 401, and a POST without the session's CSRF token gets 403.
 */
export async function requireStaff(request: Request, runtime: AuthRuntime, formData?: FormData): Promise<Staff> {
  const staff = await getStaff(request, runtime);
  const url = new URL(request.url);
  const isDocumentGet = request.method === "GET" && !url.pathname.endsWith(".data") && !url.pathname.endsWith(".csv");
  // Another site may link to an admin page (a link in a webmail opens the enquiry), but it may not
  // make a logged-in browser export or change anything: every request that is not a plain page
  // view (POSTs, CSV downloads, data requests) must come from our own pages when the browser says
  // where it came from (Sec-Fetch-Site; a POST also needs the CSRF token below).
  if (!isDocumentGet && crossSite(request)) throw data({ error: CROSS_SITE }, { status: 403 });
  if (!staff) {
    if (isDocumentGet) throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
    // A page's data fetched by the browser after the session ended: the browser goes to the login.
    const page = url.pathname.replace(/\.data$/, "");
    if (request.method === "GET" && url.pathname.endsWith(".data") && page.startsWith("/admin"))
      throw redirect(`/admin/login?next=${encodeURIComponent(page)}`);
    // A form posted from our own admin page: keep what was typed, log in, and come back to it
    // (app/server/auth/drafts.server.ts). Anything else gets the 401.
    if (request.method === "POST" && formData && provenSameOrigin(request) && page.startsWith("/admin/")) {
      const limitKey = clientKey("draft", request.headers.get("x-client-ip") ?? "unknown", runtime.sessionSecret);
      const token = await keepDraft(runtime.db, page, formData, limitKey).catch((error) => {
        log.error("Kladde kunne ikke gemmes", errorFields(error));
        return null;
      });
      throw redirect(`/admin/login?next=${encodeURIComponent(token ? `${page}?kladde=${token}` : page)}`, {
        status: 303,
        headers: token ? { "Set-Cookie": draftCookieHeader(token, secureCookies(runtime.env)) } : undefined,
      });
    }
    throw data({ error: "Du er ikke logget ind. Log ind igen for at fortsætte." }, { status: 401 });
  }
  // A redaktør edits content and sees no enquiries: every other admin page refuses it (the inbox's
  // start page sends it to the content overview instead).
  if (staff.role === "editor") {
    const page = url.pathname.replace(/\.data$/, "");
    if (!editorMay(page)) {
      if (request.method === "GET" && (page === "/admin" || page === "/admin/contact-submissions")) throw redirect("/admin/indhold");
      throw data({ error: EDITOR_NO_ENQUIRIES }, { status: 403 });
    }
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!sameOrigin(request) || !formData || formData.get("csrf") !== staff.csrfToken) {
      throw data({ error: "Forespørgslen kunne ikke bekræftes. Genindlæs siden og prøv igen." }, { status: 403 });
    }
  }
  return staff;
}

export const EDITOR_NO_ENQUIRIES =
  "Som redaktør har du adgang til indholdet på sitet, ikke til henvendelser. Bed kontoens ejer om en anden rolle, hvis du skal se dem.";

/** The pages a redaktør may open: the content admin, their own account, logging out. */
export function editorMay(page: string): boolean {
  return page === "/admin/indhold" || page.startsWith("/admin/indhold/") || page === "/admin/konto" || page === "/admin/logout";
}

export const EDITORS_ONLY = "Kun ejere og redaktører kan redigere indhold. Bed kontoens ejer om rollen Redaktør.";

/** requireStaff, and the account may edit content (owner or redaktør); otherwise 403. */
export async function requireEditor(request: Request, runtime: AuthRuntime, formData?: FormData): Promise<Staff> {
  const staff = await requireStaff(request, runtime, formData);
  if (staff.role !== "owner" && staff.role !== "editor") throw data({ error: EDITORS_ONLY }, { status: 403 });
  return staff;
}

export const OWNER_ONLY = "Kun kontoens ejer har adgang til denne side. Bed ejeren om hjælp, hvis du har brug for den.";

/** requireStaff, and the account must be an owner (staff accounts, audit view); otherwise 403. */
export async function requireOwner(request: Request, runtime: AuthRuntime, formData?: FormData): Promise<Staff> {
  const staff = await requireStaff(request, runtime, formData);
  if (staff.role !== "owner") throw data({ error: OWNER_ONLY }, { status: 403 });
  return staff;
}

export const DISABLED_ACCOUNT = "Din konto er deaktiveret. Kontakt kontoens ejer, hvis du skal have adgang igen.";

export type LoginResult = { ok: true; setCookie: string } | { ok: false; status: number; error: string; retryAfterSeconds?: number };

// NUL and other control characters: PostgreSQL refuses NUL in text, and no real address or
// password contains them.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minut" : `${minutes} minutter`;
};

/**
 * Failed logins are counted per account+address and per address (never successes). After
 * LOGIN_RATE_LIMIT failures for an account from one address, that address waits 1 minute before
 * its next try for that account, then 2, 4, 8 ... up to 60 minutes; other addresses, such as the
 * staff member's own, are not affected. An address with 3 × LOGIN_RATE_LIMIT failures over all
 * accounts is slowed down the same way. A successful login clears its account+address count.
 */
export async function login(request: Request, runtime: Runtime, email: string, password: string): Promise<LoginResult> {
  try {
    return await attemptLogin(request, runtime, email, password);
  } catch (error) {
    // Never the error's message: it may carry the query's parameters (the e-mail address).
    log.error("Login kunne ikke gennemføres", errorFields(error));
    return { ok: false, status: 503, error: "Login er ikke muligt lige nu. Prøv igen om et øjeblik." };
  }
}

async function attemptLogin(request: Request, runtime: Runtime, email: string, password: string): Promise<LoginResult> {
  const { db, env } = runtime;
  if (!sameOrigin(request)) return { ok: false, status: 403, error: "Forespørgslen kunne ikke bekræftes. Genindlæs siden og prøv igen." };
  const normalized = email.trim().toLowerCase();
  if (CONTROL_CHARACTER.test(normalized) || CONTROL_CHARACTER.test(password)) {
    return { ok: false, status: 400, error: "E-mail eller adgangskode indeholder ugyldige tegn." };
  }
  if (normalized.length > 254 || password.length > 1000) return { ok: false, status: 400, error: "E-mail eller adgangskode er for lang." };
  const ip = request.headers.get("x-client-ip") ?? "unknown";
  const addressKey = clientKey("login-ip", ip, runtime.sessionSecret);
  const accountKey = clientKey("login-account-ip", `${normalized}\n${limitAddress(ip)}`, runtime.sessionSecret);
  const addressLimit = env.LOGIN_RATE_LIMIT * 3;
  const byAddress = await registerLoginAttempt(db, addressKey, addressLimit);
  if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds);
  const byAccount = await registerLoginAttempt(db, accountKey, env.LOGIN_RATE_LIMIT);
  if (!byAccount.allowed) {
    await forgiveLoginAttempt(db, addressKey);
    return tooMany(byAccount.retryAfterSeconds);
  }
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, normalized));
  // Verify against a dummy hash when the account does not exist, so timing does not reveal it.
  let valid: boolean;
  try {
    valid = await verifyPassword(password, user && user.passwordHash.startsWith("scrypt$") ? user.passwordHash : DUMMY_HASH);
  } catch (error) {
    if (!(error instanceof PasswordCheckBusy)) throw error;
    // Not checked, so not counted against anyone.
    await forgiveLoginAttempt(db, accountKey);
    await forgiveLoginAttempt(db, addressKey);
    return busy();
  }
  if (!user || !valid) return { ok: false, status: 401, error: "Forkert e-mail eller adgangskode." };
  // Only someone who knows the password learns that the account is disabled.
  if (user.disabledAt) return { ok: false, status: 403, error: DISABLED_ACCOUNT };
  await clearLoginFailures(db, accountKey);
  await forgiveLoginAttempt(db, addressKey);
  const token = await createSession(db, user.id);
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await pruneLoginFailures(db);
  return { ok: true, setCookie: sessionCookieHeader(token, SESSION_HOURS * 3600, secureCookies(env)) };
}

export const BUSY_SECONDS = 5;
export const busyText = "Der er mange loginforsøg lige nu. Vent et øjeblik, og prøv igen.";

function busy(): LoginResult {
  return { ok: false, status: 429, error: busyText, retryAfterSeconds: BUSY_SECONDS };
}

function tooMany(retryAfterSeconds: number): LoginResult {
  return {
    ok: false,
    status: 429,
    error: `For mange loginforsøg med forkert adgangskode. Vent ${waitText(retryAfterSeconds)}, og prøv igen.`,
    retryAfterSeconds,
  };
}

export async function logout(request: Request, { db, env }: AuthRuntime): Promise<string> {
  const secure = secureCookies(env);
  const token = readSessionToken(request, secure);
  if (token) await db.delete(sessions).where(eq(sessions.id, tokenHash(token)));
  return sessionCookieHeader("", 0, secure);
}

/**
 * Why a password may not be used, in Danish, or null. Blank, repeated, sequential, keyboard-walk,
 * common and account-name passwords are refused by zxcvbn's estimate (offline dictionaries),
 * loaded only when a password is set so the server and the browser bundle never carry it.
 */
export async function passwordProblem(password: string, email = ""): Promise<string | null> {
  if (!password.trim()) return "Adgangskoden må ikke være tom eller kun bestå af mellemrum.";
  if (CONTROL_CHARACTER.test(password)) return "Adgangskoden må ikke indeholde kontroltegn.";
  if ([...password].length < MIN_PASSWORD_LENGTH) return `Adgangskoden skal være mindst ${MIN_PASSWORD_LENGTH} tegn.`;
  if (password.length > 1000) return "Adgangskoden må højst være 1000 tegn.";
  const estimator = await passwordEstimator();
  const result = estimator.check(password.slice(0, 100), [email, ...email.split(/[@.]/), "salgskraft", "indbakke", "admin"].filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = passwordWarnings[result.feedback.warning ?? ""] ?? "Den er for let at gætte.";
  return `Adgangskoden er for svag: ${reason} Brug fx fire-fem tilfældige ord adskilt af bindestreger.`;
}

/** zxcvbn's warning keys in Danish. */
const passwordWarnings: Record<string, string> = {
  straightRow: "Den er en række taster på tastaturet.",
  keyPattern: "Den er et mønster på tastaturet.",
  simpleRepeat: "Den gentager det samme tegn.",
  extendedRepeat: "Den gentager det samme mønster.",
  sequences: "Den er en simpel rækkefølge (fx abc eller 123).",
  recentYears: "Den indeholder et årstal.",
  dates: "Den indeholder en dato.",
  topTen: "Den er blandt de mest brugte adgangskoder.",
  topHundred: "Den er blandt de mest brugte adgangskoder.",
  common: "Den er en meget brugt adgangskode.",
  similarToCommon: "Den ligner en meget brugt adgangskode.",
  wordByItself: "Et enkelt ord er let at gætte.",
  namesByThemselves: "Navne er lette at gætte.",
  commonNames: "Almindelige navne er lette at gætte.",
  userInputs: "Den indeholder e-mailadressen eller firmanavnet.",
  pwned: "Den er set i lækkede adgangskoder.",
};

type Estimator = { check: (password: string, userInputs?: string[]) => { score: number; feedback: { warning: string | null } } };
let estimator: Promise<Estimator> | undefined;
function passwordEstimator(): Promise<Estimator> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, useLevenshteinDistance: true }),
  );
  return estimator;
}

/** COOKIE_SECURE (app/config/settings.ts) when set, else Secure in production. */
export function secureCookies(env: Pick<Env, "NODE_ENV" | "COOKIE_SECURE">): boolean {
  return env.COOKIE_SECURE ?? env.NODE_ENV === "production";
}

// scrypt hash of a random password nobody knows; only used to spend equal time on unknown accounts.
const DUMMY_HASH = `scrypt$${SCRYPT.N}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$` + Buffer.alloc(64).toString("base64");
