/**
 * Staff, their sessions, invitations, failed logins and the drafts kept over an expired session.
 * Part of the database schema; app/server/schema.server.ts gathers every domain's tables for
 * drizzle-kit (`npm run db:generate`) and the database module.
 */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** editor (Redaktør): edits content in /admin/indhold and sees no enquiries. */
export const staffRoles = ["owner", "staff", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Stored instead of a hash until the person sets a password: no password verifies against it. */
export const NO_PASSWORD = "!";

export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    /**
     * The name colleagues and customers see (assignment menus, history, meetings, mails) instead
     * of the e-mail address. Asked at invitation, editable by the person and the owner; accounts
     * from before it got one made from the address, and so does an account inserted without one
     * (a trigger, drizzle/0016: scripts, old backups).
     */
    displayName: text("display_name").notNull().default(""),
    /** "!" until an invited person sets a password (no scrypt hash matches it). */
    passwordHash: text("password_hash").notNull(),
    /** owner: staff accounts and the audit view; staff: the inbox. */
    role: text("role").$type<StaffRole>().notNull().default("staff"),
    /** A disabled account cannot log in; its sessions were ended when it was disabled. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("staff_users_role_check", sql`${table.role} in ('owner', 'staff', 'editor')`),
    check("staff_users_display_name_check", sql`char_length(${table.displayName}) between 1 and 60`),
  ],
);

/** One-time links to set a password: an invitation or a reset by the owner. The table keeps the token's SHA-256. */
export const staffInvites = pgTable(
  "staff_invites",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"invite" | "reset">().notNull(),
    createdBy: uuid("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("staff_invites_user_idx").on(table.userId)],
);

/**
 * What a staff member had typed into an admin form when their session had ended (logged out in
 * another tab, idle timeout): kept for DRAFT_HOURS under the SHA-256 of a random token that only
 * the login redirect carries, so the page comes back with the text after login
 * (app/server/auth/drafts.server.ts). Passwords and the CSRF token are never kept.
 */
export const adminDrafts = pgTable(
  "admin_drafts",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The admin page the form was on (its path, no query). */
    path: text("path").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_drafts_created_at_idx").on(table.createdAt)],
);

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
