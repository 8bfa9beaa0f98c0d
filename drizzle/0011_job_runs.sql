CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"done_slot" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"holder" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"last_ok_at" timestamp with time zone
);
