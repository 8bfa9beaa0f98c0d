/**
 * The database handle: embedded PGlite in DATA_DIR by default (in a worker thread,
 * app/server/platform/pglite-worker.server.ts), a PostgreSQL server when DATABASE_URL is set. Both speak
 * the PostgreSQL dialect through Drizzle, so every query in app/server runs unchanged on either.
 * Migrations from drizzle/ are applied at start under an advisory lock, so several instances may
 * start at once.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { makePrivate, privateUmask } from "./data-dir-modes.server.ts";
import { log } from "./log.server.ts";
import * as schema from "../schema.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = { db: Db; engine: "pglite" | "postgres"; close: () => Promise<void> };

/**
 * Disk full: a write that failed for want of space (PostgreSQL's 53100, ENOSPC from PGlite's
 * files) marks the database as not ready (/readyz answers 503) until a write succeeds again.
 * Reads keep working meanwhile, so `select 1` alone would report ready while nothing can be saved.
 */
let diskFullSince: Date | undefined;

/** When writes began failing for want of disk space, or undefined while they succeed. */
export function diskFull(): Date | undefined {
  return diskFullSince;
}

/** Whether an error (or any error in its cause chain: Drizzle wraps the driver's) says the disk is full. */
export function isDiskFullError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, errno, message } = current as { code?: unknown; errno?: unknown; message?: unknown };
    if (code === "53100" || code === "ENOSPC" || errno === 28 || errno === -28) return true;
    if (typeof message === "string" && /No space left on device|ENOSPC|disk full/i.test(message)) return true;
  }
  return false;
}

/**
 * When a statement last failed because the database could not be reached: the server ended the
 * connection (a restart: 57P01), refused new ones (starting up, shutting down: 57P03), or was not
 * there at all (ECONNREFUSED), or the PGlite thread was restarting. A page that failed then is
 * the database's absence, answered with a Danish 503 (server/main.ts), not a fault of ours.
 */
let unreachableAt = 0;
const UNREACHABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
const UNREACHABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|not queryable|Databasetråden|Databasen genstarter/i;

/** Whether an error (or one in its cause chain) says the database could not be reached. */
export function isUnreachableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** Whether a statement failed for want of the database within the last `withinMs`. */
export function unreachableRecently(withinMs = 5_000): boolean {
  return Date.now() - unreachableAt < withinMs;
}

const WRITE_STATEMENT = /^\s*(insert|update|delete|commit|end\b)/i;

/**
 * The directory the embedded database writes to. There a successful statement is not proof that
 * the disk has room (a row may fit in a page already allocated): the flag clears only when a
 * small file can be written and synced there too.
 */
let embeddedDir: string | undefined;

/** Every statement's outcome passes here: a disk-full failure sets the flag, a successful write clears it. */
function noteOutcome(statement: string | undefined, error?: unknown) {
  if (error !== undefined) {
    if (isUnreachableError(error)) unreachableAt = Date.now();
    if (!diskFullSince && isDiskFullError(error)) {
      diskFullSince = new Date();
      log.error("Disken er fuld: databasen kan ikke gemme noget", { error: error instanceof Error ? error.message.slice(0, 200) : String(error) });
    }
    return;
  }
  if (diskFullSince && statement !== undefined && WRITE_STATEMENT.test(statement) && (!embeddedDir || canWrite(embeddedDir))) spaceBack();
}

function spaceBack() {
  log.info("Disken har plads igen; databasen kan gemme", { fullForMs: Date.now() - diskFullSince!.getTime() });
  diskFullSince = undefined;
}

/** Whether 256 KB can be written and synced in dir (the file is removed again). */
function canWrite(dir: string): boolean {
  const file = path.join(dir, `.diskprobe-${process.pid}`);
  try {
    const fd = openSync(file, "w", 0o600);
    try {
      writeSync(fd, Buffer.alloc(256 * 1024));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch {
    return false;
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * While the disk is marked full, /readyz tries a small write where the embedded database lives,
 * so an instance that no proxy sends writes to any more still notices the space coming back.
 */
export function probeDiskSpace(dir: string) {
  if (diskFullSince && canWrite(dir)) spaceBack();
}

/** The SQL text of a node-postgres query call: a string or a query config. */
function statementText(query: unknown): string | undefined {
  if (typeof query === "string") return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : undefined;
}

/** The rows of a raw `db.execute(sql...)`: node-postgres answers with `{ rows }`, some drivers with the array itself. */
export function resultRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** drizzle/ at the project root, found upward from this module (source or any bundle chunk). */
function findMigrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Fandt ikke mappen drizzle/ med databasemigreringer");
    dir = parent;
  }
}
export const MIGRATIONS_DIR = findMigrationsDir();
const MIGRATION_LOCK = 724_311;

export type DbOptions = {
  databaseUrl?: string;
  dataDir?: string;
  migrate?: boolean;
  /** PostgreSQL: how long a query waits for a free client of the pool (DATABASE_POOL_WAIT_SECONDS; default 30 s). */
  poolWaitMs?: number;
};

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    if (options.migrate !== false) {
      const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 10_000 });
      // A connection the server ends (a restart) emits 'error'; unheard, it would end the process.
      client.on("error", (error) => log.warn("PostgreSQL-forbindelsen til migreringen blev afbrudt", { error: error.message }));
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        await client.end();
      }
    }
    // connectionTimeoutMillis: a server that does not answer (a hung host, a full backlog) costs a
    // request a 503, not a wait until the visitor gives up. pg-pool counts the wait for a free client
    // in it too, so it must outlast a burst's queue (1,000 concurrent posts on 10 clients,
    // tests/integration/enquiries.test.ts; 5 s failed it on the CI machine) and stay under the
    // proxy's 60 s read timeout, so the visitor gets our Danish 503 rather than nginx's 504
    // (DATABASE_POOL_WAIT_SECONDS; a test on a busy machine scales it with the load).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: options.poolWaitMs ?? 30_000 });
    // An idle client that the server disconnects (restart, stop, pg_terminate_backend) is reported here.
    pool.on("error", (error) => log.warn("PostgreSQL afbrød en ledig forbindelse", { error: error.message }));
    // A refused connection fails in pool.connect, before any client's query: watched here too.
    for (const method of ["query", "connect"] as const) {
      const original = pool[method].bind(pool) as (...args: unknown[]) => unknown;
      (pool as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        const result = original(...args);
        if (result instanceof Promise)
          result.then(
            () => noteOutcome(method === "query" ? statementText(args[0]) : undefined),
            (error: unknown) => noteOutcome(undefined, error),
          );
        return result;
      };
    }
    pool.on("connect", (client) => {
      // A checked-out client has no pool listener: the server ending its connection between two
      // statements of a transaction emitted an unhandled 'error' and ended the process (issue 34).
      // The statement in flight fails on its own, and the pool drops the broken client on release.
      client.on("error", (error) => log.warn("PostgreSQL afbrød en forbindelse i brug", { error: error.message }));
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise)
          result.then(
            () => noteOutcome(statementText(args[0])),
            (error: unknown) => noteOutcome(undefined, error),
          );
        return result;
      }) as typeof client.query;
    });
    return { db: drizzle({ client: pool, schema }) as unknown as Db, engine: "postgres", close: () => pool.end() };
  }
  const { openPgliteWorker } = await import("./pglite-worker.server.ts");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir = options.dataDir;
  if (dataDir && !dataDir.startsWith("memory://")) {
    // The CLIs open DATA_DIR too: whatever PGlite creates is the server user's alone.
    privateUmask();
    dataDir = path.resolve(dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  }
  // Off the main thread: PGlite's WASM runs synchronously and would stall HTTP handling.
  if (dataDir && !dataDir.startsWith("memory://")) embeddedDir = dataDir;
  const client = await openPgliteWorker(dataDir, noteOutcome);
  const db = drizzle({ client: client as unknown as PGlite, schema });
  if (options.migrate !== false) await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  if (dataDir && !dataDir.startsWith("memory://")) makePrivate(dataDir);
  return { db: db as unknown as Db, engine: "pglite", close: () => client.close() };
}
