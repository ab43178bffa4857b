-- Issue 24: a waitlist entry waits at one location (an entry for any stylist, for that location's stylists). Existing
-- entries are at their stylist's location, or the first open location when they wait for any stylist.
ALTER TABLE "waitlist_entries" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "waitlist_entries" w SET "location_id" = coalesce(
  (SELECT u."location_id" FROM "users" u WHERE u."id" = w."stylist_id"),
  (SELECT l."id" FROM "locations" l WHERE l."archived_at" IS NULL ORDER BY l."id" LIMIT 1),
  (SELECT min(l."id") FROM "locations" l)
);--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;
