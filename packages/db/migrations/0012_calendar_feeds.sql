CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"stylist_id" integer,
	"nonce" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_stylist_id_users_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_stylist_unique" ON "calendar_feeds" USING btree ("stylist_id") WHERE "calendar_feeds"."revoked_at" is null and "calendar_feeds"."stylist_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_salon_unique" ON "calendar_feeds" USING btree (("stylist_id" is null)) WHERE "calendar_feeds"."revoked_at" is null and "calendar_feeds"."stylist_id" is null;