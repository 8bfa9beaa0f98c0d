/**
 * The delivery loop the mail outbox and the webhooks share (app/server/mail/outbox.server.ts,
 * app/server/webhooks/webhooks.server.ts). Both keep their work in a table and claim due rows with
 * FOR UPDATE SKIP LOCKED and a lease, so each row is delivered by one instance once. This module
 * adds what they had each done one row at a time: bounded concurrency per target (the mail relay,
 * a receiver's URL), so one slow target holds only its own lanes while the others keep going.
 *
 * The job runner (app/server/platform/jobs.server.ts) runs the pump every poll and on a kick.
 *
 * A row is claimed only when a lane is free for it and its delivery starts at once, so its lease
 * covers the delivery itself, never time spent waiting in memory behind a slow target.
 */
import type { Job } from "./jobs.server.ts";
import { errorFields, log } from "./log.server.ts";

/** Claimed work: which target it goes to, and its delivery (true when delivered). */
export type Claimed = { target: string; deliver: () => Promise<boolean> };

export type PumpOptions = {
  /** Deliveries in flight at once to one target, per instance. */
  perTarget: number;
  /** Claims due rows, at most `room(target)` for each target (0 = none for it now). */
  claim: (room: (target: string) => number) => Promise<Claimed[]>;
  /** Stop claiming after this many (a single run's batch); the worker has no limit. */
  limit?: number;
  /** For the worker (a job of app/server/platform/jobs.server.ts): resolves at the next poll or kick, when the pump claims again while deliveries are still in flight. */
  wake?: () => Promise<void>;
  stopped?: () => boolean;
  name?: string;
};

/**
 * Claims and delivers until nothing is due and nothing is in flight (or until stopped); returns how
 * many were delivered. A claim that fails ends the pump with its error once the deliveries in
 * flight are done (the job runner then backs off).
 */
export async function pump(options: PumpOptions): Promise<number> {
  const busy = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  let started = 0;
  let delivered = 0;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const stopped = () => options.stopped?.() ?? false;
  for (;;) {
    let claimed: Claimed[] = [];
    if (!stopped() && started < limit) {
      try {
        claimed = await options.claim((target) => Math.max(0, Math.min(options.perTarget - (busy.get(target) ?? 0), limit - started)));
      } catch (error) {
        await Promise.allSettled(inFlight);
        throw error;
      }
    }
    for (const job of claimed) {
      started++;
      busy.set(job.target, (busy.get(job.target) ?? 0) + 1);
      const running: Promise<void> = job
        .deliver()
        .then(
          (ok) => void (ok && delivered++),
          (error) => log.error(`${options.name ?? "Kø"}: levering fejlede`, errorFields(error)),
        )
        .finally(() => {
          busy.set(job.target, (busy.get(job.target) ?? 1) - 1);
          inFlight.delete(running);
        });
      inFlight.add(running);
    }
    if (inFlight.size === 0 && claimed.length === 0) return delivered;
    if (stopped() || started >= limit) {
      await Promise.allSettled(inFlight);
      return delivered;
    }
    // A free lane (one delivery done) or something new (a kick, the poll) is worth another claim.
    if (inFlight.size > 0) await Promise.race([...inFlight, ...(options.wake ? [options.wake()] : [])]);
  }
}

/**
 * A queue's job for the runner: pumps every pollMs and at once on a kick (a new enquiry queued a
 * mail). While deliveries are in flight the pump claims again at each poll or kick, so one slow
 * target does not hold the others' new work. A failing claim backs off from pollMs to a minute.
 */
export function queueJob(name: string, title: string, pollMs: number, firstMs: number, queue: Pick<PumpOptions, "perTarget" | "claim">): Job {
  return {
    name,
    title,
    every: pollMs,
    firstMs,
    backoff: { firstMs: pollMs, maxMs: Math.max(pollMs, 60_000) },
    run: ({ wake, signal }) => pump({ ...queue, name: title, wake: () => wake(pollMs), stopped: () => signal.aborted }),
  };
}
