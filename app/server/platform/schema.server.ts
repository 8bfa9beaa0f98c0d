/**
 * The platform's tables: rate-limit counters and failed-login counts, shared by every instance.
 * Part of the database schema; app/server/schema.server.ts gathers every domain's tables for
 * drizzle-kit (`npm run db:generate`) and the database module.
 */
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters shared by every app instance (forms, logins). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Failed staff logins per key (account+address, or address alone): after the threshold each
 * further failure makes the key wait longer; a successful login clears its account+address key.
 */
export const loginFailures = pgTable("login_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * The daily jobs of the job runner (app/server/platform/jobs.server.ts): the last Copenhagen slot
 * each has done, and a lease, so that of several instances on one PostgreSQL one runs a slot, once.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  doneSlot: timestamp("done_slot", { withTimezone: true }),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  holder: text("holder"),
  failures: integer("failures").notNull().default(0),
  retryAt: timestamp("retry_at", { withTimezone: true }),
  lastError: text("last_error"),
  lastOkAt: timestamp("last_ok_at", { withTimezone: true }),
});
