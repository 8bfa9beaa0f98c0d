/**
 * The job files (./jobs/<slug>.ts) as one chunk per job, for the job page's component; the server
 * validates the same files when ./jobs.ts loads them (build, tests, server start).
 */
import { contentChunks } from "../lib/content-chunks.ts";
import type { JobFile, JobPageContent } from "./job-schema.ts";
import { applySteps } from "./jobs-shared.ts";
import type { Step } from "./types.ts";

export const jobFiles = contentChunks<JobFile>(import.meta.glob<{ default: JobFile }>("./jobs/*.ts"));

/** A job's own application steps, or the general ones from /freelance-telemarketing. */
export function getApplySteps(page: Pick<JobPageContent, "applySteps">): readonly Step[] {
  return page.applySteps ?? applySteps;
}
