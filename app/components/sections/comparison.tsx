import { useId } from "react";
import type { CategoryComparison, CostComparison } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { CheckList } from "./check-list.tsx";

/** The aspects a CategoryComparison row describes, in the order the table shows them. */
const aspects = [
  ["setup", "Opstart"],
  ["cost", "Omkostning"],
  ["expertise", "Ekspertise"],
  ["flexibility", "Fleksibilitet"],
  ["risk", "Risiko"],
  ["management", "Ledelse"],
] as const satisfies readonly (readonly [keyof CategoryComparison, string])[];

/**
 * In-house versus outsourced by category. From tablet width a real table: one column per option,
 * one row per aspect, the last option (ours) highlighted; between tablet and desktop it scrolls
 * sideways inside a focusable region, so keyboard users can scroll it too. On a phone three
 * columns of prose do not fit, so the same content is stacked as one card per option (only one
 * of the two is displayed, so screen readers meet it once).
 */
export function ComparisonTable({ caption, rows }: { caption: string; rows: readonly CategoryComparison[] }) {
  const captionId = useId();
  return (
    <>
      <ComparisonCards caption={caption} rows={rows} />
      <ComparisonGrid captionId={captionId} caption={caption} rows={rows} />
    </>
  );
}

function ComparisonCards({ caption, rows }: { caption: string; rows: readonly CategoryComparison[] }) {
  return (
    <ul aria-label={caption} className="grid gap-4 sm:hidden">
      {rows.map((row, index) => {
        const ours = index === rows.length - 1;
        return (
          <li key={row.category} className={`rounded-card p-5 ${ours ? "on-dark bg-navy-900 text-white" : "bg-white shadow-card ring-1 ring-line"}`}>
            <h3 className={`text-lg font-semibold ${ours ? "text-white" : "text-navy-900"}`}>{row.category}</h3>
            {/* The aspect and its answer on one flowing line (the colon is the dt's ::after, so its text stays the aspect's name). */}
            <dl className="mt-3 space-y-1.5">
              {aspects.map(([key, label]) => (
                <div key={key}>
                  <dt className={`mr-1 inline font-semibold after:content-[':'] ${ours ? "text-accent-400" : "text-navy-900"}`}>{label}</dt>
                  <dd className={`inline ${ours ? "text-slate-100" : "text-muted"}`}>{row[key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function ComparisonGrid({ captionId, caption, rows }: { captionId: string; caption: string; rows: readonly CategoryComparison[] }) {
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="hidden overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-line sm:block">
      <table className="w-full min-w-[40rem] border-collapse text-left">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-40 p-5">
              <span className="sr-only">Område</span>
            </th>
            {rows.map((row, index) => (
              <th
                key={row.category}
                scope="col"
                className={`p-5 text-lg font-semibold ${index === rows.length - 1 ? "bg-navy-900 text-white" : "bg-paper text-navy-900"}`}
              >
                {row.category}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {aspects.map(([key, label]) => (
            <tr key={key} className="border-t border-line">
              <th scope="row" className="p-5 align-top font-semibold text-navy-900">
                {label}
              </th>
              {rows.map((row, index) => (
                <td key={row.category} className={`p-5 align-top ${index === rows.length - 1 ? "bg-brand-50 text-ink" : "text-muted"}`}>
                  {row[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** In-house versus outsourced by monthly scenario: one card each, ours (the last) highlighted. */
export function CostComparisonCards({ scenarios }: { scenarios: readonly CostComparison[] }) {
  return (
    // On a phone the two costs are one row that scrolls sideways (app.css .phone-snap): the next card shows at the edge.
    <ul tabIndex={0} aria-label="Sammenligning af timeprisen" className="phone-snap grid gap-4 md:grid-cols-2 md:gap-6">
      {scenarios.map((item, index) => {
        const ours = index === scenarios.length - 1;
        return (
          <li
            key={item.scenario}
            className={`flex flex-col rounded-card p-5 sm:p-8 ${ours ? "on-dark bg-navy-900 text-white" : "bg-white shadow-card ring-1 ring-line"}`}
          >
            <h3 className={`text-xl font-semibold ${ours ? "text-white" : "text-navy-900"}`}>{item.scenario}</h3>
            <p className={`mt-2 text-2xl font-extrabold tracking-tight sm:mt-3 sm:text-3xl ${ours ? "text-accent-400" : "text-navy-900"}`}>
              {item.monthlyCost}
            </p>
            <CheckList items={item.includes} dense tone={ours ? "dark" : "light"} className={`mt-4 sm:mt-6 ${ours ? "text-slate-100" : "text-ink"}`} />
            <p className={`mt-auto flex gap-3 pt-4 font-medium sm:pt-6 ${ours ? "text-white" : "text-muted"}`}>
              <Icon name="gauge" className={`mt-0.5 h-5 w-5 flex-none ${ours ? "text-accent-400" : "text-brand-700"}`} />
              <span>
                <span className="sr-only">Effektivitet: </span>
                {item.efficiency}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
