/**
 * The page meta editor's history diff (/admin/indhold/sider/:side): which of the two fields a
 * revision changed, before and after. Beside the job and article forms (./job-form.ts).
 */
import type { FieldChange } from "./job-form.ts";

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
