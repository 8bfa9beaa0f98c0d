/**
 * Page views and their daily roll-ups.
 * Part of the database schema; app/server/schema.server.ts gathers every domain's tables for
 * drizzle-kit (`npm run db:generate`) and the database module.
 */
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Page views from the beacon (app/server/analytics/collect.server.ts), one row each, kept
 * ANALYTICS_RAW_DAYS. No IP address, no user agent: `visitor` is 8 bytes of a hash salted with
 * the day's salt, so it counts unique visitors within one day and links nothing across days.
 * Source, medium and campaign are only set on entry views (the visit's first page); '' = none.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    day: date("day").notNull(),
    path: text("path").notNull(),
    visitor: bigint("visitor", { mode: "bigint" }).notNull(),
    entry: boolean("entry").notNull(),
    source: text("source").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
  },
  (table) => [index("analytics_events_day_idx").on(table.day)],
);

/** One day's page views per page and entry source, rolled up from analytics_events; kept (the sources table of /admin/analytics). */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    path: text("path").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    pageviews: integer("pageviews").notNull(),
    /** Distinct visitors who viewed the page that day. */
    visitors: integer("visitors").notNull(),
    entries: integer("entries").notNull(),
    /** Distinct visitors whose visit started here from this source that day. */
    entryVisitors: integer("entry_visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.source, table.medium, table.campaign] })],
);

/** One day's page views and distinct visitors per page (a visitor counts once per page, whatever the source). */
export const analyticsDailyPages = pgTable(
  "analytics_daily_pages",
  {
    day: date("day").notNull(),
    path: text("path").notNull(),
    pageviews: integer("pageviews").notNull(),
    visitors: integer("visitors").notNull(),
    entries: integer("entries").notNull(),
    /** Distinct visitors whose visit started on this page that day. */
    entryVisitors: integer("entry_visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/**
 * One day's distinct visitors and page views over the whole site (the per-page rows overlap), and
 * when the day was rolled up: today is rolled up again every ANALYTICS_REFRESH_SECONDS, a finished
 * day once more after it ended (`finalRollup` in rollup.server.ts).
 */
export const analyticsDailyTotals = pgTable("analytics_daily_totals", {
  day: date("day").primaryKey(),
  visitors: integer("visitors").notNull(),
  pageviews: integer("pageviews").notNull(),
  rolledUpAt: timestamp("rolled_up_at", { withTimezone: true }).notNull().defaultNow(),
});
