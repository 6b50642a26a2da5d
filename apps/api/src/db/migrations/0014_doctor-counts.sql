ALTER TABLE "specialties" ADD COLUMN "doctor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_specialty_rating_idx" ON "doctors" USING btree ("specialty_id","rating_avg" DESC NULLS LAST,"review_count" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_relevance_idx" ON "doctors" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC,"experience_years" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_fee_order_idx" ON "doctors" USING btree ("fee_paise","id");--> statement-breakpoint
CREATE INDEX "doctors_fee_desc_order_idx" ON "doctors" USING btree ("fee_paise" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_experience_order_idx" ON "doctors" USING btree ("experience_years" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_rating_order_idx" ON "doctors" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC,"id");--> statement-breakpoint
CREATE INDEX "doctors_specialty_fee_idx" ON "doctors" USING btree ("specialty_id","fee_paise","id");--> statement-breakpoint
CREATE INDEX "doctors_specialty_experience_idx" ON "doctors" USING btree ("specialty_id","experience_years" DESC,"id");