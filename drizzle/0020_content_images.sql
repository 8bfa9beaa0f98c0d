CREATE TABLE "content_case_clients" (
	"case_id" text PRIMARY KEY NOT NULL,
	"named" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "content_image_files" (
	"image_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "content_image_files_image_id_name_pk" PRIMARY KEY("image_id","name")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"hash" text NOT NULL,
	"alt" text NOT NULL,
	"source_type" text NOT NULL,
	"source" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "content_images_kind_check" CHECK ("content_images"."kind" in ('person', 'logo'))
);
--> statement-breakpoint
ALTER TABLE "content_case_clients" ADD CONSTRAINT "content_case_clients_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_image_files" ADD CONSTRAINT "content_image_files_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_images_kind_subject_idx" ON "content_images" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "content_images_hash_idx" ON "content_images" USING btree ("hash");