import type { ReportFigure } from "../../content/client-terms.ts";
import { countInWords } from "../../content/site.ts";
import { CheckList } from "./check-list.tsx";
import { PhoneFold } from "./phone-fold.tsx";

/**
 * The figures a client gets every week (app/content/client-terms.ts), with an example week. On a
 * phone the report is one tap away (the section's heading and lead say what it holds; issue 38:
 * it was 1,900 px there); from 640 px it shows as before.
 */
export function WeeklyReport({ figures, alsoIncluded }: { figures: readonly ReportFigure[]; alsoIncluded: readonly string[] }) {
  return (
    <PhoneFold summary={`Se ugerapportens ${countInWords(figures.length)} tal med et eksempel`}>
      <div className="mt-3 grid gap-10 sm:mt-0 lg:grid-cols-[1.6fr_1fr] lg:items-start">
        <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
          <table className="w-full text-left">
            <caption className="sr-only">Eksempel på en ugerapport</caption>
            <thead className="bg-navy-900 text-sm text-white">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Tal
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Eksempel
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {figures.map((figure) => (
                <tr key={figure.label}>
                  <th scope="row" className="px-4 py-3 align-top font-normal">
                    <span className="font-semibold text-navy-900">{figure.label}</span>
                    <span className="mt-1 block text-sm text-muted">{figure.definition}</span>
                  </th>
                  <td className="px-4 py-3 text-right align-top text-lg font-bold whitespace-nowrap text-navy-900">{figure.example}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-navy-900">Og desuden</h3>
          <CheckList items={alsoIncluded} className="mt-4" />
        </div>
      </div>
    </PhoneFold>
  );
}
