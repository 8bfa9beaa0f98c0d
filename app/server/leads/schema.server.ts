/** Imported lists of leads (issue 37, item 5; app/server/leads/import.server.ts). */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "../auth/schema.server.ts";

export const leadImportStates = ["uploaded", "imported"] as const;
export type LeadImportState = (typeof leadImportStates)[number];

/**
 * A list being imported (issue 37, item 5; app/server/leads/import.server.ts): the uploaded file's
 * cells between the upload, the column mapping and the import, then the report of what happened to
 * each row. The cells are dropped once imported; `pruneLeadImports` deletes old imports.
 */
export const leadImports = pgTable(
  "lead_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    header: jsonb("header").$type<string[]>().notNull(),
    /** The data rows as cleaned text (empty once imported). */
    rows: jsonb("rows").$type<string[][]>().notNull(),
    /** Which column (index into `header`) fills which field; null = guessed on the page. */
    mapping: jsonb("mapping").$type<Record<string, number | null>>(),
    state: text("state").$type<LeadImportState>().notNull().default("uploaded"),
    importedAt: timestamp("imported_at", { withTimezone: true }),
    /** Per refused or matched row: its number, what happened and why. */
    report: jsonb("report").$type<{ row: number; outcome: "created" | "matched" | "refused"; reason: string; name: string }[]>(),
    created: integer("created"),
    matched: integer("matched"),
    refused: integer("refused"),
  },
  (table) => [index("lead_imports_created_idx").on(table.createdAt), check("lead_imports_state_check", sql`${table.state} in ('uploaded', 'imported')`)],
);
