/**
 * What the forms store in an enquiry's `extra`, as people read it: the labels come from the form
 * definitions (./definitions.ts). The inbox, the staff and sender mails and the CSV export use
 * this; the public pages do not load it.
 */
import { storedFields, type FormDefinition, type StoredField } from "./define.ts";
import { formDefinitions } from "./definitions.ts";
import { leadStoredFields } from "./lead.ts";

/**
 * Keys stored before there was one definition per form, still found in old rows' `extra`
 * (drizzle/0003_english_extra_keys.sql renamed the Danish ones): newsletter sign-ups recorded the
 * time of consent separately, which is the enquiry's received time.
 */
const legacyStored: Record<string, StoredField> = { consentAt: { label: "Samtykke givet", internal: true } };

/** A mail to the shared mailbox stores its subject and lists its attachments (app/server/mail/inbound-mail.server.ts). */
const mailStored: Record<string, StoredField> = { subject: { label: "Emne", internal: true }, attachments: { label: "Vedhæftede filer", internal: true } };

/** Label of every `extra` key any form stores: the inbox, the mails and the CSV read them here. */
export function storedFieldLabels(forms: readonly FormDefinition[] = formDefinitions): Record<string, StoredField> {
  const all: Record<string, StoredField> = {};
  for (const form of forms) {
    for (const [key, field] of Object.entries(storedFields(form))) {
      if (all[key] && all[key].label !== field.label)
        throw new Error(`Feltet "${key}" hedder både "${all[key].label}" og "${field.label}"; giv det ét navn i formularfilerne i app/forms/`);
      all[key] ??= field;
    }
  }
  // A lead made or imported by staff stores its channel (issue 37, app/forms/lead.ts).
  return { ...all, ...leadStoredFields, ...mailStored, ...legacyStored };
}

export type ExtraLine = { key: string; label: string; text: string };

/**
 * An enquiry's `extra` as lines for people: labelled from the definitions, booleans as Ja/Nej,
 * empty values left out, in the forms' field order (the database keeps JSON keys in its own
 * order). The sender's copy leaves out internal keys and keys no form defines.
 */
export function extraLines(extra: Record<string, unknown> | null | undefined, audience: "staff" | "sender", labels = storedFieldLabels()): ExtraLine[] {
  const lines: ExtraLine[] = [];
  const values = extra ?? {};
  const keys = [...Object.keys(labels).filter((key) => Object.hasOwn(values, key)), ...Object.keys(values).filter((key) => !Object.hasOwn(labels, key))];
  for (const key of keys) {
    const value = values[key];
    if (value === undefined || value === null || value === "") continue;
    const field = Object.hasOwn(labels, key) ? labels[key] : undefined;
    if (audience === "sender" && (!field || field.internal)) continue;
    lines.push({
      key,
      label: field?.label ?? key,
      text: typeof value === "boolean" ? (value ? "Ja" : "Nej") : typeof value === "object" ? JSON.stringify(value) : String(value),
    });
  }
  return lines;
}
