/**
 * A lead made by hand (issue 37, item 5): after a phone call, a LinkedIn conversation, a visit or
 * a mail, staff add the person to the inbox themselves. It is an enquiry of kind `lead`, stored
 * beside the forms' enquiries, with no mail to the person (they did not write to us) and no staff
 * notification (staff made it), but the webhook every new enquiry fires. The database joins it to
 * the contact with the same e-mail or phone (drizzle/0008), so a known person's lead shows there.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { leadChannels, type LeadChannel } from "../../forms/lead.ts";
import { interests, limits } from "../../forms/options.ts";
import type { Db } from "../platform/db.server.ts";
import { recordHistory } from "../inbox/history.server.ts";
import { isUuid } from "../inbox/inbox.server.ts";
import { assignmentNotice } from "../mail/mail-templates.server.ts";
import { contactSubmissions, enquiryHistory, NO_PASSWORD, outbox, staffUsers } from "../schema.server.ts";
import { queueWebhookEvent } from "../webhooks/webhooks.server.ts";

/** The page a hand-made lead is made on: its `source`. */
export const LEAD_SOURCE = "/admin/leads/ny";

const phonePattern = /^[0-9+()\-.\s/]*$/;

/** At least six digits: the contacts' phone key (drizzle/0008 `contact_phone_key`) needs them to join. */
export function validPhone(phone: string): boolean {
  return phonePattern.test(phone) && phone.replace(/\D/g, "").length >= 6;
}

export function validEmail(email: string): boolean {
  return z.email().safeParse(email).success;
}

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** The hand-made lead's form, checked on the server (the page works without JavaScript). */
export const LeadSchema = z
  .object({
    name: text(limits.name, `Navnet må højst være ${limits.name} tegn`).min(1, "Skriv personens navn"),
    company: text(limits.company, `Virksomheden må højst være ${limits.company} tegn`),
    email: text(limits.email, `E-mailen må højst være ${limits.email} tegn`).refine((value) => value === "" || validEmail(value), "E-mailen er ikke gyldig"),
    phone: text(limits.phone, `Telefonnummeret må højst være ${limits.phone} tegn`).refine(
      (value) => value === "" || validPhone(value),
      "Telefonnummeret er ikke gyldigt (mindst 6 cifre)",
    ),
    message: text(limits.message, `Noterne må højst være ${limits.message} tegn`),
    interest: z.enum(["", ...interests.map((option) => option.value)], { error: "Vælg en interesse fra listen" }),
    channel: z.enum(leadChannels, { error: "Vælg, hvor leadet kom fra" }),
    assignee: z.string().refine((value) => value === "" || isUuid(value), "Vælg en medarbejder fra listen"),
    /** One per page view: the same form sent twice is one lead. */
    formKey: z.string().regex(/^[\w-]{16,64}$/, "Siden er for gammel. Indlæs den igen."),
  })
  .refine((lead) => lead.email !== "" || lead.phone !== "", { path: ["email"], message: "Skriv en e-mail eller et telefonnummer, så I kan kontakte personen" });

/** A new one per page view of the form: its resend is the same lead. */
export function newFormKey(): string {
  return randomUUID();
}

export type LeadInput = z.infer<typeof LeadSchema>;
export type LeadErrors = Partial<Record<keyof LeadInput, string>>;

export function parseLead(values: Record<string, unknown>): { ok: true; lead: LeadInput } | { ok: false; errors: LeadErrors } {
  const result = LeadSchema.safeParse(values);
  if (result.success) return { ok: true, lead: result.data };
  const errors: LeadErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof LeadInput;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export type CreatedLead = { id: string; duplicate: boolean } | { error: "no-staff" };

/**
 * Stores the lead, its history ("created" by the actor, with the channel) and, when assigned, the
 * assignment and the assignee's notice, and queues the `enquiry.created` webhook: one transaction.
 */
export async function createLead(db: Db, lead: LeadInput, actor: { userId: string; email: string }, siteUrl: string): Promise<CreatedLead> {
  const dedupeKey = createHash("sha256")
    .update(JSON.stringify(["lead", lead.formKey]))
    .digest("base64url");
  return db.transaction(async (tx) => {
    let assignee: { id: string; email: string } | undefined;
    if (lead.assignee) {
      [assignee] = await tx
        .select({ id: staffUsers.id, email: staffUsers.email })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, lead.assignee), isNull(staffUsers.disabledAt), ne(staffUsers.passwordHash, NO_PASSWORD)));
      if (!assignee) return { error: "no-staff" as const };
    }
    const [inserted] = await tx
      .insert(contactSubmissions)
      .values({
        kind: "lead",
        source: LEAD_SOURCE,
        name: lead.name,
        company: lead.company || null,
        // The column is NOT NULL; a lead known by phone only has no e-mail (drizzle/0012 keeps "" out of contact matching).
        email: lead.email,
        phone: lead.phone || null,
        interest: lead.interest || null,
        message: lead.message || null,
        extra: { channel: lead.channel satisfies LeadChannel },
        dedupeKey,
        assignedTo: assignee?.id ?? null,
      })
      .onConflictDoNothing({ target: contactSubmissions.dedupeKey })
      .returning({ id: contactSubmissions.id });
    if (!inserted) {
      const [existing] = await tx.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.dedupeKey, dedupeKey));
      return { id: existing!.id, duplicate: true };
    }
    await tx.insert(enquiryHistory).values({ submissionId: inserted.id, actorId: actor.userId, action: "created", detail: { channel: lead.channel } });
    await queueWebhookEvent(tx, "enquiry.created", inserted.id, siteUrl);
    if (assignee) {
      await recordHistory(tx, { submissionId: inserted.id, actorId: actor.userId, action: "assigned", detail: { to: assignee.email } });
      if (assignee.id !== actor.userId) {
        const mail = assignmentNotice(inserted.id, { kind: "lead", name: lead.name, email: lead.email }, actor.email, siteUrl);
        await tx.insert(outbox).values({ submissionId: inserted.id, recipient: assignee.email, subject: mail.subject, body: mail.body });
      }
    }
    return { id: inserted.id, duplicate: false };
  });
}
