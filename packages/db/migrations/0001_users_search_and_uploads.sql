-- pg_trgm backs the users' full-name search index (PGlite loads it in client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uploaded_by" integer,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_name_unique" ON "uploads" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);