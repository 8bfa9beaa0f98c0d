import type { Route } from "./+types/om-os";
import { FeatureGrid } from "../../components/sections/cards.tsx";
import { Stats } from "../../components/sections/overview-cards.tsx";
import { CtaBand } from "../../components/sections/cta-band.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { People } from "../../components/sections/people.tsx";
import { PullQuote, TextWithAside } from "../../components/sections/text-with-aside.tsx";
import { Section } from "../../components/ui/layout.tsx";
import { quotedCases } from "../../content/cases.ts";
import * as content from "../../content/about.ts";
import { people, peopleSection } from "../../content/company.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";

/** /om-os: story, facts, values and specialties (content/about.ts). */
export default function OmOs() {
  const { hero, story, facts, values, specialties, cta, sections } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        illustration={{
          src: "/images/illustrations/two-offices.svg",
          alt: "Illustration af to kontorer, i København og Málaga, forbundet af en stiplet rute",
          width: 480,
          height: 400,
        }}
      />

      <Section id="historie" eyebrow={sections.story.eyebrow} title={sections.story.title}>
        <TextWithAside
          paragraphs={story()}
          aside={quotedCases[0]?.quote && <PullQuote text={quotedCases[0].quote.text} by={quotedCases[0].quote.role} source={quotedCases[0].client} />}
        />
      </Section>

      <Section id="fakta" tone="navy" className="!py-12">
        <h2 className="sr-only">{sections.facts.title}</h2>
        <Stats items={facts} />
      </Section>

      <Section id="folkene" eyebrow={peopleSection.eyebrow} title={peopleSection.title} lead={peopleSection.lead}>
        <People people={people} />
      </Section>

      <Section id="vaerdier" tone="paper" eyebrow={sections.values.eyebrow} title={sections.values.title}>
        <FeatureGrid features={values} />
      </Section>

      <Section id="specialer" eyebrow={sections.specialties.eyebrow} title={sections.specialties.title} lead={sections.specialties.lead}>
        <FeatureGrid features={specialties} columns={4} />
      </Section>

      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(content.meta, [breadcrumbLd([{ name: "Om os", path: content.meta.canonicalPath }])], matches);
