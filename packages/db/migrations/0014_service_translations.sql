ALTER TABLE "services" ADD COLUMN "name_vi" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_vi" text;