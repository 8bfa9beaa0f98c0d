-- Issue 37, item 9: "Send igen" on a webhook's delivery log queues the same event (same event id and
-- payload) once more; replay counts which time (0 = the event's own delivery), so an event is still
-- queued once per webhook and replay.
DROP INDEX "webhook_deliveries_event_idx";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "replay" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("webhook_id","event_id","replay");