/**
 * Mail: the outbox, the messages of an enquiry's thread (out and in) and the mailbox's read position.
 * Part of the database schema; app/server/schema.server.ts gathers every domain's tables for
 * drizzle-kit (`npm run db:generate`) and the database module.
 */
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "../auth/schema.server.ts";
import { contactSubmissions } from "../inbox/schema.server.ts";

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
    /** Extra mail headers (List-Unsubscribe on newsletter mail). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** A calendar invitation (.ics) sent with the mail: meeting bookings, moves and cancellations. */
    calendar: jsonb("calendar").$type<{ method: "REQUEST" | "CANCEL"; content: string }>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_pending_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * Mail to and from an enquiry's sender (app/server/mail/replies.server.ts, inbound-mail.server.ts).
 * out: a staff reply, sent through its outbox row (Message-ID ours, stored here so answers thread
 * back); in: an answer read from the IMAP mailbox. `messageId` is unique: an answer read by two
 * instances, or twice after a crash, is stored once. An answer whose thread and sender disagree is
 * held as "uncertain" until a staff member attaches or rejects it.
 */
export const enquiryMessages = pgTable(
  "enquiry_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    direction: text("direction").$type<"out" | "in">().notNull(),
    /** in only: how it was matched (thread = In-Reply-To/References and sender agree; sender = by address alone; uncertain = held). */
    match: text("match").$type<"thread" | "sender" | "uncertain" | "rejected">(),
    messageId: text("message_id").notNull().unique(),
    /** out: who wrote it and the name in its signature. */
    authorId: uuid("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    signedAs: text("signed_as"),
    /** in: the sender's address as it stood in From. */
    fromAddress: text("from_address"),
    subject: text("subject").notNull(),
    /** Plain text only (an HTML mail is stored as its text; never rendered as HTML). */
    body: text("body").notNull(),
    outboxId: bigint("outbox_id", { mode: "number" }).references(() => outbox.id, { onDelete: "set null" }),
    /** in: when a staff member has seen the answer ("svar modtaget" until then). */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("enquiry_messages_submission_idx").on(table.submissionId, table.createdAt.desc()),
    index("enquiry_messages_unseen_idx")
      .on(table.submissionId)
      .where(sql`${table.direction} = 'in' and ${table.seenAt} is null`),
    check("enquiry_messages_direction_check", sql`${table.direction} in ('out', 'in')`),
  ],
);

/**
 * The IMAP poller's place in the mailbox (one row): the mailbox's UIDVALIDITY and the highest UID
 * read, and a lease so that of several instances one polls at a time. Its last error is what the
 * admin's warning shows.
 */
export const mailboxState = pgTable(
  "mailbox_state",
  {
    id: integer("id").primaryKey().default(1),
    uidValidity: bigint("uid_validity", { mode: "number" }),
    lastUid: bigint("last_uid", { mode: "number" }).notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastOkAt: timestamp("last_ok_at", { withTimezone: true }),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [check("mailbox_state_single_row", sql`${table.id} = 1`)],
);
