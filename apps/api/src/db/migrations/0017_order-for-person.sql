ALTER TABLE "orders" ADD COLUMN "for_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "for_age" smallint;