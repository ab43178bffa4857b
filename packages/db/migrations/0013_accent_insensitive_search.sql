-- Searches that ignore accents as well as case: staff type "nguyen" for "Nguyễn" (issue 23). unaccent() is only
-- STABLE (its dictionary could change), so an index needs an IMMUTABLE wrapper naming the dictionary outright; PGlite
-- loads the extension in client.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hs_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
DROP INDEX "users_full_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (hs_fold("first_name" || ' ' || "last_name") gin_trgm_ops);
