CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"question_vi" text NOT NULL,
	"answer_vi" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"address_vi" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"opening_hours_en" text DEFAULT '' NOT NULL,
	"opening_hours_vi" text DEFAULT '' NOT NULL,
	"logo" text,
	"email_sender_name" text DEFAULT '' NOT NULL,
	"privacy_en" text DEFAULT '' NOT NULL,
	"privacy_vi" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"terms_vi" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_settings_one_row" CHECK ("salon_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "setup_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "setup_tokens_hash_unique" ON "setup_tokens" USING btree ("token_hash");--> statement-breakpoint
-- The salon's details and FAQs are public reads the read cache keeps: announce their writes (migration 0007).
CREATE TRIGGER salon_settings_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON salon_settings FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
--> statement-breakpoint
CREATE TRIGGER faqs_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faqs FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
