/**
 * A page's title and description as the store holds them (kind 'page'), without the route table,
 * so the editor's component and `npm run content` (plain Node, no Vite) can read it: the schema,
 * the row's slug for a path, the fields' names and the history's diff. The store is
 * ./page-meta.server.ts.
 */
import * as z from "zod";
import type { FieldChange } from "./job-form.ts";

/** What a row holds: the page's path, its title without » | Salgskraft« and its description. */
export const PageMetaSchema = z
  .object({
    path: z.string().startsWith("/"),
    title: z.string().trim().min(1, "mangler").max(120),
    description: z.string().trim().min(1, "mangler").max(400),
  })
  .strict();
export type PageMetaItem = z.infer<typeof PageMetaSchema>;

/** "/" → "forside", "/digital/hjemmesider" → "digital-hjemmesider": the row's slug and the editor's address. */
export const pageSlug = (path: string) => (path === "/" ? "forside" : path.slice(1).replaceAll("/", "-"));

type Text = { title: string; description: string };

/** The fields' Danish names, for messages beside the fields and the history's diff. */
export const pageMetaLabels = { title: "Metatitel", description: "Metabeskrivelse" } as const;

/** The fields that differ between two revisions (none for the first). */
export function diffPageMeta(before: Text | null, after: Text): FieldChange[] {
  if (!before) return [];
  return (["title", "description"] as const)
    .filter((key) => before[key] !== after[key])
    .map((key) => ({ label: pageMetaLabels[key], before: before[key], after: after[key] }));
}
