-- One open waitlist entry per customer, day, location and stylist ("any stylist" counted as one): parallel joins made
-- several, and each got its own "slot freed" email. Duplicates open today are closed first, keeping the oldest.
UPDATE "waitlist_entries" AS "later" SET "closed_at" = now()
WHERE "later"."closed_at" IS NULL AND EXISTS (
	SELECT 1 FROM "waitlist_entries" AS "earlier"
	WHERE "earlier"."closed_at" IS NULL
		AND "earlier"."customer_id" = "later"."customer_id"
		AND "earlier"."day" = "later"."day"
		AND "earlier"."location_id" = "later"."location_id"
		AND "earlier"."stylist_id" IS NOT DISTINCT FROM "later"."stylist_id"
		AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_open_unique" ON "waitlist_entries" USING btree ("customer_id","day","location_id",coalesce("stylist_id", 0)) WHERE "waitlist_entries"."closed_at" is null;
