ALTER TABLE "banners" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_dates" CHECK ("banners"."starts_on" IS NULL OR "banners"."ends_on" IS NULL OR "banners"."starts_on" <= "banners"."ends_on");