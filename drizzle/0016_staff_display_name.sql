-- Issue 37, item 11: every staff member has one name, shown instead of the e-mail address, to
-- colleagues and to customers (meetings). Existing accounts get the name they gave customers for
-- meetings (meeting_hosts.display_name, which goes: one name per person), otherwise one made
-- from the address's local part ("anna.holm" -> "Anna Holm"); they change it under Min konto,
-- the owner under Medarbejdere. An account inserted without a name (a script, an old backup) gets
-- one the same way.
CREATE OR REPLACE FUNCTION "staff_users_name_from_email"(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(coalesce(nullif(btrim(initcap(regexp_replace(split_part(address, '@', 1), '[._+-]+', ' ', 'g'))), ''), address), 60)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "staff_users_default_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.display_name IS NULL OR btrim(NEW.display_name) = '' THEN
    NEW.display_name := "staff_users_name_from_email"(NEW.email);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "staff_users" SET "display_name" = coalesce(
  left(nullif(btrim((SELECT "display_name" FROM "meeting_hosts" WHERE "meeting_hosts"."staff_id" = "staff_users"."id")), ''), 60),
  "staff_users_name_from_email"("email")
);--> statement-breakpoint
ALTER TABLE "meeting_hosts" DROP COLUMN "display_name";--> statement-breakpoint
CREATE TRIGGER "staff_users_default_name" BEFORE INSERT OR UPDATE OF "display_name" ON "staff_users"
  FOR EACH ROW EXECUTE FUNCTION "staff_users_default_name"();--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_display_name_check" CHECK (char_length("staff_users"."display_name") between 1 and 60);
