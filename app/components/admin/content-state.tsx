import type { ContentState } from "../../server/content/schema.server.ts";

/** The four states of an item in /admin/indhold, as staff read them. */
export const contentStateLabels: Record<ContentState, string> = { kladde: "Kladde", planlagt: "Planlagt", udgivet: "Udgivet", lukket: "Lukket" };

const styles: Record<ContentState, string> = {
  kladde: "bg-slate-100 text-slate-700 ring-slate-500/30",
  planlagt: "bg-yellow-100 text-yellow-800 ring-yellow-600/30",
  udgivet: "bg-green-100 text-green-800 ring-green-600/30",
  lukket: "bg-red-50 text-red-800 ring-red-600/30",
};

export function ContentStateBadge({ state }: { state: ContentState }) {
  return (
    <span data-state={state} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${styles[state]}`}>
      {contentStateLabels[state]}
    </span>
  );
}
