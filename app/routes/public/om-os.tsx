import type { Route } from "./+types/om-os";
import { FeatureGrid, Stats } from "../../components/sections/cards.tsx";
import { CtaBand } from "../../components/sections/cta-band.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { Prose, Section } from "../../components/ui/layout.tsx";
import * as content from "../../content/about.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";
import { metaFromLoader } from "../../lib/page-data.ts";

export function loader() {
  const { meta, hero, story, facts, values, specialties, cta, sections } = content;
  return {
    meta: pageMeta(meta, [breadcrumbLd([{ name: "Om os", path: meta.canonicalPath }])]),
    page: { hero, story, facts, values, specialties, cta, sections },
  };
}

export const meta = metaFromLoader;

export default function OmOs({ loaderData: { page } }: Route.ComponentProps) {
  const { sections } = page;
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        illustration={{ src: "/images/illustrations/two-offices.svg", alt: "Illustration af to kontorer, i København og Málaga, forbundet af en stiplet rute", width: 480, height: 400 }}
      />

      <Section id="historie" eyebrow={sections.story.eyebrow} title={sections.story.title}>
        <Prose paragraphs={page.story} className="max-w-3xl" />
      </Section>

      <Section id="fakta" tone="navy" className="!py-12">
        <h2 className="sr-only">{sections.facts.title}</h2>
        <Stats items={page.facts} />
      </Section>

      <Section id="vaerdier" eyebrow={sections.values.eyebrow} title={sections.values.title}>
        <FeatureGrid features={page.values} />
      </Section>

      <Section id="specialer" tone="paper" eyebrow={sections.specialties.eyebrow} title={sections.specialties.title} lead={sections.specialties.lead}>
        <FeatureGrid features={page.specialties} columns={4} />
      </Section>

      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
