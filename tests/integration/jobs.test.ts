/**
 * The job runner (app/server/platform/jobs.server.ts) on both engines: a daily job runs once per
 * Copenhagen slot with two runners on one database (two connections on PostgreSQL), a lease held
 * by an instance that died is taken over once it runs out, failures back off at doubling waits, a
 * kick runs an interval job at once, and stop waits for the run in progress. Every wait is for an
 * event (a round reported by the runner); no test sleeps.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/platform/db.server.ts";
import { backoffDelay, dailySlot, startJobs, type Job, type Round } from "../../app/server/platform/jobs.server.ts";
import { jobRuns } from "../../app/server/schema.server.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { scaled } from "../support/scaled.ts";

/** Rounds reported by a runner, and a way to wait for one that matches. */
function rounds() {
  const seen: { name: string; round: Round }[] = [];
  const waiters = new Set<() => void>();
  return {
    seen,
    onRound(name: string, round: Round) {
      seen.push({ name, round });
      for (const waiter of waiters) waiter();
    },
    count: (name: string, round?: Round) => seen.filter((item) => item.name === name && (!round || item.round === round)).length,
    until(check: () => boolean, ms = 30_000): Promise<void> {
      if (check()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error("Jobbet nåede ikke dertil i tide"));
        }, ms);
        const waiter = () => {
          if (!check()) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve();
        };
        waiters.add(waiter);
      });
    },
  };
}

describe("the Copenhagen slot of a daily job", () => {
  it("is today's time once it has passed, else yesterday's, across a daylight-saving change", () => {
    // 03:00 on Sunday 28 March 2027 does not exist in Copenhagen (02:00 -> 03:00 CEST); 03:00 CEST is 01:00Z.
    expect(dailySlot(new Date("2027-03-28T01:30:00Z"), { hour: 3 })).toEqual({
      slot: new Date("2027-03-28T01:00:00Z"),
      next: new Date("2027-03-29T01:00:00Z"),
    });
    expect(dailySlot(new Date("2027-03-28T00:30:00Z"), { hour: 3 }).slot).toEqual(new Date("2027-03-27T02:00:00Z"));
    // 04:29 in Copenhagen (CET): 04:30 has not come yet, so the slot is yesterday's.
    expect(dailySlot(new Date("2027-01-10T03:29:00Z"), { hour: 4, minute: 30 }).slot).toEqual(new Date("2027-01-09T03:30:00Z"));
    expect(dailySlot(new Date("2027-01-10T03:30:00Z"), { hour: 4, minute: 30 }).slot).toEqual(new Date("2027-01-10T03:30:00Z"));
  });

  it("backs off at doubling waits up to its ceiling", () => {
    expect([1, 2, 3, 4, 5].map((failures) => backoffDelay({ firstMs: 100, maxMs: 1000 }, failures))).toEqual([100, 200, 400, 800, 1000]);
  });
});

describe.each(engines())("the job runner on $name", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  }, scaled(180_000));
  afterAll(async () => {
    await database?.close();
  });

  it("runs a daily job once per slot with two instances on one database, and again at the next slot", async () => {
    let at = new Date("2027-03-17T02:10:00Z"); // 03:10 in Copenhagen
    const now = () => at;
    const second = database.url ? await openDatabase({ databaseUrl: database.url }) : { db: database.db, close: async () => {} };
    const log = rounds();
    let running = 0;
    let most = 0;
    const ran: Date[] = [];
    const job: Job = {
      name: "nightly-test",
      title: "Testjob",
      daily: { hour: 3 },
      firstMs: 0,
      checkMs: 10,
      async run(context) {
        running++;
        most = Math.max(most, running);
        ran.push(context.now());
        // Long enough that the other instance looks while it runs.
        await log.until(() => log.seen.length > 6);
        running--;
      },
    };
    const runners = [startJobs(database.db, [job], { now, onRound: log.onRound }), startJobs(second.db, [job], { now, onRound: log.onRound })];
    try {
      await log.until(() => log.count("nightly-test", "ok") === 1 && log.count("nightly-test", "skipped") >= 6);
      expect(ran).toHaveLength(1);
      const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, "nightly-test"));
      expect(row?.doneSlot).toEqual(new Date("2027-03-17T02:00:00Z"));
      expect(row?.leaseUntil).toBeNull();
      // The next night.
      at = new Date("2027-03-18T02:01:00Z");
      const skipped = log.count("nightly-test", "skipped");
      await log.until(() => log.count("nightly-test", "ok") === 2 && log.count("nightly-test", "skipped") >= skipped + 6);
      expect(ran).toHaveLength(2);
      expect(most).toBe(1);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await second.close();
    }
  });

  it("leaves a slot leased by another instance alone until its lease runs out, then runs it", async () => {
    let at = new Date("2027-03-17T04:00:00Z");
    await database.db.insert(jobRuns).values({ name: "leased-test", holder: "an-instance-that-died", leaseUntil: new Date(at.getTime() + 30 * 60_000) });
    const log = rounds();
    let ran = 0;
    const runner = startJobs(
      database.db,
      [{ name: "leased-test", title: "Testjob", daily: { hour: 3 }, firstMs: 0, checkMs: 10, run: async () => void ran++ }],
      { now: () => at, onRound: log.onRound },
    );
    try {
      await log.until(() => log.count("leased-test", "skipped") >= 3);
      expect(ran).toBe(0);
      at = new Date(at.getTime() + 31 * 60_000);
      await log.until(() => log.count("leased-test", "ok") === 1);
      expect(ran).toBe(1);
    } finally {
      await runner.stop();
    }
  });

  it("retries a failed daily run after its backoff and then marks the slot done", async () => {
    const at = Date.parse("2027-03-17T04:00:00Z");
    const started = Date.now();
    const log = rounds();
    let calls = 0;
    const runner = startJobs(
      database.db,
      [
        {
          name: "flaky-test",
          title: "Testjob",
          daily: { hour: 3 },
          firstMs: 0,
          checkMs: 60_000,
          backoff: { firstMs: 20, maxMs: 20 },
          async run() {
            if (++calls === 1) throw new Error("første forsøg fejler");
          },
        },
      ],
      { now: () => new Date(at + Date.now() - started), onRound: log.onRound },
    );
    try {
      await log.until(() => log.count("flaky-test", "ok") === 1);
      expect(log.seen.map((item) => item.round).filter((round) => round !== "skipped")).toEqual(["failed", "ok"]);
      const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, "flaky-test"));
      expect(row).toMatchObject({ doneSlot: new Date("2027-03-17T02:00:00Z"), failures: 0, retryAt: null, leaseUntil: null });
    } finally {
      await runner.stop();
    }
  });

  it("backs off an interval job at doubling waits until it works", async () => {
    const log = rounds();
    const attempts: number[] = [];
    const runner = startJobs(
      database.db,
      [
        {
          name: "failing-test",
          title: "Testjob",
          every: 10,
          firstMs: 0,
          backoff: { firstMs: 40, maxMs: 1000 },
          async run() {
            attempts.push(performance.now());
            if (attempts.length <= 4) throw new Error("nede");
          },
        },
      ],
      { onRound: log.onRound },
    );
    try {
      await log.until(() => log.count("failing-test", "ok") >= 1);
    } finally {
      await runner.stop();
    }
    // Timers never fire early, so each wait is at least its doubled delay, however loaded the machine.
    const gaps = attempts.slice(1, 5).map((time, index) => time - attempts[index]!);
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(40 * 2 ** index - 2));
  });

  it("runs an interval job at once on a kick, and stop waits for the run in progress", async () => {
    const log = rounds();
    let release: (() => void) | undefined;
    let secondStarted: () => void = () => {};
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    let sawStop = false;
    let runs = 0;
    const runner = startJobs(
      database.db,
      [
        {
          name: "kicked-test",
          title: "Testjob",
          every: 3_600_000,
          firstMs: 0,
          async run({ signal }) {
            runs++;
            if (runs === 2) {
              const released = new Promise<void>((resolve) => (release = resolve));
              secondStarted();
              await released;
              sawStop = signal.aborted;
            }
          },
        },
      ],
      { onRound: log.onRound },
    );
    await log.until(() => runs === 1 && log.count("kicked-test") === 1);
    // An hour's interval: only the kick can start the second run.
    runner.kick("kicked-test");
    await second;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release!();
    await stopping;
    expect(sawStop).toBe(true);
    expect(log.count("kicked-test", "ok")).toBe(2);
  });
});
