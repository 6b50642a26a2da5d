DROP INDEX "notifications_inbox_idx";--> statement-breakpoint
DROP INDEX "notifications_due_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_sending_idx" ON "notifications" USING btree ("claimed_at") WHERE "notifications"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("recipient_user_id","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."channel" = 'in_app' and "notifications"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("priority","due_at","id") WHERE "notifications"."status" in ('pending', 'held', 'failed');