/**
 * The database schema (PostgreSQL dialect; the same tables on PGlite and on a PostgreSQL server),
 * one file per domain, gathered here. Migrations in drizzle/ are generated from this file with
 * `npm run db:generate` and committed.
 */
export * from "./platform/schema.server.ts";
export * from "./auth/schema.server.ts";
export * from "./inbox/schema.server.ts";
export * from "./mail/schema.server.ts";
export * from "./webhooks/schema.server.ts";
export * from "./analytics/schema.server.ts";
export * from "./booking/schema.server.ts";
export * from "./backup/schema.server.ts";
export * from "./leads/schema.server.ts";

// Content (issue 36): job ads and their revisions, edited in /admin/indhold.
export * from "./content/schema.server.ts";
