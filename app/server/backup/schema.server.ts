/**
 * Backup runs.
 * Part of the database schema; app/server/schema.server.ts gathers every domain's tables for
 * drizzle-kit (`npm run db:generate`) and the database module.
 */
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Backups taken by the nightly job and by `npm run backup` (app/server/backup/runs.server.ts): what the
 * owner sees in the admin. `slot` is the night a nightly run belongs to; its unique index lets
 * only one of several instances take it. ok is null while the run is under way.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<"nightly" | "manual">().notNull(),
    slot: timestamp("slot", { withTimezone: true }).unique(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ok: boolean("ok"),
    file: text("file"),
    bytes: bigint("bytes", { mode: "number" }),
    rows: bigint("rows", { mode: "number" }),
    error: text("error"),
  },
  (table) => [index("backup_runs_started_idx").on(table.startedAt.desc()), check("backup_runs_kind_check", sql`${table.kind} in ('nightly', 'manual')`)],
);
