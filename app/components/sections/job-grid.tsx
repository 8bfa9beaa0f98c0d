import { Link } from "react-router";
import { lastCardSpan } from "./even-grid.ts";
import type { JobListing } from "../../content/job-listings.ts";
import type { IconName } from "../../content/icons.ts";
import type { JobOption } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { CheckList } from "./check-list.tsx";
import { jobTints } from "./job-tints.ts";

export type JobCard = Pick<JobListing, "path" | "title" | "description" | "icon" | "color">;

function JobBadge({ job }: { job: JobCard }) {
  return (
    <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${jobTints[job.color]}`}>
      <Icon name={job.icon} className="h-6 w-6" />
    </span>
  );
}

/** Job listings as cards; the whole card is the link to the job (its title names it), and »Søg« goes to the job's form. */
export function JobGrid({ jobs, label }: { jobs: readonly JobCard[]; label: string }) {
  return (
    // On a phone a row that scrolls sideways (app.css .phone-snap), each card a compact row (badge beside the title, »Søg« under the text).
    <ul
      aria-label={label}
      tabIndex={0}
      className={`phone-snap grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 ${lastCardSpan(jobs.length, { sm: 2, lg: 3 })}`}
    >
      {jobs.map((job) => (
        <li key={job.path} className="phone-row job-card">
          <JobBadge job={job} />
          <h3 className="text-lg font-semibold text-navy-900">
            <Link to={job.path} className="after:absolute after:inset-0 after:rounded-card">
              {job.title}
            </Link>
          </h3>
          <p className="flex-1 text-muted">{job.description}</p>
          {/* Straight to the job's own form, where the job is already chosen (works without JavaScript). */}
          <Link
            to={`${job.path}#apply`}
            className="relative z-10 col-span-2 mt-3 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 hover:text-brand-800 sm:mt-4"
          >
            Søg<span className="sr-only">: {job.title}</span> <Icon name="arrow-right" className="h-4 w-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Roles or job types side by side: what the work is, what it takes and what you get; a job type
 * carries its icon above the title.
 */
export function JobOptions({ options, label = "Roller" }: { options: readonly (JobOption & { icon?: IconName })[]; label?: string }) {
  return (
    // Below 1024 px the roles sit in a row that scrolls sideways, as the customer cases do.
    <ul aria-label={label} tabIndex={0} className={`snap-row ${options.length === 2 ? "" : "lg:grid-cols-3"}`}>
      {options.map((option) => (
        <li key={option.title} className={`flex flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-8`}>
          {option.icon && (
            <span className="icon-badge self-start">
              <Icon name={option.icon} className="h-6 w-6" />
            </span>
          )}
          <h3 className={`${option.icon ? "mt-4 " : ""}text-xl font-semibold text-navy-900`}>{option.title}</h3>
          <p className="mt-3 text-muted">{option.description}</p>
          <h4 className="mt-4 eyebrow text-brand-700 sm:mt-6">Krav</h4>
          {/* On a phone two points of each list, the rest behind »Vis N mere« (CheckList's fold); all from 640 px. */}
          <CheckList items={option.requirements} fold={2} className="mt-2 text-ink sm:mt-3" />
          <h4 className="mt-4 eyebrow text-brand-700 sm:mt-6">Fordele</h4>
          <CheckList items={option.benefits} fold={2} className="mt-2 text-ink sm:mt-3" />
        </li>
      ))}
    </ul>
  );
}
