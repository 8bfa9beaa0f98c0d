/**
 * The delivery loop the mail outbox and the webhooks share (app/server/mail/outbox.server.ts,
 * app/server/webhooks/webhooks.server.ts). Both keep their work in a table and claim due rows with
 * FOR UPDATE SKIP LOCKED and a lease, so each row is delivered by one instance once. This module
 * adds what they had each done one row at a time: bounded concurrency per target (the mail relay,
 * a receiver's URL), so one slow target holds only its own lanes while the others keep going.
 *
 * A row is claimed only when a lane is free for it and its delivery starts at once, so its lease
 * covers the delivery itself, never time spent waiting in memory behind a slow target.
 */
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
  /** For the worker: resolves at the next poll or kick; without it the pump returns once nothing is due or in flight. */
  wake?: () => Promise<void>;
  stopped?: () => boolean;
  name?: string;
};

/** Claims and delivers until nothing is due (or until stopped); returns how many were delivered. */
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
        if (!options.wake) {
          await Promise.allSettled(inFlight);
          throw error;
        }
        log.error(`${options.name ?? "Kø"}: kunne ikke hente det, der skal leveres`, errorFields(error));
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
    if (inFlight.size === 0 && claimed.length === 0) {
      if (!options.wake || stopped()) return delivered;
      await options.wake();
      continue;
    }
    if (stopped() || started >= limit) {
      await Promise.allSettled(inFlight);
      if (stopped() || !options.wake) return delivered;
      continue;
    }
    // A free lane (one delivery done) or something new (a kick, the poll) is worth another claim.
    if (inFlight.size > 0) await Promise.race([...inFlight, ...(options.wake ? [options.wake()] : [])]);
  }
}

/**
 * A background worker: one pump per process that runs until stopped. `kick()` makes it look at
 * once (a new enquiry queued a mail); otherwise it looks every pollMs.
 */
export function startQueueWorker(name: string, pollMs: number, firstMs: number, options: Pick<PumpOptions, "perTarget" | "claim">): { kick: () => void; stop: () => Promise<void> } {
  let stopped = false;
  let kicked = false;
  let poke: (() => void) | undefined;
  let pending: Promise<void> | undefined;
  // One wait at a time, ended by the poll interval or a kick; a kick while the pump is busy is kept for its next wait.
  const wake = () => {
    if (kicked || stopped) {
      kicked = false;
      return Promise.resolve();
    }
    return (pending ??= new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        poke = undefined;
        pending = undefined;
        kicked = false;
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      poke = done;
    }));
  };
  const running = new Promise<void>((resolve) => setTimeout(resolve, firstMs))
    .then(() => (stopped ? 0 : pump({ ...options, name, wake, stopped: () => stopped })))
    .catch((error) => log.error(`${name}-fejl`, errorFields(error)));
  return {
    kick() {
      kicked = true;
      poke?.();
    },
    async stop() {
      stopped = true;
      poke?.();
      await running;
    },
  };
}
