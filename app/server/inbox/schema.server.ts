/**
 * The enquiry (every form lands in contact_submissions), its contact, notes, history, follow-ups and the owner's settings.
 * Part of the database schema; app/server/schema.server.ts gathers every domain's tables for
 * drizzle-kit (`npm run db:generate`) and the database module.
 */
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "../auth/schema.server.ts";

export const enquiryKinds = ["contact", "quote", "job_application", "newsletter", "meeting", "lead", "mail"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

export const enquiryStatuses = ["new", "in_progress", "completed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** A newsletter sign-up counts only once confirmed by the link in its mail (double opt-in). */
export const subscriptionStates = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

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
    /** Where the visit that led to it came from (app/server/intake/attribution.server.ts); null = unknown. */
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
    /** Won or lost, once completed (app/server/inbox/pipeline.server.ts). */
    outcome: text("outcome").$type<Outcome>(),
    outcomeReason: text("outcome_reason"),
    outcomeNote: text("outcome_note"),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    /** Expected monthly value in whole kroner. */
    monthlyValue: integer("monthly_value"),
    /**
     * Where it stands in the owner's pipeline (issue 37, item 7; app/server/inbox/stages.server.ts).
     * New rows get the first stage from the database (drizzle/0019: first_pipeline_stage()), on every insert path.
     */
    stageId: uuid("stage_id")
      .notNull()
      .default(sql`first_pipeline_stage()`)
      .references(() => pipelineStages.id, { onDelete: "restrict" }),
    /** When the deal is expected to close (a Danish calendar day), for the forecast. */
    expectedCloseDate: date("expected_close_date", { mode: "string" }),
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
    index("contact_submissions_stage_idx").on(table.stageId, table.expectedCloseDate),
    check("contact_submissions_status_check", sql`${table.status} in ('new', 'in_progress', 'completed')`),
    check("contact_submissions_kind_check", sql`${table.kind} in ('contact', 'quote', 'job_application', 'newsletter', 'meeting', 'lead', 'mail')`),
    check("contact_submissions_subscription_check", sql`${table.subscription} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/**
 * The owner's pipeline stages (issue 37, item 7): name, probability in whole per cent, order.
 * Won and lost are not stages: they stay the enquiry's outcome (won counts 100 %, lost 0 %).
 * A stage that still holds enquiries cannot be removed (the foreign key refuses it, too).
 */
export const pipelineStages = pgTable(
  "pipeline_stages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    probability: integer("probability").notNull(),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("pipeline_stages_name_idx").on(sql`lower(${table.name})`),
    check("pipeline_stages_probability_check", sql`${table.probability} between 0 and 100`),
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
  (table) => [
    index("follow_ups_open_due_idx")
      .on(table.dueAt)
      .where(sql`${table.doneAt} is null`),
    index("follow_ups_submission_idx").on(table.submissionId, table.dueAt),
  ],
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

export const historyActions = [
  "created",
  "status",
  "assigned",
  "note",
  "export",
  "deleted",
  "retention",
  "subscription",
  "meeting",
  "staff",
  "settings",
  "follow_up",
  "outcome",
  "value",
  "spam",
  "merge",
  "content",
  "stage",
  "close_date",
] as const;
/** The actions the owner's audit view lists (staff = invitations, resets, disables, role changes). */
export const auditActions = ["deleted", "export", "retention", "staff", "settings", "content"] as const satisfies readonly HistoryAction[];
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
    index("enquiry_history_audit_idx")
      .on(table.createdAt.desc())
      .where(sql`${table.action} in ('deleted', 'export', 'retention', 'staff', 'settings', 'content')`),
  ],
);

/**
 * The owner's settings for the whole inbox, one row per key (app/server/inbox/settings.server.ts holds
 * the keys, their defaults and their Danish labels).
 */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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

export type Submission = typeof contactSubmissions.$inferSelect;
export type NewSubmission = typeof contactSubmissions.$inferInsert;
