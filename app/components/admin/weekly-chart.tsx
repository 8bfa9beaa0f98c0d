import type { WeekBucket } from "../../server/inbox.server.ts";
import { enquiryKinds } from "../../server/schema.ts";
import { kindLabels } from "../../content/enquiry-labels.ts";
import { kindColors } from "./badges.tsx";

/** Enquiries per week by kind, last 12 weeks: stacked bars in plain SVG with a table for screen readers. */
export function WeeklyChart({ weeks }: { weeks: readonly WeekBucket[] }) {
  const totals = weeks.map((week) => enquiryKinds.reduce((sum, kind) => sum + week.counts[kind], 0));
  const max = Math.max(1, ...totals);
  const width = 600;
  const height = 160;
  const barWidth = width / weeks.length - 8;
  const label = (week: string) => new Date(`${week}T00:00:00Z`).toLocaleDateString("da-DK", { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <figure className="rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <figcaption className="text-sm font-semibold text-navy-900">Henvendelser pr. uge (seneste 12 uger)</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} className="mt-3 h-auto w-full" aria-hidden="true">
        {weeks.map((week, index) => {
          let y = height;
          return (
            <g key={week.week} transform={`translate(${index * (barWidth + 8) + 4},0)`}>
              {enquiryKinds.map((kind) => {
                const h = (week.counts[kind] / max) * (height - 10);
                y -= h;
                return h > 0 ? <rect key={kind} x={0} y={y} width={barWidth} height={h} fill={kindColors[kind]} rx={2} /> : null;
              })}
              <text x={barWidth / 2} y={height + 14} textAnchor="middle" fontSize="10" fill="#475569">
                {label(week.week)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-4 text-xs text-muted">
        {enquiryKinds.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm" style={{ background: kindColors[kind] }} />
            {kindLabels[kind]}
          </li>
        ))}
      </ul>
      <table className="sr-only">
        <caption>Henvendelser pr. uge fordelt på type</caption>
        <thead>
          <tr>
            <th scope="col">Uge</th>
            {enquiryKinds.map((kind) => (
              <th key={kind} scope="col">{kindLabels[kind]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row">{label(week.week)}</th>
              {enquiryKinds.map((kind) => (
                <td key={kind}>{week.counts[kind]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
