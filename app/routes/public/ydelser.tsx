import type { Route } from "./+types/ydelser";
import { CheckList, FeatureGrid, IndustryCards, ServiceCards, Stats } from "../../components/sections/cards.tsx";
import { CtaBand } from "../../components/sections/cta-band.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Prose, Section } from "../../components/ui/layout.tsx";
import * as content from "../../content/services.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";
import { metaFromLoader } from "../../lib/page-data.ts";

export function loader() {
  const { meta, hero, services, pricingText, valuePoints, benefits, industries, stats, ctas, sections } = content;
  return {
    meta: pageMeta(meta, [breadcrumbLd([{ name: "Ydelser", path: meta.canonicalPath }])]),
    page: { hero, services, pricingText, valuePoints, benefits, industries, stats, ctas, sections },
  };
}

export const meta = metaFromLoader;

export default function Ydelser({ loaderData: { page } }: Route.ComponentProps) {
  const { sections } = page;
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={page.hero.actions}
        illustration={{ src: "/images/illustrations/services-funnel.svg", alt: "Illustration af en tragt, hvor opkald bliver til kvalificerede leads og bookede møder", width: 480, height: 400 }}
      />

      <Section id="ydelser" eyebrow={sections.services.eyebrow} title={sections.services.title} lead={sections.services.lead} center>
        <ServiceCards cards={page.services} />
      </Section>

      <Section id="priser-og-samarbejde" tone="paper" eyebrow={sections.pricing.eyebrow} title={sections.pricing.title}>
        <Prose paragraphs={page.pricingText} className="max-w-3xl" />
        {page.ctas[0] && (
          <ButtonLink to={page.ctas[0].to} className="mt-8">
            {page.ctas[0].label} <Icon name="arrow-right" className="h-4 w-4" />
          </ButtonLink>
        )}
      </Section>

      <Section id="vaerdi" tone="navy" eyebrow={sections.values.eyebrow} title={sections.values.title}>
        <FeatureGrid features={page.valuePoints} tone="dark" />
      </Section>

      <Section id="fordele" eyebrow={sections.benefits.eyebrow} title={sections.benefits.title}>
        <CheckList items={page.benefits} className="gap-x-12 text-lg sm:columns-2 [&>li]:break-inside-avoid" />
      </Section>

      <Section id="brancher" tone="paper" eyebrow={sections.industries.eyebrow} title={sections.industries.title} lead={sections.industries.lead}>
        <IndustryCards cards={page.industries} />
      </Section>

      <Section id="resultater" className="!py-14">
        <h2 className="sr-only">{sections.stats.title}</h2>
        <Stats items={page.stats} tone="light" />
      </Section>

      <CtaBand title={sections.cta.title} text={sections.cta.text} actions={page.ctas} />
    </>
  );
}
