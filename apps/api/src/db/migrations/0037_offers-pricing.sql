ALTER TABLE "offers" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "applied_live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regular_price_paise" integer;--> statement-breakpoint
-- Offers live until now were written into the prices by the seed ("the discount is already applied"):
-- they count as applied, so the offers job does not rewrite them.
UPDATE "offers" SET "applied_live" = ("valid_from" <= now() AND "valid_until" > now());
