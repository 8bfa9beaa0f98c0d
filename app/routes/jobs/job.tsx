import { isRouteErrorResponse } from "react-router";
import { PayExample } from "../../components/sections/pay-example.tsx";
import type { Route } from "./+types/job";
import { JobApplicationForm } from "../../components/forms/job-application-form.tsx";
import { FeatureGrid, Steps } from "../../components/sections/cards.tsx";
import { CheckList } from "../../components/sections/check-list.tsx";
import { Testimonials } from "../../components/sections/testimonials.tsx";
import { FaqList } from "../../components/sections/faq.tsx";
import { Hero } from "../../components/sections/hero.tsx";
import { jobTints } from "../../components/sections/job-tints.ts";
import { RemoteWorkSections } from "../../components/sections/remote-work.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { StructuredData } from "../../components/ui/structured-data.tsx";
import { Card, Prose, Section } from "../../components/ui/layout.tsx";
import type { IconName } from "../../content/icons.ts";
import { getApplySteps, payExampleFor, remoteJobSlug } from "../../content/jobs-shared.ts";
import { brand, freelancerRequirements } from "../../content/site.ts";
import { jobPostingData } from "../../lib/job-posting.ts";
import { breadcrumbLd, faqLd, jsonLd, pageMeta } from "../../lib/meta.ts";
import { jobApplicationAction } from "../../server/intake/actions.server.ts";
import { runtimeContext } from "../../server/platform/context.server.ts";
import { jobFiles } from "../../content/job-files.ts";
import { contentContext, isFileCopy, jobCopy, jobCopyHash, openJobOr410, type JobCopy, type PublishedJob } from "../../server/content/snapshot.server.ts";
import { editedCopyPath, primeEditedCopy, readEditedCopy } from "../../lib/edited-copy.ts";

/**
 * The job pages (docs/requirements.md §2): one module; each job's copy is the published content of
 * the content store (at build: its file, content/jobs/<slug>.ts), from the request's content
 * snapshot (app/server/content/snapshot.server.ts). While it is word for word the file (always at
 * build), the component reads the file as a chunk of its own (content/job-files.ts), so the copy is
 * in the document once; a job published or changed without a build reads its copy as a JSON file
 * of its own (app/lib/edited-copy.ts), for the same reason. A closed job answers 410 with the open jobs (the root's error boundary shows them); an unknown slug 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const snapshot = context.get(contentContext);
  const job = openJobOr410(snapshot, params.slug);
  const card = ({ path, title }: PublishedJob) => ({ path, title });
  const copy = jobCopy(job);
  let copyPath: string | undefined;
  if (isFileCopy(job)) await jobFiles.load(job.slug);
  else {
    copyPath = editedCopyPath(job.slug, jobCopyHash(copy));
    primeEditedCopy(copyPath, copy);
  }
  return {
    meta: job.meta,
    slug: job.slug,
    /** Set by the admin's preview only, which renders this component with a draft. */
    copy: undefined as JobCopy | undefined,
    copyPath,
    /**
     * The general work-from-home page links to the industry campaigns by their titles (each names
     * the role and the industry); the campaign's own page tells the rest. Their one-line
     * descriptions cost the document ~0.4 KB brotli, enough to push it over the first TCP window
     * (docs/decisions/inline-icons.md).
     */
    industries: copy.remote ? snapshot.jobs.filter((other) => other.slug !== remoteJobSlug).map(card) : [],
  };
}

/** The application form on this page posts here; the job is recorded with the application. */
export function action({ request, params, context }: Route.ActionArgs) {
  return jobApplicationAction(request, context.get(runtimeContext), context.get(contentContext), params.slug);
}

// The head tags are built here from the page's PageMeta, so only that travels as loader data.
export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(loaderData.meta)
    : isRouteErrorResponse(error) && error.status === 410
      ? [{ title: `Stillingen er lukket | ${brand.name}` }, { name: "robots", content: "noindex" }]
      : [];

const practice = [
  { key: "tasks", icon: "briefcase", title: "Dine opgaver" },
  { key: "requirements", icon: "list-checks", title: "Det forventer vi" },
  { key: "offers", icon: "award", title: "Det tilbyder vi" },
] as const;

const facts: { icon: IconName; label: string }[] = [
  { icon: "house", label: "Hjemmefra i hele Danmark" },
  { icon: "clock", label: `Mindst ${freelancerRequirements.minHoursPerWeek} timer om ugen` },
  { icon: "wallet", label: "Fast timebetaling plus bonus" },
];

export default function JobPage({ loaderData: { slug, copy, copyPath, industries } }: Route.ComponentProps) {
  const content = copy ?? (copyPath ? readEditedCopy<JobCopy>(copyPath) : jobFiles.read(slug));
  const { remote } = content;
  const job = { slug, title: content.title, description: content.description, icon: content.icon, tint: jobTints[content.color] };
  const hero = {
    ...content.hero,
    actions: [
      { to: "#apply", label: "Søg stillingen" },
      // »Se jobtyper«, not »Se jobtyperne«: short enough for both buttons to share a row at 390 px (60 px less; issue 38).
      remote ? { to: "#jobtyper", label: "Se jobtyper" } : { to: "/freelance-telemarketing", label: "Se alle stillinger" },
    ],
    illustration: { ...content.illustration, width: 480, height: 360 },
  };
  const steps = getApplySteps(content);
  const path = `/jobs/${slug}`;
  const structuredData = [
    jsonLd(jobPostingData({ slug, path, title: content.title }, content.jobPosting)),
    breadcrumbLd([
      { name: "Ledige stillinger", path: "/freelance-telemarketing" },
      { name: content.title, path },
    ]),
    faqLd(content.faq),
  ];
  return (
    <>
      <StructuredData blocks={structuredData} />
      <Hero {...hero}>
        {/* On a phone a short list (a pill each took a row of its own: 170 px); pills from 640 px. */}
        <ul aria-label="Kort om jobbet" className="mt-6 grid gap-2 sm:mt-8 sm:flex sm:flex-wrap sm:gap-3">
          {facts.map((fact) => (
            <li
              key={fact.label}
              className="inline-flex items-center gap-2 text-sm font-medium text-navy-900 sm:rounded-full sm:bg-white sm:px-4 sm:py-2 sm:ring-1 sm:ring-line"
            >
              <Icon name={fact.icon} className="h-4 w-4 text-brand-700" /> {fact.label}
            </li>
          ))}
        </ul>
      </Hero>

      <Section id="om-jobbet" title="Om jobbet">
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          {/* On a phone the first paragraph, then the rest behind »Læs mere om jobbet« (app.css .fold-phone); all of it from 640 px. */}
          <div>
            <Prose paragraphs={content.intro.slice(0, 1)} />
            {content.intro.length > 1 && (
              <details className="fold-phone">
                <summary className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-800">Læs mere om jobbet</summary>
                <Prose paragraphs={content.intro.slice(1)} className="mt-4" />
              </details>
            )}
          </div>
          {/* The hero says the same on a phone (title, apply button): the card is for the wide column beside the text. */}
          <aside aria-label="Stillingen kort" className="hidden self-start rounded-card bg-paper p-6 ring-1 ring-line lg:block">
            <div className="flex items-center gap-4">
              <span className={`inline-flex h-14 w-14 flex-none items-center justify-center rounded-xl ${job.tint}`}>
                <Icon name={job.icon} className="h-7 w-7" />
              </span>
              <p className="text-lg font-semibold text-navy-900">{job.title}</p>
            </div>
            <p className="mt-4 text-muted">{job.description}</p>
            <ButtonLink to="#apply" className="mt-6 w-full">
              Søg stillingen <Icon name="arrow-right" className="h-4 w-4" />
            </ButtonLink>
          </aside>
        </div>
      </Section>

      <Section id="fordele" tone="paper" eyebrow="Fordele" title="Det får du ud af jobbet">
        <FeatureGrid features={content.benefits} columns={content.benefits.length === 3 ? 3 : 4} />
      </Section>

      <Section id="jobbet" title="Jobbet i praksis">
        {/* Cards as tall as their lists: a short offer list is not a card with a blank lower half. */}
        {/* On a phone the three lists are a row that scrolls sideways (app.css .phone-snap). */}
        <div tabIndex={0} aria-label="Jobbet i praksis" role="group" className="phone-snap grid gap-6 lg:grid-cols-3 lg:items-start">
          {practice.map((list) => (
            <Card key={list.key} className="p-5 sm:p-8">
              <h3 className="flex items-center gap-3 text-xl font-semibold text-navy-900">
                <Icon name={list.icon} className="h-6 w-6 text-brand-700" /> {list.title}
              </h3>
              <CheckList items={content[list.key]} fold={3} className="mt-5" />
            </Card>
          ))}
        </div>
      </Section>

      <Section id="loen" tone="navy" eyebrow="Løn og bonus" title="Sådan bliver du aflønnet" lead={content.pay} side>
        <PayExample example={payExampleFor(content.bonus)} />
      </Section>

      {remote && <RemoteWorkSections remote={{ ...remote, industries }} />}

      <Section id="udtalelser" tone="paper" eyebrow="Udtalelser" title="Det siger vores freelancere">
        <Testimonials items={content.testimonials} />
      </Section>

      <Section id="faq" eyebrow="Spørgsmål og svar" title="Det spørger ansøgere om" side>
        <FaqList items={content.faq} />
      </Section>

      <Section
        id="apply"
        tone="paper"
        eyebrow="Ansøgning"
        title={`Søg stillingen: ${job.title}`}
        lead="Det tager et par minutter, og et CV er ikke et krav. Sådan foregår det:"
      >
        <Steps steps={steps} />
        <Card className="mx-auto mt-8 max-w-3xl p-5 sm:mt-12 sm:p-10">
          <JobApplicationForm jobSlug={job.slug} jobTitle={job.title} />
        </Card>
      </Section>
    </>
  );
}
