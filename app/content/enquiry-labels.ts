/**
 * How the inbox names an enquiry's status, kind and interest: one source for the admin screens,
 * the staff notification mail and `npm run enquiries` (docs/requirements.md §3-§4).
 */
import type { EnquiryKind, EnquiryStatus } from "../server/inbox/schema.server.ts";
import type { StaffRole } from "../server/auth/schema.server.ts";
import { interests } from "../forms/options.ts";

export const statusLabels: Record<EnquiryStatus, string> = { new: "Ny", in_progress: "I gang", completed: "Afsluttet" };

export const kindLabels: Record<EnquiryKind, string> = {
  contact: "Kontakt",
  quote: "Tilbud",
  job_application: "Jobansøgning",
  newsletter: "Nyhedsbrev",
  meeting: "Møde",
  lead: "Lead",
  mail: "Mail",
};

/**
 * Every status and every kind, in the order of the labels above, for the admin's browser code: it
 * imports the database schema (app/server/schema.server.ts) for types only. The records are
 * complete by type, so the lists are too.
 */
export const allStatuses = Object.keys(statusLabels) as EnquiryStatus[];
export const allKinds = Object.keys(kindLabels) as EnquiryKind[];

/** docs/requirements.md §3: business is shown as Samarbejdspartner, freelancer as Freelancer, anything else Information. */
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

export const roleLabels: Record<StaffRole, string> = { owner: "Ejer", staff: "Medarbejder", editor: "Redaktør" };
