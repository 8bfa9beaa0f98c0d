import type { Route } from "./+types/samarbejdspartner";
import { ContactForm } from "../../components/forms/index.tsx";
import { FeatureGrid, Steps } from "../../components/sections/cards.tsx";
import { FaqList } from "../../components/sections/faq.tsx";
import { FormSection } from "../../components/sections/form-section.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { Prose, Section } from "../../components/ui/layout.tsx";
import * as content from "../../content/partner.ts";
import { breadcrumbLd, faqLd, pageMeta } from "../../lib/meta.ts";
import { metaFromLoader } from "../../lib/page-data.ts";

export function loader() {
  const { meta, hero, benefits, process, longText, formIntro, faq, sections } = content;
  return {
    meta: pageMeta(meta, [breadcrumbLd([{ name: "Bliv samarbejdspartner", path: meta.canonicalPath }]), faqLd(faq)]),
    page: { hero, benefits, process, longText, formIntro, faq, sections },
  };
}

export const meta = metaFromLoader;

export default function Samarbejdspartner({ loaderData: { page } }: Route.ComponentProps) {
  const { sections } = page;
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={page.hero.actions}
        illustration={{ src: "/images/illustrations/partnership.svg", alt: "Illustration af en virksomhed og et salgshold med headset, forbundet af bookede møder", width: 480, height: 400 }}
      />

      <Section id="fordele" eyebrow={sections.benefits.eyebrow} title={sections.benefits.title} lead={sections.benefits.lead}>
        <FeatureGrid features={page.benefits} />
      </Section>

      <Section id="proces" tone="navy" eyebrow={sections.process.eyebrow} title={sections.process.title}>
        <Steps steps={page.process} tone="dark" />
      </Section>

      <Section id="partnerskab" eyebrow={sections.longText.eyebrow} title={sections.longText.title}>
        <Prose paragraphs={page.longText} className="max-w-3xl" />
      </Section>

      <FormSection title={page.formIntro.title} text={page.formIntro.text} points={sections.formPoints}>
        <ContactForm />
      </FormSection>

      <Section id="faq" eyebrow={sections.faq.eyebrow} title={sections.faq.title}>
        <div className="max-w-3xl">
          <FaqList items={page.faq} />
        </div>
      </Section>
    </>
  );
}
