CREATE TABLE "lead_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"header" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"imported_at" timestamp with time zone,
	"report" jsonb,
	"created" integer,
	"matched" integer,
	"refused" integer,
	CONSTRAINT "lead_imports_state_check" CHECK ("lead_imports"."state" in ('uploaded', 'imported'))
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_kind_check";--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_imports_created_idx" ON "lead_imports" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_kind_check" CHECK ("contact_submissions"."kind" in ('contact', 'quote', 'job_application', 'newsletter', 'meeting', 'lead'));--> statement-breakpoint
-- A lead made by hand or imported may have a phone and no e-mail (stored as ''): an empty e-mail
-- is nobody's, so it never joins two people; such a lead is matched by its phone key alone.
CREATE OR REPLACE FUNCTION contact_submissions_assign_contact() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found uuid;
BEGIN
  NEW.phone_key := contact_phone_key(NEW.phone);
  IF NEW.contact_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.email <> '' THEN
    PERFORM pg_advisory_xact_lock(26001, hashtext(lower(NEW.email)));
  END IF;
  IF NEW.phone_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(26002, hashtext(NEW.phone_key));
  END IF;
  IF NEW.email <> '' THEN
    SELECT contact_id INTO found FROM contact_submissions
      WHERE lower(email) = lower(NEW.email) AND contact_id IS NOT NULL ORDER BY created_at LIMIT 1;
  END IF;
  IF found IS NULL AND NEW.phone_key IS NOT NULL THEN
    SELECT contact_id INTO found FROM contact_submissions
      WHERE phone_key = NEW.phone_key AND contact_id IS NOT NULL ORDER BY created_at LIMIT 1;
  END IF;
  IF found IS NULL THEN
    INSERT INTO contacts DEFAULT VALUES RETURNING id INTO found;
  ELSIF NEW.kind = 'newsletter' THEN
    NEW.contact_only := true;
  END IF;
  NEW.contact_id := found;
  RETURN NEW;
END
$$;
