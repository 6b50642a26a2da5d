CREATE TABLE "stored_file_chunks" (
	"file_key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_key_seq_pk" PRIMARY KEY("file_key","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"chunk_count" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size" >= 0),
	CONSTRAINT "stored_files_chunk_count_check" CHECK ("stored_files"."chunk_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;