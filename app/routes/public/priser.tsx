import type { Route } from "./+types/priser";
import { PriceQuoteForm } from "../../components/forms/price-quote-form.tsx";
import { CheckList } from "../../components/sections/check-list.tsx";
import { CostComparisonCards } from "../../components/sections/comparison.tsx";
import { FormSection } from "../../components/sections/form-section.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { AddOnList, PackageTable, PricingCards } from "../../components/sections/pricing.tsx";
import { FaqList } from "../../components/sections/faq.tsx";
import { PhoneFold } from "../../components/sections/phone-fold.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Container, Prose, Section } from "../../components/ui/layout.tsx";
import { absoluteUrl } from "../../config/build-config.ts";
import * as content from "../../content/pricing.ts";
import { brand, countInWords } from "../../content/site.ts";
import { breadcrumbLd, faqLd, jsonLd, pageMeta } from "../../lib/meta.ts";
import { priceQuoteAction } from "../../server/intake/actions.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";

/** The packages as schema.org Offers of one Service; amounts are the "from" prices, excl. VAT. */
function serviceLd() {
  const { meta, packages } = content;
  const packageAmounts = content.packageAmounts();
  const url = absoluteUrl(meta.canonicalPath);
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Outsourcet telemarketing og mødebooking",
    serviceType: "Telemarketing og B2B-mødebooking",
    description: meta.description,
    url,
    areaServed: { "@type": "Country", name: "Danmark" },
    provider: { "@type": "Organization", "@id": `${absoluteUrl("/")}#organization`, name: brand.name },
    offers: packages.map((pkg, index) => ({
      "@type": "Offer",
      name: pkg.name,
      description: pkg.description,
      price: packageAmounts[index],
      priceCurrency: "DKK",
      url: `${url}#pricing-packages`,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: packageAmounts[index],
        priceCurrency: "DKK",
        unitText: "måned",
        valueAddedTaxIncluded: false,
      },
    })),
  });
}

/**
 * /priser, packages first: a short hero, the three packages (within the first two screens on a
 * phone), pay per meeting and one-off tasks, the buyer's questions answered, ONE comparison
 * (in-house versus outsourced, in numbers), the long text beside the reasons, then the form.
 * The weekly report is on /samarbejdspartner; the aspects table is on /hvorfor.
 */
/** Sections here sit closer than elsewhere: the page is a price list, read top to bottom. */
const tight = "py-10! sm:py-14!";

export default function Priser() {
  const { hero, reasons, costComparison, packages, packageTable, payPerMeeting, addOns, answers, longText, sections, formIntro } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        compact
        aside={
          <div className="sm:rounded-card sm:bg-white sm:p-6 sm:shadow-card sm:ring-1 sm:ring-line">
            <p className="text-lg font-semibold text-navy-900">{sections.reasons.title}</p>
            <CheckList items={reasons()} dense className="mt-3 text-ink" />
          </div>
        }
      />

      <Section
        id="pricing-packages"
        eyebrow={sections.packages.eyebrow}
        title={sections.packages.title}
        lead={sections.packages.lead}
        className="pt-4! pb-10! sm:pt-8! sm:pb-14!"
      >
        <div className="pt-4">
          <PricingCards packages={packages} ctaTo="#contact-form" formField="package" note={sections.packages.note} />
        </div>
        <PackageTable table={packageTable} />
      </Section>

      <section id="betaling-pr-moede" aria-labelledby="betaling-pr-moede-title" className="pb-10 sm:pb-14">
        <Container>
          <div className="on-dark grid gap-6 rounded-card bg-navy-900 p-6 text-white sm:gap-8 sm:p-10 lg:grid-cols-2 lg:gap-12">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-accent-400 px-4 py-1 text-sm font-bold text-navy-900">
                <Icon name="hand-coins" className="h-4 w-4" /> {payPerMeeting.label}
              </p>
              <h2 id="betaling-pr-moede-title" className="mt-4 text-3xl font-bold tracking-tight">
                {payPerMeeting.title}
              </h2>
              <p className="mt-4 max-w-prose text-lg text-slate-200">{payPerMeeting.text}</p>
              <CheckList items={payPerMeeting.points} dense tone="dark" className="mt-5 text-slate-100" />
              <ButtonLink to={payPerMeeting.cta.to} variant="light" className="mt-6">
                {payPerMeeting.cta.label}
              </ButtonLink>
            </div>
            <div id="tilvalg">
              <h3 className="text-xl font-semibold text-white">{sections.addOns.title}</h3>
              {/* On a phone the tasks and their prices are one tap away; listed from 640 px. */}
              <PhoneFold summary={`Se de ${countInWords(addOns.length)} opgaver og priserne`} tone="dark" className="mt-2 sm:mt-0">
                <AddOnList items={addOns} tone="dark" />
              </PhoneFold>
            </div>
          </div>
        </Container>
      </section>

      {/* Six questions as disclosures (issue 38: a phone reads the questions first, the answer on a tap). */}
      <Section id="spoergsmaal" tone="paper" eyebrow={sections.answers.eyebrow} title={sections.answers.title} className={tight} side>
        <FaqList items={answers} />
      </Section>

      <Section id="sammenligning" eyebrow={sections.comparison.eyebrow} title={sections.comparison.title} lead={sections.comparison.lead} className={tight}>
        <CostComparisonCards scenarios={costComparison} />
        <p className="mt-4 max-w-prose text-sm text-muted">{sections.comparison.note}</p>
        <details id="hvad-faar-i" className="group mt-8 border-t border-line pt-6 sm:mt-10 sm:pt-8">
          <summary className="flex cursor-pointer items-center justify-between gap-4 text-xl font-semibold text-navy-900">
            <h3>{sections.longText.title}</h3>
            <Icon name="chevron-down" className="h-5 w-5 flex-none text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <Prose paragraphs={longText} className="mt-3 gap-12 lg:columns-2 [&>p]:break-inside-avoid" />
        </details>
      </Section>

      <FormSection title={formIntro.title} text={formIntro.text} privacyNote={formIntro.privacyNote} tone="white">
        <PriceQuoteForm />
      </FormSection>
    </>
  );
}

/** The price-quote form posts here; without JavaScript the visitor lands on this page with the answer. */
export function action({ request, context }: Route.ActionArgs) {
  return priceQuoteAction(request, context.get(runtimeContext));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(content.meta, [breadcrumbLd([{ name: "Priser", path: content.meta.canonicalPath }]), serviceLd(), faqLd(content.answers)], matches);
