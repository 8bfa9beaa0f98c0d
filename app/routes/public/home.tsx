import { Link } from "react-router";
import { Icon } from "../../components/ui/icon.tsx";
import type { Route } from "./+types/home";
import { CheckList } from "../../components/sections/check-list.tsx";
import { IndustryCards, ServiceCards, Stats } from "../../components/sections/overview-cards.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Container, Section } from "../../components/ui/layout.tsx";
import * as content from "../../content/home.ts";
import { pageMeta } from "../../lib/meta.ts";
import { metaFromLoader } from "../../lib/page-data.ts";

/**
 * The one static page whose copy comes from its loader: React Router lists the index route's
 * chunks in every page's manifest, and importing the copy split it into six more chunks (+0.1 KB
 * gzip on every document; docs/decisions/page-shape.md).
 */
export function loader() {
  const { meta, stats, services, growth, freelancers, audiences } = content;
  return { meta: pageMeta(meta), home: { hero: content.hero(), stats, services, growth, freelancers, industries: content.industries(), audiences } };
}

export const meta = metaFromLoader;

export default function Home({ loaderData: { home } }: Route.ComponentProps) {
  return (
    <>
      <Hero
        eyebrow={home.hero.eyebrow}
        title={home.hero.title}
        lead={home.hero.lead}
        actions={home.hero.actions}
        illustration={home.hero.illustration}
        phoneIllustration
      >
        <p className="mt-6 text-base text-muted">
          {home.hero.proof}{" "}
          <Link to={home.hero.pricesLink.to} className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {home.hero.pricesLink.label}
          </Link>
        </p>
      </Hero>

      <Section tone="navy" className="!py-12">
        <h2 className="sr-only">Resultater i tal</h2>
        <Stats items={home.stats} />
      </Section>

      <Section id="ydelser" eyebrow="Det gør vi" title="Fire måder at få flere kunder i røret" center>
        <ServiceCards cards={home.services} />
      </Section>

      <Section id="vaekst" tone="paper">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="vaekst-title" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
              {home.growth.title}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">{home.growth.text}</p>
            <ButtonLink to={home.growth.cta.to} className="mt-8">
              {home.growth.cta.label} <Icon name="arrow-right" className="h-4 w-4" />
            </ButtonLink>
          </div>
          <CheckList items={home.growth.points} className="rounded-card bg-white p-5 text-lg shadow-card ring-1 ring-line sm:p-8" />
        </div>
      </Section>

      <Section id="freelance">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <img
            src={home.freelancers.illustration.src}
            alt={home.freelancers.illustration.alt}
            width={480}
            height={360}
            loading="lazy"
            className="order-last mx-auto hidden h-auto w-full max-w-md sm:block lg:order-first"
          />
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{home.freelancers.title}</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">{home.freelancers.text}</p>
            <CheckList items={home.freelancers.points} className="mt-6" />
            <ButtonLink to={home.freelancers.cta.to} className="mt-8">
              {home.freelancers.cta.label} <Icon name="arrow-right" className="h-4 w-4" />
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section id="brancher" tone="paper" eyebrow="Brancher" title="Vi kender jeres kunder, før vi ringer til dem">
        <IndustryCards cards={home.industries} />
        <p className="mt-8">
          <Link to="/ydelser#kundecases" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Se de fire cases med udgangspunkt og målinger&nbsp;<span aria-hidden="true">→</span>
          </Link>
        </p>
      </Section>

      <section aria-label="For virksomheder og sælgere" className="py-10 sm:py-20">
        <Container className="grid gap-6 lg:grid-cols-2">
          {home.audiences.map((audience) => {
            const icon = audience.id === "companies" ? "building-2" : "headset";
            const dark = audience.id === "companies";
            return (
              <div
                key={audience.id}
                className={`flex flex-col items-start rounded-card p-8 sm:p-10 ${dark ? "on-dark bg-navy-900 text-white" : "bg-brand-50 text-ink"}`}
              >
                <Icon name={icon} className={`h-10 w-10 ${dark ? "text-accent-400" : "text-brand-700"}`} />
                <h2 className={`mt-5 text-2xl font-bold ${dark ? "text-white" : "text-navy-900"}`}>{audience.title}</h2>
                <p className={`mt-3 mb-8 max-w-prose text-lg ${dark ? "text-slate-200" : "text-muted"}`}>{audience.text}</p>
                <ButtonLink to={audience.cta.to} variant={dark ? "light" : "primary"} className="mt-auto">
                  {audience.cta.label}
                </ButtonLink>
              </div>
            );
          })}
        </Container>
      </section>
    </>
  );
}
