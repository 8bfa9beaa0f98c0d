/**
 * The engines the data tests run on: embedded PGlite (in memory, migrated) always, and a real
 * PostgreSQL server when TEST_DATABASE_URL is set (.ci/run starts Debian's postgresql). Each
 * PostgreSQL test file gets its own throwaway database.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { jobs } from "../../../app/content/jobs.ts";
import { seedJobs } from "../../../app/server/content/store.server.ts";
import { openDatabase, type Db } from "../../../app/server/platform/db.server.ts";

export type TestDatabase = { db: Db; url?: string; close: () => Promise<void> };
export type Engine = { name: "pglite" | "postgres"; open: () => Promise<TestDatabase> };

/**
 * An empty database on the PostgreSQL server `baseUrl` points at, named `<prefix>_<random>`: its URL,
 * and `drop()`, which removes it even while connections are still open.
 */
export async function createScratchDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function openPostgres(baseUrl: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(baseUrl, "salgskraft_test");
  const handle = await openDatabase({ databaseUrl: scratch.url });
  // A fresh install's content: the repository's nine jobs, published (as on first start).
  await seedJobs(handle.db, jobs);
  return {
    db: handle.db,
    url: scratch.url,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

export function engines(): Engine[] {
  const list: Engine[] = [
    {
      name: "pglite",
      open: async () => {
        const handle = await openDatabase({});
        await seedJobs(handle.db, jobs);
        return { db: handle.db, close: handle.close };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openPostgres(url) });
  return list;
}
