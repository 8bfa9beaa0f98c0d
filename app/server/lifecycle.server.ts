/**
 * Start-up and shutdown of everything behind the routes: configuration, database (migrated),
 * session secret and the mail outbox worker. Called by server/main.ts before it listens, and by
 * the route modules lazily in development (where Vite serves the app).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildConfig } from "../config/build-config.ts";
import { EventCollector, urlHost } from "./analytics.server.ts";
import { acquireDataDir, releaseDataDir } from "./data-dir-lock.server.ts";
import { connect, disconnect, type Db } from "./db.server.ts";
import { getEnv, type Env } from "./env.server.ts";
import { log, setLogLevel } from "./log.server.ts";
import { startOutboxWorker } from "./outbox.server.ts";
import { startRetentionJob } from "./retention.server.ts";

type Runtime = { env: Env; db: Db; engine: "pglite" | "postgres"; sessionSecret: string; kickOutbox: () => void; analytics: EventCollector; stop: () => Promise<void> };

const store = globalThis as typeof globalThis & { __salgskraftRuntime?: Promise<Runtime> };

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

async function start(): Promise<Runtime> {
  const env = getEnv();
  setLogLevel(env.LOG_LEVEL);
  const started = Date.now();
  if (!env.DATABASE_URL) acquireDataDir(env.DATA_DIR);
  const handle = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  log.info("Database klar", { engine: handle.engine, ms: Date.now() - started });
  const worker = startOutboxWorker(handle.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }, env.OUTBOX_POLL_MS);
  const retention = startRetentionJob(handle.db, { applicationsDays: env.RETENTION_APPLICATIONS_DAYS, enquiriesDays: env.RETENTION_ENQUIRIES_DAYS, analyticsRawDays: env.ANALYTICS_RAW_DAYS });
  // Page views from the beacon, buffered and inserted in batches (flushed below on shutdown).
  // (The page list needs the content modules, which only the server bundle can load.)
  const { knownPages } = await import("./known-pages.server.ts");
  const analytics = new EventCollector(handle.db, { siteHosts: [urlHost(buildConfig.siteUrl) ?? "localhost"], knownPages: knownPages() });
  return {
    env,
    db: handle.db,
    engine: handle.engine,
    sessionSecret: loadSessionSecret(env),
    kickOutbox: worker.kick,
    analytics,
    async stop() {
      await analytics.stop();
      await worker.stop();
      await retention.stop();
      await disconnect();
      if (!env.DATABASE_URL) releaseDataDir(env.DATA_DIR);
    },
  };
}

export function startServices(): Promise<Runtime> {
  store.__salgskraftRuntime ??= start().catch((error) => {
    store.__salgskraftRuntime = undefined;
    throw error;
  });
  return store.__salgskraftRuntime;
}

/** The running services; starts them on first use (development, tests). */
export function getRuntime(): Promise<Runtime> {
  return startServices();
}

export async function stopServices(): Promise<void> {
  const runtime = store.__salgskraftRuntime;
  store.__salgskraftRuntime = undefined;
  if (runtime) await (await runtime).stop();
}
