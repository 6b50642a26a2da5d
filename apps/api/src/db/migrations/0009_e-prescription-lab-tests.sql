CREATE TABLE "e_prescription_lab_tests" (
	"e_prescription_id" text NOT NULL,
	"item_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "e_prescription_lab_tests_e_prescription_id_item_id_pk" PRIMARY KEY("e_prescription_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "e_prescription_lab_tests" ADD CONSTRAINT "e_prescription_lab_tests_e_prescription_id_e_prescriptions_id_fk" FOREIGN KEY ("e_prescription_id") REFERENCES "public"."e_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescription_lab_tests" ADD CONSTRAINT "e_prescription_lab_tests_item_id_lab_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lab_items"("id") ON DELETE no action ON UPDATE no action;