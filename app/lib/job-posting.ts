/**
 * schema.org JobPosting for a job page (docs/requirements.md §10: freelance, remote, Denmark). Google's
 * required fields (title, description, datePosted, hiringOrganization, and for a remote job
 * jobLocationType + applicantLocationRequirements instead of jobLocation) plus the recommended
 * validThrough, employmentType, directApply and identifier. No baseSalary: the pay is hourly plus
 * a per-campaign bonus, and we do not publish an amount we have not agreed.
 * Rendered by the job page from the job's own file (app/routes/jobs/job.tsx).
 */
import { absoluteUrl } from "../config/build-config.ts";
import type { JobListing } from "../content/job-listings.ts";
import type { JobPostingContent } from "../content/jobs.ts";
import { brand } from "../content/site.ts";

export function jobPostingData(listing: Pick<JobListing, "slug" | "path" | "title">, posting: JobPostingContent): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: listing.title,
    description: posting.description,
    datePosted: posting.datePosted,
    validThrough: posting.validThrough,
    employmentType: ["CONTRACTOR", "PART_TIME"],
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${absoluteUrl("/")}#organization`,
      name: brand.name,
      sameAs: absoluteUrl("/"),
      url: absoluteUrl("/"),
      logo: absoluteUrl("/images/logo.svg"),
    },
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "Danmark" },
    directApply: true,
    identifier: { "@type": "PropertyValue", name: brand.name, value: listing.slug },
    url: absoluteUrl(listing.path),
    inLanguage: "da",
  };
}
