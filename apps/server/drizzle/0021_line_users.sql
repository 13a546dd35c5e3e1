CREATE TABLE "line_notifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"estimates" boolean DEFAULT false NOT NULL,
	"reports" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_link_parties" (
	"user_id" integer NOT NULL,
	"link_party_id" integer NOT NULL,
	CONSTRAINT "user_link_parties_user_id_link_party_id_pk" PRIMARY KEY("user_id","link_party_id")
);
--> statement-breakpoint
ALTER TABLE "line_notifications" ADD CONSTRAINT "line_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_link_parties" ADD CONSTRAINT "user_link_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_link_parties" ADD CONSTRAINT "user_link_parties_link_party_id_link_parties_id_fk" FOREIGN KEY ("link_party_id") REFERENCES "public"."link_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_link_parties_party_idx" ON "user_link_parties" USING btree ("link_party_id");