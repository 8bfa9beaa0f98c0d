/**
 * Meeting booking: settings, hosts, availability, days off, bookings and their claims.
 * Part of the database schema; app/server/schema.server.ts gathers every domain's tables for
 * drizzle-kit (`npm run db:generate`) and the database module.
 */
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "../auth/schema.server.ts";
import { contactSubmissions } from "../inbox/schema.server.ts";

export const meetingModes = ["phone", "video"] as const;
export type MeetingMode = (typeof meetingModes)[number];
export const meetingRoutings = ["round_robin", "by_topic"] as const;
export type MeetingRouting = (typeof meetingRoutings)[number];

/**
 * "Book et møde": the owner's settings, one row (id 1). Lengths offered (minutes), the buffer after
 * each meeting, the minimum notice in working hours, how far ahead, how the meeting happens, and
 * whether meetings go round-robin or to whoever takes the topic.
 */
export const meetingSettings = pgTable(
  "meeting_settings",
  {
    id: integer("id").primaryKey().default(1),
    lengths: jsonb("lengths").$type<number[]>().notNull().default([20, 45]),
    bufferMinutes: integer("buffer_minutes").notNull().default(15),
    noticeHours: integer("notice_hours").notNull().default(4),
    horizonDays: integer("horizon_days").notNull().default(21),
    mode: text("mode").$type<MeetingMode>().notNull().default("phone"),
    videoUrl: text("video_url"),
    routing: text("routing").$type<MeetingRouting>().notNull().default("round_robin"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("meeting_settings_single_row", sql`${table.id} = 1`)],
);

/**
 * A staff member as a meeting host: the topics they take, their calendar feed. The name buyers see
 * is the staff member's display name (staff_users.display_name, issue 37 item 11; drizzle/0016).
 */
export const meetingHosts = pgTable("meeting_hosts", {
  staffId: uuid("staff_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  /** Topics taken when the owner routes by topic (empty: every topic). */
  topics: jsonb("topics").$type<string[]>().notNull().default([]),
  takesMeetings: boolean("takes_meetings").notNull().default(true),
  /** SHA-256 of the private iCal feed's secret token (null: no feed). */
  feedTokenHash: text("feed_token_hash").unique(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Weekly availability in Danish wall-clock minutes (ISO weekday 1 = Monday). */
export const staffAvailability = pgTable(
  "staff_availability",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (table) => [
    index("staff_availability_staff_idx").on(table.staffId),
    check(
      "staff_availability_range",
      sql`${table.weekday} between 1 and 7 and ${table.startMinute} >= 0 and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
  ],
);

export const staffDaysOff = pgTable(
  "staff_days_off",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.day] })],
);

export const bookingStatuses = ["booked", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** A booked meeting; it belongs to its enquiry (kind "meeting") and goes when the enquiry goes. */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .unique()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    topic: text("topic").notNull(),
    lengthMinutes: integer("length_minutes").notNull(),
    bufferMinutes: integer("buffer_minutes").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("booked"),
    /** Goes up with every move or cancellation: the links in older mails stop working (one use per action). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_staff_start_idx").on(table.staffId, table.startsAt),
    index("bookings_start_idx").on(table.startsAt),
    check("bookings_status_check", sql`${table.status} in ('booked', 'cancelled')`),
  ],
);

/**
 * No double booking, enforced by the database: a booked meeting claims every 5-minute tick from
 * its start to its end plus buffer for its staff member. Two meetings that would overlap need the
 * same (staff, tick) row, and the primary key lets only one of them have it, on PGlite and on any
 * number of PostgreSQL clients alike. Cancelling deletes the claims.
 */
export const bookingClaims = pgTable(
  "booking_claims",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    tick: timestamp("tick", { withTimezone: true }).notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.tick] }), index("booking_claims_booking_idx").on(table.bookingId)],
);

export type Booking = typeof bookings.$inferSelect;

/**
 * A person's own calendar as a secret iCal address (Google, Outlook; issue 37 item 8): the address
 * (encrypted: it is a password to their calendar), when it is next due and how the last fetch went.
 * app/server/booking/busy-calendars.server.ts fetches it on the job runner.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  staffId: uuid("staff_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  /** The address, sealed (app/server/platform/secret-box.server.ts). */
  url: text("url").notNull(),
  /** The address's host, to show which calendar it is without showing the secret. */
  host: text("host").notNull(),
  nextFetchAt: timestamp("next_fetch_at", { withTimezone: true }).notNull().defaultNow(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  lastOkAt: timestamp("last_ok_at", { withTimezone: true }),
  /** The last fetch's problem in Danish (null after a good fetch). */
  lastError: text("last_error"),
  failures: integer("failures").notNull().default(0),
  busyCount: integer("busy_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The busy intervals of the last good fetch of a person's calendar; replaced whole by the next good one. */
export const calendarBusy = pgTable(
  "calendar_busy",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("calendar_busy_staff_start_idx").on(table.staffId, table.startsAt)],
);
