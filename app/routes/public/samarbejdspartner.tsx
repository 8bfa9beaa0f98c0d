import type { Route } from "./+types/samarbejdspartner";
import { ContactForm } from "../../components/forms/contact-form.tsx";
import { FeatureGrid, Steps } from "../../components/sections/cards.tsx";
import { FaqList } from "../../components/sections/faq.tsx";
import { FormSection } from "../../components/sections/form-section.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { PhoneFold } from "../../components/sections/phone-fold.tsx";
import { WeeklyReport } from "../../components/sections/weekly-report.tsx";
import { Prose, Section } from "../../components/ui/layout.tsx";
import * as content from "../../content/partner.ts";
import { breadcrumbLd, faqLd, pageMeta } from "../../lib/meta.ts";

/** Hero, benefits, process and the long text: above the form. */
function Intro() {
  const { hero, benefits, process, longText, sections } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        illustration={{
          src: "/images/illustrations/partnership.svg",
          alt: "Illustration af en virksomhed og et salgshold med headset, forbundet af bookede møder",
          width: 480,
          height: 400,
        }}
      />

      <Section id="fordele" eyebrow={sections.benefits.eyebrow} title={sections.benefits.title} lead={sections.benefits.lead}>
        <FeatureGrid features={benefits} columns={4} />
      </Section>

      <Section id="proces" tone="navy" eyebrow={sections.process.eyebrow} title={sections.process.title}>
        <Steps steps={process} tone="dark" />
      </Section>

      <Section id="ugerapport" tone="paper" eyebrow={content.weeklyReport.eyebrow} title={content.weeklyReport.title} lead={content.weeklyReport.intro}>
        <WeeklyReport figures={content.weeklyReport.figures} alsoIncluded={content.weeklyReport.alsoIncluded} />
      </Section>

      <Section id="partnerskab" eyebrow={sections.longText.eyebrow} title={sections.longText.title} side>
        {/* On a phone the first paragraph, the rest one tap away (app.css .fold-phone); all of it from 640 px. */}
        <div className="max-w-2xl">
          <Prose paragraphs={longText.slice(0, 1)} />
          {longText.length > 1 && (
            <PhoneFold summary="Læs mere om samarbejdet" className="mt-2">
              <Prose paragraphs={longText.slice(1)} className="mt-2 sm:mt-4" />
            </PhoneFold>
          )}
        </div>
      </Section>
    </>
  );
}

/** The ten questions below the form; native <details>, so they open without JavaScript. */
function Faq() {
  const { faq, sections } = content;
  return (
    <Section id="faq" eyebrow={sections.faq.eyebrow} title={sections.faq.title} side>
      <FaqList items={faq} />
    </Section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(content.meta, [breadcrumbLd([{ name: "Bliv samarbejdspartner", path: content.meta.canonicalPath }]), faqLd(content.faq)], matches);

export default function Samarbejdspartner() {
  const { formIntro, sections } = content;
  return (
    <>
      <Intro />
      <FormSection title={formIntro.title} text={formIntro.text} points={sections.formPoints} privacyNote={formIntro.privacyNote}>
        <ContactForm />
      </FormSection>
      <Faq />
    </>
  );
}
