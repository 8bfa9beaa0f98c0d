import type { PayExampleContent } from "../../content/jobs-shared.ts";

/** A month's pay worked out (app/content/jobs-shared.ts): what a job seeker wants to see first. */
export function PayExample({ example }: { example: PayExampleContent }) {
  return (
    <div className="max-w-xl rounded-card bg-white/5 p-6 ring-1 ring-white/15">
      <h3 className="font-semibold text-white">{example.title}</h3>
      <dl className="mt-4 space-y-2 text-slate-200">
        {example.rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt>{row.label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-white/15 pt-2 font-semibold text-white">
          <dt>{example.total.label}</dt>
          <dd className="whitespace-nowrap tabular-nums text-accent-400">{example.total.value}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-300">{example.note}</p>
    </div>
  );
}
