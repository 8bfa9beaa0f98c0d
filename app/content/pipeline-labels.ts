/**
 * How the inbox names the pipeline beside the spec's status (issue 26): outcome, reasons, the
 * list's views and bulk actions, follow-up groups. Shared by the admin's browser code and the
 * server (the schema is imported for types only).
 */
import type { EnquiryKind, Outcome } from "../server/inbox/schema.server.ts";

export const outcomeLabels: Record<Outcome, string> = { won: "Vundet", lost: "Tabt" };

/** The reason that asks for a text; always last in the owner's list. */
export const OTHER_REASON = "Andet";

/** A business enquiry can be won or lost: a quote, a meeting, or a contact about working together. */
export function isBusinessEnquiry(row: { kind: EnquiryKind; interest: string | null }): boolean {
  return row.kind === "quote" || row.kind === "meeting" || (row.kind === "contact" && row.interest === "business");
}

/** The list's outcome filter (`udfald`). */
export const outcomeFilterOptions = [
  { value: "won", label: "Vundet" },
  { value: "lost", label: "Tabt" },
  { value: "open", label: "Uden udfald" },
] as const;

export const bulkActionLabels = {
  status: "Sæt status",
  assign: "Tildel",
  follow_up: "Sæt opfølgning",
  spam: "Markér som spam",
  restore: "Gendan fra spam",
  delete: "Slet permanent",
} as const;

/** Whole kroner as Danish text: 12500 → "12.500 kr." */
export const kroner = (value: number) => `${new Intl.NumberFormat("da-DK", { maximumFractionDigits: 0 }).format(value)} kr.`;
