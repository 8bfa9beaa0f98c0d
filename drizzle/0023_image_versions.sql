DROP INDEX "content_images_kind_subject_idx";--> statement-breakpoint
ALTER TABLE "content_images" ADD COLUMN "current" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_images_current_idx" ON "content_images" USING btree ("kind","subject") WHERE "content_images"."current";--> statement-breakpoint
CREATE INDEX "content_images_kind_subject_idx" ON "content_images" USING btree ("kind","subject");