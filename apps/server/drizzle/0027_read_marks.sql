CREATE TABLE "read_marks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"wal_bytes" bigint NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "read_marks" ADD CONSTRAINT "read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;