/**
 * Keeps this instance's content snapshot in step with the store. Every POLL_MS (a job of the
 * runner, app/server/platform/jobs.server.ts; `job` below, registered by lifecycle) it reads
 * content_state.version (one indexed single-row select); when the version moved it loads the new
 * snapshot, hands it to dynamic requests at once and to the listeners (server/main.ts
 * regenerates the prerendered pages from it, app/server/content/overlay.server.ts). Every
 * EXPIRY_CHECK_MS it closes the jobs past their validThrough, which bumps the version like any
 * other change.
 */
import type { Db } from "../platform/db.server.ts";
import type { Job } from "../platform/jobs.server.ts";
import type { PageMeasure } from "./checks.server.ts";
import { errorFields, log } from "../platform/log.server.ts";
import { closeExpiredJobs, loadSnapshot, readContentVersion, snapshotFromFiles, type ContentSnapshot } from "./snapshot.server.ts";

/** How often each instance asks for the version: the brief's "live within 10 s" with room for the render. */
export const POLL_MS = 2_000;
/** How often each instance looks for jobs past their validThrough. */
export const EXPIRY_CHECK_MS = 60_000;

export type ContentSync = {
  /** The newest snapshot this instance has loaded. */
  current(): ContentSnapshot;
  /** Called with every new snapshot, one at a time; a new version that arrives meanwhile waits. */
  subscribe(listener: (snapshot: ContentSnapshot) => Promise<void> | void): void;
  /** Looks now instead of at the next tick (tests, the editor after its own publish). */
  check(): Promise<void>;
  /** The poll as a job of the runner: every POLL_MS, `check()`. Its failures are the sync's own (logged once, retried at the next poll). */
  job: Job;
  /** How this instance renders and measures a page for the editor's checks (server/main.ts sets it; none in dev and in tests of the store). */
  measure: PageMeasure | undefined;
  stop(): Promise<void>;
};

/**
 * Loads the store's snapshot once and returns the sync; its polling is `job`, which the caller
 * puts on the job runner (lifecycle). Without the runner nothing polls: `check()` looks on demand.
 */
export async function startContentSync(db: Db, options: { pollMs?: number; expiryCheckMs?: number } = {}): Promise<ContentSync> {
  const pollMs = options.pollMs ?? POLL_MS;
  const expiryCheckMs = options.expiryCheckMs ?? EXPIRY_CHECK_MS;
  let current: ContentSnapshot = snapshotFromFiles();
  let loadedVersion: number | undefined;
  const listeners: ((snapshot: ContentSnapshot) => Promise<void> | void)[] = [];
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastExpiryCheck = 0;
  let failing = false;

  async function tick() {
    if (Date.now() - lastExpiryCheck >= expiryCheckMs) {
      lastExpiryCheck = Date.now();
      const closed = await closeExpiredJobs(db);
      if (closed.length) log.info("Job lukket, fordi deres sidste ansøgningsdato er passeret", { slugs: closed.join(",") });
    }
    // The first look always loads: the store may hold content at any version, even 0.
    if (loadedVersion !== undefined && (await readContentVersion(db)) === loadedVersion) return;
    const snapshot = await loadSnapshot(db);
    const first = loadedVersion === undefined;
    loadedVersion = snapshot.version;
    if (first && snapshot.source === "files") return;
    current = snapshot;
    log.info("Nyt indhold", { version: snapshot.version, jobs: snapshot.jobs.length, closed: snapshot.closedJobs.length });
    for (const listener of listeners) await listener(snapshot);
  }

  function check(): Promise<void> {
    running ??= tick()
      .then(() => {
        if (failing) log.info("Indholdet kan læses igen");
        failing = false;
      })
      .catch((error: unknown) => {
        // The database away (a restart): the site keeps serving what it has and looks again.
        if (!failing) log.warn("Kunne ikke læse indholdets version", errorFields(error));
        failing = true;
      })
      .finally(() => (running = undefined));
    return running;
  }

  await check();
  return {
    current: () => current,
    subscribe(listener) {
      listeners.push(listener);
    },
    check,
    // check() never throws (a failing read is logged once and tried again at the next poll), so
    // the runner's backoff never stretches the 2 s poll.
    job: { name: "content-sync", title: "Indholdets version", every: pollMs, firstMs: pollMs, run: () => (stopped ? Promise.resolve() : check()) },
    measure: undefined,
    async stop() {
      if (stopped) return;
      stopped = true;
      await running;
    },
  };
}
