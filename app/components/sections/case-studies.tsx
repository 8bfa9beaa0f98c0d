import type { CustomerCase } from "../../content/cases.ts";
import { lastCardSpan } from "./even-grid.ts";
import { Card } from "../ui/layout.tsx";

/**
 * Customer cases (app/content/cases.ts): where the client started, what we did and what was
 * measured, each figure with what it was measured on. Below 1024 px the cards sit in a row that
 * scrolls sideways (the next card peeks in), not four screens' worth of cards on top of each other;
 * the row takes keyboard focus so it can be scrolled with the arrow keys.
 */
export function CaseStudies({ cases, industryName }: { cases: readonly CustomerCase[]; industryName: (id: CustomerCase["industry"]) => string }) {
  return (
    <ul aria-label="Kundecases" tabIndex={0} className="snap-row">
      {cases.map((item) => (
        <li key={item.id}>
          <Card className="flex h-full flex-col !p-5 sm:!p-6">
            <p className="eyebrow text-brand-700">{industryName(item.industry)}</p>
            <h3 className="mt-2 text-xl font-semibold text-navy-900">{item.title}</h3>
            <p className="mt-1 text-sm text-muted">
              {item.client} · {item.model} · {item.period}
            </p>
            <h4 className="mt-5 font-semibold text-navy-900">Udgangspunktet</h4>
            <p className="mt-1 text-ink">{item.before}</p>
            <h4 className="mt-5 font-semibold text-navy-900">Det gjorde vi</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-ink">
              {item.done.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
            <dl className={`mt-6 grid grid-cols-2 gap-3 sm:gap-4 ${lastCardSpan(item.results.length, { base: 2 })}`}>
              {item.results.map((result) => (
                <div key={result.label} className="rounded-xl bg-paper p-3 sm:p-4">
                  <dt className="text-sm text-muted">{result.label}</dt>
                  <dd className="mt-1 font-display text-xl font-bold text-navy-900 sm:text-2xl">{result.value}</dd>
                  <dd className="mt-1 text-xs text-muted">{result.basis}</dd>
                </div>
              ))}
            </dl>
            {item.quote && (
              <blockquote className="mt-6 border-l-4 border-brand-100 pl-4 text-ink">
                <p>»{item.quote.text}«</p>
                <footer className="mt-1 text-sm text-muted">{item.quote.by}</footer>
              </blockquote>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
