-- The live front desk's notifications name the locations of the booking's stylists ('l'), read when the change
-- commits (docs/decisions/021): staff hear their location's changes by location, so a stylist who joins it after a
-- calendar opened is heard at once (the stream used to read the location's stylists when it opened).
CREATE OR REPLACE FUNCTION hairsalon_stylist_locations(stylists jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(DISTINCT u.location_id), '[]'::jsonb)
  FROM users u
  WHERE u.location_id IS NOT NULL AND u.id IN (SELECT value::int FROM jsonb_array_elements_text(stylists))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hairsalon_booking_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stylists jsonb;
  days jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    stylists := jsonb_build_array(OLD.stylist_id);
    PERFORM pg_notify('hairsalon_booking_changes',
      jsonb_build_object('b', OLD.id, 's', stylists, 'l', hairsalon_stylist_locations(stylists), 'd', jsonb_build_array(OLD.day), 'st', NULL)::text);
    RETURN NULL;
  END IF;
  stylists := jsonb_build_array(NEW.stylist_id);
  days := jsonb_build_array(NEW.day);
  IF TG_OP = 'UPDATE' THEN
    IF OLD.stylist_id IS DISTINCT FROM NEW.stylist_id THEN stylists := stylists || jsonb_build_array(OLD.stylist_id); END IF;
    IF OLD.day IS DISTINCT FROM NEW.day THEN days := days || jsonb_build_array(OLD.day); END IF;
  END IF;
  PERFORM pg_notify('hairsalon_booking_changes',
    jsonb_build_object('b', NEW.id, 's', stylists, 'l', hairsalon_stylist_locations(stylists), 'd', days, 'st', NEW.status_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hairsalon_payment_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booking record;
  stylists jsonb;
BEGIN
  SELECT id, stylist_id, day, status_id INTO booking FROM bookings WHERE id = NEW.booking_id;
  IF FOUND THEN
    stylists := jsonb_build_array(booking.stylist_id);
    PERFORM pg_notify('hairsalon_booking_changes',
      jsonb_build_object('b', booking.id, 's', stylists, 'l', hairsalon_stylist_locations(stylists), 'd', jsonb_build_array(booking.day), 'st', booking.status_id)::text);
  END IF;
  RETURN NULL;
END
$$;
