/**
 * The database schema (PostgreSQL dialect; the same tables on PGlite and on a PostgreSQL server).
 * Migrations in drizzle/ are generated from this file with `npm run db:generate` and committed.
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const enquiryKinds = ["contact", "quote", "job_application", "newsletter"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

export const enquiryStatuses = ["new", "in_progress", "completed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Every form on the site lands here: one inbox for staff (spec §3 contact_submissions). */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    company: text("company"),
    email: text("email").notNull(),
    phone: text("phone"),
    /** business | freelancer | anything else (shown as Information) */
    interest: text("interest"),
    status: text("status").$type<EnquiryStatus>().notNull().default("new"),
    message: text("message"),
    kind: text("kind").$type<EnquiryKind>().notNull(),
    /** Path of the page the form was sent from. */
    source: text("source").notNull(),
    /** Form-specific fields (project type, budget, applied-for job, consent...). */
    extra: jsonb("extra").$type<Record<string, unknown>>().notNull().default({}),
    /** Same content sent twice (double click, resent POST) stores one row. */
    dedupeKey: text("dedupe_key").notNull().unique(),
  },
  (table) => [
    index("contact_submissions_created_at_idx").on(table.createdAt.desc()),
    index("contact_submissions_status_idx").on(table.status, table.createdAt.desc()),
    index("contact_submissions_kind_idx").on(table.kind, table.createdAt.desc()),
    check("contact_submissions_status_check", sql`${table.status} in ('new', 'in_progress', 'completed')`),
    check("contact_submissions_kind_check", sql`${table.kind} in ('contact', 'quote', 'job_application', 'newsletter')`),
  ],
);

/** Notifications waiting to be mailed; written in the same transaction as the enquiry. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: uuid("submission_id").references(() => contactSubmissions.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    replyTo: text("reply_to"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_pending_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

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

export const staffUsers = pgTable("staff_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions: the cookie carries a random token, the table its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end (8 h after login). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Last request seen (written at most once a minute); 30 min without one ends the session. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_expires_at_idx").on(table.expiresAt)],
);

export type Submission = typeof contactSubmissions.$inferSelect;
export type NewSubmission = typeof contactSubmissions.$inferInsert;
