/**
 * The fact sheet's form (/admin/indhold/fakta), without the server: one input per field of
 * `factGroups` (app/content/fact-sheet-schema.ts), named by its path. Numbers are shown and read
 * the Danish way (»15.000« and »15000« are the same), a list is one item per line (so it works
 * without JavaScript), a clock time left empty is a closed day. The store is ./facts-store.server.ts.
 */
import { factGroups, type FactField } from "../../content/fact-sheet-schema.ts";
import { formatKr, type Facts } from "../../content/site.ts";
import type { FieldChange } from "./job-form.ts";

const fields: readonly FactField[] = factGroups.flatMap((group) => group.fields);

function get(facts: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), facts);
}

function set(facts: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let at: Record<string, unknown> = facts;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
}

/** A field's value as the form shows it: »15.000«, »08:00« or empty, the list one per line. */
export function factText(facts: Facts, field: FactField): string {
  const value = get(facts, field.path);
  if (typeof value === "number") return field.input === "kr" || field.input === "number" ? formatKr(value) : String(value);
  if (Array.isArray(value)) return value.join("\n");
  return typeof value === "string" ? value : "";
}

/**
 * »15.000«, »15000«, »15 000« and »15.000 kr.« are 15000; anything else (»15,5«, »femten«, empty)
 * is NaN, which the schema refuses with the field's message.
 */
export function danishNumber(raw: string): number {
  const text = raw
    .replace(/\s*(kr\.?|%|timer)\s*$/i, "")
    .replace(/[\s\u00a0]/g, "")
    .trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) return Number(text.replaceAll(".", ""));
  return Number.NaN;
}

/**
 * The fact sheet a form posts, over `base` (what the editor opened: fields a form lacks keep their
 * value), and what was typed, by path, so a refused form shows it again as it was.
 */
export function factsFromForm(form: { get(name: string): FormDataEntryValue | null }, base: Facts): { candidate: Facts; typed: Record<string, string> } {
  const candidate = structuredClone(base) as unknown as Record<string, unknown>;
  const typed: Record<string, string> = {};
  for (const field of fields) {
    const entry = form.get(field.path);
    if (typeof entry !== "string") continue;
    typed[field.path] = entry;
    const value =
      field.input === "lines"
        ? entry
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : field.input === "time"
          ? entry.trim() || null
          : field.input === "text" || field.input === "longText"
            ? entry.replace(/\s+/g, " ").trim()
            : danishNumber(entry);
    set(candidate, field.path, value);
  }
  return { candidate: candidate as unknown as Facts, typed };
}

/** The fields that differ between two revisions (none for the first), as the form shows them. */
export function diffFacts(before: Facts | null, after: Facts): FieldChange[] {
  if (!before) return [];
  return fields.flatMap((field) => {
    const [was, is] = [factText(before, field), factText(after, field)];
    return was === is ? [] : [{ label: field.label, before: was.replaceAll("\n", " · "), after: is.replaceAll("\n", " · ") }];
  });
}

/** The path of a schema problem, as the form names its input ("packageIncludes.items.2" → "packageIncludes.items"). */
export function factFieldPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  for (let take = parts.length; take > 0; take--) {
    const key = parts.slice(0, take).join(".");
    if (fields.some((field) => field.path === key)) return key;
  }
  return parts.join(".");
}
