/**
 * The database handle: embedded PGlite in DATA_DIR by default (in a worker thread,
 * app/server/pglite-worker.server.ts), a PostgreSQL server when DATABASE_URL is set. Both speak
 * the PostgreSQL dialect through Drizzle, so every query in app/server runs unchanged on either.
 * Migrations from drizzle/ are applied at start under an advisory lock, so several instances may
 * start at once.
 */
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { makePrivate, privateUmask } from "./data-dir-modes.server.ts";
import * as schema from "./schema.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = { db: Db; engine: "pglite" | "postgres"; close: () => Promise<void> };

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

export type DbOptions = { databaseUrl?: string; dataDir?: string; migrate?: boolean };

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    if (options.migrate !== false) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        await client.end();
      }
    }
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on("error", (error) => console.error(JSON.stringify({ level: "error", msg: "PostgreSQL pool error", error: error.message })));
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
  const client = await openPgliteWorker(dataDir);
  const db = drizzle({ client: client as unknown as PGlite, schema });
  if (options.migrate !== false) await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  if (dataDir && !dataDir.startsWith("memory://")) makePrivate(dataDir);
  return { db: db as unknown as Db, engine: "pglite", close: () => client.close() };
}
