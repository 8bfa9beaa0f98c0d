/**
 * The shape of a form definition, and `defineForm` to write one with its types. A definition (see
 * ./definitions.ts) is the one place a form's fields live: the component renders them, the zod
 * schema is derived from them (./schemas.ts, loaded on demand), the WebMCP tool (./tools.ts), the
 * stored enquiry (app/server/intake/actions.server.ts) and the labels in the inbox, the mails and
 * the CSV export all read them.
 *
 * Free of zod and of React: the form chunks import it and must stay small.
 */
import type { EnquiryKind } from "../server/inbox/schema.server.ts";

export type Option = { readonly value: string; readonly label: string };

type Common = {
  /** The label on the form. */
  label: string;
  /** The label in the inbox, the mails and the CSV, when it differs from the form's question. */
  inboxLabel?: string;
  /** What an AI agent should put here (WebMCP `toolparamdescription`, English). */
  agent: string;
  required?: boolean;
  /** Shown when a required field is empty; default "<label> er påkrævet". */
  requiredMessage?: string;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
};

export type TextFieldDef = Common & { type: "text" | "email" | "tel"; max: number; autoComplete?: string };
export type TextAreaDef = Common & { type: "textarea"; max: number; rows?: number; placeholder?: string };
export type SelectFieldDef = Common & { type: "select"; options: readonly Option[]; placeholder: string };
/** A checkbox the visitor must tick; stored as `<name>: true` and `<name>Text`: the text they agreed to. */
export type ConsentFieldDef = Omit<Common, "required" | "inboxLabel"> & {
  type: "consent";
  requiredMessage: string;
  /** The sentence beside the checkbox, stored with the enquiry as what was agreed to. */
  text: string;
  /** A phrase of `text` that links to a page (the privacy policy). */
  link?: { text: string; to: string };
};
/**
 * A choice among options only the server knows when the page is rendered (the free meeting times):
 * the page renders the options itself (FormFields' `custom`), the schema checks the value's shape
 * and the action whether it is still on offer. A WebMCP parameter like any other field.
 */
export type ChoiceFieldDef = Common & { type: "choice"; pattern: RegExp; invalidMessage: string };
/** A value the page fills in (the job a page is about); not a WebMCP parameter. */
export type HiddenFieldDef = { type: "hidden"; label: string; pattern: RegExp; invalidMessage: string };

export type FieldDef = TextFieldDef | TextAreaDef | SelectFieldDef | ConsentFieldDef | ChoiceFieldDef | HiddenFieldDef;

/** Fields stored in their own inbox columns; every other field goes into the enquiry's `extra` JSON. */
export const columnFields = ["name", "email", "phone", "company", "interest", "message"] as const;
export type ColumnField = (typeof columnFields)[number];

/** A stored `extra` key: its label for staff; `internal` ones are not quoted back to the sender. */
export type StoredField = { label: string; internal?: boolean };

export type FormDefinition<F extends Readonly<Record<string, FieldDef>> = Readonly<Record<string, FieldDef>>> = {
  /** The <form>'s id (also its fetcher key). */
  id: string;
  /** A lead is made by staff, never by a form (app/server/leads/leads.server.ts). */
  kind: Exclude<EnquiryKind, "lead" | "mail">;
  /** The `interest` column when the form has no interest field. */
  interest?: "business" | "freelancer" | "other";
  /** WebMCP: the form as a tool. */
  tool: { name: string; description: string };
  /** One or two columns on wide screens (default two). */
  columns?: 1 | 2;
  /** The fields, in the order the form shows them. */
  fields: F;
  /** Extra keys the action works out itself (e.g. the job's title), with their labels. */
  derived?: Readonly<Record<string, StoredField>>;
};

/** The `extra` keys a form stores, with their labels, in the order it stores them. */
export function storedFields(form: FormDefinition): Record<string, StoredField> {
  const stored: Record<string, StoredField> = {};
  for (const [name, field] of Object.entries(form.fields)) {
    if ((columnFields as readonly string[]).includes(name)) continue;
    if (field.type === "consent") {
      stored[name] = { label: field.label, internal: true };
      stored[`${name}Text`] = { label: `${field.label} (tekst)`, internal: true };
    } else if (field.type === "hidden") stored[name] = { label: field.label, internal: true };
    else stored[name] = { label: field.inboxLabel ?? field.label };
  }
  return { ...stored, ...form.derived };
}

/**
 * A form definition, typed. It is checked where it is turned into a schema (`checkForm` in
 * ./check.ts, which ./schemas.ts runs for every form): the server refuses to start, and the unit
 * tests fail, on a definition the forms cannot work with. The check is kept out of this module so
 * the pages' JavaScript does not carry it.
 */
export function defineForm<const F extends Readonly<Record<string, FieldDef>>>(form: FormDefinition<F>): FormDefinition<F> {
  return form;
}

/** The required mark, message and label the schema and the markup share. */
export function isRequired(field: FieldDef): boolean {
  return field.type === "consent" || field.type === "hidden" || field.required === true;
}

/** The messages every form's schema uses for a field's format (app/forms/schemas.ts), word for word (docs/requirements.md §5). */
export const formatMessages = {
  emailInvalid: "Email er ikke gyldig",
  phoneInvalid: "Telefonnummeret må kun indeholde tal, mellemrum og + ( ) -",
  choiceInvalid: "Vælg en af mulighederne på listen",
  tooLong: (max: number) => `Feltet må højst være ${max} tegn`,
} as const;

export function requiredMessage(field: Exclude<FieldDef, HiddenFieldDef>): string {
  return field.requiredMessage ?? `${field.label} er påkrævet`;
}
