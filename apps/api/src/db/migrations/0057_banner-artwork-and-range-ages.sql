-- A banner's designed picture (BANNER_ARTWORKS in packages/contracts/src/pharmacy-values.ts, drawn by
-- apps/api/src/modules/pharmacy/banner-artwork.ts in the banner's colour, without words).
ALTER TABLE "banners" ADD COLUMN "artwork" text DEFAULT 'health' NOT NULL;--> statement-breakpoint
-- The seeded banners' designed pictures (apps/api/src/db/seed/pharmacy-delivery.ts bannerRows).
UPDATE "banners" SET "artwork" = 'prescription' WHERE "id" = 'ban_upload-rx';--> statement-breakpoint
UPDATE "banners" SET "artwork" = 'delivery' WHERE "id" = 'ban_free-shipping';--> statement-breakpoint
UPDATE "banners" SET "artwork" = 'diabetes' WHERE "id" = 'ban_diabetes';--> statement-breakpoint
UPDATE "banners" SET "artwork" = 'devices' WHERE "id" = 'ban_devices';

--> statement-breakpoint
-- Age bands in the words of a reference range say the ages the band holds (age_max_years is the first age
-- past it, apps/api/src/modules/labs/lab-rules.ts): TSH '1 - 5', '6 - 10', '11 - 19 years' and ALP '4 - 14
-- years', as the seed now writes them (apps/api/src/db/seed/labs-parameters.ts), not '1 - 6', '6 - 11'...
-- which gave a six-year-old two bands.
UPDATE "lab_reference_ranges" SET "text" = '0.70 - 5.97 µIU/mL (1 - 5 years)' WHERE "text" = '0.70 - 5.97 µIU/mL (1 - 6 years)';--> statement-breakpoint
UPDATE "lab_reference_ranges" SET "text" = '0.60 - 4.84 µIU/mL (6 - 10 years)' WHERE "text" = '0.60 - 4.84 µIU/mL (6 - 11 years)';--> statement-breakpoint
UPDATE "lab_reference_ranges" SET "text" = '0.51 - 4.30 µIU/mL (11 - 19 years)' WHERE "text" = '0.51 - 4.30 µIU/mL (11 - 20 years)';--> statement-breakpoint
UPDATE "lab_reference_ranges" SET "text" = '54 - 369 U/L (4 - 14 years)' WHERE "text" = '54 - 369 U/L (4 - 15 years)';
