import { Link } from "react-router";
import type { JobListing } from "../../content/job-listings.ts";
import type { JobOption } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { CheckList } from "./cards.tsx";
import { jobTints } from "./job-tints.ts";

export type JobCard = Pick<JobListing, "path" | "title" | "description" | "icon" | "color">;

function JobBadge({ job }: { job: JobCard }) {
  return (
    <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${jobTints[job.color]}`}>
      <Icon name={job.icon} className="h-6 w-6" />
    </span>
  );
}

/** Job listings as cards; the whole card is the link (its title names it). */
export function JobGrid({ jobs, label }: { jobs: readonly JobCard[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.path} className="relative flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line transition hover:-translate-y-0.5 hover:ring-brand-700">
          <JobBadge job={job} />
          <h3 className="mt-4 text-lg font-semibold text-navy-900">
            <Link to={job.path} className="after:absolute after:inset-0 after:rounded-card">
              {job.title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-muted">{job.description}</p>
          <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
            Se stillingen <Icon name="arrow-right" className="h-4 w-4" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Roles or job options side by side: what the work is, what it takes and what you get. */
export function JobOptions({ options }: { options: readonly JobOption[] }) {
  return (
    <ul className={`grid gap-6 ${options.length === 2 ? "lg:grid-cols-2" : "lg:grid-cols-3"}`}>
      {options.map((option) => (
        <li key={option.title} className="flex flex-col rounded-card bg-white p-8 shadow-card ring-1 ring-line">
          <h3 className="text-xl font-semibold text-navy-900">{option.title}</h3>
          <p className="mt-3 text-muted">{option.description}</p>
          <h4 className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">Krav</h4>
          <CheckList items={option.requirements} className="mt-3 text-ink" />
          <h4 className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">Fordele</h4>
          <CheckList items={option.benefits} className="mt-3 text-ink" />
        </li>
      ))}
    </ul>
  );
}
