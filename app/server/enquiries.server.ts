/**
 * The inbox: storing enquiries from every form, and the staff notification that goes with each.
 * The row and its outbox message are written in one transaction before anything else happens, and
 * the dedupe key makes a repeated submission of the same content a no-op that still answers "ok".
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { interestLabel, kindLabels } from "../content/enquiry-labels.ts";
import type { Db } from "./db.server.ts";
import { contactSubmissions, outbox, type EnquiryKind } from "./schema.ts";


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
};

export type Notification = { to: string; siteUrl: string };

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

function notificationBody(id: string, input: EnquiryInput, siteUrl: string): string {
  const lines = [
    `${kindLabels[input.kind]} fra ${input.name || input.email}`,
    "",
    `Navn: ${input.name || "-"}`,
    `Email: ${input.email}`,
    `Telefon: ${input.phone || "-"}`,
    `Virksomhed: ${input.company || "-"}`,
  ];
  if (input.interest) lines.push(`Interesse: ${interestLabel(input.interest)}`);
  for (const [key, value] of Object.entries(input.extra ?? {})) lines.push(`${key}: ${String(value)}`);
  lines.push(`Sendt fra: ${siteUrl}${input.source}`, "", input.message ? `Besked:\n${input.message}` : "", "", `Åbn i indbakken: ${siteUrl}/admin/contact-submissions/${id}`);
  return lines.join("\n");
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
        dedupeKey: key,
      })
      .onConflictDoNothing({ target: contactSubmissions.dedupeKey })
      .returning({ id: contactSubmissions.id });
    if (!inserted) {
      const [existing] = await tx.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.dedupeKey, key));
      return { id: existing!.id, duplicate: true };
    }
    await tx.insert(outbox).values({
      submissionId: inserted.id,
      recipient: notify.to,
      replyTo: input.email,
      subject: `Ny henvendelse (${kindLabels[input.kind]}): ${input.name || input.email}`.slice(0, 200),
      body: notificationBody(inserted.id, input, notify.siteUrl),
    });
    return { id: inserted.id, duplicate: false };
  });
}
