/**
 * The fill-time guard's timestamp, issued by the server: "<issued ms, base 36>.<HMAC>". A form
 * carries it in its hidden `startedAt` field; a bot can neither leave it out nor forge an old
 * one. Pages are prerendered, so the browser asks for a token at /forms/start once the page has
 * loaded (app/lib/enhance.ts); without JavaScript the first post is answered with the form, its
 * values, every field message and a fresh token (app/server/forms.server.ts), and only a valid
 * form needs the button pressed again.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** A token older than this is refused like a missing one (the visitor gets a fresh one). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Clocks of several instances may differ a little. */
const CLOCK_SKEW_MS = 5_000;

export type FormTokenCheck = "ok" | "missing" | "invalid" | "too-fast" | "expired";

const sign = (secret: string, issued: string) => createHmac("sha256", `form-start:${secret}`).update(issued).digest("base64url").slice(0, 32);

export function issueFormToken(secret: string, now = Date.now()): string {
  const issued = now.toString(36);
  return `${issued}.${sign(secret, issued)}`;
}

export function checkFormToken(token: string | undefined, secret: string, minFillMs: number, now = Date.now()): FormTokenCheck {
  if (!token) return "missing";
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return "invalid";
  const [, issued, signature] = match;
  const expected = Buffer.from(sign(secret, issued!));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return "invalid";
  const issuedAt = parseInt(issued!, 36);
  if (issuedAt > now + CLOCK_SKEW_MS) return "invalid";
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return "expired";
  if (now - issuedAt < minFillMs) return "too-fast";
  return "ok";
}
