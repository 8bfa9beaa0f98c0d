import { Icon } from "../ui/icon.tsx";
import { Link } from "react-router";
import type { Feature, IndustryCard, ServiceCard, Step, Testimonial } from "../../content/types.ts";
import { Card } from "../ui/layout.tsx";
import { PersonImage } from "../ui/person-image.tsx";
import { lastCardSpan } from "./even-grid.ts";

const gridCols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;
const columnCounts = { 2: { sm: 2 }, 3: { sm: 2, lg: 3 }, 4: { sm: 2, lg: 4 } } as const;

export function IconBadge({ icon }: { icon: Feature["icon"] }) {
  if (!icon) return null;
  return (
    <span className="icon-badge">
      <Icon name={icon} className="h-6 w-6" />
    </span>
  );
}

/**
 * Ticked points; `dense` for a price list, where many short lists sit on one page. The tick is a
 * CSS mask on `li::before` (app.css, `.check-list`), not an <svg> per item: a job page has ~40 of
 * them, and the markup alone cost 0.4 KB gzip of its HTML budget.
 */
export function CheckList({ items, className = "", tone = "light", dense = false }: { items: readonly string[]; className?: string; tone?: "light" | "dark"; dense?: boolean }) {
  return (
    <ul className={`check-list ${tone === "dark" ? "check-list-dark " : ""}${dense ? "space-y-2" : "space-y-3"} ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function ServiceCards({ cards, columns = 4 }: { cards: readonly ServiceCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid gap-6 ${gridCols[columns]} ${lastCardSpan(cards.length, columnCounts[columns])}`}>
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="flex h-full flex-col">
            <IconBadge icon={card.icon} />
            {/* The title is also a booking topic and a form value: the soft hyphen is added here only, so four narrow cards at 1024 px break »Lead-generering«, not »Leadgenererin/g«. */}
            <h3 className="mt-5 text-xl font-semibold text-navy-900">{card.title.replace("Leadgenerering", "Lead\u00adgenerering")}</h3>
            <p className="mt-3 text-muted">{card.description}</p>
            <CheckList items={card.features} className="mt-5 text-sm text-ink" />
            {card.href && (
              <Link to={card.href} className="mt-auto pt-6 font-semibold text-brand-700 hover:text-brand-800">
                {card.linkLabel ?? `Læs mere om ${card.title.toLowerCase()}`}&nbsp;<span aria-hidden="true">→</span>
              </Link>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function FeatureGrid({ features, columns = 3, tone = "light" }: { features: readonly Feature[]; columns?: 2 | 3 | 4; tone?: "light" | "dark" }) {
  return (
    // On a phone the icon sits beside the heading instead of above it: a third less height per card.
    <ul className={`grid gap-4 sm:gap-6 ${gridCols[columns]} ${lastCardSpan(features.length, columnCounts[columns])}`}>
      {features.map((feature) => (
        <li
          key={feature.title}
          className={`phone-row ${tone === "dark" ? "rounded-card bg-navy-800 ring-1 ring-navy-700" : "rounded-card bg-white shadow-card ring-1 ring-line"}`}
        >
          <IconBadge icon={feature.icon} />
          <h3 className={`text-lg font-semibold ${tone === "dark" ? "text-white" : "text-navy-900"}`}>{feature.title}</h3>
          <p className={tone === "dark" ? "text-slate-200" : "text-muted"}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Four industries, two by two from 640 px (stacked on a phone: short cards, no hidden sideways row). */
export function IndustryCards({ cards }: { cards: readonly IndustryCard[] }) {
  return (
    <ul aria-label="Brancher" className={`grid gap-5 sm:grid-cols-2 sm:gap-6 ${lastCardSpan(cards.length, { sm: 2 })}`}>
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="h-full">
            <div className="flex items-center gap-4">
              <IconBadge icon={card.icon} />
              <h3 className="text-xl font-semibold text-navy-900">{card.title}</h3>
            </div>
            <p className="mt-4 text-muted">{card.description}</p>
            {card.successStory && (
              <p className="mt-4 rounded-xl bg-paper p-4 text-sm text-ink">
                <strong className="font-semibold text-navy-900">Resultat: </strong>
                {card.successStory}
              </p>
            )}
            {card.expertise.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Specialer inden for ${card.title}`}>
                {card.expertise.map((item) => (
                  <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    {item}
                  </li>
                ))}
              </ul>
            )}
            {card.href && (
              <Link to={card.href} className="mt-5 inline-block font-semibold text-brand-700 hover:text-brand-800">
                Se stillingen&nbsp;<span aria-hidden="true">→</span>
              </Link>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Five steps sit on one row on wide screens instead of leaving the fifth alone on a second row. */
const stepColumns = (count: number) => (count === 5 ? "lg:grid-cols-5" : count >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3");

export function Steps({ steps, tone = "light" }: { steps: readonly Step[]; tone?: "light" | "dark" }) {
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${stepColumns(steps.length)} ${lastCardSpan(steps.length, { sm: 2, lg: steps.length === 5 ? 5 : steps.length >= 4 ? 4 : 3 })}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className={`flex h-10 w-10 items-center justify-center rounded-full text-lg font-bold ${tone === "dark" ? "bg-accent-400 text-navy-900" : "bg-brand-700 text-white"}`}
          >
            {index + 1}
          </span>
          <h3 className={`mt-4 text-lg font-semibold ${tone === "dark" ? "text-white" : "text-navy-900"}`}>
            <span className="sr-only">Trin {index + 1}: </span>
            {step.title}
          </h3>
          <p className={`mt-2 ${tone === "dark" ? "text-slate-200" : "text-muted"}`}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={`grid gap-4 sm:gap-6 md:grid-cols-2 ${lastCardSpan(items.length, { md: 2 })}`}>
      {items.map((item, index) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line">
            {/* Danish quotation marks, as docs/content/style-guide.md has them. */}
            <blockquote className="flex-1 text-lg leading-relaxed text-ink">»{item.quote}«</blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <PersonImage name={item.name} size={56} tone={index % 2 ? "blue" : "amber"} />
              <span>
                <span className="block font-semibold text-navy-900">{item.name}</span>
                <span className="block text-sm text-muted">{item.title}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function Stats({ items, tone = "dark" }: { items: readonly { value: string; label: string }[]; tone?: "light" | "dark" }) {
  return (
    <dl className={`grid gap-8 text-center ${items.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3"}`}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse justify-end">
          <dt className={`mt-2 ${tone === "dark" ? "text-slate-200" : "text-muted"}`}>{item.label}</dt>
          <dd className={`font-display text-5xl font-bold tracking-tight ${tone === "dark" ? "text-accent-400" : "text-brand-700"}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
