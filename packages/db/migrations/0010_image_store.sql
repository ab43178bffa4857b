CREATE TABLE "upload_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "uploads_sha256_idx" ON "uploads" USING btree ("sha256");--> statement-breakpoint
-- JPEG, PNG and WebP are compressed already: keep the bytes out of line without trying to compress them again.
ALTER TABLE "upload_blobs" ALTER COLUMN "data" SET STORAGE EXTERNAL;
