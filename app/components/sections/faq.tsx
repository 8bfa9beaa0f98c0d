import { Icon } from "../ui/icon.tsx";
import { Link } from "react-router";
import type { FaqItem } from "../../content/types.ts";

/** Questions as native disclosure widgets: they open with keyboard and without JavaScript. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-card bg-white shadow-card ring-1 ring-line">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4 sm:px-6 sm:py-5">
          <summary className="flex items-start justify-between gap-4 text-left font-semibold text-navy-900 sm:text-lg">
            <h3>{item.question}</h3>
            <Icon name="chevron-down" className="mt-1 h-5 w-5 flex-none text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-3 max-w-[60ch] text-muted">
            <p>{item.answer}</p>
            {item.link && (
              <Link to={item.link.href} className="mt-3 inline-block font-semibold text-brand-700 hover:text-brand-800">
                {item.link.label}&nbsp;<span aria-hidden="true">→</span>
              </Link>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
