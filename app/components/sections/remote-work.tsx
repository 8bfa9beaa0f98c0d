import type { RemoteWorkContent } from "../../content/jobs.ts";
import { lastCardSpan } from "./even-grid.ts";
import { Link } from "react-router";
import { Icon } from "../ui/icon.tsx";
import { Section } from "../ui/layout.tsx";
import { FeatureGrid } from "./cards.tsx";
import { CtaBand } from "./cta-band.tsx";
import { JobGrid, JobOptions, type JobCard } from "./job-grid.tsx";

export type RemoteWork = RemoteWorkContent & { industries: readonly JobCard[] };

/**
 * The blocks only /jobs/arbejd-hjemmefra has (docs/requirements.md §2): job types, job options, expectations,
 * the industry campaigns and the calls to action. Part of the job route's chunk: about 1 KB gzip,
 * cheaper than a lazily loaded boundary that hydrates separately.
 */
/** Small counts in words, as Danish prose writes them ("otte kampagner"); the number comes from the list shown. */
const countWord = (n: number): string => ["nul", "én", "to", "tre", "fire", "fem", "seks", "syv", "otte", "ni", "ti"][n] ?? String(n);

export function RemoteWorkSections({ remote }: { remote: RemoteWork }) {
  return (
    <>
      <Section id="jobtyper" eyebrow="Jobtyper" title="Fire måder at arbejde hjemmefra på">
        <FeatureGrid features={remote.jobTypes} columns={4} />
      </Section>

      <Section id="roller" tone="paper" eyebrow="Jobmuligheder" title="Find den rolle, der passer til dig">
        <JobOptions options={remote.jobOptions} />
      </Section>

      <Section id="forventninger" eyebrow="Forventninger" title="Det kan vi forvente af hinanden">
        <ul className={`grid gap-4 md:grid-cols-2 ${lastCardSpan(remote.expectations.length, { md: 2 })}`}>
          {remote.expectations.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl bg-paper p-5 ring-1 ring-line">
              <Icon name="circle-check" className="mt-0.5 h-5 w-5 flex-none text-brand-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="brancher"
        tone="paper"
        eyebrow="Brancher"
        title="Vælg en branche, du brænder for"
        lead={`Vi rekrutterer lige nu til ${countWord(remote.industries.length)} kampagner. Læs om kunderne, opgaverne og bonusmodellen i hver af dem.`}
      >
        <JobGrid jobs={remote.industries} label="Stillinger efter branche" />
        <Link to="/freelance-telemarketing" className="mt-8 inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-brand-700 hover:text-brand-800">
          Læs om freelance telemarketing og mødebooking <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
      </Section>

      <CtaBand
        title="Klar til at arbejde hjemmefra?"
        text="Send en kort ansøgning, så ringer vi dig op og finder den kampagne, der passer til dig. Har du spørgsmål først, er du velkommen til at kontakte os."
        actions={[
          { to: "/jobs/arbejd-hjemmefra#apply", label: "Søg job hjemmefra" },
          { to: "/kontakt", label: "Kontakt os" },
        ]}
      />
    </>
  );
}
