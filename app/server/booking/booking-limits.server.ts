/**
 * How much of the meeting calendar one visitor may take (docs/security.md, third and fourth
 * reviews). The fourth review emptied it from 49 addresses in a minute (free 45-minute times 177 →
 * 30), with confirmations to `victim+1@`, `victim+2@`, `v.ictim@` of one Gmail mailbox. So a
 * booking passes, in this order:
 *   1. the form's fill-time token, good for one booking;
 *   2. the address: BOOKING_RATE_LIMIT a day per IPv4 address or IPv6 /64, and 3 times that per
 *      IPv6 /48 (one site's allocation, 65,536 /64s);
 *   3. the site-wide budget: BOOKING_BUDGET_PER_HOUR meetings per clock hour from everyone
 *      together; when it is spent the page asks visitors to call or write, and the owner is warned;
 *   4. in the booking's transaction: 2 upcoming meetings per mailbox (plus-tags removed, Gmail's
 *      dots removed) and 4 per company domain (not for the big free mail providers, whose domain
 *      is everybody's).
 * Every count is taken before booking (so racing requests count too) and given back when no
 * meeting came of it.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, gt, gte, sql, type SQL } from "drizzle-orm";
import { contact } from "../../content/site.ts";
import { danishClock, danishDate } from "../../lib/danish-time.ts";
import type { Db } from "../platform/db.server.ts";
import { FORM_TOKEN_MAX_AGE_MS } from "../intake/form-token.server.ts";
import type { Runtime } from "../platform/lifecycle.server.ts";
import { BOOKING_RATE_WINDOW_SECONDS, clientKey, hitRateLimit, releaseRateLimit, siteKey } from "../platform/rate-limit.server.ts";
import { bookings } from "./schema.server.ts";
import { contactSubmissions } from "../inbox/schema.server.ts";
import { rateLimits } from "../platform/schema.server.ts";

/** An IPv6 /48 books at most this many times BOOKING_RATE_LIMIT a day. */
export const SITE_FACTOR = 3;
export const BUDGET_WINDOW_SECONDS = 60 * 60;
const BUDGET_KEY = "booking-budget";
/** The window of BOOKING_TIMES_RATE_LIMIT: pages of free times per address. */
export const TIMES_WINDOW_SECONDS = 10 * 60;

export const MAX_UPCOMING_PER_MAILBOX = 2;
export const MAX_UPCOMING_PER_DOMAIN = 4;

/** Domains shared by millions of people: a per-domain cap there would shut out everyone using them. */
export const PUBLIC_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "hotmail.com",
  "hotmail.dk",
  "outlook.com",
  "outlook.dk",
  "live.com",
  "live.dk",
  "msn.com",
  "yahoo.com",
  "yahoo.dk",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "aol.com",
  "mail.dk",
  "jubii.dk",
  "ofir.dk",
  "webspeed.dk",
  "stofanet.dk",
  "youmail.dk",
  "privat.dk",
];

/** Providers that deliver `v.ictim@` to `victim@`, and the domain they all count as. */
const DOTLESS_DOMAINS = ["gmail.com", "googlemail.com"];

// The mailbox and domain of an address, in SQL, so the stored addresses and the new one are read
// by the same words: lower case, the part after the first `+` dropped, and for Gmail the dots.
const domainOf = (email: SQL) => sql`split_part(lower(${email}), '@', 2)`;
const localOf = (email: SQL) => sql`split_part(split_part(lower(${email}), '@', 1), '+', 1)`;
const dotless = sql.join(
  DOTLESS_DOMAINS.map((domain) => sql`${domain}`),
  sql`, `,
);
export const mailboxOf = (email: SQL) =>
  sql`(case when ${domainOf(email)} in (${dotless}) then replace(${localOf(email)}, '.', '') || '@gmail.com' else ${localOf(email)} || '@' || ${domainOf(email)} end)`;

export const mailboxLimitMessage = (): string =>
  `Der er allerede booket ${MAX_UPCOMING_PER_MAILBOX} møder med denne e-mail. Flyt eller aflys et af dem med linket i mailen fra os, eller ring til os på ${contact.phone}.`;
export const domainLimitMessage = (): string =>
  `Der er allerede booket ${MAX_UPCOMING_PER_DOMAIN} møder med e-mails fra jeres domæne. Ring til os på ${contact.phone}, så finder vi en tid sammen.`;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * In the booking's transaction: the refusal when the mailbox or its company domain already holds
 * its upcoming meetings, else null. Advisory locks (domain first, then mailbox, in every request)
 * make racing requests count one after the other.
 */
export async function upcomingLimit(tx: Tx, email: string, now: Date): Promise<string | null> {
  const address = sql`${email}`;
  const domain = email.toLowerCase().split("@")[1] ?? "";
  const perDomain = !PUBLIC_MAIL_DOMAINS.includes(domain);
  if (perDomain) await tx.execute(sql`select pg_advisory_xact_lock(724315, hashtext(${domainOf(address)}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(724314, hashtext(${mailboxOf(address)}))`);
  const stored = sql`${contactSubmissions.email}`;
  const [row] = await tx
    .select({ mailbox: sql<number>`count(*) filter (where ${mailboxOf(stored)} = ${mailboxOf(address)})::int`, domain: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, bookings.submissionId))
    .where(
      and(
        eq(bookings.status, "booked"),
        gt(bookings.startsAt, now),
        perDomain ? sql`${domainOf(stored)} = ${domainOf(address)}` : sql`${mailboxOf(stored)} = ${mailboxOf(address)}`,
      ),
    );
  if ((row?.mailbox ?? 0) >= MAX_UPCOMING_PER_MAILBOX) return mailboxLimitMessage();
  if (perDomain && (row?.domain ?? 0) >= MAX_UPCOMING_PER_DOMAIN) return domainLimitMessage();
  return null;
}

export const usedTokenMessage = "Denne formular har allerede booket et møde. Genindlæs siden, hvis du vil booke et møde mere.";
export const addressLimitMessage = (): string => `Der er booket mange møder herfra i dag. Ring til os på ${contact.phone}, så finder vi en tid sammen.`;
export const budgetSpentMessage = (): string =>
  `Der er booket usædvanligt mange møder den seneste time, så du kan ikke booke her lige nu. Ring til os på ${contact.phone}, eller skriv til os via kontaktformularen på /kontakt, så finder vi en tid sammen.`;

export type Refusal = { status: number; message: string };

/**
 * The counts of one booking request: `admit` takes them (the first refusal gives back what it
 * took), `giveBack` returns them when no meeting came of the request.
 */
export function bookingGate(runtime: Pick<Runtime, "db" | "env" | "sessionSecret">, clientIp: string, token: string | undefined) {
  const { db, env, sessionSecret } = runtime;
  const taken: { key: string; windowSeconds: number; at: number }[] = [];
  const take = async (key: string, limit: number, windowSeconds: number, at = Date.now()) => {
    const result = await hitRateLimit(db, key, limit, windowSeconds, at);
    taken.push({ key, windowSeconds, at });
    return result.allowed;
  };
  const giveBack = async () => {
    for (const { key, windowSeconds, at } of taken.splice(0)) await releaseRateLimit(db, key, windowSeconds, at);
  };
  const steps: [() => Promise<boolean>, Refusal][] = [];
  if (token) {
    // Counted in the one-second window of the token's expiry: the same token always meets the same
    // row, and retention (which drops windows older than a day) keeps it until the token is dead.
    const issued = Number.parseInt(token.split(".")[0] ?? "", 36);
    const expires = (Number.isFinite(issued) ? issued : 0) + FORM_TOKEN_MAX_AGE_MS;
    const key = `booking-token:${createHash("sha256").update(`${sessionSecret}:${token}`).digest("base64url").slice(0, 22)}`;
    steps.push([() => take(key, 1, 1, expires), { status: 409, message: usedTokenMessage }]);
  }
  steps.push([
    () => take(clientKey("booking", clientIp, sessionSecret), env.BOOKING_RATE_LIMIT, BOOKING_RATE_WINDOW_SECONDS),
    { status: 429, message: addressLimitMessage() },
  ]);
  const site = siteKey("booking-48", clientIp, sessionSecret);
  if (site) steps.push([() => take(site, env.BOOKING_RATE_LIMIT * SITE_FACTOR, BOOKING_RATE_WINDOW_SECONDS), { status: 429, message: addressLimitMessage() }]);
  steps.push([() => take(BUDGET_KEY, env.BOOKING_BUDGET_PER_HOUR, BUDGET_WINDOW_SECONDS), { status: 503, message: budgetSpentMessage() }]);
  return {
    async admit(): Promise<Refusal | null> {
      for (const [step, refusal] of steps) {
        if (!(await step())) {
          await giveBack();
          return refusal;
        }
      }
      return null;
    },
    giveBack,
  };
}

const windowOf = (at: number) => new Date(Math.floor(at / (BUDGET_WINDOW_SECONDS * 1000)) * BUDGET_WINDOW_SECONDS * 1000);

/** Whether this hour's budget is spent (the page then offers the phone and the contact form instead). */
export async function budgetSpent(db: Db, budget: number, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, BUDGET_KEY), eq(rateLimits.windowStart, windowOf(now))));
  return (row?.count ?? 0) >= budget;
}

/** The owner's warning on every admin page when an hour's budget was spent in the last 24 hours. */
export async function budgetWarning(db: Db, budget: number, now = Date.now()): Promise<string | null> {
  const [row] = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, BUDGET_KEY), gte(rateLimits.windowStart, new Date(now - 24 * 3600_000)), gte(rateLimits.count, budget)))
    .orderBy(desc(rateLimits.windowStart))
    .limit(1);
  if (!row) return null;
  const from = row.windowStart;
  const to = new Date(from.getTime() + BUDGET_WINDOW_SECONDS * 1000);
  const when =
    to.getTime() > now
      ? `Online-booking er lukket til kl. ${danishClock(to)}`
      : `Online-booking var lukket ${danishDate(from)} kl. ${danishClock(from)}-${danishClock(to)}`;
  return `${when}: der blev booket ${budget} møder på en time (BOOKING_BUDGET_PER_HOUR), så besøgende blev bedt om at ringe eller skrive i stedet. Se om møderne er ægte; er de ikke, kan du aflyse dem under Møder.`;
}

export const timesLimitMessage = (minutes: number) =>
  `Du har hentet ledige tider mange gange på kort tid. Prøv igen om ${minutes === 1 ? "1 minut" : `${minutes} minutter`}, eller ring til os på ${contact.phone}, så finder vi en tid sammen.`;

/** GET of the free times (rendered from the database): BOOKING_TIMES_RATE_LIMIT per address in 10 minutes. */
export async function freeTimesLimit(runtime: Pick<Runtime, "db" | "env" | "sessionSecret">, clientIp: string) {
  return hitRateLimit(runtime.db, clientKey("booking-times", clientIp, runtime.sessionSecret), runtime.env.BOOKING_TIMES_RATE_LIMIT, TIMES_WINDOW_SECONDS);
}
