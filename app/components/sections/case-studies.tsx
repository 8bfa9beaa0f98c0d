import type { CustomerCase } from "../../content/cases.ts";
import { logoDensities, logoName, modernFormats } from "../../content/image-slots.ts";
import { useSiteImages } from "../../lib/site-images.ts";
import { lastCardSpan } from "./even-grid.ts";
import { Icon } from "../ui/icon.tsx";
import { Card } from "../ui/layout.tsx";

/**
 * A client's logo when they allow one (uploaded in /admin/indhold/cases, or
 * content/images/logos/<case id>.svg at build; app/server/content/image-pipeline.server.ts):
 * AVIF/WebP with a PNG fallback, 40 px high, width and height set.
 * Without one the card's eyebrow and company line say who the client is.
 */
function ClientLogo({ item }: { item: CustomerCase }) {
  const logo = useSiteImages().logos[item.id];
  if (!logo) return null;
  const srcSet = (format: string) => logoDensities.map((d) => `${logo.src}${logoName(d, format)} ${d}x`).join(", ");
  return (
    <picture className="mb-4 block">
      {modernFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} />
      ))}
      <img
        src={`${logo.src}${logoName(1, "png")}`}
        srcSet={srcSet("png")}
        alt={logo.alt || `Logo: ${item.company.kind}`}
        width={logo.width}
        height={logo.height}
        loading="lazy"
        decoding="async"
        className="h-10 w-auto"
      />
    </picture>
  );
}

function StartingPoint({ item, className }: { item: CustomerCase; className: string }) {
  return (
    <p className={`text-ink ${className}`}>
      <span className="font-semibold text-navy-900">Udgangspunktet: </span>
      {item.before}
    </p>
  );
}

function ClientQuote({ item, className }: { item: CustomerCase; className: string }) {
  if (!item.quote) return null;
  return (
    <blockquote className={`border-l-4 border-accent-400 pl-4 text-ink ${className}`}>
      <p>»{item.quote.text}«</p>
      <footer className="mt-1 text-sm text-muted">{item.quote.by}</footer>
    </blockquote>
  );
}

function AlsoInIndustry({ also, className }: { also: string; className: string }) {
  return (
    <p className={`text-sm text-muted ${className}`}>
      <span className="font-semibold text-navy-900">Andre opgaver i branchen: </span>
      {also}.
    </p>
  );
}

/**
 * One customer case per industry (app/content/cases.ts), stacked on a phone and two by two from
 * 1024 px: the industry, the company (kind, size, region), where it started and the measured
 * results, and what else we call about in that industry; what we did and how each figure was
 * measured open under »Det gjorde vi, og sådan er der målt«, so a card is one screen on a phone.
 * Below 640 px the card shows who and the results only (issue 38: no page over eight phone
 * screens): the starting point, the client's words and the industry's other tasks open in the same
 * disclosure. They are rendered at both places and shown at one (`max-sm:hidden` / `sm:hidden`,
 * i.e. display: none), so a screen reader meets each once at any width.
 */
export function CaseStudies({
  cases,
  industry,
}: {
  cases: readonly CustomerCase[];
  industry: (id: CustomerCase["industry"]) => { name: string; also: string };
}) {
  // A client who has agreed to be named (/admin/indhold/cases) is named before the company line.
  const clients = useSiteImages().clients ?? {};
  return (
    <ul aria-label="Kundecases" className={`grid gap-4 sm:gap-5 lg:grid-cols-2 lg:gap-6 ${lastCardSpan(cases.length, { lg: 2 })}`}>
      {cases.map((item) => (
        <li key={item.id}>
          <Card className="flex h-full flex-col !p-5 sm:!p-6">
            <ClientLogo item={item} />
            <p className="eyebrow text-brand-700">{industry(item.industry).name}</p>
            <h3 className="mt-2 text-xl font-semibold text-balance text-navy-900">{item.title}</h3>
            <p className="mt-1 text-sm text-muted">
              {clients[item.id] && <span className="font-semibold text-navy-900">{clients[item.id]} · </span>}
              {item.client}
            </p>
            <StartingPoint item={item} className="mt-4 max-sm:hidden" />
            {/* On a phone the figures sit closer (issue 38: a card is what a phone sees of a case, under half a screen). */}
            <dl className={`mt-4 grid grid-cols-2 gap-1.5 sm:mt-5 sm:gap-3 ${lastCardSpan(item.results.length, { base: 2 })}`}>
              {item.results.map((result) => (
                <div key={result.label} className="flex flex-col-reverse justify-end rounded-xl bg-paper px-2.5 py-1.5 sm:p-3">
                  <dt className="text-sm leading-snug text-muted max-sm:text-[0.8125rem] max-sm:leading-tight">{result.label}</dt>
                  <dd className="font-display text-xl font-bold text-navy-900 max-sm:leading-tight sm:text-2xl">{result.value}</dd>
                </div>
              ))}
            </dl>
            <ClientQuote item={item} className="mt-5 max-sm:hidden" />
            <AlsoInIndustry also={industry(item.industry).also} className="mt-auto pt-4 max-sm:hidden" />
            <details className="group pt-2 sm:pt-3">
              <summary className="flex min-h-11 items-center justify-between gap-4 font-semibold text-brand-700">
                <span className="sm:hidden">Udgangspunktet, det gjorde vi og sådan er der målt</span>
                <span className="max-sm:hidden">Det gjorde vi, og sådan er der målt</span>
                <Icon name="chevron-down" className="h-5 w-5 flex-none transition-transform group-open:rotate-180" />
              </summary>
              <StartingPoint item={item} className="mt-2 sm:hidden" />
              <p className="mt-2 text-sm text-muted">
                {item.model} · {item.period}
              </p>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
                {item.done.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
              <dl className="mt-4 space-y-2 text-sm">
                {item.results.map((result) => (
                  <div key={result.label}>
                    <dt className="inline font-semibold text-navy-900">{result.label}: </dt>
                    <dd className="inline text-muted">{result.basis}</dd>
                  </div>
                ))}
              </dl>
              <ClientQuote item={item} className="mt-4 sm:hidden" />
              <AlsoInIndustry also={industry(item.industry).also} className="mt-4 sm:hidden" />
            </details>
          </Card>
        </li>
      ))}
    </ul>
  );
}
