/**
 * The job cards under their older import path (components and tests import from here).
 * They come from the job files, app/content/jobs/<slug>.ts, through ./jobs.ts.
 */
export { jobListings, type JobColor, type JobListing } from "./jobs.ts";
