/**
 * Outgoing webhooks and their deliveries.
 * Part of the database schema; app/server/schema.server.ts gathers every domain's tables for
 * drizzle-kit (`npm run db:generate`) and the database module.
 */
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "../auth/schema.server.ts";
import { contactSubmissions } from "../inbox/schema.server.ts";

/** Outgoing webhooks the owner adds (app/server/webhooks/webhooks.server.ts); the secret is stored encrypted. */
export const webhooks = pgTable("outgoing_webhooks", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  /** AES-256-GCM under a key derived from the session secret; never shown again after saving. */
  secret: text("secret").notNull(),
  events: jsonb("events").$type<string[]>().notNull(),
  createdBy: uuid("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event for one webhook: queued in the transaction that made the change, then POSTed by any
 * instance that claims it (FOR UPDATE SKIP LOCKED, a lease), retried with back-off. The unique
 * (webhook, event, replay) means an event is queued once per webhook, and again only when the
 * owner sends it again (replay 1, 2, …).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    event: text("event").notNull(),
    submissionId: uuid("submission_id").references(() => contactSubmissions.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    /** 0 for the event's own delivery; 1, 2, … for the owner's "Send igen" of it (same event id and payload). */
    replay: integer("replay").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_event_idx").on(table.webhookId, table.eventId, table.replay),
    index("webhook_deliveries_pending_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
    index("webhook_deliveries_log_idx").on(table.webhookId, table.createdAt.desc()),
  ],
);
