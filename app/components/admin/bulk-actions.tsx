/**
 * The list's bulk actions (issue 26, item 4): one plain form (id "bulk") that the rows' checkboxes
 * belong to through their `form` attribute, so it works without JavaScript. "Vælg alle på siden"
 * sends the page's ids; with JavaScript it also ticks every row.
 */
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { allStatuses, statusLabels } from "../../content/enquiry-labels.ts";
import { bulkActionLabels } from "../../content/pipeline-labels.ts";

export const BULK_FORM = "bulk";

const field = "mt-1 block w-full min-w-0 rounded-lg border border-line px-3 py-2 font-normal";

/** The row's box: inside the spec's first cell (the table keeps its columns), named for screen readers only. */
export function RowCheckbox({ id, label }: { id: string; label: string }) {
  return <input type="checkbox" name="ids" value={id} form={BULK_FORM} aria-label={`Vælg ${label}`} className="mr-2 h-5 w-5 align-middle" data-row-check />;
}

function tickRows(checked: boolean) {
  for (const box of document.querySelectorAll<HTMLInputElement>("input[data-row-check]")) box.checked = checked;
}

export function BulkActions({
  csrf,
  pageIds,
  staffList,
  mayDelete,
  spamView,
  today,
}: {
  csrf: string;
  pageIds: string[];
  staffList: { id: string; name: string }[];
  mayDelete: boolean;
  spamView: boolean;
  today: string;
}) {
  const all = useRef<HTMLInputElement>(null);
  // A tick given before React ran is kept by the browser (the box sends the page's ids without
  // JavaScript), but no onChange saw it: the rows are ticked as React takes over.
  useEffect(() => {
    if (all.current?.checked) tickRows(true);
  }, []);
  const actions = (Object.keys(bulkActionLabels) as (keyof typeof bulkActionLabels)[]).filter((action) =>
    action === "delete" ? mayDelete : action === "restore" ? spamView : action === "spam" ? !spamView : true,
  );
  return (
    <Form method="post" id={BULK_FORM} aria-label="Handlinger for valgte henvendelser" className="mt-6 rounded-card bg-white p-4 shadow-card ring-1 ring-line">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="bulk" />
      <input type="hidden" name="pageIds" value={pageIds.join(",")} />
      <div className="flex flex-wrap items-end gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-navy-900">
          <input type="checkbox" name="allOnPage" value="1" className="h-5 w-5" ref={all} onChange={(event) => tickRows(event.currentTarget.checked)} />
          Vælg alle på siden ({pageIds.length})
        </label>
        {/* A basis, not 0: at 390 px the select wraps to its own line instead of being squeezed
            beside "Vælg alle på siden" to a sliver with its label one letter per line. */}
        <label className="min-w-0 flex-[1_1_12rem] text-sm font-semibold text-navy-900 sm:flex-none">
          Med de valgte
          <select name="bulkAction" required defaultValue="" className={field}>
            <option value="" disabled>
              Vælg handling
            </option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {bulkActionLabels[action]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Udfør
        </button>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Status, ansvarlig, opfølgning og sletning</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <label className="font-semibold text-navy-900">
            Ny status
            <select name="bulkStatus" defaultValue="in_progress" className={field}>
              {allStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="font-semibold text-navy-900">
            Tildel til
            <select name="bulkAssignee" defaultValue="" className={field}>
              <option value="">Ikke tildelt</option>
              {staffList.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
          <div className="grid grid-cols-2 gap-2">
            <label className="font-semibold text-navy-900">
              Opfølgning
              <input type="date" name="bulkDate" defaultValue={today} className={field} />
            </label>
            <label className="font-semibold text-navy-900">
              Kl.
              <input type="time" name="bulkTime" defaultValue="09:00" className={field} />
            </label>
          </div>
          <label className="font-semibold text-navy-900">
            Hvad
            <input type="text" name="bulkWhat" maxLength={200} placeholder="Fx: Ring og hør om tilbuddet" className={field} />
          </label>
          {mayDelete && (
            <label className="flex items-start gap-2 text-navy-900">
              <input type="checkbox" name="bulkConfirm" value="ja" className="mt-0.5 h-4 w-4" />
              Ja, slet de valgte permanent (kan ikke fortrydes)
            </label>
          )}
        </div>
      </details>
    </Form>
  );
}
