CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_vi" text,
	"phone" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_name_not_blank" CHECK (btrim("locations"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_active_name_unique" ON "locations" USING btree (lower("name")) WHERE "locations"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_location_idx" ON "users" USING btree ("location_id");--> statement-breakpoint
-- Location 1 is the salon as it was (docs/decisions/021): its name, address and phone come from salon_settings, which
-- keeps the brand's details only; a database whose admin saved nothing yet gets a location named as the product.
INSERT INTO "locations" ("id", "name", "address", "address_vi", "phone", "time_zone")
SELECT 1, coalesce(nullif(btrim(s."name"), ''), 'HairSalon'), coalesce(s."address_en", ''), nullif(s."address_vi", ''), coalesce(s."phone", ''), 'Asia/Ho_Chi_Minh'
FROM (SELECT 1) AS one LEFT JOIN "salon_settings" AS s ON s."id" = 1;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('locations', 'id'), (SELECT max("id") FROM "locations"));--> statement-breakpoint
-- Every stylist and staff member works at the salon there was.
UPDATE "users" SET "location_id" = 1 WHERE "role_id" IN ('R1', 'R3');--> statement-breakpoint
ALTER TABLE "salon_settings" DROP COLUMN "address_en";--> statement-breakpoint
ALTER TABLE "salon_settings" DROP COLUMN "address_vi";--> statement-breakpoint
ALTER TABLE "salon_settings" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_have_location" CHECK ("users"."role_id" not in ('R1', 'R3') or "users"."location_id" is not null);--> statement-breakpoint
-- A stylist or staff member added without a location (today's forms, scripts) works at the first active location.
CREATE OR REPLACE FUNCTION hairsalon_default_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.location_id IS NULL AND NEW.role_id IN ('R1', 'R3') THEN
    SELECT "id" INTO NEW.location_id FROM "locations" WHERE "archived_at" IS NULL ORDER BY "id" LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_default_location BEFORE INSERT OR UPDATE OF role_id, location_id ON users FOR EACH ROW EXECUTE FUNCTION hairsalon_default_location();
--> statement-breakpoint
-- location.list is a public read the read cache keeps (migration 0007), and so is salon.details (the first location's
-- address and phone); who works where is part of a stylist's public card.
CREATE TRIGGER locations_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
--> statement-breakpoint
DROP TRIGGER users_read_cache ON users;
--> statement-breakpoint
CREATE TRIGGER users_read_cache AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF first_name, last_name, gender, image, role_id, status, location_id ON users FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
