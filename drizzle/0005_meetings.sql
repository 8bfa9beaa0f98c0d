CREATE TABLE "booking_claims" (
	"staff_id" uuid NOT NULL,
	"tick" timestamp with time zone NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "booking_claims_staff_id_tick_pk" PRIMARY KEY("staff_id","tick")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"staff_id" uuid,
	"topic" text NOT NULL,
	"length_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "meeting_hosts" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"takes_meetings" boolean DEFAULT true NOT NULL,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_hosts_feed_token_hash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "meeting_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"lengths" jsonb DEFAULT '[20,45]'::jsonb NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"notice_hours" integer DEFAULT 4 NOT NULL,
	"horizon_days" integer DEFAULT 21 NOT NULL,
	"mode" text DEFAULT 'phone' NOT NULL,
	"video_url" text,
	"routing" text DEFAULT 'round_robin' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_settings_single_row" CHECK ("meeting_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "staff_availability_range" CHECK ("staff_availability"."weekday" between 1 and 7 and "staff_availability"."start_minute" >= 0 and "staff_availability"."start_minute" < "staff_availability"."end_minute" and "staff_availability"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "staff_days_off" (
	"staff_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "staff_days_off_staff_id_day_pk" PRIMARY KEY("staff_id","day")
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_submission_id_contact_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_hosts" ADD CONSTRAINT "meeting_hosts_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_days_off" ADD CONSTRAINT "staff_days_off_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_claims_booking_idx" ON "booking_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_staff_start_idx" ON "bookings" USING btree ("staff_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "staff_availability_staff_idx" ON "staff_availability" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_kind_check" CHECK ("contact_submissions"."kind" in ('contact', 'quote', 'job_application', 'newsletter', 'meeting'));