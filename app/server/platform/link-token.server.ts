/**
 * Tokens in the links we mail to senders (newsletter confirmation and unsubscribe): an HMAC of the
 * purpose and the enquiry's id under the server secret. Nothing is stored; a token is good for one
 * purpose and one enquiry only, and cannot be guessed without the secret.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type LinkPurpose = "newsletter-confirm" | "newsletter-unsubscribe";

export function linkToken(secret: string, purpose: LinkPurpose, id: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
}

export function checkLinkToken(secret: string, purpose: LinkPurpose, id: string, token: string | null | undefined): boolean {
  if (!token || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  const expected = Buffer.from(linkToken(secret, purpose, id));
  const actual = Buffer.from(token);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function newsletterLinks(siteUrl: string, secret: string, id: string) {
  const query = (purpose: LinkPurpose) => `id=${id}&token=${linkToken(secret, purpose, id)}`;
  return {
    confirm: `${siteUrl}/nyhedsbrev/bekraeft?${query("newsletter-confirm")}`,
    unsubscribe: `${siteUrl}/nyhedsbrev/afmeld?${query("newsletter-unsubscribe")}`,
  };
}
