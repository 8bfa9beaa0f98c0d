import type { Route } from "./+types/freelance-telemarketing";
import { Link } from "react-router";
import { FeatureGrid, Steps } from "../../components/sections/cards.tsx";
import { CheckList } from "../../components/sections/check-list.tsx";
import { Testimonials } from "../../components/sections/testimonials.tsx";
import { CtaBand } from "../../components/sections/cta-band.tsx";
import { FaqList } from "../../components/sections/faq.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { JobGrid, JobOptions } from "../../components/sections/job-grid.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Container, Section } from "../../components/ui/layout.tsx";
import { campaignsText, freelancePage } from "../../content/freelance-page.ts";
import { remoteJobSlug } from "../../content/jobs-shared.ts";
import { countInWords, limits } from "../../content/site.ts";
import { breadcrumbLd, faqLd, pageMeta } from "../../lib/meta.ts";
import { contentContext } from "../../server/content/snapshot.server.ts";

const { meta: pageInfo, hero: heroCopy, ...content } = freelancePage;
/** The benefit whose sentence begins with the open campaigns (campaignsText). */
const campaignsBenefit = content.benefits.find((benefit) => benefit.icon === "layout-grid")!;
const contact = { to: "/kontakt", label: "Kontakt os" };
const hero = {
  ...heroCopy,
  // One »Søg« button, straight to the application form (issue 38); the grid's cards each apply for their own job.
  actions: [{ to: "/jobs/arbejd-hjemmefra#apply", label: "Søg job hjemmefra" }, contact],
  illustration: {
    src: "/images/illustrations/hero-calls.svg",
    alt: "Illustration af en sælger med headset, en kalender med bookede møder og en stigende kurve",
    width: 480,
    height: 400,
  },
};
const ctaActions = [{ to: "/jobs/arbejd-hjemmefra#apply", label: "Søg job hjemmefra" }, contact];

/**
 * The job grid's cards and the campaigns the benefit »Mange brancher« names: the open jobs of the
 * published content; loader data keeps them out of the page's JavaScript.
 */
export function loader({ context }: Route.LoaderArgs) {
  const open = context.get(contentContext).jobs;
  return {
    jobs: open.slice(0, limits.jobGridSize).map(({ path, title, description, icon, color }) => ({ path, title, description, icon, color })),
    campaigns: campaignsText(open, campaignsBenefit.description),
    /** The industry campaigns (the work-from-home page's own card is not one), all listed on /jobs/arbejd-hjemmefra#brancher. */
    campaignCount: open.filter((job) => job.slug !== remoteJobSlug).length,
    more: open.length > limits.jobGridSize,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageInfo, [breadcrumbLd([{ name: "Ledige stillinger", path: pageInfo.canonicalPath }]), faqLd(content.faq)], matches);

/** Freelancer recruitment (docs/requirements.md §2): the way in for everyone who wants to sell or book meetings from home. */
export default function FreelanceTelemarketing({ loaderData: { jobs, campaigns, campaignCount, more } }: Route.ComponentProps) {
  const { workFromHome, payModel, cta } = content;
  const benefits = content.benefits.map((benefit) => (benefit === campaignsBenefit ? { ...benefit, description: campaigns } : benefit));
  return (
    <>
      <Hero {...hero} />

      <section aria-labelledby="hjemmefra-title" className="pb-10 sm:pb-20">
        <Container>
          <div className="on-dark grid items-center gap-10 overflow-hidden rounded-card bg-navy-900 p-6 text-white sm:p-12 lg:grid-cols-[1fr_1.2fr]">
            <img
              src={workFromHome.illustration.src}
              alt={workFromHome.illustration.alt}
              width={480}
              height={360}
              loading="lazy"
              className="mx-auto hidden h-auto w-full max-w-sm rounded-xl bg-white/95 p-4 sm:block"
            />
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Arbejd hjemmefra</p>
              <h2 id="hjemmefra-title" className="mt-2 text-3xl font-bold tracking-tight">
                {workFromHome.title}
              </h2>
              <p className="mt-4 text-slate-200 sm:text-lg">{workFromHome.text}</p>
              <CheckList items={workFromHome.points} tone="dark" fold={1} className="mt-5 sm:mt-6" />
              <ButtonLink to="/jobs/arbejd-hjemmefra" variant="light" className="mt-6 sm:mt-8">
                Læs om job hjemmefra <Icon name="arrow-right" className="h-4 w-4" />
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>

      <Section id="fordele" tone="paper" eyebrow="Fordele" title="Derfor vælger freelancere os" center>
        <FeatureGrid features={benefits} columns={3} />
      </Section>

      <Section
        id="stillinger"
        eyebrow="Ledige stillinger"
        title="Find en kampagne, der passer til dig"
        lead="Hver stilling har sin egen branche, sine egne kunder og sin egen bonusmodel. Alle foregår hjemmefra."
      >
        <JobGrid jobs={jobs} label="Ledige stillinger" />
        {/* The grid shows the first six (the spec); every open campaign is one link away. */}
        {more && (
          <p className="mt-4 sm:mt-8">
            <Link to="/jobs/arbejd-hjemmefra#brancher" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
              Se alle {countInWords(campaignCount)} kampagner <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
          </p>
        )}
      </Section>

      <Section id="roller" tone="paper" eyebrow="To roller" title="Telefonsælger eller mødebooker?">
        <JobOptions options={content.roles} />
      </Section>

      <Section id="udtalelser" eyebrow="Udtalelser" title="Det siger vores freelancere">
        <Testimonials items={content.testimonials} />
      </Section>

      <Section id="saadan" tone="navy" eyebrow="Sådan kommer du i gang" title="Fra ansøgning til første opkald">
        <Steps steps={content.howItWorks} tone="dark" />
      </Section>

      <Section id="loen">
        <div className="grid items-start gap-6 sm:gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Aflønning</p>
            <h2 className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{payModel.title}</h2>
            <p className="mt-4 leading-relaxed text-muted sm:text-lg">{payModel.text}</p>
          </div>
          <CheckList items={payModel.points} fold={2} className="rounded-card bg-brand-50 p-5 sm:p-8 sm:text-lg" />
        </div>
      </Section>

      <Section id="faq" tone="paper" eyebrow="Spørgsmål og svar" title="Det spørger kommende freelancere om" side>
        <FaqList items={content.faq} />
      </Section>

      <CtaBand title={cta.title} text={cta.text} actions={ctaActions} />
    </>
  );
}
