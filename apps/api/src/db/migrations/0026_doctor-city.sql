ALTER TABLE "doctors" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_city_fee_idx" ON "doctors" USING btree ("city","fee_paise","id");--> statement-breakpoint
CREATE INDEX "doctors_city_fee_desc_idx" ON "doctors" USING btree ("city","fee_paise" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_city_experience_idx" ON "doctors" USING btree ("city","experience_years" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_city_rating_idx" ON "doctors" USING btree ("city","rating_avg" DESC NULLS LAST,"review_count" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_city_relevance_idx" ON "doctors" USING btree ("city","rating_avg" DESC NULLS LAST,"review_count" DESC,"experience_years" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_city_specialty_fee_idx" ON "doctors" USING btree ("city","specialty_id","fee_paise","id");--> statement-breakpoint
CREATE INDEX "doctors_city_specialty_fee_desc_idx" ON "doctors" USING btree ("city","specialty_id","fee_paise" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_city_specialty_experience_idx" ON "doctors" USING btree ("city","specialty_id","experience_years" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_city_specialty_rating_idx" ON "doctors" USING btree ("city","specialty_id","rating_avg" DESC NULLS LAST,"review_count" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_city_specialty_relevance_idx" ON "doctors" USING btree ("city","specialty_id","rating_avg" DESC NULLS LAST,"review_count" DESC,"experience_years" DESC,"id");