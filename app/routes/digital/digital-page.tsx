/**
 * The four digital-service pages (/digital/webudvikling, /api-saas, /hjemmesider, /ai-integration):
 * one module, one `digital/:slug` route. The loader answers 404 for any other slug and builds the
 * head tags; the component reads the service's file as a chunk of its own (content/digital-files.ts).
 */
import { data } from "react-router";
import type { Route } from "./+types/digital-page";
import { FeatureGrid, Steps } from "../../components/sections/cards.tsx";
import { CheckList } from "../../components/sections/check-list.tsx";
import { ServiceCards } from "../../components/sections/overview-cards.tsx";
import { CtaBand } from "../../components/sections/cta-band.tsx";
import { FaqList } from "../../components/sections/faq.tsx";
import { Hero, type HeroAction } from "../../components/sections/hero.tsx";
import { Section } from "../../components/ui/layout.tsx";
import { StructuredData } from "../../components/ui/structured-data.tsx";
import { absoluteUrl } from "../../config/build-config.ts";
import { digitalFiles } from "../../content/digital-files.ts";
import type { DigitalServiceFile } from "../../content/digital-schema.ts";
import { getDigitalPage } from "../../content/digital.ts";
import { brand, digitalFromPrices, formatKr, type DigitalPriced } from "../../content/site.ts";
import { breadcrumbLd, faqLd, jsonLd, pageMeta } from "../../lib/meta.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const page = getDigitalPage(params.slug);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  await digitalFiles.load(page.slug);
  return { meta: page.meta, slug: page.slug };
}

/** schema.org Service with the service's offers, the breadcrumb and the FAQ, from the service's file. */
function structuredData(slug: string, { meta, navLabel, quoteType, services, faq }: DigitalServiceFile) {
  const path = `/digital/${slug}`;
  const service = jsonLd({
    "@context": "https://schema.org",
    "@type": "Service",
    name: navLabel,
    serviceType: quoteType,
    description: meta.description,
    url: absoluteUrl(path),
    provider: { "@type": "Organization", "@id": `${absoluteUrl("/")}#organization`, name: brand.name },
    areaServed: { "@type": "Country", name: "Danmark" },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: navLabel,
      itemListElement: services.map((card) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: card.title, description: card.description },
      })),
    },
  });

  return [breadcrumbLd([{ name: navLabel, path }]), service, faqLd(faq)];
}

// The head tags are built here from the page's PageMeta, so only that travels as loader data.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(loaderData.meta, [], matches) : []);

export default function DigitalPage({ loaderData: { slug } }: Route.ComponentProps) {
  const page = digitalFiles.read(slug);
  // The from-price is the fact sheet's (issue 38); a service without one shows none.
  const price = digitalFromPrices[slug as DigitalPriced] as (typeof digitalFromPrices)[DigitalPriced] | undefined;
  const fromPrice = price && `Fra ${formatKr(price.from)} kr.`;
  // Both calls to action lead to the Danish routes: this service's quote page and the general contact page.
  const actions: HeroAction[] = [
    { to: `/digital/${slug}/kontakt`, label: "Få et tilbud" },
    { to: "/kontakt", label: "Kontakt os" },
  ];
  return (
    <>
      <StructuredData blocks={structuredData(slug, page)} />
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={actions}
        illustration={{ ...page.illustration, width: 480, height: 360 }}
      >
        {price && (
          <p className="mt-6 text-base text-muted">
            <strong className="text-lg text-navy-900">{fromPrice}</strong> ekskl. moms for {price.scope}.{" "}
            <a href="#pris" className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              Det er med i prisen
            </a>
          </p>
        )}
      </Hero>

      <Section id="ydelser" eyebrow={page.navLabel} title="Det leverer vi" center>
        <ServiceCards cards={page.services} />
      </Section>

      <Section id="teknologi" tone="paper">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-start">
          <h2 id="teknologi-title" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {page.checklistTitle}
          </h2>
          <CheckList
            items={page.checklist}
            className="rounded-card bg-white p-8 text-lg shadow-card ring-1 ring-line sm:columns-2 sm:gap-x-10 [&>li]:break-inside-avoid"
          />
        </div>
      </Section>

      {price && (
        <Section id="pris" eyebrow="Pris" title={`${fromPrice} – det er med`} side>
          <CheckList
            items={page.included}
            className="rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:columns-2 sm:gap-x-10 sm:p-8 [&>li]:break-inside-avoid"
          />
          <p className="mt-4 max-w-prose text-muted">{page.includedNote} Prisen er ekskl. moms og fast, når vi har talt om opgaven.</p>
        </Section>
      )}

      <Section id="fordele" eyebrow="Fordele" title="Det kan I regne med">
        <FeatureGrid features={page.benefits} columns={2} />
      </Section>

      <Section id="proces" tone="navy" eyebrow="Forløbet" title="Sådan arbejder vi">
        <Steps steps={page.process} tone="dark" />
      </Section>

      <Section id="faq" tone="paper" eyebrow="Spørgsmål og svar" title="Ofte stillede spørgsmål" center>
        <div className="mx-auto max-w-3xl">
          <FaqList items={page.faq} />
        </div>
      </Section>

      <CtaBand title={page.cta.title} text={page.cta.text} actions={actions} />
    </>
  );
}
