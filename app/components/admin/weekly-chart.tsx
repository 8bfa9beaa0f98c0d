import type { WeekBucket } from "../../server/inbox/inbox.server.ts";
import { allKinds, kindLabels } from "../../content/enquiry-labels.ts";
import { kindColors } from "./badges.tsx";

export type ChartSeries = { key: string; label: string; color: string };

/** The inbox's default: enquiries by kind. */
const enquirySeries: ChartSeries[] = allKinds.map((kind) => ({ key: kind, label: kindLabels[kind], color: kindColors[kind] }));

/**
 * Counts per week as stacked bars in plain SVG with a table for screen readers: enquiries by kind
 * (the inbox, the last 12 weeks) unless other series are given (page views in /admin/analytics).
 */
export function WeeklyChart({
  weeks,
  series = enquirySeries,
  title = "Henvendelser pr. uge (seneste 12 uger)",
  tableCaption = "Henvendelser pr. uge fordelt på type",
}: {
  weeks: readonly (WeekBucket | { week: string; counts: Record<string, number> })[];
  series?: readonly ChartSeries[];
  title?: string;
  tableCaption?: string;
}) {
  const value = (week: (typeof weeks)[number], key: string) => (week.counts as Record<string, number>)[key] ?? 0;
  const totals = weeks.map((week) => series.reduce((sum, item) => sum + value(week, item.key), 0));
  const max = Math.max(1, ...totals);
  const width = 600;
  const height = 160;
  const barWidth = width / Math.max(1, weeks.length) - 8;
  const label = (week: string) => new Date(`${week}T00:00:00Z`).toLocaleDateString("da-DK", { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <figure className="rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <figcaption className="text-sm font-semibold text-navy-900">{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} className="mt-3 h-auto w-full" aria-hidden="true">
        {weeks.map((week, index) => {
          let y = height;
          return (
            <g key={week.week} transform={`translate(${index * (barWidth + 8) + 4},0)`}>
              {series.map((item) => {
                const h = (value(week, item.key) / max) * (height - 10);
                y -= h;
                return h > 0 ? <rect key={item.key} x={0} y={y} width={barWidth} height={h} fill={item.color} rx={2} /> : null;
              })}
              <text x={barWidth / 2} y={height + 14} textAnchor="middle" fontSize="10" fill="#475569">
                {label(week.week)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-4 text-xs text-muted">
        {series.map((item) => (
          <li key={item.key} className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm" style={{ background: item.color }} />
            {item.label}
          </li>
        ))}
      </ul>
      {/* A table ignores width: 1px, so the screen-reader copy is clipped by a wrapper instead
          (as a bare sr-only table it made the inbox 469 px wide on a 390 px phone). */}
      <div className="sr-only">
        <table>
          <caption>{tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">Uge</th>
              {series.map((item) => (
                <th key={item.key} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">{label(week.week)}</th>
                {series.map((item) => (
                  <td key={item.key}>{value(week, item.key)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
