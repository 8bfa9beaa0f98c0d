import type { Route } from "./+types/samarbejdspartner";
import { ContactForm } from "../../components/forms/index.tsx";
import { FeatureGrid, Steps } from "../../components/sections/cards.tsx";
import { FaqList } from "../../components/sections/faq.tsx";
import { FormSection } from "../../components/sections/form-section.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { Prose, Section } from "../../components/ui/layout.tsx";
import { StaticHtml } from "../../components/ui/static-html.tsx";
import * as content from "../../content/partner.ts";
import { breadcrumbLd, faqLd, pageMeta } from "../../lib/meta.ts";
import { metaFromLoader } from "../../lib/page-data.ts";
import { staticHtml } from "../../lib/static-html.server.tsx";

/** Hero, benefits, process and the long text: above the form, no JavaScript needed. */
function Intro() {
  const { hero, benefits, process, longText, sections } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        illustration={{ src: "/images/illustrations/partnership.svg", alt: "Illustration af en virksomhed og et salgshold med headset, forbundet af bookede møder", width: 480, height: 400 }}
      />

      <Section id="fordele" eyebrow={sections.benefits.eyebrow} title={sections.benefits.title} lead={sections.benefits.lead}>
        <FeatureGrid features={benefits} />
      </Section>

      <Section id="proces" tone="navy" eyebrow={sections.process.eyebrow} title={sections.process.title}>
        <Steps steps={process} tone="dark" />
      </Section>

      <Section id="partnerskab" eyebrow={sections.longText.eyebrow} title={sections.longText.title}>
        <Prose paragraphs={longText} className="max-w-3xl" />
      </Section>
    </>
  );
}

/** The ten questions below the form; native <details>, so they open without JavaScript. */
function Faq() {
  const { faq, sections } = content;
  return (
    <Section id="faq" eyebrow={sections.faq.eyebrow} title={sections.faq.title}>
      <div className="max-w-3xl">
        <FaqList items={faq} />
      </div>
    </Section>
  );
}

export function loader() {
  const { meta, formIntro, faq, sections } = content;
  return {
    meta: pageMeta(meta, [breadcrumbLd([{ name: "Bliv samarbejdspartner", path: meta.canonicalPath }]), faqLd(faq)]),
    intro: staticHtml(meta.canonicalPath, <Intro />),
    faq: staticHtml(meta.canonicalPath, <Faq />),
    form: { title: formIntro.title, text: formIntro.text, points: sections.formPoints },
  };
}

export const meta = metaFromLoader;

export default function Samarbejdspartner({ loaderData: { intro, faq, form } }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml html={intro} />
      <FormSection title={form.title} text={form.text} points={form.points}>
        <ContactForm />
      </FormSection>
      <StaticHtml html={faq} />
    </>
  );
}
