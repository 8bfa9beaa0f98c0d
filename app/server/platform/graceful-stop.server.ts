/**
 * Stops the background jobs on SIGTERM without letting one of them hold the process or fail it.
 * Every job's work is durable (claimed with a lease, retried by this or another instance), so a
 * delivery to a stalled relay, a slow IMAP read or a long backup need not finish: each job gets
 * `graceMs` to end its current run, then the stop moves on; an error while stopping is logged.
 */
import { errorFields, log } from "./log.server.ts";

export type Stoppable = { name: string; stop: () => Promise<void> };

export const JOB_STOP_GRACE_MS = 3_000;

/** Stops every job at once; resolves with the names of those still busy after the grace (never rejects). */
export async function stopAll(jobs: readonly Stoppable[], graceMs = JOB_STOP_GRACE_MS): Promise<string[]> {
  const busy: string[] = [];
  await Promise.all(
    jobs.map(async (job) => {
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        job.stop().then(
          () => "stopped" as const,
          (error: unknown) => {
            log.error("Et baggrundsjob fejlede under nedlukning", { job: job.name, ...errorFields(error) });
            return "failed" as const;
          },
        ),
        new Promise<"busy">((resolve) => (timer = setTimeout(() => resolve("busy"), graceMs))),
      ]);
      clearTimeout(timer);
      if (outcome === "busy") busy.push(job.name);
    }),
  );
  if (busy.length) log.warn("Baggrundsjob var stadig i gang ved nedlukning; arbejdet er gemt og genoptages ved næste start", { jobs: busy });
  return busy;
}
