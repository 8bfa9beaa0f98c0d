import type { AddOnService, FaqItem, PricingPackage } from "../../content/types.ts";
import { Link } from "react-router";
import { ButtonLink } from "../ui/button.tsx";
import { CheckList } from "./check-list.tsx";

/**
 * The packages side by side. The popular one is lifted, ringed and carries its highlight badge
 * ("Mest populære"); every card's button leads to the quote form at `ctaTo` and, when the card
 * names its `formValue`, chooses it in the form's `formField` (app/lib/enhance.ts: also before
 * React has loaded).
 */
export function PricingCards({ packages, ctaTo, note, formField }: { packages: readonly PricingPackage[]; ctaTo: string; note?: string; formField?: string }) {
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3">
      {packages.map((pkg) => (
        <li
          key={pkg.name}
          className={`relative flex flex-col rounded-card bg-white p-5 sm:p-8 ${pkg.popular ? "shadow-xl ring-2 ring-brand-700 lg:-my-4 lg:py-12" : "shadow-card ring-1 ring-line"}`}
        >
          {pkg.popular && pkg.highlight && (
            <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-sm font-bold whitespace-nowrap text-navy-900 shadow-sm">
              {pkg.highlight}
            </p>
          )}
          <h3 className="text-2xl font-bold text-navy-900">{pkg.name}</h3>
          <p className="mt-2 text-2xl font-extrabold tracking-tight text-brand-700 sm:mt-4 sm:text-3xl lg:text-2xl">{pkg.priceText}</p>
          {note && <p className="mt-1 text-sm text-muted">{note}</p>}
          <p className="mt-3 text-muted sm:mt-4">{pkg.description}</p>
          <CheckList items={pkg.features} dense className="mt-4 mb-6 text-ink sm:mt-6 sm:mb-8" />
          <ButtonLink
            to={ctaTo}
            variant={pkg.popular ? "primary" : "secondary"}
            className="mt-auto w-full"
            {...(formField && pkg.formValue ? { "data-field": formField, "data-value": pkg.formValue } : {})}
          >
            {pkg.ctaText}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

/** Add-on services with their price: one row each, the price beside the name. */
export function AddOnList({ items, tone = "light" }: { items: readonly AddOnService[]; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <ul className={`mt-4 divide-y ${dark ? "divide-white/15" : "divide-line"}`}>
      {items.map((item) => (
        <li key={item.service} className="py-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h4 className={`font-semibold ${dark ? "text-white" : "text-navy-900"}`}>{item.service}</h4>
            <p className={`font-display font-bold whitespace-nowrap ${dark ? "text-accent-400" : "text-brand-700"}`}>{item.price}</p>
          </div>
          <p className={`mt-1 text-sm ${dark ? "text-slate-300" : "text-muted"}`}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Questions answered in the open: a buyer reads them without clicking. On a phone one card with a
 * rule between the answers (six cards would be a long scroll of chrome); from tablet width two or
 * three cards to a row (six answers: even rows at both).
 */
export function AnswerGrid({ items }: { items: readonly FaqItem[] }) {
  return (
    <dl className="divide-y divide-line rounded-card bg-white px-5 shadow-card ring-1 ring-line md:grid md:grid-cols-2 md:gap-6 md:divide-y-0 md:bg-transparent md:px-0 md:shadow-none md:ring-0 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.question} className="py-5 md:rounded-card md:bg-white md:p-6 md:shadow-card md:ring-1 md:ring-line">
          <dt className="font-semibold text-navy-900">{item.question}</dt>
          <dd className="mt-2 text-muted">
            {item.answer}
            {item.link && (
              <Link to={item.link.href} className="mt-2 block font-semibold text-brand-700 hover:text-brand-800">
                {item.link.label}&nbsp;<span aria-hidden="true">→</span>
              </Link>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
