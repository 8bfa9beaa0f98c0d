/**
 * A throwaway PostgreSQL database for a benchmark: created on the server `url` points at, migrated,
 * handed to `use`, and dropped afterwards whatever happens.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../app/server/platform/db.server.ts";

export async function withScratchPostgres<T>(url: string, use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const name = `salgskraft_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: target.toString() });
  try {
    return await use(postgres.db);
  } finally {
    await postgres.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
