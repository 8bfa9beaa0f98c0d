CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	"entries" integer NOT NULL,
	"entry_visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_path_source_medium_campaign_pk" PRIMARY KEY("day","path","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	"entries" integer NOT NULL,
	"entry_visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"pageviews" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visitor" bigint NOT NULL,
	"entry" boolean NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");