-- Read cache invalidation (docs/decisions/008-read-cache.md): every write to a table the API caches public reads of
-- announces the table on the channel hairsalon_read_cache, so every API instance drops what it read from it.
-- Statement-level: one notification per statement (PostgreSQL also folds repeats within a transaction), sent on commit.
CREATE OR REPLACE FUNCTION hairsalon_read_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hairsalon_read_cache', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
--> statement-breakpoint
CREATE TRIGGER allcodes_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON allcodes FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
--> statement-breakpoint
CREATE TRIGGER feedback_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feedback FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
--> statement-breakpoint
CREATE TRIGGER schedule_slots_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_slots FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
--> statement-breakpoint
CREATE TRIGGER stylist_profiles_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stylist_profiles FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
--> statement-breakpoint
-- Bookings change a schedule when one is made, removed, or changes status, stylist, day or time.
CREATE TRIGGER bookings_read_cache AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status_id, stylist_id, day, time_type ON bookings FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
--> statement-breakpoint
-- Users: the fields public reads show (a stylist's card, a reviewer's name) and who is an active stylist.
CREATE TRIGGER users_read_cache AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF first_name, last_name, gender, image, role_id, status ON users FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
--> statement-breakpoint
-- Stylists' time off takes slots off a stylist's day.
CREATE TRIGGER stylist_time_off_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stylist_time_off FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
