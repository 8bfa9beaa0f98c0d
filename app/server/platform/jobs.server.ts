/**
 * The one job runner every background job of the server uses (docs/decisions/job-runner.md): the
 * mail outbox, the webhooks, the mailbox, the morning mail, the analytics roll-up, retention and
 * the nightly backup. A job is a name and a `run`; the runner calls it
 *
 * - `every` ms after its previous run ended (first after `firstMs`), or at once on `kick(name)`;
 * - or `daily` at a Copenhagen time: once per slot (the latest such time at or before now) in the
 *   whole installation. A row in job_runs holds the slot done and a lease: of several instances on
 *   one PostgreSQL the one whose update takes the lease runs the slot, the others see it taken or
 *   done. A slot missed while no server ran is run at the next start; an instance that dies
 *   mid-run leaves the lease to run out (`leaseMs`), and the slot is run again.
 *
 * After a failed run the next one waits `backoff` (doubling from `firstMs`, at most `maxMs`); the
 * first failure is logged as an error, the recovery once. `stop()` ends the waits, tells a running
 * job through its signal and waits for it (lifecycle's stopAll bounds the wait per job).
 * The time of day is the runtime's clock (`now`), so tests can run a daily job at any instant.
 */
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { addDays, danishDay, danishTime } from "../booking/booking-slots.server.ts";
import type { Db } from "./db.server.ts";
import type { Stoppable } from "./graceful-stop.server.ts";
import { errorFields, log } from "./log.server.ts";
import { jobRuns } from "./schema.server.ts";

export type { Clock } from "./clock.server.ts";
import type { Clock } from "./clock.server.ts";

export type JobContext = {
  /** Aborted when the runner stops: stop claiming new work. */
  signal: AbortSignal;
  /** The runtime's clock. */
  now: Clock;
  /** Resolves after `ms`, on a kick of this job or on stop, whichever comes first. */
  wake: (ms: number) => Promise<void>;
};

export type Backoff = { firstMs: number; maxMs: number };

export type Job = {
  name: string;
  /** What is logged when it fails, in Danish ("Natlig backup"). */
  title: string;
  run: (context: JobContext) => Promise<unknown>;
  /** The log lines when it starts failing and when it works again (default: from the title). */
  messages?: { down: string; up: string };
  /** Backoff after failed runs; default: doubling from the interval (a minute for daily jobs), at most 15 minutes or the interval. */
  backoff?: Backoff;
} & ({ every: number; firstMs?: number } | { daily: { hour: number; minute?: number }; checkMs?: number; leaseMs?: number; firstMs?: number });

export type JobRunner = {
  kick: (name: string) => void;
  /** One Stoppable per job, for stopAll (which names the busy ones). */
  stoppables: () => Stoppable[];
  stop: () => Promise<void>;
};

const MINUTE = 60_000;

/** The wait after `failures` failed runs in a row. */
export function backoffDelay(backoff: Backoff, failures: number): number {
  return Math.max(backoff.firstMs, Math.min(backoff.firstMs * 2 ** Math.min(Math.max(failures - 1, 0), 30), backoff.maxMs));
}

/** The latest `hour:minute` Copenhagen time at or before `now`, and the one after it. */
export function dailySlot(now: Date, at: { hour: number; minute?: number }): { slot: Date; next: Date } {
  const minute = at.hour * 60 + (at.minute ?? 0);
  const today = danishDay(now).date;
  const todays = danishTime(today, minute);
  return todays.getTime() <= now.getTime()
    ? { slot: todays, next: danishTime(addDays(today, 1), minute) }
    : { slot: danishTime(addDays(today, -1), minute), next: todays };
}

/** Takes the slot's lease when the slot is not done, not leased and not waiting out a backoff. */
async function claimSlot(db: Db, name: string, holder: string, slot: Date, now: Date, leaseMs: number): Promise<boolean> {
  await db.insert(jobRuns).values({ name }).onConflictDoNothing();
  const rows = await db
    .update(jobRuns)
    .set({ holder, leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(jobRuns.name, name),
        or(isNull(jobRuns.doneSlot), lt(jobRuns.doneSlot, slot)),
        or(isNull(jobRuns.leaseUntil), lte(jobRuns.leaseUntil, now)),
        or(isNull(jobRuns.retryAt), lte(jobRuns.retryAt, now)),
      ),
    )
    .returning({ name: jobRuns.name });
  return rows.length === 1;
}

/** Added to a backoff's wait so the next claim sees the retry time as passed (timers and the wall clock differ by a millisecond). */
const RETRY_MARGIN_MS = 10;

/** What one round of a job came to: it ran (and how), or it had nothing to do (a daily slot done or leased elsewhere). */
export type Round = "ok" | "failed" | "skipped";

export type RunnerOptions = {
  now?: Clock;
  /** Told after each round of each job (tests wait for rounds instead of sleeping). */
  onRound?: (name: string, round: Round) => void;
};

export function startJobs(db: Db, jobs: readonly Job[], options: RunnerOptions = {}): JobRunner {
  const now = options.now ?? (() => new Date());
  const holder = randomUUID();
  const controller = new AbortController();
  const states = new Map(jobs.map((job) => [job.name, runJob(db, job, now, holder, controller.signal, options.onRound ?? (() => {}))]));
  return {
    kick(name) {
      states.get(name)?.kick();
    },
    stoppables: () =>
      [...states].map(([name, state]) => ({
        name,
        stop: async () => {
          controller.abort();
          await state.done;
        },
      })),
    async stop() {
      controller.abort();
      await Promise.all([...states.values()].map((state) => state.done));
    },
  };
}

function runJob(
  db: Db,
  job: Job,
  now: Clock,
  holder: string,
  signal: AbortSignal,
  onRound: NonNullable<RunnerOptions["onRound"]>,
): { kick: () => void; done: Promise<void> } {
  let kicked = false;
  let poke: (() => void) | undefined;
  // Waits `ms`, or less on a kick or a stop; a kick while the job runs is kept for its next wait.
  const wake = (ms: number) =>
    new Promise<void>((resolve) => {
      if (kicked || signal.aborted) {
        kicked = false;
        return resolve();
      }
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        if (poke === done) poke = undefined;
        kicked = false;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms)).unref();
      signal.addEventListener("abort", done);
      poke = done;
    });
  const interval = "every" in job ? job.every : MINUTE;
  const backoff = job.backoff ?? { firstMs: interval, maxMs: Math.max(interval, 15 * MINUTE) };
  const context: JobContext = { signal, now, wake };
  let failures = 0;
  let downSince = 0;
  const attempt = async (): Promise<boolean> => {
    try {
      await job.run(context);
      if (failures > 0) log.info(job.messages?.up ?? `${job.title}: virker igen`, { job: job.name, failedRuns: failures, downForMs: Date.now() - downSince });
      failures = 0;
      return true;
    } catch (error) {
      if (failures === 0) {
        downSince = Date.now();
        log.error(job.messages?.down ?? `${job.title} fejlede; prøver igen med stigende mellemrum`, {
          job: job.name,
          retryInMs: backoffDelay(backoff, 1),
          ...errorFields(error),
        });
      } else log.debug(`${job.title} fejlede igen`, { job: job.name, failures: failures + 1, ...errorFields(error) });
      failures++;
      return false;
    }
  };
  const loop = async () => {
    await wake(job.firstMs ?? Math.min(interval, 5_000));
    while (!signal.aborted) {
      if ("every" in job) {
        const ok = await attempt();
        onRound(job.name, ok ? "ok" : "failed");
        if (!signal.aborted) await wake(ok ? job.every : backoffDelay(backoff, failures));
        continue;
      }
      const at = now();
      const { slot, next } = dailySlot(at, job.daily);
      let wait = job.checkMs ?? 5 * MINUTE;
      let round: Round = "skipped";
      try {
        if (await claimSlot(db, job.name, holder, slot, at, job.leaseMs ?? 30 * MINUTE)) {
          const ok = await attempt();
          round = ok ? "ok" : "failed";
          const retryAt = ok ? null : new Date(now().getTime() + backoffDelay(backoff, failures));
          await db
            .update(jobRuns)
            .set(
              ok
                ? { doneSlot: slot, leaseUntil: null, holder: null, failures: 0, retryAt: null, lastError: null, lastOkAt: now() }
                : { leaseUntil: null, holder: null, failures: sql`${jobRuns.failures} + 1`, retryAt, lastError: "Fejlede; se serverens log" },
            )
            .where(and(eq(jobRuns.name, job.name), eq(jobRuns.holder, holder)));
          // A timer can fire a millisecond before the wall clock that `now()` reads reaches retryAt; the
          // claim would then find the backoff still running and the job would sleep a whole checkMs.
          if (retryAt) wait = Math.min(wait, retryAt.getTime() - now().getTime() + RETRY_MARGIN_MS);
        }
      } catch (error) {
        // The claim itself failed (the database is away): look again after the usual wait.
        log.warn(`${job.title}: kunne ikke se, om jobbet skal køre`, { job: job.name, ...errorFields(error) });
        round = "failed";
      }
      onRound(job.name, round);
      if (!signal.aborted) await wake(Math.min(wait, next.getTime() - now().getTime() + 1_000));
    }
  };
  const done = loop().catch((error) => log.error(`${job.title}: jobbet stoppede uventet`, { job: job.name, ...errorFields(error) }));
  return {
    kick() {
      kicked = true;
      poke?.();
    },
    done,
  };
}
