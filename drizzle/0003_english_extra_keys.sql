-- Stored form fields get one language: the Danish keys in contact_submissions.extra become the
-- English camelCase names of the form definitions (app/forms/definitions.ts). Values are kept as
-- they are; a row that somehow has both keys keeps the English one's value. Idempotent.
UPDATE "contact_submissions" SET "extra" = jsonb_build_object('package', "extra" -> 'pakke') || ("extra" - 'pakke') WHERE "extra" ? 'pakke';
--> statement-breakpoint
UPDATE "contact_submissions" SET "extra" = jsonb_build_object('jobTitle', "extra" -> 'stilling') || ("extra" - 'stilling') WHERE "extra" ? 'stilling';
--> statement-breakpoint
UPDATE "contact_submissions" SET "extra" = jsonb_build_object('hours', "extra" -> 'timerPrUge') || ("extra" - 'timerPrUge') WHERE "extra" ? 'timerPrUge';
--> statement-breakpoint
UPDATE "contact_submissions" SET "extra" = jsonb_build_object('consent', "extra" -> 'samtykke') || ("extra" - 'samtykke') WHERE "extra" ? 'samtykke';
--> statement-breakpoint
UPDATE "contact_submissions" SET "extra" = jsonb_build_object('consentText', "extra" -> 'samtykkeTekst') || ("extra" - 'samtykkeTekst') WHERE "extra" ? 'samtykkeTekst';
--> statement-breakpoint
UPDATE "contact_submissions" SET "extra" = jsonb_build_object('consentAt', "extra" -> 'samtykkeTidspunkt') || ("extra" - 'samtykkeTidspunkt') WHERE "extra" ? 'samtykkeTidspunkt';
