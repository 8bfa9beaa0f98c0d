CREATE TABLE "pipeline_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"probability" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_stages_probability_check" CHECK ("pipeline_stages"."probability" between 0 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_stages_name_idx" ON "pipeline_stages" USING btree (lower("name"));--> statement-breakpoint
-- The default stages (issue 37, item 7); the owner edits them at /admin/faser. Won and lost stay the outcome.
INSERT INTO "pipeline_stages" ("name", "probability", "position") VALUES ('Ny', 10, 1), ('Kvalificeret', 25, 2), ('Møde booket', 40, 3), ('Tilbud sendt', 60, 4);--> statement-breakpoint
-- Every new enquiry starts in the first stage, whichever path inserts it (forms, bookings, leads, import, CLI).
CREATE OR REPLACE FUNCTION first_pipeline_stage() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT id FROM pipeline_stages ORDER BY position, created_at LIMIT 1
$$;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "stage_id" uuid DEFAULT first_pipeline_stage() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "expected_close_date" date;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_submissions_stage_idx" ON "contact_submissions" USING btree ("stage_id","expected_close_date");