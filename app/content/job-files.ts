/**
 * The job files (./jobs/<slug>.ts) as one chunk per job, for the job page's component while the
 * published job is the same as its file (always at build); the server validates the same files
 * when ./jobs.ts loads them (build, tests, server start). A job published or changed since the
 * build comes as loader data instead (app/routes/jobs/job.tsx).
 */
import { contentChunks } from "../lib/content-chunks.ts";
import type { JobFile } from "./job-schema.ts";

export const jobFiles = contentChunks<JobFile>(import.meta.glob<{ default: JobFile }>("./jobs/*.ts"));
