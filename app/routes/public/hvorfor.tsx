import type { Route } from "./+types/hvorfor";
import { ContactForm } from "../../components/forms/contact-form.tsx";
import { FeatureGrid, Steps } from "../../components/sections/cards.tsx";
import { ComparisonTable } from "../../components/sections/comparison.tsx";
import { CtaBand } from "../../components/sections/cta-band.tsx";
import { FormSection } from "../../components/sections/form-section.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Section } from "../../components/ui/layout.tsx";
import * as content from "../../content/why.ts";
import { breadcrumbLd, pageMeta } from "../../lib/meta.ts";

/** Everything above the form. */
function Intro() {
  const { hero, benefits, comparison, usps, challengesSection, challenges, startSteps, sections } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        illustration={{
          src: "/images/illustrations/why-own-sales-team.svg",
          alt: "Illustration af et organisationsdiagram, hvor et eksternt hold med headset sidder som en del af virksomhedens egen salgsafdeling",
          width: 480,
          height: 400,
        }}
      />

      <Section id="fordele" eyebrow={sections.benefits.eyebrow} title={sections.benefits.title}>
        <FeatureGrid features={benefits} columns={4} />
      </Section>

      <Section id="sammenligning" tone="paper" eyebrow={sections.comparison.eyebrow} title={sections.comparison.title} lead={sections.comparison.lead}>
        <ComparisonTable caption={sections.comparison.tableCaption} rows={comparison} />
      </Section>

      <Section id="saerligt" eyebrow={sections.usps.eyebrow} title={sections.usps.title}>
        <FeatureGrid features={usps} />
      </Section>

      <Section id={challengesSection.id} tone="paper" eyebrow={sections.challenges.eyebrow} title={challengesSection.title} lead={challengesSection.intro}>
        {/* On a phone a row that scrolls sideways (app.css .phone-snap). */}
        <ul tabIndex={0} aria-label={challengesSection.title} className="phone-snap grid gap-4">
          {challenges.map((item) => (
            <li
              key={item.challenge}
              className="grid gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:gap-4 sm:p-6 md:grid-cols-2 md:gap-8 md:p-8"
            >
              <div className="flex gap-3">
                <Icon name="circle-alert" className="mt-1 h-5 w-5 flex-none text-accent-500" />
                <h3 className="text-lg font-semibold text-navy-900">
                  <span className="sr-only">Udfordring: </span>
                  {item.challenge}
                </h3>
              </div>
              <p className="flex gap-3 text-ink">
                <Icon name="circle-check" className="mt-1 h-5 w-5 flex-none text-brand-700" />
                <span>
                  <strong className="font-semibold text-brand-800">Sådan løser vi det: </strong>
                  {item.solution}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="kom-i-gang" tone="navy" eyebrow={sections.steps.eyebrow} title={sections.steps.title}>
        <Steps steps={startSteps} tone="dark" />
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(content.meta, [breadcrumbLd([{ name: content.meta.title, path: content.meta.canonicalPath }])], matches);

/** /hvorfor-{brand slug} (the path is built from the brand in app/routes.ts). */
export default function Hvorfor() {
  const { formIntro, links, sections } = content;
  return (
    <>
      <Intro />
      <FormSection title={formIntro.title} text={formIntro.text} points={sections.formPoints} privacyNote={formIntro.privacyNote} tone="white">
        <ContactForm />
      </FormSection>
      <CtaBand title={sections.links.title} text={sections.links.text} actions={links} />
    </>
  );
}
