/**
 * The fill-time guard's token, issued by the server: "<issued ms, base 36>.<random>.<HMAC>". A
 * form carries it in its hidden `startedAt` field; a bot can neither leave it out nor forge an old
 * one. Pages are prerendered, so the browser asks for a token at /forms/start once the page has
 * loaded (app/lib/enhance.ts); without JavaScript the first post is answered with the form, its
 * values, every field message and a fresh token (app/server/intake/forms.server.ts), and only a valid
 * form needs the button pressed again.
 *
 * The token is also the enquiry's identity: a resend with the same token is the same enquiry,
 * whatever was edited in between (`formTokenKey`). The random part keeps two visitors who got a
 * token in the same millisecond apart.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A token older than this is refused like a missing one (the visitor gets a fresh one). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Clocks of several instances may differ a little. */
const CLOCK_SKEW_MS = 5_000;

export type FormTokenCheck = "ok" | "missing" | "invalid" | "too-fast" | "expired";

const sign = (secret: string, payload: string) => createHmac("sha256", `form-start:${secret}`).update(payload).digest("base64url").slice(0, 32);

export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(9).toString("base64url")}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Tokens issued before the random part was added ("<issued>.<HMAC>") stay valid for their 24 hours. */
const tokenPattern = /^(([0-9a-z]{1,12})(?:\.[A-Za-z0-9_-]{12})?)\.([A-Za-z0-9_-]{32})$/;

export function checkFormToken(token: string | undefined, secret: string, minFillMs: number, now = Date.now()): FormTokenCheck {
  if (!token) return "missing";
  const match = tokenPattern.exec(token);
  if (!match) return "invalid";
  const [, payload, issued, signature] = match;
  const expected = Buffer.from(sign(secret, payload!));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return "invalid";
  const issuedAt = parseInt(issued!, 36);
  if (issuedAt > now + CLOCK_SKEW_MS) return "invalid";
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return "expired";
  if (now - issuedAt < minFillMs) return "too-fast";
  return "ok";
}

/**
 * The token a stored enquiry is known by, when it is one this server issued (signed, not expired)
 * and unique to one page view (a token of the older format is not: two visitors could share it).
 */
export function formTokenKey(token: string | undefined, secret: string, now = Date.now()): string | undefined {
  if (!token || checkFormToken(token, secret, 0, now) !== "ok") return undefined;
  return token.split(".").length === 3 ? token : undefined;
}
