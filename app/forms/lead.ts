/**
 * Leads that staff add themselves (issue 37, item 5): one made by hand after a phone call, a
 * LinkedIn conversation or a visit, and rows of an imported list. Both are enquiries of kind
 * `lead` in the same inbox; where the lead came from is stored in `extra.channel`. Free of zod and
 * of server code, so the admin pages' JavaScript can import it.
 */
import type { StoredField } from "./define.ts";

/** Where a hand-made lead came from (stored as the label, as a form's choice is). */
export const leadChannels = ["Telefon", "LinkedIn", "Besøg", "Mail", "Andet"] as const;
export type LeadChannel = (typeof leadChannels)[number];

/** The channel of an imported row. */
export const importChannel = "Import";

/** What a lead stores in `extra`, labelled for the enquiry page, the mails and the CSV (app/forms/stored-fields.ts). */
export const leadStoredFields: Record<string, StoredField> = {
  channel: { label: "Kanal" },
  importFile: { label: "Importeret fra", internal: true },
};

/** The fields an imported column can fill, in the order the mapping shows them, with the headers that guess them (lower case, without spaces, dots, dashes or underscores). */
export const importFields = [
  { key: "name", label: "Navn", guesses: ["navn", "name", "fuldtnavn", "fullname", "kontaktperson", "kontakt", "contact", "contactname"] },
  { key: "firstName", label: "Fornavn", guesses: ["fornavn", "firstname", "givenname"] },
  { key: "lastName", label: "Efternavn", guesses: ["efternavn", "lastname", "surname", "familyname"] },
  {
    key: "company",
    label: "Virksomhed",
    guesses: ["firma", "virksomhed", "virksomhedsnavn", "firmanavn", "company", "companyname", "organisation", "organization", "kunde"],
  },
  { key: "email", label: "E-mail", guesses: ["email", "mail", "emailadresse", "mailadresse", "epost", "emailaddress"] },
  {
    key: "phone",
    label: "Telefon",
    guesses: ["telefon", "tlf", "telefonnummer", "tlfnr", "phone", "phonenumber", "mobil", "mobile", "mobilnummer", "mobilnr", "tel", "cell"],
  },
  {
    key: "message",
    label: "Besked / noter",
    guesses: ["besked", "note", "noter", "notes", "bemærkning", "bemærkninger", "kommentar", "kommentarer", "message", "comment", "comments", "beskrivelse"],
  },
] as const;
export type ImportField = (typeof importFields)[number]["key"];
export type ColumnMapping = Partial<Record<ImportField, number | null>>;

/** What happens to a row of an imported list. */
export type RowOutcome = "created" | "matched" | "refused";
export const outcomeLabels: Record<RowOutcome, string> = { created: "Oprettet", matched: "Fandtes allerede", refused: "Afvist" };

/** Limits of one import, with the Danish message for each. */
export const importLimits = { bytes: 5 * 1024 * 1024, rows: 10_000, columns: 50, cell: 5000 } as const;

function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s._\-:/()]+/g, "");
}

/** The column each field most likely comes from, by its header (Danish or English); each column fills one field at most. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  for (const field of importFields) {
    const index = header.findIndex((title, i) => !used.has(i) && (field.guesses as readonly string[]).includes(headerKey(title)));
    mapping[field.key] = index >= 0 ? index : null;
    if (index >= 0) used.add(index);
  }
  return mapping;
}
