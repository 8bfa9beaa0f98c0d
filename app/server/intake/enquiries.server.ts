/**
 * The inbox: storing enquiries from every form, and the staff notification that goes with each.
 * The row and its outbox message are written in one transaction before anything else happens, and
 * the dedupe key makes a repeated submission of the same content a no-op that still answers "ok".
 */
import { createHash } from "node:crypto";
import { and, eq, gt, isNotNull, ne, sql } from "drizzle-orm";
import { log } from "../platform/log.server.ts";
import type { Db } from "../platform/db.server.ts";
import { newsletterLinks } from "../platform/link-token.server.ts";
import { enquiryConfirmation, newsletterConfirmation, staffNotification } from "../mail/mail-templates.server.ts";
import { contactSubmissions, type Attribution, type EnquiryKind } from "../inbox/schema.server.ts";
import { outbox } from "../mail/schema.server.ts";
import { queueWebhookEvent } from "../webhooks/webhooks.server.ts";

export type EnquiryInput = {
  /** The public forms' kinds; a lead is made by staff (app/server/leads/leads.server.ts), a mail comes from the shared mailbox (app/server/mail/inbound-mail.server.ts). */
  kind: Exclude<EnquiryKind, "lead" | "mail">;
  source: string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  interest?: string | null;
  message?: string | null;
  extra?: Record<string, unknown>;
  /** Where the visit came from (app/server/intake/attribution.server.ts); not part of the dedupe key. */
  attribution?: Attribution | null;
  /**
   * The form's server-issued token (app/server/intake/form-token.server.ts, `formTokenKey`): when given,
   * it is the dedupe key, so a resend from the same page view is the same enquiry even if the
   * visitor edited the text in between.
   */
  formToken?: string;
};

/**
 * Where staff notifications go, the site's address for links, and the secret that signs them.
 * `confirmationsPerHour`: the overall cap on mails to senders (CONFIRMATIONS_PER_HOUR).
 */
export type Notification = { to: string; siteUrl: string; secret: string; confirmationsPerHour?: number };

/** A recipient gets at most one confirmation (or newsletter opt-in) in this many minutes, whoever sends the form. */
export const CONFIRMATION_WINDOW_MINUTES = 60;
export const DEFAULT_CONFIRMATIONS_PER_HOUR = 100;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Mails to senders queued since `since` (to `recipient`, or to anyone): rows with an enquiry that are not to staff. */
async function confirmationsSince(tx: Pick<Db, "select">, staffAddress: string, minutes: number, recipient?: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(
        isNotNull(outbox.submissionId),
        ne(outbox.recipient, staffAddress),
        gt(outbox.createdAt, sql`now() - make_interval(mins => ${minutes})`),
        recipient ? eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase()) : undefined,
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Why the sender gets no confirmation this time, or null (docs/security.md, second review,
 * finding 1): the confirmation must not be a way to mail a stranger again and again. The stored
 * enquiry and the staff notification never depend on this.
 */
async function confirmationHeld(tx: Tx, email: string, notify: Notification): Promise<"recipient" | "hourly-cap" | null> {
  // Two forms for the same address at once: the second waits for the first's transaction.
  await tx.execute(sql`select pg_advisory_xact_lock(724313, hashtext(${email.toLowerCase()}))`);
  if ((await confirmationsSince(tx, notify.to, CONFIRMATION_WINDOW_MINUTES, email)) > 0) return "recipient";
  const cap = notify.confirmationsPerHour ?? DEFAULT_CONFIRMATIONS_PER_HOUR;
  if ((await confirmationsSince(tx, notify.to, 60)) >= cap) return "hourly-cap";
  return null;
}

/**
 * Warnings for the admin's banner (app/routes/admin/layout.tsx): confirmations to senders are
 * paused because the hourly cap is reached - most likely someone is using the forms to mail
 * strangers. Empty when all is well.
 */
export async function mailWarnings(db: Db, notify: Pick<Notification, "to" | "confirmationsPerHour">): Promise<string[]> {
  const cap = notify.confirmationsPerHour ?? DEFAULT_CONFIRMATIONS_PER_HOUR;
  const lastHour = await confirmationsSince(db, notify.to, 60);
  if (lastHour < cap) return [];
  return [
    `Kvitteringsmails til afsendere er sat på pause: der er sendt ${lastHour} den seneste time (grænsen er ${cap}, CONFIRMATIONS_PER_HOUR). Måske bruger nogen formularerne til at sende mails til fremmede. Henvendelserne gemmes og I får besked som normalt; kvitteringerne starter igen af sig selv, når timen er gået.`,
  ];
}

/** The same form token and kind (a page's forms share one token), or else the same kind, page and content on the same day: the same enquiry. */
export function dedupeKey(input: EnquiryInput, now = new Date()): string {
  if (input.formToken)
    return createHash("sha256")
      .update(JSON.stringify(["form-token", input.kind, input.formToken]))
      .digest("base64url");
  const canonical = JSON.stringify([
    input.kind,
    // A sign-up is the same sign-up from whichever page it was sent (a varied `source` must not
    // mean another opt-in mail).
    input.kind === "newsletter" ? "" : input.source,
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

export type StoreResult = { id: string; duplicate: boolean; confirmationHeld?: "recipient" | "hourly-cap" | null };

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
    const held = await confirmationHeld(tx, input.email, notify);
    const toSender =
      input.kind === "newsletter"
        ? newsletterConfirmation(newsletterLinks(notify.siteUrl, notify.secret, inserted.id))
        : enquiryConfirmation({ ...input, kind: input.kind });
    await tx.insert(outbox).values([
      { submissionId: inserted.id, recipient: notify.to, replyTo: input.email, subject: toStaff.subject, body: toStaff.body },
      ...(held
        ? []
        : [
            {
              submissionId: inserted.id,
              recipient: input.email,
              replyTo: notify.to,
              subject: toSender.subject,
              body: toSender.body,
              headers: toSender.headers,
            },
          ]),
    ]);
    // Outgoing webhooks (app/server/webhooks/webhooks.server.ts) commit with the enquiry, or not at all.
    await queueWebhookEvent(tx, "enquiry.created", inserted.id, notify.siteUrl);
    if (held === "hourly-cap")
      log.warn("Kvitteringsmails sat på pause: timegrænsen er nået", { cap: notify.confirmationsPerHour ?? DEFAULT_CONFIRMATIONS_PER_HOUR });
    return { id: inserted.id, duplicate: false, confirmationHeld: held };
  });
}
