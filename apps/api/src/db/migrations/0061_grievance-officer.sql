CREATE TABLE "grievance_officer" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text,
	"designation" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "grievance_officer_one_row" CHECK ("grievance_officer"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "grievance_officer" ADD CONSTRAINT "grievance_officer_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The office and its mailbox exist from the start; the person is named by an admin (/admin/grievance-officer),
-- never invented here.
INSERT INTO "grievance_officer" ("id", "name", "designation", "email")
VALUES (1, NULL, 'Grievance Officer and Data Protection Officer', 'grievance@arogya.in')
ON CONFLICT DO NOTHING;
