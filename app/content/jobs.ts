/**
 * Recruitment content: one file per job under ./jobs/<slug>.ts (card + page copy), collected and
 * validated here; the shared requirements and the /freelance-telemarketing page in
 * ./jobs-shared.ts. Adding a job is adding one file (docs/architecture.md, "Adding a job").
 * Requirements, claims and limits come from ./site; nothing re-types a claim, a price or a
 * requirement.
 */
import { checkCollection, contentFileName, fail, parseContentFile } from "./content-files.ts";
import { JobFileSchema, type JobFile, type JobListing, type JobPageContent } from "./job-schema.ts";
import { remoteJobSlug } from "./jobs-shared.ts";

export { freelancePage } from "./freelance-page.ts";
export { remoteJobSlug } from "./jobs-shared.ts";
export type { JobColor, JobFile, JobListing, JobPageContent, JobPostingContent, RemoteWorkContent } from "./job-schema.ts";

/** A validated job file, with its path on the site and its file name (for messages). */
export type Job = JobFile & { path: string; file: string };

/** Validates every file; exported for the unit test that feeds it a broken one. */
export function loadJobs(modules: Record<string, { default?: unknown }>): Job[] {
  const jobs = Object.entries(modules).map(([key, module]) => {
    const file = contentFileName(key);
    const job = parseContentFile(JobFileSchema, "jobfil", file, module.default);
    return { ...job, path: `/jobs/${job.slug}`, file };
  });
  checkCollection("jobfil", jobs);
  // A repository job has a drawing of its own (one written in the admin shows one of these).
  for (const job of jobs) {
    const own = `/images/illustrations/job-${job.slug}.svg`;
    if (job.illustration.src !== own) fail("jobfil", job.file, [`feltet "illustration.src": skal være ${own}`]);
  }
  return jobs.sort((a, b) => a.order - b.order);
}

/** Every job, in menu order. */
export const jobs: readonly Job[] = loadJobs(import.meta.glob<{ default?: unknown }>("./jobs/*.ts", { eager: true }));

if (!jobs.some((job) => job.slug === remoteJobSlug)) {
  throw new Error(`app/content/jobs/${remoteJobSlug}.ts mangler: siden om at arbejde hjemmefra er en del af sitet`);
}

const listingOf = ({ slug, path, title, navLabel, description, icon, color }: Job): JobListing => ({ slug, path, title, navLabel, description, icon, color });
const pageOf = ({ slug, order, title, navLabel, description, icon, color, path, file, ...page }: Job): JobPageContent => page;

/** The cards behind the "Job søgere" dropdown, the job grids and the sitemap. */
export const jobListings: readonly JobListing[] = jobs.map(listingOf);

/** Page content for every job, keyed by slug. */
export const jobPages: Record<string, JobPageContent> = Object.fromEntries(jobs.map((job) => [job.slug, pageOf(job)]));

/** The industry campaigns, without the general work-from-home page. */
export function getJobListingsWithoutRemote(): readonly JobListing[] {
  return jobListings.filter((job) => job.slug !== remoteJobSlug);
}

export function getJobListing(slug: string): JobListing | undefined {
  return jobListings.find((job) => job.slug === slug);
}

export function getJobPage(slug: string): JobPageContent | undefined {
  return Object.hasOwn(jobPages, slug) ? jobPages[slug] : undefined;
}
