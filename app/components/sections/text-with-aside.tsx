import type { ReactNode } from "react";
import { Prose } from "../ui/layout.tsx";

/**
 * Long text with something to look at beside it: on a wide screen the text keeps a readable
 * measure in two thirds and the third beside it holds a pull quote or a figure (sticky while the
 * text scrolls past) instead of staying empty; on a phone the aside follows the text.
 */
export function TextWithAside({ paragraphs, aside, children }: { paragraphs: readonly string[]; aside: ReactNode; children?: ReactNode }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
      <div>
        <Prose paragraphs={paragraphs} className="max-w-3xl" />
        {children}
      </div>
      <aside className="self-start lg:sticky lg:top-28">{aside}</aside>
    </div>
  );
}

/** A customer's own words, set large: the case it comes from is on /ydelser. */
export function PullQuote({ text, by, source }: { text: string; by: string; source?: string }) {
  return (
    <figure className="border-l-4 border-accent-500 pl-6">
      <blockquote className="font-display text-2xl leading-snug font-bold tracking-tight text-balance text-navy-900">»{text}«</blockquote>
      <figcaption className="mt-4 text-sm text-muted">
        <span className="font-semibold text-navy-900">{by}</span>
        {source && <span className="block">{source}</span>}
      </figcaption>
    </figure>
  );
}
