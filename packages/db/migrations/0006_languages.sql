ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_valid" CHECK ("bookings"."language" in ('en', 'vi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_valid" CHECK ("users"."language" is null or "users"."language" in ('en', 'vi'));