/**
 * The engines the data tests run on: embedded PGlite (in memory, migrated) always, and a real
 * PostgreSQL server when TEST_DATABASE_URL is set (.ci/run starts Debian's postgresql). Each
 * PostgreSQL test file gets its own throwaway database.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Db } from "../../../app/server/db.server.ts";

export type TestDatabase = { db: Db; url?: string; close: () => Promise<void> };
export type Engine = { name: "pglite" | "postgres"; open: () => Promise<TestDatabase> };

async function openPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `salgskraft_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    db: handle.db,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function engines(): Engine[] {
  const list: Engine[] = [
    {
      name: "pglite",
      open: async () => {
        const handle = await openDatabase({});
        return { db: handle.db, close: handle.close };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", open: () => openPostgres(url) });
  return list;
}
