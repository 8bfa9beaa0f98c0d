/**
 * The database schema (PostgreSQL dialect; the same tables on PGlite and on a PostgreSQL server).
 * Migrations in drizzle/ are generated from this file with `npm run db:generate` and committed.
 */
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const enquiryKinds = ["contact", "quote", "job_application", "newsletter", "meeting"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

export const enquiryStatuses = ["new", "in_progress", "completed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** A newsletter sign-up counts only once confirmed by the link in its mail (double opt-in). */
export const subscriptionStates = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export const staffRoles = ["owner", "staff"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Every form on the site lands here: one inbox for staff (docs/requirements.md §3 contact_submissions). */
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
    /** The staff member working the enquiry (null = unassigned). */
    assignedTo: uuid("assigned_to").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Newsletter sign-ups only: pending until the link in the mail is followed. */
    subscription: text("subscription").$type<SubscriptionState>(),
    /** Where the visit that led to it came from (app/server/attribution.server.ts); null = unknown. */
    attribution: jsonb("attribution").$type<Attribution>(),
    /**
     * What the inbox search reads, in lower case: name, company, e-mail, phone, message and the
     * phone's digits alone (so "20304050" finds "+45 20 30 40 50"). Kept by PostgreSQL itself;
     * one column is a fraction of the work of six case-insensitive matches per row.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(name, '') || ' ' || coalesce(company, '') || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(message, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))`,
      ),
    /** The person behind it (issue 26: one contact per person); set by the database on insert, see contacts. */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    /** The phone's digits without +45/0045, when at least 6 (set by the database on insert): how contacts are matched. */
    phoneKey: text("phone_key"),
    /** A newsletter sign-up of a known contact: shown on the contact's timeline, not as a new lead in the list. */
    contactOnly: boolean("contact_only").notNull().default(false),
    /** Marked as spam: hidden from the list and the statistics until restored. */
    spamAt: timestamp("spam_at", { withTimezone: true }),
    /** Won or lost, once completed (app/server/pipeline.server.ts). */
    outcome: text("outcome").$type<Outcome>(),
    outcomeReason: text("outcome_reason"),
    outcomeNote: text("outcome_note"),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    /** Expected monthly value in whole kroner. */
    monthlyValue: integer("monthly_value"),
  },
  (table) => [
    index("contact_submissions_contact_idx").on(table.contactId, table.createdAt.desc()),
    index("contact_submissions_email_lower_idx").on(sql`lower(${table.email})`),
    index("contact_submissions_phone_key_idx").on(table.phoneKey),
    check("contact_submissions_outcome_check", sql`${table.outcome} in ('won', 'lost')`),
    check("contact_submissions_monthly_value_check", sql`${table.monthlyValue} >= 0`),
    index("contact_submissions_created_at_idx").on(table.createdAt.desc()),
    index("contact_submissions_assigned_idx").on(table.assignedTo, table.createdAt.desc()),
    index("contact_submissions_status_idx").on(table.status, table.createdAt.desc()),
    index("contact_submissions_kind_idx").on(table.kind, table.createdAt.desc()),
    check("contact_submissions_status_check", sql`${table.status} in ('new', 'in_progress', 'completed')`),
    check("contact_submissions_kind_check", sql`${table.kind} in ('contact', 'quote', 'job_application', 'newsletter', 'meeting')`),
    check("contact_submissions_subscription_check", sql`${table.subscription} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

export const outcomes = ["won", "lost"] as const;
export type Outcome = (typeof outcomes)[number];

/**
 * One contact per person (issue 26, item 3): enquiries with the same e-mail (any case) or the same
 * phone number (digits, without +45) share a contact. A trigger on contact_submissions
 * (drizzle/0008: contact_submissions_assign_contact) picks or makes it on insert, under an
 * advisory lock per e-mail and per phone, so two instances never make two contacts for one person.
 */
export const contacts = pgTable("contacts", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A merge of two contacts by staff, with the enquiries it moved, so it can be undone. */
export const contactMerges = pgTable(
  "contact_merges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    targetId: uuid("target_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    submissionIds: jsonb("submission_ids").$type<string[]>().notNull(),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (table) => [index("contact_merges_target_idx").on(table.targetId), index("contact_merges_source_idx").on(table.sourceId)],
);

/** A follow-up on an enquiry: when, and what (issue 26, item 1). Open until done; goes with the enquiry. */
export const followUps = pgTable(
  "follow_ups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    what: text("what").notNull(),
    createdBy: uuid("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: uuid("done_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (table) => [index("follow_ups_open_due_idx").on(table.dueAt).where(sql`${table.doneAt} is null`), index("follow_ups_submission_idx").on(table.submissionId, table.dueAt)],
);

/**
 * The morning mail of due follow-ups: one row per person and Danish day. Its primary key lets
 * only one of several app instances queue the mail (the insert that wins queues it in the same
 * transaction).
 */
export const followUpDigests = pgTable(
  "follow_up_digests",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    items: integer("items").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.day] })],
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
  (table) => [index("outbox_pending_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

/**
 * Mail to and from an enquiry's sender (app/server/replies.server.ts, inbound-mail.server.ts).
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
    index("enquiry_messages_unseen_idx").on(table.submissionId).where(sql`${table.direction} = 'in' and ${table.seenAt} is null`),
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

/** Outgoing webhooks the owner adds (app/server/webhooks.server.ts); the secret is stored encrypted. */
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
 * (webhook, event) pair means an event is queued once per webhook.
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_event_idx").on(table.webhookId, table.eventId),
    index("webhook_deliveries_pending_idx").on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`),
    index("webhook_deliveries_log_idx").on(table.webhookId, table.createdAt.desc()),
  ],
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

/** Stored instead of a hash until the person sets a password: no password verifies against it. */
export const NO_PASSWORD = "!";

export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    /** "!" until an invited person sets a password (no scrypt hash matches it). */
    passwordHash: text("password_hash").notNull(),
    /** owner: staff accounts and the audit view; staff: the inbox. */
    role: text("role").$type<StaffRole>().notNull().default("staff"),
    /** A disabled account cannot log in; its sessions were ended when it was disabled. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("staff_users_role_check", sql`${table.role} in ('owner', 'staff')`)],
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

/** Internal notes on an enquiry; they go with it when it is deleted. */
export const enquiryNotes = pgTable(
  "enquiry_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("enquiry_notes_submission_idx").on(table.submissionId, table.createdAt.desc())],
);

export const historyActions = ["created", "status", "assigned", "note", "export", "deleted", "retention", "subscription", "meeting", "staff", "settings", "follow_up", "outcome", "value", "spam", "merge"] as const;
/** The actions the owner's audit view lists (staff = invitations, resets, disables, role changes). */
export const auditActions = ["deleted", "export", "retention", "staff", "settings"] as const satisfies readonly HistoryAction[];
export type HistoryAction = (typeof historyActions)[number];

/**
 * Who did what and when. No foreign key to the enquiry: the record of a deletion outlives the
 * enquiry, and its detail never holds the enquiry's personal data (names, addresses, messages).
 */
export const enquiryHistory = pgTable(
  "enquiry_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: uuid("submission_id"),
    /** null = the system (retention job, the sender's own confirmation). */
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    action: text("action").$type<HistoryAction>().notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("enquiry_history_submission_idx").on(table.submissionId, table.createdAt.desc()),
    // The owner's audit view: newest deletions and exports first, read straight off this index.
    index("enquiry_history_audit_idx").on(table.createdAt.desc()).where(sql`${table.action} in ('deleted', 'export', 'retention', 'staff', 'settings')`),
  ],
);

/**
 * The owner's settings for the whole inbox, one row per key (app/server/settings.server.ts holds
 * the keys, their defaults and their Danish labels).
 */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a staff member had typed into an admin form when their session had ended (logged out in
 * another tab, idle timeout): kept for DRAFT_HOURS under the SHA-256 of a random token that only
 * the login redirect carries, so the page comes back with the text after login
 * (app/server/drafts.server.ts). Passwords and the CSRF token are never kept.
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

/**
 * Where an enquiry came from. scope "visit": carried from the visit's first page (the visitor
 * chose "Accepter"); "page": only what the form's own page knew (its URL and referrer).
 */
export type Attribution = {
  scope: "visit" | "page";
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  gclid: boolean;
  fbclid: boolean;
};

/**
 * Page views from the beacon (app/server/analytics.server.ts), one row each, kept
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
 * day once more after it ended (`finalRollup` in analytics.server.ts).
 */
export const analyticsDailyTotals = pgTable("analytics_daily_totals", {
  day: date("day").primaryKey(),
  visitors: integer("visitors").notNull(),
  pageviews: integer("pageviews").notNull(),
  rolledUpAt: timestamp("rolled_up_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/** A staff member as a meeting host: the name buyers see, the topics they take, their calendar feed. */
export const meetingHosts = pgTable("meeting_hosts", {
  staffId: uuid("staff_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
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
    check("staff_availability_range", sql`${table.weekday} between 1 and 7 and ${table.startMinute} >= 0 and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`),
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
 * Backups taken by the nightly job and by `npm run backup` (app/server/backup.server.ts): what the
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

export type Submission = typeof contactSubmissions.$inferSelect;
export type NewSubmission = typeof contactSubmissions.$inferInsert;
