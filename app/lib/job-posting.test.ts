import { describe, expect, it } from "vitest";
import { jobListings, jobPages } from "../content/jobs.ts";
import { brand } from "../content/site.ts";
import { jobPostingData } from "./job-posting.ts";

describe("jobPostingData", () => {
  it.each(jobListings.map((listing) => [listing.slug, listing] as const))("%s carries Google's required and recommended JobPosting fields", (slug, listing) => {
    const page = jobPages[slug]!;
    const data = jobPostingData(listing, page.jobPosting);
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: listing.title,
      description: page.jobPosting.description,
      datePosted: page.jobPosting.datePosted,
      validThrough: page.jobPosting.validThrough,
      employmentType: ["CONTRACTOR", "PART_TIME"],
      hiringOrganization: { "@type": "Organization", name: brand.name },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Danmark" },
      directApply: true,
      identifier: { "@type": "PropertyValue", name: brand.name, value: slug },
    });
    // A remote job names no physical location.
    expect(data).not.toHaveProperty("jobLocation");
    expect(String(data.url)).toMatch(new RegExp(`^https?://[^/]+${listing.path}$`));
  });

  it("has a page with posting dates for every listing, each posted before it expires", () => {
    for (const listing of jobListings) {
      const posting = jobPages[listing.slug]?.jobPosting;
      expect(posting, listing.slug).toBeDefined();
      expect(posting!.datePosted < posting!.validThrough, listing.slug).toBe(true);
      expect(posting!.description.length, listing.slug).toBeGreaterThan(100);
    }
  });
});
