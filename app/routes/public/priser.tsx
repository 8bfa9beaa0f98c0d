import type { Route } from "./+types/priser";
import { PriceQuoteForm } from "../../components/forms/price-quote-form.tsx";
import { CheckList, FeatureGrid } from "../../components/sections/cards.tsx";
import { ComparisonTable, CostComparisonCards } from "../../components/sections/comparison.tsx";
import { FormSection } from "../../components/sections/form-section.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { WeeklyReport } from "../../components/sections/weekly-report.tsx";
import { AddOnList, PricingCards } from "../../components/sections/pricing.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { FigureCard, TextWithAside } from "../../components/sections/text-with-aside.tsx";
import { Container, Section } from "../../components/ui/layout.tsx";
import { absoluteUrl } from "../../config/build-config.ts";
import { contractTerms, weeklyReport } from "../../content/client-terms.ts";
import * as content from "../../content/pricing.ts";
import { brand } from "../../content/site.ts";
import { breadcrumbLd, jsonLd, pageMeta } from "../../lib/meta.ts";
import { priceQuoteAction } from "../../server/form-actions.server.ts";
import { runtimeContext } from "../../server/context.server.ts";

/** The packages as schema.org Offers of one Service; amounts are the "from" prices, excl. VAT. */
function serviceLd() {
  const { meta, packages, packageAmounts } = content;
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

/** /priser: packages, comparisons and add-ons from content/pricing.ts, then the price-quote form. */
/**
 * The price of a meeting in the example weekly report, beside "Hvad får I for pengene?" (from
 * client-terms.ts, which the page loads anyway; the customer cases would add 3 KB of JavaScript).
 */
function ReportFigure() {
  const figure = weeklyReport.figures.find((item) => item.label === "Pris pr. booket møde");
  if (!figure) return null;
  return <FigureCard caption="Fra eksemplet på en ugerapport" value={figure.example} label={figure.label} basis={figure.definition} />;
}

export default function Priser() {
  const { hero, reasons, costComparison, categoryComparison, packages, payPerMeeting, addOns, longText, sections, formIntro } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        illustration={{ src: "/images/illustrations/pricing-compare.svg", alt: "Illustration af to søjler, hvor outsourcing koster mindre end en fastansat mødebooker", width: 480, height: 400 }}
      />

      <Section id="fordele" eyebrow={sections.reasons.eyebrow} title={sections.reasons.title}>
        <FeatureGrid features={reasons} columns={4} />
      </Section>

      <Section id="sammenligning" tone="paper" eyebrow={sections.comparison.eyebrow} title={sections.comparison.title} lead={sections.comparison.lead}>
        <CostComparisonCards scenarios={costComparison} />
        <div className="mt-12">
          <ComparisonTable caption={sections.comparison.tableCaption} rows={categoryComparison} />
        </div>
      </Section>

      <Section id="pricing-packages" eyebrow={sections.packages.eyebrow} title={sections.packages.title} lead={sections.packages.lead} center>
        <div className="pt-4">
          <PricingCards packages={packages} ctaTo="#contact-form" formField="package" note={sections.packages.note} />
        </div>
      </Section>

      <section id="betaling-pr-moede" aria-labelledby="betaling-pr-moede-title" className="pb-16 sm:pb-20">
        <Container>
          <div className="on-dark grid gap-10 rounded-card bg-navy-900 p-8 text-white sm:p-12 lg:grid-cols-2 lg:items-center">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-accent-400 px-4 py-1 text-sm font-bold text-navy-900">
                <Icon name="hand-coins" className="h-4 w-4" /> {payPerMeeting.label}
              </p>
              <h2 id="betaling-pr-moede-title" className="mt-5 text-3xl font-bold tracking-tight">{payPerMeeting.title}</h2>
              <p className="mt-4 text-lg text-slate-200">{payPerMeeting.text}</p>
              <ButtonLink to={payPerMeeting.cta.to} variant="light" className="mt-8">
                {payPerMeeting.cta.label}
              </ButtonLink>
            </div>
            <CheckList items={payPerMeeting.points} tone="dark" className="text-lg text-slate-100" />
          </div>
        </Container>
      </section>

      <Section id="ugerapport" tone="paper" eyebrow={weeklyReport.eyebrow} title={weeklyReport.title} lead={weeklyReport.intro}>
        <WeeklyReport figures={weeklyReport.figures} alsoIncluded={weeklyReport.alsoIncluded} />
      </Section>

      <Section id="binding" title={contractTerms.title}>
        <CheckList items={contractTerms.points} className="max-w-3xl" />
      </Section>

      <Section id="tilvalg" tone="paper" eyebrow={sections.addOns.eyebrow} title={sections.addOns.title} lead={sections.addOns.lead}>
        <AddOnList items={addOns} />
      </Section>

      <Section id="hvad-faar-i" eyebrow={sections.longText.eyebrow} title={sections.longText.title}>
        <TextWithAside paragraphs={longText} aside={<ReportFigure />} />
      </Section>

      <FormSection title={formIntro.title} text={formIntro.text} points={sections.formPoints} privacyNote={formIntro.privacyNote}>
        <PriceQuoteForm />
      </FormSection>
    </>
  );
}

/** The price-quote form posts here; without JavaScript the visitor lands on this page with the answer. */
export function action({ request, context }: Route.ActionArgs) {
  return priceQuoteAction(request, context.get(runtimeContext));
}

export const meta: Route.MetaFunction = () => pageMeta(content.meta, [breadcrumbLd([{ name: "Priser", path: content.meta.canonicalPath }]), serviceLd()]);
