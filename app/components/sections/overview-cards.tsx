import { Link } from "react-router";
import type { IndustryCard, ServiceCard } from "../../content/types.ts";
import { Card } from "../ui/layout.tsx";
import { columnCounts, gridCols, IconBadge } from "./cards.tsx";
import { CheckList } from "./check-list.tsx";
import { lastCardSpan } from "./even-grid.ts";

export function ServiceCards({ cards, columns = 4 }: { cards: readonly ServiceCard[]; columns?: 2 | 3 | 4 }) {
  return (
    // A sideways row on a phone (app.css .phone-snap), the grid from 640 px.
    <ul tabIndex={0} className={`phone-snap grid gap-6 ${gridCols[columns]} ${lastCardSpan(cards.length, columnCounts[columns])}`}>
      {cards.map((card) => (
        <li key={card.title}>
          {/* On a phone the icon sits beside the title (a grid there; the link stays at the card's foot), 20 px padding. */}
          <Card className="flex h-full flex-col max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:grid-rows-[auto_auto_auto_1fr] max-sm:items-center max-sm:gap-x-4 max-sm:p-5">
            <IconBadge icon={card.icon} />
            {/* The title is also a booking topic and a form value: the soft hyphen is added here only, so four narrow cards at 1024 px break »Lead-generering«, not »Leadgenererin/g«. */}
            <h3 className="mt-5 text-xl font-semibold text-navy-900 max-sm:mt-0">{card.title.replace("Leadgenerering", "Lead\u00adgenerering")}</h3>
            <p className="mt-3 text-muted max-sm:col-span-2">{card.description}</p>
            <CheckList items={card.features} className="mt-5 text-sm text-ink max-sm:col-span-2 max-sm:space-y-2" />
            {card.href && (
              <Link to={card.href} className="mt-auto pt-6 font-semibold text-brand-700 hover:text-brand-800 max-sm:col-span-2 max-sm:self-end max-sm:pt-4">
                {card.linkLabel ?? `Læs mere om ${card.title.toLowerCase()}`}&nbsp;<span aria-hidden="true">→</span>
              </Link>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Four industries, two by two from 640 px (stacked on a phone: short cards, no hidden sideways row). */
export function IndustryCards({ cards }: { cards: readonly IndustryCard[] }) {
  return (
    <ul aria-label="Brancher" tabIndex={0} className={`phone-snap grid gap-5 sm:grid-cols-2 sm:gap-6 ${lastCardSpan(cards.length, { sm: 2 })}`}>
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

/** Three short figures stand side by side on a phone too (issue 38: cards that stack where columns fit); four stack until 640 px. */
export function Stats({ items, tone = "dark" }: { items: readonly { value: string; label: string }[]; tone?: "light" | "dark" }) {
  return (
    <dl className={`grid text-center ${items.length === 4 ? "gap-8 sm:grid-cols-2 lg:grid-cols-4" : "grid-cols-3 gap-x-2 gap-y-8 sm:gap-8"}`}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse justify-end">
          <dt className={`mt-2 text-balance ${items.length === 4 ? "" : "max-sm:text-sm"} ${tone === "dark" ? "text-slate-200" : "text-muted"}`}>
            {item.label}
          </dt>
          <dd
            className={`font-display ${items.length === 4 ? "text-5xl" : "text-4xl sm:text-5xl"} font-bold tracking-tight ${tone === "dark" ? "text-accent-400" : "text-brand-700"}`}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
