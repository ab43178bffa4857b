CREATE TABLE "stylist_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"stylist_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stylist_time_off_range_valid" CHECK ("stylist_time_off"."ends_at" > "stylist_time_off"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "stylist_time_off" ADD CONSTRAINT "stylist_time_off_stylist_id_users_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_time_off" ADD CONSTRAINT "stylist_time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stylist_time_off_stylist_range_idx" ON "stylist_time_off" USING btree ("stylist_id","starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_valid" CHECK ("bookings"."source" in ('online', 'walk-in', 'phone'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status_id" in ('S1', 'S2', 'S3', 'S4', 'S5'));