DROP TABLE "analytics_salts" CASCADE;--> statement-breakpoint
ALTER TABLE "analytics_daily_totals" ADD COLUMN "rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL;