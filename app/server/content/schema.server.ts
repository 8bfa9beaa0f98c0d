/**
 * Content the agency edits in /admin/indhold (issue 36): one row per item (a job ad first), its
 * revisions, and one counter that every instance polls to know when what visitors see changed.
 * Re-exported by the schema index, so drizzle-kit and `Db` see these tables.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { staffUsers } from "../auth/schema.server.ts";

/**
 * page: a public page's title and description (issue 36 item 5), published over its file's;
 * facts: the site's fact sheet (issue 36 item 3, one row, slug 'site'), published over `defaultFacts`.
 */
export const contentKinds = ["job", "article", "page", "facts"] as const;
export type ContentKind = (typeof contentKinds)[number];

/** kladde: never published; planlagt: published at publish_at; udgivet: visitors see it; lukket: closed (a filled job). */
export const contentStates = ["kladde", "planlagt", "udgivet", "lukket"] as const;
export type ContentState = (typeof contentStates)[number];

export const revisionActions = ["gemt", "udgivet", "planlagt", "lukket", "genåbnet", "gendannet", "importeret"] as const;
export type RevisionAction = (typeof revisionActions)[number];

export const contentItems = pgTable(
  "content_items",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<ContentKind>().notNull(),
    slug: text("slug").notNull(),
    state: text("state").$type<ContentState>().notNull().default("kladde"),
    /** What visitors see (for a job: its JobFile); null until first published. */
    published: jsonb("published").$type<unknown>(),
    /** Saved edits not yet published; null when there are none. */
    draft: jsonb("draft").$type<unknown>(),
    /** Bumped on every change; a save must name the version it started from. */
    version: integer("version").notNull().default(1),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("content_items_kind_slug_idx").on(table.kind, table.slug),
    check("content_items_kind_check", sql`${table.kind} in ('job', 'article', 'page', 'facts')`),
    check("content_items_state_check", sql`${table.state} in ('kladde', 'planlagt', 'udgivet', 'lukket')`),
    index("content_items_due_idx")
      .on(table.publishAt)
      .where(sql`${table.state} = 'planlagt'`),
  ],
);

export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    action: text("action").$type<RevisionAction>().notNull(),
    staffId: uuid("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_revisions_item_idx").on(table.itemId, table.id.desc())],
);

/** One row (id 1): bumped in the same transaction as every change to what visitors see. */
export const contentState = pgTable(
  "content_state",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("content_state_one_row", sql`${table.id} = 1`)],
);

/** Binary data: node-postgres answers a Buffer, PGlite a Uint8Array; both take a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) =>
    typeof value === "string"
      ? Buffer.from(value.startsWith("\\x") ? value.slice(2) : value, "hex")
      : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** A person's photo (subject: personSlug of their name) or a client's logo (subject: the case id). */
export const imageKinds = ["person", "logo"] as const;
export type ImageKind = (typeof imageKinds)[number];

/**
 * The photos and logos uploaded in the admin (issue 36, item 4): every upload of a subject is a
 * row, its source (upright, metadata stripped) and every file the page serves (content_image_files),
 * in the database so backup, restore and db:move carry them. At most one row per subject is
 * `current` (what the site shows; none after »Fjern«); the earlier ones are its history, restorable
 * in one press, the newest `keptImageVersions` kept (./images.server.ts). `hash` (sha256 of the
 * source and its kind) names the image in its URLs, /bilder/<hash>/<file>, cached for a year.
 */
export const contentImages = pgTable(
  "content_images",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<ImageKind>().notNull(),
    subject: text("subject").notNull(),
    hash: text("hash").notNull(),
    alt: text("alt").notNull(),
    /** The sniffed type of the upload: jpeg, png, webp, avif or svg. */
    sourceType: text("source_type").notNull(),
    source: bytea("source").notNull(),
    /** The upright source's size in px (a logo's: its 1x size on the page). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The one the site shows for its subject; false for an earlier or removed version. */
    current: boolean("current").notNull().default(true),
  },
  (table) => [
    uniqueIndex("content_images_current_idx")
      .on(table.kind, table.subject)
      .where(sql`${table.current}`),
    index("content_images_kind_subject_idx").on(table.kind, table.subject),
    index("content_images_hash_idx").on(table.hash),
    check("content_images_kind_check", sql`${table.kind} in ('person', 'logo')`),
  ],
);

export const contentImageFiles = pgTable(
  "content_image_files",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => contentImages.id, { onDelete: "cascade" }),
    /** square-64.avif, portrait-96.jpg, 2x.png … (app/content/image-slots.ts) */
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    body: bytea("body").notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.name] })],
);

/**
 * A client case's consent (issue 36, item 4): whether the client has agreed to be named, and the
 * name the case card shows then (subject: the case id of app/content/cases.ts).
 */
export const contentCaseClients = pgTable("content_case_clients", {
  caseId: text("case_id").primaryKey(),
  named: boolean("named").notNull().default(false),
  name: text("name").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
});
