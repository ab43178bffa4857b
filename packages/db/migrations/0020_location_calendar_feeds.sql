-- The salon's calendar feed becomes a location's (docs/decisions/021): staff, held to their own location, see only its
-- bookings. A feed made for the whole salon goes to its maker's location when staff made it, else to the first open
-- location (the location a call that names none is about), so a one-location salon's link keeps showing the same.
DROP INDEX "calendar_feeds_live_salon_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "calendar_feeds" AS "feed" SET "location_id" = coalesce(
	(SELECT "maker"."location_id" FROM "users" AS "maker" WHERE "maker"."id" = "feed"."created_by" AND "maker"."role_id" = 'R1'),
	(SELECT "id" FROM "locations" WHERE "archived_at" IS NULL ORDER BY "id" LIMIT 1),
	(SELECT "id" FROM "locations" ORDER BY "id" LIMIT 1)
) WHERE "feed"."stylist_id" IS NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_location_unique" ON "calendar_feeds" USING btree ("location_id") WHERE "calendar_feeds"."revoked_at" is null and "calendar_feeds"."location_id" is not null;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_one_owner" CHECK (("calendar_feeds"."stylist_id" is null) <> ("calendar_feeds"."location_id" is null));