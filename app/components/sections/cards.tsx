/**
 * The card grids most pages share: feature cards with an icon, and numbered steps. The ticked
 * list (./check-list.tsx), testimonials (./testimonials.tsx) and the overview cards of the home
 * and services pages (./overview-cards.tsx) are modules of their own, so a page loads only the
 * cards it shows (docs/decisions/client-chunks.md).
 */
import { Icon } from "../ui/icon.tsx";
import type { Feature, Step } from "../../content/types.ts";
import { lastCardSpan } from "./even-grid.ts";

export const gridCols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;
export const columnCounts = { 2: { sm: 2 }, 3: { sm: 2, lg: 3 }, 4: { sm: 2, lg: 4 } } as const;

export function IconBadge({ icon }: { icon: Feature["icon"] }) {
  if (!icon) return null;
  return (
    <span className="icon-badge">
      <Icon name={icon} className="h-6 w-6" />
    </span>
  );
}

export function FeatureGrid({ features, columns = 3, tone = "light" }: { features: readonly Feature[]; columns?: 2 | 3 | 4; tone?: "light" | "dark" }) {
  return (
    // On a phone the icon sits beside the heading instead of above it, and the cards are a row that
    // scrolls sideways (app.css .phone-snap): a page of cards is one card tall.
    <ul tabIndex={0} className={`phone-snap grid gap-4 sm:gap-6 ${gridCols[columns]} ${lastCardSpan(features.length, columnCounts[columns])}`}>
      {features.map((feature) => (
        <li
          key={feature.title}
          className={`phone-row ${tone === "dark" ? "rounded-card bg-navy-800 ring-1 ring-navy-700" : "rounded-card bg-white shadow-card ring-1 ring-line"}`}
        >
          <IconBadge icon={feature.icon} />
          <h3 className={`text-balance text-lg font-semibold ${tone === "dark" ? "text-white" : "text-navy-900"}`}>{feature.title}</h3>
          <p className={tone === "dark" ? "text-slate-200" : "text-muted"}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Five steps sit on one row on wide screens instead of leaving the fifth alone on a second row. */
const stepColumns = (count: number) => (count === 5 ? "lg:grid-cols-5" : count >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3");

export function Steps({ steps, tone = "light" }: { steps: readonly Step[]; tone?: "light" | "dark" }) {
  return (
    <ol
      tabIndex={0}
      className={`phone-snap grid gap-6 sm:grid-cols-2 ${stepColumns(steps.length)} ${lastCardSpan(steps.length, { sm: 2, lg: steps.length === 5 ? 5 : steps.length >= 4 ? 4 : 3 })}`}
    >
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
