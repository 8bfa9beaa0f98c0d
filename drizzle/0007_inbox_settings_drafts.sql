CREATE TABLE "admin_drafts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "enquiry_history_audit_idx";--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(company, '') || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(message, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_drafts_created_at_idx" ON "admin_drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiry_history_audit_idx" ON "enquiry_history" USING btree ("created_at" DESC NULLS LAST) WHERE "enquiry_history"."action" in ('deleted', 'export', 'retention', 'staff', 'settings');