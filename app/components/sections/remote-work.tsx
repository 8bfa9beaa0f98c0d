import type { JobListing } from "../../content/job-listings.ts";
import type { RemoteWorkContent } from "../../content/jobs.ts";
import { lastCardSpan } from "./even-grid.ts";
import { Link } from "react-router";
import { Icon } from "../ui/icon.tsx";
import { Card, Section } from "../ui/layout.tsx";
import { CheckList } from "./check-list.tsx";
import { CtaBand } from "./cta-band.tsx";
import { JobOptions } from "./job-grid.tsx";

/** An industry campaign as the work-from-home page links to it: its name, its one line and its page. */
export type IndustryLink = Pick<JobListing, "path" | "title">;

export type RemoteWork = RemoteWorkContent & { industries: readonly IndustryLink[] };

/** Small counts in words, as Danish prose writes them ("otte kampagner"); the number comes from the list shown. */
const countWord = (n: number): string => ["nul", "én", "to", "tre", "fire", "fem", "seks", "syv", "otte", "ni", "ti"][n] ?? String(n);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The blocks only /jobs/arbejd-hjemmefra has (docs/requirements.md §2): the job types (one card
 * each with what it takes and what you get: the spec's job-type cards and job options in one),
 * expectations, the industry campaigns and the calls to action. Part of the job route's chunk,
 * cheaper than a lazily loaded boundary that hydrates separately.
 */
export function RemoteWorkSections({ remote }: { remote: RemoteWork }) {
  const expectations = [
    { title: "Det beder vi dig om", items: remote.expectations.ofYou },
    { title: "Det kan du regne med", items: remote.expectations.ofUs },
  ];
  return (
    <>
      <Section id="jobtyper" tone="paper" eyebrow="Jobtyper" title={`${capitalised(countWord(remote.jobTypes.length))} måder at arbejde hjemmefra på`}>
        <JobOptions options={remote.jobTypes} label="Jobtyper" />
      </Section>

      <Section id="forventninger" eyebrow="Forventninger" title="Det kan vi forvente af hinanden">
        <div tabIndex={0} role="group" aria-label="Forventninger" className="phone-snap grid gap-6 md:grid-cols-2">
          {expectations.map((list) => (
            <Card key={list.title} className="p-5 sm:p-8">
              <h3 className="text-xl font-semibold text-navy-900">{list.title}</h3>
              <CheckList items={list.items} fold={3} className="mt-5" />
            </Card>
          ))}
        </div>
      </Section>

      <Section
        id="brancher"
        tone="paper"
        eyebrow="Brancher"
        title="Vælg en branche, du brænder for"
        lead={`Vi rekrutterer lige nu til ${countWord(remote.industries.length)} kampagner – hver med sin egen side om kunderne, opgaverne og bonussen.`}
      >
        {/* The campaign's title is the link, and the whole card is the link (its title names it). On a phone the
            cards wrap as chips of their own width, so a long name (»pensionsrådgivning«) is never cut. */}
        <ul
          aria-label="Stillinger efter branche"
          className={`flex flex-wrap gap-2 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-4 ${lastCardSpan(remote.industries.length, { sm: 2, lg: 4 })}`}
        >
          {remote.industries.map((job) => (
            <li key={job.path} className="job-card px-3 py-2 sm:p-5">
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
          className="mt-6 inline-flex sm:mt-8 min-h-11 items-center gap-2 text-lg font-semibold text-brand-700 hover:text-brand-800"
        >
          Læs om freelance telemarketing og mødebooking <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
      </Section>

      <CtaBand
        title="Klar til at arbejde hjemmefra?"
        text="Send en kort ansøgning, så ringer vi dig op. Har du spørgsmål først, er du velkommen til at kontakte os."
        actions={[
          { to: "/jobs/arbejd-hjemmefra#apply", label: "Søg job hjemmefra" },
          { to: "/kontakt", label: "Kontakt os" },
        ]}
      />
    </>
  );
}
