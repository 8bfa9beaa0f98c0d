/**
 * The inbox: storing enquiries from every form, and the staff notification that goes with each.
 * The row and its outbox message are written in one transaction before anything else happens, and
 * the dedupe key makes a repeated submission of the same content a no-op that still answers "ok".
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./db.server.ts";
import { newsletterLinks } from "./link-token.server.ts";
import { enquiryConfirmation, newsletterConfirmation, staffNotification } from "./mail-templates.server.ts";
import { contactSubmissions, outbox, type Attribution, type EnquiryKind } from "./schema.server.ts";


export type EnquiryInput = {
  kind: EnquiryKind;
  source: string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  interest?: string | null;
  message?: string | null;
  extra?: Record<string, unknown>;
  /** Where the visit came from (app/server/attribution.server.ts); not part of the dedupe key. */
  attribution?: Attribution | null;
};

/** Where staff notifications go, the site's address for links, and the secret that signs them. */
export type Notification = { to: string; siteUrl: string; secret: string };

/** Same kind, page and content on the same day: the same enquiry. */
export function dedupeKey(input: EnquiryInput, now = new Date()): string {
  const canonical = JSON.stringify([
    input.kind,
    input.source,
    input.name,
    input.email.toLowerCase(),
    input.phone ?? "",
    input.company ?? "",
    input.interest ?? "",
    input.message ?? "",
    Object.entries(input.extra ?? {}).sort(([a], [b]) => a.localeCompare(b)),
    now.toISOString().slice(0, 10),
  ]);
  return createHash("sha256").update(canonical).digest("base64url");
}

export type StoreResult = { id: string; duplicate: boolean };

export async function storeEnquiry(db: Db, input: EnquiryInput, notify: Notification, now = new Date()): Promise<StoreResult> {
  const key = dedupeKey(input, now);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contactSubmissions)
      .values({
        kind: input.kind,
        source: input.source,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        company: input.company || null,
        interest: input.interest || null,
        message: input.message || null,
        extra: input.extra ?? {},
        attribution: input.attribution ?? null,
        dedupeKey: key,
        subscription: input.kind === "newsletter" ? "pending" : null,
      })
      .onConflictDoNothing({ target: contactSubmissions.dedupeKey })
      .returning({ id: contactSubmissions.id });
    if (!inserted) {
      const [existing] = await tx.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.dedupeKey, key));
      return { id: existing!.id, duplicate: true };
    }
    // Staff notification (Reply-To: the sender) and the sender's own mail, in the same transaction:
    // both go out through the outbox with its retries, or neither exists because the enquiry does not.
    const toStaff = staffNotification(inserted.id, input, notify.siteUrl);
    const toSender =
      input.kind === "newsletter"
        ? newsletterConfirmation(newsletterLinks(notify.siteUrl, notify.secret, inserted.id))
        : enquiryConfirmation({ ...input, kind: input.kind });
    await tx.insert(outbox).values([
      { submissionId: inserted.id, recipient: notify.to, replyTo: input.email, subject: toStaff.subject, body: toStaff.body },
      { submissionId: inserted.id, recipient: input.email, replyTo: notify.to, subject: toSender.subject, body: toSender.body, headers: toSender.headers },
    ]);
    return { id: inserted.id, duplicate: false };
  });
}
