CREATE TABLE "booking_idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_idempotency_keys" ADD CONSTRAINT "booking_idempotency_keys_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_idempotency_keys_scope_key_unique" ON "booking_idempotency_keys" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "booking_idempotency_keys_booking_idx" ON "booking_idempotency_keys" USING btree ("booking_id");