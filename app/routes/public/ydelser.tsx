import type { Route } from "./+types/ydelser";
import { FeatureGrid } from "../../components/sections/cards.tsx";
import { CheckList } from "../../components/sections/check-list.tsx";
import { ServiceCards, Stats } from "../../components/sections/overview-cards.tsx";
import { CaseStudies } from "../../components/sections/case-studies.tsx";
import { CtaBand } from "../../components/sections/cta-band.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Section } from "../../components/ui/layout.tsx";
import { cases } from "../../content/cases.ts";
import * as content from "../../content/services.ts";
import { industries as industryNames } from "../../content/site.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";

/** /ydelser: the services, how we price them, what we promise, one case per industry and the results (content/services.ts). */
export default function Ydelser() {
  const { hero, services, pricing, valuePoints, benefits, specialities, stats, ctas, sections } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        illustration={{
          src: "/images/illustrations/services-funnel.svg",
          alt: "Illustration af en tragt, hvor opkald bliver til kvalificerede leads og bookede møder",
          width: 480,
          height: 400,
        }}
      />

      <Section id="ydelser" eyebrow={sections.services.eyebrow} title={sections.services.title} lead={sections.services.lead} center>
        <ServiceCards cards={services} />
      </Section>

      <Section id="priser-og-samarbejde" tone="paper" eyebrow={sections.pricing.eyebrow} title={sections.pricing.title}>
        {/* On a phone the three ways to buy are cards in a row that scrolls sideways (app.css .phone-snap); columns from 1024 px. */}
        <ul tabIndex={0} aria-label={sections.pricing.title} className="phone-snap grid gap-8 lg:grid-cols-3 lg:gap-12">
          {pricing.map((part) => (
            <li key={part.title} className="max-sm:rounded-card max-sm:bg-white max-sm:p-5 max-sm:shadow-card max-sm:ring-1 max-sm:ring-line">
              <h3 className="text-xl font-semibold text-navy-900">{part.title}</h3>
              <p className="mt-3 text-muted sm:text-lg sm:leading-relaxed">{part.text}</p>
            </li>
          ))}
        </ul>
        {ctas[0] && (
          <ButtonLink to={ctas[0].to} className="mt-6 sm:mt-8">
            {ctas[0].label} <Icon name="arrow-right" className="h-4 w-4" />
          </ButtonLink>
        )}
      </Section>

      <Section id="vaerdi" tone="navy" eyebrow={sections.values.eyebrow} title={sections.values.title}>
        <FeatureGrid features={valuePoints} tone="dark" />
      </Section>

      <Section id="fordele" eyebrow={sections.benefits.eyebrow} title={sections.benefits.title}>
        <CheckList items={benefits()} fold={2} className="gap-x-12 sm:columns-2 sm:text-lg [&_li]:break-inside-avoid" />
      </Section>

      <Section id="kundecases" tone="paper" eyebrow={sections.industries.eyebrow} title={sections.industries.title} lead={sections.industries.lead}>
        <CaseStudies cases={cases} industry={(id) => ({ name: industryNames.find((industry) => industry.id === id)?.name ?? "", also: specialities[id] })} />
      </Section>

      <Section id="resultater" className="py-10! sm:py-14!">
        <h2 className="sr-only">{sections.stats.title}</h2>
        <Stats items={stats} tone="light" />
      </Section>

      <CtaBand title={sections.cta.title} text={sections.cta.text} actions={ctas} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(content.meta, [breadcrumbLd([{ name: "Ydelser", path: content.meta.canonicalPath }])], matches);
