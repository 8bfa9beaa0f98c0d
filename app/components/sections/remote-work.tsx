import type { JobListing } from "../../content/job-listings.ts";
import type { RemoteWorkContent } from "../../content/jobs.ts";
import { remoteJobSlug } from "../../content/jobs-shared.ts";
import { countInWords } from "../../content/site.ts";
import { lastCardSpan } from "./even-grid.ts";
import { Link } from "react-router";
import { Icon } from "../ui/icon.tsx";
import { Card, Section } from "../ui/layout.tsx";
import { CheckList } from "./check-list.tsx";
import { JobOptions } from "./job-grid.tsx";
import { PhoneFold } from "./phone-fold.tsx";

/** An industry campaign as the work-from-home page links to it: its name, its one line and its page. */
export type IndustryLink = Pick<JobListing, "path" | "title">;

export type RemoteWork = RemoteWorkContent & { industries: readonly IndustryLink[] };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Where the page's closing line sends a visitor: the form below, or a question first. */
const applyLinks = [
  { to: `/jobs/${remoteJobSlug}#apply`, label: "Søg job hjemmefra" },
  { to: "/kontakt", label: "Kontakt os" },
] as const;

/**
 * The blocks only /jobs/arbejd-hjemmefra has (docs/requirements.md §2): the job types (one card
 * each with what it takes and what you get: the spec's job-type cards and job options in one),
 * expectations, the industry campaigns and a closing call to action. Part of the job route's chunk,
 * cheaper than a lazily loaded boundary that hydrates separately.
 */
export function RemoteWorkSections({ remote }: { remote: RemoteWork }) {
  const expectations = [
    { title: "Det beder vi dig om", items: remote.expectations.ofYou },
    { title: "Det kan du regne med", items: remote.expectations.ofUs },
  ];
  return (
    <>
      {/* Job types and expectations share one band; on a phone both sit behind one »Se …« (PhoneFold), open from 640 px.
          Expectations keep their own heading (h2) and id, so the outline is as it was with two sections. */}
      <Section
        id="jobtyper"
        tone="paper"
        className="pb-6 sm:pb-20"
        eyebrow="Jobtyper"
        title={`${capitalised(countInWords(remote.jobTypes.length))} måder at arbejde hjemmefra på`}
      >
        <PhoneFold summary="Se jobtyperne og forventningerne">
          <JobOptions options={remote.jobTypes} label="Jobtyper" />
          <section id="forventninger" aria-labelledby="forventninger-title" className="mt-10 sm:mt-20">
            <p className="eyebrow text-brand-700">Forventninger</p>
            <h2 id="forventninger-title" className="section-title text-balance text-navy-900">
              Det kan vi forvente af hinanden
            </h2>
            <div tabIndex={0} role="group" aria-label="Forventninger" className="phone-snap mt-6 grid gap-6 sm:mt-8 md:grid-cols-2">
              {expectations.map((list) => (
                <Card key={list.title} className="p-5 sm:p-8">
                  <h3 className="text-xl font-semibold text-navy-900">{list.title}</h3>
                  <CheckList items={list.items} fold={3} className="mt-5" />
                </Card>
              ))}
            </div>
          </section>
        </PhoneFold>
      </Section>

      <Section
        id="brancher"
        eyebrow="Brancher"
        title="Vælg en branche, du brænder for"
        lead={`Vi rekrutterer lige nu til ${countInWords(remote.industries.length)} kampagner – hver med sin egen side om kunderne, opgaverne og bonussen.`}
      >
        {/* The campaign's title is the link, and the whole card is the link (its title names it). On a phone the
            cards are chips of their own width in one row that scrolls sideways, so a long name (»pensionsrådgivning«)
            is never cut; from 640 px a grid. */}
        <ul
          aria-label="Stillinger efter branche"
          className={`-mx-5 flex gap-2 overflow-x-auto px-5 pt-1 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:p-0 lg:grid-cols-4 ${lastCardSpan(remote.industries.length, { sm: 2, lg: 4 })}`}
        >
          {remote.industries.map((job) => (
            <li key={job.path} className="job-card flex-none px-3 py-2 sm:p-5">
              <h3 className="text-sm font-semibold text-brand-700 sm:text-base">
                <Link to={job.path} className="after:absolute after:inset-0 after:rounded-card">
                  {job.title}
                </Link>
              </h3>
            </li>
          ))}
        </ul>
        <Link
          to="/freelance-telemarketing"
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 sm:mt-8 sm:text-lg"
        >
          Læs om freelance telemarketing og mødebooking <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
        {/* The closing call to action as one line, not a band: the band repeated the hero's »Søg« just above the
            form (issue 38, tenth pass). Its two links are kept, with the same labels. */}
        <p id="klar" className="mt-2 flex flex-wrap items-center gap-x-6 sm:mt-8 sm:border-t sm:border-line sm:pt-8 sm:text-lg">
          <strong className="font-semibold text-navy-900">Klar til at arbejde hjemmefra?</strong>
          {applyLinks.map((link) => (
            <Link key={link.to} to={link.to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
              {link.label} <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
          ))}
        </p>
      </Section>
    </>
  );
}
