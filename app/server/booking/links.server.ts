/**
 * "Book et møde": the signed links in the mails (view, move, cancel a booking).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { bookingPath } from "../../content/booking.ts";
import { isUuid } from "../inbox/inbox.server.ts";

export { bookingPath } from "../../content/booking.ts";

// ---------------------------------------------------------------------------------------------
// Signed links in the mails: view the booking, move it, cancel it. Each is an HMAC of the purpose,
// the booking and its version; a move or a cancellation raises the version, so every link of an
// older mail stops working (one use per action), and none can be made without the server secret.

export type MeetingLinkPurpose = "view" | "move" | "cancel";

export function meetingLinkToken(secret: string, purpose: MeetingLinkPurpose, bookingId: string, version: number): string {
  return createHmac("sha256", secret).update(`meeting-${purpose}:${bookingId}:${version}`).digest("base64url");
}

export function checkMeetingLink(secret: string, purpose: MeetingLinkPurpose, bookingId: string, version: number, token: string | null | undefined): boolean {
  if (!token || !isUuid(bookingId) || !Number.isSafeInteger(version) || version < (purpose === "view" ? 0 : 1)) return false;
  const expected = Buffer.from(meetingLinkToken(secret, purpose, bookingId, version));
  const actual = Buffer.from(token);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const confirmationPath = `${bookingPath}/bekraeftet`;
export const managePath = `${bookingPath}/aendr`;

export function meetingLinks(siteUrl: string, secret: string, bookingId: string, version: number) {
  const query = (purpose: MeetingLinkPurpose) => `id=${bookingId}&v=${version}&token=${meetingLinkToken(secret, purpose, bookingId, version)}`;
  return {
    // The view link stays good through moves (version 0); moving and cancelling work once per version.
    view: `${siteUrl}${confirmationPath}?id=${bookingId}&token=${meetingLinkToken(secret, "view", bookingId, 0)}`,
    move: `${siteUrl}${managePath}?handling=flyt&${query("move")}`,
    cancel: `${siteUrl}${managePath}?handling=aflys&${query("cancel")}`,
  };
}
