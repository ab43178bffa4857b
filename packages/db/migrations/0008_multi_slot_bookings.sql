CREATE TABLE "booking_slots" (
	"booking_id" integer NOT NULL,
	"stylist_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_type" text NOT NULL,
	"kind" text DEFAULT 'service' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "booking_slots_booking_id_time_type_pk" PRIMARY KEY("booking_id","time_type"),
	CONSTRAINT "booking_slots_kind_valid" CHECK ("booking_slots"."kind" in ('service', 'buffer'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"stylist_id" integer,
	"service_ids" jsonb NOT NULL,
	"notified_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_stylist_id_users_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_stylist_id_users_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_active_unique" ON "booking_slots" USING btree ("stylist_id","day","time_type") WHERE "booking_slots"."active";--> statement-breakpoint
CREATE INDEX "booking_slots_stylist_day_idx" ON "booking_slots" USING btree ("stylist_id","day");--> statement-breakpoint
CREATE INDEX "waitlist_entries_open_day_idx" ON "waitlist_entries" USING btree ("day") WHERE "waitlist_entries"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_customer_idx" ON "waitlist_entries" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_valid" CHECK ("services"."duration_minutes" between 60 and 240 and "services"."duration_minutes" % 60 = 0);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_valid" CHECK ("services"."buffer_minutes" between 0 and 120);--> statement-breakpoint
-- Every existing booking covers its one slot (docs/decisions/009).
INSERT INTO "booking_slots" ("booking_id", "stylist_id", "day", "time_type", "kind", "active")
SELECT "id", "stylist_id", "day", "time_type", 'service', "status_id" in ('S1', 'S2') FROM "bookings";--> statement-breakpoint
-- A booking, however it is inserted, covers its start slot; the booking code adds the rest of its range.
CREATE FUNCTION "booking_slots_cover_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_slots" ("booking_id", "stylist_id", "day", "time_type", "kind", "active")
  VALUES (NEW."id", NEW."stylist_id", NEW."day", NEW."time_type", 'service', NEW."status_id" in ('S1', 'S2'));
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_cover_start_slot" AFTER INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION "booking_slots_cover_start"();--> statement-breakpoint
-- Whatever changes a booking's status, its slots are held exactly while it is pending or confirmed.
CREATE FUNCTION "booking_slots_follow_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_slots" SET "active" = NEW."status_id" in ('S1', 'S2') WHERE "booking_id" = NEW."id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_slots_follow_status" AFTER UPDATE OF "status_id" ON "bookings" FOR EACH ROW WHEN (OLD."status_id" IS DISTINCT FROM NEW."status_id") EXECUTE FUNCTION "booking_slots_follow_status"();
