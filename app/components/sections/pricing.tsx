import type { AddOnService, PricingPackage } from "../../content/types.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { CheckList } from "./check-list.tsx";
import { PhoneFold } from "./phone-fold.tsx";

/**
 * The packages side by side. The popular one is lifted, ringed and carries its highlight badge
 * ("Mest populære"); every card's button leads to the quote form at `ctaTo` and, when the card
 * names its `formValue`, chooses it in the form's `formField` (app/lib/enhance.ts: also before
 * React has loaded).
 */
export function PricingCards({ packages, ctaTo, note, formField }: { packages: readonly PricingPackage[]; ctaTo: string; note?: string; formField?: string }) {
  return (
    // On a phone a row that scrolls sideways (app.css .phone-snap): the table under the cards compares them.
    <ul tabIndex={0} aria-label="Pakker" className="phone-snap grid items-stretch gap-6 lg:grid-cols-3">
      {packages.map((pkg) => (
        <li
          key={pkg.name}
          className={`package-card relative flex flex-col rounded-card bg-white p-5 sm:p-8 ${pkg.popular ? "shadow-xl ring-2 ring-brand-700 lg:-my-4 lg:py-12" : "shadow-card ring-1 ring-line"}`}
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
 * What each package includes as one table: a real <table> with column and row headers, a caption
 * for screen readers, and short cells, so it reads at 390 px without the page scrolling sideways.
 * On a phone it is one tap away under »Sammenlign pakkerne punkt for punkt« (issue 38: /priser
 * under eight phone screens; the cards above, a sideways row there, list each package's lines);
 * from 640 px it shows as before (PhoneFold).
 */
export function PackageTable({
  table,
}: {
  table: { caption: string; columns: readonly string[]; rows: readonly { label: string; cells: readonly (string | true)[] }[] };
}) {
  return (
    <PhoneFold summary="Sammenlign pakkerne punkt for punkt" className="mt-4 sm:mt-10">
      <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line max-sm:mt-2">
        <table id="pakke-indhold" className="w-full table-fixed border-collapse text-left text-[0.8125rem] leading-snug sm:text-base">
          <caption className="px-4 pt-4 pb-2 text-left text-lg font-semibold text-navy-900 sm:px-6">{table.caption}</caption>
          <colgroup>
            <col className="w-[31%] sm:w-2/5 lg:w-[45%]" />
          </colgroup>
          <thead>
            <tr className="border-b border-line">
              <td />
              {table.columns.map((name) => (
                <th key={name} scope="col" className="px-0.5 py-2 text-center font-semibold text-navy-900 sm:px-4">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="py-2 pr-1 pl-3 align-top font-normal text-ink sm:px-6 sm:py-2.5">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={table.columns[index]} className="px-0.5 py-2 text-center align-top text-muted sm:px-4 sm:py-2.5">
                    {cell === true ? (
                      <>
                        <Icon name="check" className="mx-auto h-5 w-5 text-brand-700" />
                        <span className="sr-only">Med</span>
                      </>
                    ) : (
                      cell
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PhoneFold>
  );
}
