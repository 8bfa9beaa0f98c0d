/**
 * Start-up and shutdown of everything behind the routes: configuration, database (migrated),
 * session secret, the mail outbox worker and the retention job. server/main.ts starts them once
 * before it listens (through server/app.ts; `npm run dev` through the dev server plugin in
 * vite.config.ts) and hands the Runtime to every request in React Router's context:
 * loaders and actions read it with `context.get(runtimeContext)` (context.server.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildConfig } from "../../config/build-config.ts";
import { EventCollector } from "../analytics/collect.server.ts";
import { analyticsRefreshJob } from "../analytics/rollup.server.ts";
import { urlHost } from "../analytics/parsing.server.ts";
import { startControlSocket } from "../backup/control-socket.server.ts";
import { nightlyBackupJob } from "../backup/runs.server.ts";
import { acquireDataDir, releaseDataDir } from "./data-dir-lock.server.ts";
import { checkPrivateDataDir } from "./data-dir-modes.server.ts";
import { sql } from "drizzle-orm";
import { diskFull, openDatabase, probeDiskSpace, unreachableRecently, type Db } from "./db.server.ts";
import { getEnv, type Env } from "./env.server.ts";
import { stopAll } from "./graceful-stop.server.ts";
import { log, setLogLevel } from "./log.server.ts";
import { contentSchedulerJob, seedJobs } from "../content/store.server.ts";
import { articleSchedulerJob, seedArticles } from "../content/article-store.server.ts";
import { runtimeClock, type Clock } from "./clock.server.ts";
import { startJobs } from "./jobs.server.ts";
import { outboxJob } from "../mail/outbox.server.ts";
import { BOOKING_RATE_WINDOW_SECONDS } from "./rate-limit.server.ts";
import { retentionJob } from "../inbox/retention.server.ts";
import { morningMailJob } from "../inbox/follow-ups.server.ts";
import { webhookJob } from "../webhooks/webhooks.server.ts";
import { busyCalendarConfig, busyCalendarJob } from "../booking/busy-calendars.server.ts";
import { mailboxJob } from "../mail/inbound-mail.server.ts";
import { startContentSync, type ContentSync } from "../content/sync.server.ts";
import { setPublishedFacts } from "../content/facts.server.ts";

/** The running services of this server process. */
export type Runtime = {
  env: Env;
  db: Db;
  engine: "pglite" | "postgres";
  /** "Now" for business logic: the wall clock, or TEST_CLOCK's in tests (app/server/platform/clock.server.ts). */
  now: Clock;
  /** Signs form tokens, newsletter links and rate-limit keys (SESSION_SECRET or generated in DATA_DIR). */
  sessionSecret: string;
  /** Wakes the outbox and webhook workers after a transaction queued mail or webhook deliveries. */
  kickOutbox: () => void;
  /** Page views from the beacon, buffered and inserted in batches (app/server/analytics/collect.server.ts). */
  analytics: EventCollector;
  /**
   * /readyz: whether this instance can take writes (optional only for tests that build a Runtime by hand). Not while the database does not answer (a
   * PostgreSQL restart or outage, the PGlite thread restarting) nor while the disk is full.
   */
  ready?: () => Promise<{ ok: true } | { ok: false; reason: string }>;
  /**
   * Why a request that failed did so for want of the database (unreachable within the last few
   * seconds, or the disk full): a Danish sentence for the 503 that replaces its 500. Undefined
   * when the database is fine, so a real fault stays a 500.
   */
  unavailable?: () => string | undefined;
  /**
   * The published content this instance serves (app/server/content/sync.server.ts): loaders read
   * its snapshot through `contentContext`; optional only for tests that build a Runtime by hand.
   */
  content?: ContentSync;
  /** Stops the workers and closes the database. */
  stop: () => Promise<void>;
};

function loadSessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  // Generated once and kept beside the embedded database, so sessions survive restarts.
  const file = path.resolve(env.DATA_DIR, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Starts everything; call once per process (the embedded database may be opened only once). */
export async function startServices(): Promise<Runtime> {
  const env = getEnv();
  setLogLevel(env.LOG_LEVEL);
  const started = Date.now();
  if (!env.DATABASE_URL) {
    // Before anything creates a file there: umask 0077, and no file open to other users.
    checkPrivateDataDir(env.DATA_DIR);
    acquireDataDir(env.DATA_DIR);
  }
  const now = runtimeClock(env.TEST_CLOCK);
  if (env.TEST_CLOCK) log.warn("TEST_CLOCK er sat: serverens ur starter ved et andet tidspunkt end det rigtige (kun til test)", { now: now().toISOString() });
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolWaitMs: env.DATABASE_POOL_WAIT_SECONDS * 1000 });
  log.info("Database klar", { engine: handle.engine, ms: Date.now() - started });
  // A fresh install shows today's site: the repository's jobs go into the content store once.
  const seeded = await seedJobs(handle.db, (await import("../../content/jobs.ts")).jobs);
  if (seeded) log.info("Indhold lagt i databasen fra repositoriet", { jobs: seeded });
  const seededArticles = await seedArticles(handle.db);
  if (seededArticles) log.info("Indhold lagt i databasen fra repositoriet", { articles: seededArticles });
  const retention = retentionJob(handle.db, {
    applicationsDays: env.RETENTION_APPLICATIONS_DAYS,
    enquiriesDays: env.RETENTION_ENQUIRIES_DAYS,
    analyticsRawDays: env.ANALYTICS_RAW_DAYS,
    // The longest window in use: a day's bookings must not be pruned mid-day.
    rateLimitWindowSeconds: Math.max(env.FORM_RATE_WINDOW_SECONDS, BOOKING_RATE_WINDOW_SECONDS),
  });
  // Page views from the beacon, buffered and inserted in batches (flushed below on shutdown).
  // (The page list needs the content modules, which only the server bundle can load.)
  const { knownPages } = await import("../intake/known-pages.server.ts");
  // With the embedded database also `npm run backup` through DATA_DIR/control.sock.
  const control = env.DATABASE_URL ? undefined : await startControlSocket(env.DATA_DIR, handle.db, handle.engine);
  const sessionSecret = loadSessionSecret(env);
  if (!env.IMAP_URL) log.info("IMAP_URL er ikke sat: svar på mails fra indbakken kommer i den fælles postkasse og vises ikke på henvendelsen");
  // The published content and its version, polled every 2 s (docs/decisions/publishing.md).
  const content = await startContentSync(handle.db);
  // Mails and jobs outside a request state the newest published fact sheet (app/server/content/facts.server.ts).
  setPublishedFacts(() => content.current().facts);
  // A job published since the build is a page too.
  const pages = { has: (page: string) => knownPages().has(page) || content.current().jobs.some((job) => job.path === page) };
  const analytics = new EventCollector(handle.db, { now, siteHosts: [urlHost(buildConfig.siteUrl) ?? "localhost"], knownPages: pages, secret: sessionSecret });
  const kickOutbox = () => {
    jobs.kick("outbox");
    jobs.kick("webhooks");
  };
  // Every background job, on one runner (app/server/platform/jobs.server.ts, docs/decisions/job-runner.md).
  const jobs = startJobs(
    handle.db,
    [
      outboxJob(handle.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }, env.OUTBOX_POLL_MS),
      // Outgoing webhooks: the same durable-queue pattern as the outbox (app/server/webhooks/webhooks.server.ts).
      webhookJob(
        handle.db,
        { sessionSecret, allowPrivate: env.WEBHOOK_ALLOW_PRIVATE, retryMs: env.WEBHOOK_RETRY_MS, timeoutMs: env.WEBHOOK_TIMEOUT_MS },
        env.OUTBOX_POLL_MS,
      ),
      // Each person's own calendar (a secret iCal address): its busy times block their booking slots.
      busyCalendarJob(handle.db, busyCalendarConfig(env, sessionSecret)),
      // Answers to staff replies, read from the mailbox (app/server/mail/inbound-mail.server.ts).
      env.IMAP_URL
        ? mailboxJob(
            handle.db,
            {
              imapUrl: env.IMAP_URL,
              siteUrl: buildConfig.siteUrl,
              ownAddress: env.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM,
              notifyTo: env.NOTIFY_TO,
            },
            env.IMAP_POLL_MS,
          )
        : undefined,
      // Each person's morning mail of due follow-ups; every instance looks, the database lets one send it.
      morningMailJob(handle.db, { siteUrl: buildConfig.siteUrl, hour: env.FOLLOW_UP_MAIL_HOUR, pollMs: env.FOLLOW_UP_POLL_MS }, () => jobs.kick("outbox")),
      // /admin/analytics reads roll-ups only; today's is refreshed every ANALYTICS_REFRESH_SECONDS.
      analyticsRefreshJob(handle.db, env.ANALYTICS_REFRESH_SECONDS),
      retention,
      // Nightly backup into BACKUP_DIR: on the wall clock, as its files, `npm run backup` and the owner's warning are.
      nightlyBackupJob(handle.db, handle.engine, { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP }),
      // The content version, polled every 2 s (app/server/content/sync.server.ts).
      content.job,
      // Scheduled publications take effect on whichever instance looks first (row locks decide), after the site's checks.
      contentSchedulerJob(handle.db, now, () => content.measure),
      articleSchedulerJob(handle.db, now, () => content.measure),
    ].filter((job) => job !== undefined),
    { now },
  );
  return {
    content,
    env,
    db: handle.db,
    engine: handle.engine,
    now,
    sessionSecret,
    kickOutbox,
    analytics,
    unavailable() {
      if (diskFull()) return "Disken er fuld, så vi kan ikke gemme noget lige nu. Prøv igen om lidt.";
      if (unreachableRecently()) return "Databasen svarer ikke lige nu. Prøv igen om et øjeblik.";
      return undefined;
    },
    async ready() {
      // The embedded database's disk is DATA_DIR's: a small write there tells when space is back
      // even if no proxy sends this instance a write meanwhile. With PostgreSQL the flag clears
      // with the next write that succeeds (a form, a background job).
      if (diskFull() && !env.DATABASE_URL) probeDiskSpace(path.resolve(env.DATA_DIR));
      if (diskFull()) return { ok: false, reason: "disken er fuld: intet kan gemmes" };
      try {
        await handle.db.execute(sql`select 1`);
        return { ok: true };
      } catch {
        return { ok: false, reason: "databasen svarer ikke" };
      }
    },
    async stop() {
      // A stalled relay, a slow mailbox or a long backup must not hold the stop or fail it
      // (graceful-stop.server.ts); whatever a job leaves undone is claimed again after its lease.
      await stopAll([
        { name: "analytics", stop: () => analytics.stop() },
        ...jobs.stoppables(),
        { name: "content", stop: content.stop },
        ...(control ? [{ name: "control-socket", stop: control.stop }] : []),
      ]);
      // The database gets longer: closing PGlite writes a checkpoint.
      await stopAll([{ name: "database", stop: () => handle.close() }], 15_000);
      if (!env.DATABASE_URL) releaseDataDir(env.DATA_DIR);
    },
  };
}
