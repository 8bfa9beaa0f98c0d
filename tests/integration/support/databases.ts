/**
 * The engines the data tests run on: embedded PGlite always, and a real PostgreSQL server when
 * TEST_DATABASE_URL is set (.ci/run starts Debian's postgresql). Each test file gets its own
 * throwaway database, a copy of the one the integration project's global setup migrated
 * (tests/integration/support/global-setup.ts): a copied PGlite data directory, a PostgreSQL
 * `CREATE DATABASE … TEMPLATE`. `openDatabase` still runs the migrations on it (none are pending).
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { jobs } from "../../../app/content/jobs.ts";
import { seedJobs } from "../../../app/server/content/store.server.ts";
import { openDatabase, type Db } from "../../../app/server/platform/db.server.ts";
import { copyDataDir } from "../../support/data-dir.ts";
import { scaled } from "../../support/scaled.ts";

export type TestDatabase = { db: Db; url?: string; close: () => Promise<void> };
export type Engine = { name: "pglite" | "postgres"; open: () => Promise<TestDatabase> };

/**
 * A database on the PostgreSQL server `baseUrl` points at, named `<prefix>_<random>`, empty or a
 * copy of `template`: its URL, and `drop()`, which removes it even while connections are still open.
 */
export async function createScratchDatabase(baseUrl: string, prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
  const scratch = await createScratchDatabase(baseUrl, "salgskraft_test", inject("postgresTemplate") || undefined);
  // A query waits for one of the pool's 10 connections as long as the machine's load asks (30 s
  // quiet, as DATABASE_POOL_WAIT_SECONDS' default): at load 30, 2,000 concurrent submissions
  // (enquiries.test.ts) drained slower than 30 s and the last got pg-pool's timeout.
  const handle = await openDatabase({ databaseUrl: scratch.url, poolWaitMs: scaled(30_000) });
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
        const template = inject("pgliteTemplateDir");
        if (!template) {
          const handle = await openDatabase({});
          await seedJobs(handle.db, jobs);
          return { db: handle.db, close: handle.close };
        }
        const dir = copyDataDir(template, "salgskraft-it-");
        const handle = await openDatabase({ dataDir: dir });
        // A fresh install's content: the repository's nine jobs, published (as on first start).
        await seedJobs(handle.db, jobs);
        return {
          db: handle.db,
          async close() {
            await handle.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openPostgres(url) });
  return list;
}
