/**
 * Newsletter double opt-in: a sign-up is pending until the link in its mail is followed; the
 * one-click unsubscribe link (also the List-Unsubscribe header) ends it. Both are recorded in the
 * enquiry's history.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../platform/db.server.ts";
import { recordHistory } from "../inbox/history.server.ts";
import { checkLinkToken } from "../platform/link-token.server.ts";
import { contactSubmissions, type SubscriptionState } from "../inbox/schema.server.ts";

export type SubscriptionChange = { ok: true; state: SubscriptionState; changed: boolean } | { ok: false };

async function change(db: Db, id: string, to: "confirmed" | "unsubscribed"): Promise<SubscriptionChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ subscription: contactSubmissions.subscription })
      .from(contactSubmissions)
      .where(and(eq(contactSubmissions.id, id), eq(contactSubmissions.kind, "newsletter")))
      .for("update");
    if (!row) return { ok: false as const };
    // Confirming again after unsubscribing does not sign the person up again: that takes a new sign-up.
    if (row.subscription === to || (to === "confirmed" && row.subscription === "unsubscribed")) {
      return { ok: true as const, state: row.subscription!, changed: false };
    }
    await tx.update(contactSubmissions).set({ subscription: to }).where(eq(contactSubmissions.id, id));
    await recordHistory(tx, { submissionId: id, action: "subscription", detail: { from: row.subscription ?? null, to } });
    return { ok: true as const, state: to, changed: true };
  });
}

export async function confirmSubscription(db: Db, secret: string, id: string, token: string | null): Promise<SubscriptionChange> {
  if (!checkLinkToken(secret, "newsletter-confirm", id, token)) return { ok: false };
  return change(db, id, "confirmed");
}

export async function unsubscribe(db: Db, secret: string, id: string, token: string | null): Promise<SubscriptionChange> {
  if (!checkLinkToken(secret, "newsletter-unsubscribe", id, token)) return { ok: false };
  return change(db, id, "unsubscribed");
}
