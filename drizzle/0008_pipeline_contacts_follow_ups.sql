CREATE TABLE "contact_merges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"submission_ids" jsonb NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_digests" (
	"staff_id" uuid NOT NULL,
	"day" date NOT NULL,
	"items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_digests_staff_id_day_pk" PRIMARY KEY("staff_id","day")
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"what" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "contact_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "outcome_note" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "monthly_value" integer;--> statement-breakpoint
ALTER TABLE "contact_merges" ADD CONSTRAINT "contact_merges_target_id_contacts_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_merges" ADD CONSTRAINT "contact_merges_source_id_contacts_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_merges" ADD CONSTRAINT "contact_merges_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_digests" ADD CONSTRAINT "follow_up_digests_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_submission_id_contact_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_done_by_staff_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_merges_target_idx" ON "contact_merges" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "contact_merges_source_idx" ON "contact_merges" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "follow_ups_open_due_idx" ON "follow_ups" USING btree ("due_at") WHERE "follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follow_ups_submission_idx" ON "follow_ups" USING btree ("submission_id","due_at");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_submissions_contact_idx" ON "contact_submissions" USING btree ("contact_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_lower_idx" ON "contact_submissions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_submissions_phone_key_idx" ON "contact_submissions" USING btree ("phone_key");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_outcome_check" CHECK ("contact_submissions"."outcome" in ('won', 'lost'));--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_monthly_value_check" CHECK ("contact_submissions"."monthly_value" >= 0);--> statement-breakpoint
-- Hand-written (issue 26, item 3): one contact per person, decided by the database on every insert.
-- A phone's matching key: its digits without +45/0045 in front of eight digits; null below six digits.
CREATE OR REPLACE FUNCTION contact_phone_key(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(d) >= 6 THEN d END
  FROM (SELECT regexp_replace(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '^(00)?45([0-9]{8})$', '\2') AS d) AS digits
$$;--> statement-breakpoint
-- The contact of a new enquiry: the one of the oldest enquiry with the same e-mail (any case), else
-- with the same phone key, else a new one. Advisory locks per e-mail and per phone key (always in
-- that order) make two concurrent inserts of one new person wait for each other, on any number of
-- app instances. A newsletter sign-up of a known contact is marked contact_only (not a new lead).
CREATE OR REPLACE FUNCTION contact_submissions_assign_contact() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found uuid;
BEGIN
  NEW.phone_key := contact_phone_key(NEW.phone);
  IF NEW.contact_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(26001, hashtext(lower(NEW.email)));
  IF NEW.phone_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(26002, hashtext(NEW.phone_key));
  END IF;
  SELECT contact_id INTO found FROM contact_submissions
    WHERE lower(email) = lower(NEW.email) AND contact_id IS NOT NULL ORDER BY created_at LIMIT 1;
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
$$;--> statement-breakpoint
CREATE TRIGGER contact_submissions_contact BEFORE INSERT ON contact_submissions
  FOR EACH ROW EXECUTE FUNCTION contact_submissions_assign_contact();--> statement-breakpoint
-- The enquiries already stored get their contacts the same way, oldest first.
DO $$
DECLARE
  r record;
  found uuid;
  key text;
BEGIN
  FOR r IN SELECT id, email, phone, kind FROM contact_submissions ORDER BY created_at, id LOOP
    key := contact_phone_key(r.phone);
    SELECT contact_id INTO found FROM contact_submissions
      WHERE lower(email) = lower(r.email) AND contact_id IS NOT NULL ORDER BY created_at LIMIT 1;
    IF found IS NULL AND key IS NOT NULL THEN
      SELECT contact_id INTO found FROM contact_submissions
        WHERE phone_key = key AND contact_id IS NOT NULL ORDER BY created_at LIMIT 1;
    END IF;
    IF found IS NULL THEN
      INSERT INTO contacts DEFAULT VALUES RETURNING id INTO found;
    END IF;
    UPDATE contact_submissions SET contact_id = found, phone_key = key WHERE id = r.id;
  END LOOP;
END
$$;
