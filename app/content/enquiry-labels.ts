/**
 * How the inbox names an enquiry's status, kind and interest: one source for the admin screens,
 * the staff notification mail and `npm run enquiries` (spec §3-4).
 */
import type { EnquiryKind, EnquiryStatus } from "../server/schema.ts";
import { interests } from "../forms/options.ts";

export const statusLabels: Record<EnquiryStatus, string> = { new: "Ny", in_progress: "I gang", completed: "Afsluttet" };

export const kindLabels: Record<EnquiryKind, string> = { contact: "Kontakt", quote: "Tilbud", job_application: "Jobansøgning", newsletter: "Nyhedsbrev", meeting: "Møde" };

/** Spec §3: business is shown as Samarbejdspartner, freelancer as Freelancer, anything else Information. */
export function interestLabel(interest: string | null | undefined): string {
  return interest === "business" ? "Samarbejdspartner" : interest === "freelancer" ? "Freelancer" : "Information";
}

/** The contact form's interests as staff see them (the inbox filter). */
export const interestFilterOptions = interests.map(({ value }) => ({ value, label: interestLabel(value) }));
