/**
 * How the inbox names an enquiry's status, kind and interest: one source for the admin screens,
 * the staff notification mail and `npm run enquiries` (spec §3-4).
 */
import type { EnquiryKind, EnquiryStatus, StaffRole } from "../server/schema.ts";
import { interests } from "../forms/options.ts";

export const statusLabels: Record<EnquiryStatus, string> = { new: "Ny", in_progress: "I gang", completed: "Afsluttet" };

export const kindLabels: Record<EnquiryKind, string> = { contact: "Kontakt", quote: "Tilbud", job_application: "Jobansøgning", newsletter: "Nyhedsbrev" };

/** Spec §3: business is shown as Samarbejdspartner, freelancer as Freelancer, anything else Information. */
export function interestLabel(interest: string | null | undefined): string {
  return interest === "business" ? "Samarbejdspartner" : interest === "freelancer" ? "Freelancer" : "Information";
}

/** The contact form's interests as staff see them (the inbox filter). */
export const interestFilterOptions = interests.map(({ value }) => ({ value, label: interestLabel(value) }));

/** Whether an enquiry's assignee can work it: a disabled account, or one that has not chosen its password, cannot. */
export type AssigneeState = "active" | "disabled" | "pending";
export const assigneeStateLabels: Record<AssigneeState, string> = { active: "", disabled: "deaktiveret", pending: "har ikke valgt adgangskode" };

/** An assignee's address, with why they cannot work the lead when they cannot. */
export function assigneeLabel(email: string, state: AssigneeState | null | undefined): string {
  return state && state !== "active" ? `${email} (${assigneeStateLabels[state]})` : email;
}

export const roleLabels: Record<StaffRole, string> = { owner: "Ejer", staff: "Medarbejder" };
