-- The live front desk (docs/decisions/020-live-front-desk.md): every booking made, removed, or changed in status,
-- stylist, day or time, and every change of a payment's status, is announced on the channel hairsalon_booking_changes
-- with the booking's id, its stylists and days (before and after a move) and its status: no personal data. A
-- notification is sent when its transaction commits (never for a rolled-back one), whoever wrote the row: any
-- instance, a job (hold expiry), psql. Every instance LISTENs and passes it on to its open calendars.
CREATE OR REPLACE FUNCTION hairsalon_booking_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stylists jsonb;
  days jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hairsalon_booking_changes',
      jsonb_build_object('b', OLD.id, 's', jsonb_build_array(OLD.stylist_id), 'd', jsonb_build_array(OLD.day), 'st', NULL)::text);
    RETURN NULL;
  END IF;
  stylists := jsonb_build_array(NEW.stylist_id);
  days := jsonb_build_array(NEW.day);
  IF TG_OP = 'UPDATE' THEN
    IF OLD.stylist_id IS DISTINCT FROM NEW.stylist_id THEN stylists := stylists || jsonb_build_array(OLD.stylist_id); END IF;
    IF OLD.day IS DISTINCT FROM NEW.day THEN days := days || jsonb_build_array(OLD.day); END IF;
  END IF;
  PERFORM pg_notify('hairsalon_booking_changes',
    jsonb_build_object('b', NEW.id, 's', stylists, 'd', days, 'st', NEW.status_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_change_insert_delete AFTER INSERT OR DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION hairsalon_booking_change_notify();
--> statement-breakpoint
CREATE TRIGGER bookings_change_update AFTER UPDATE OF status_id, stylist_id, day, time_type ON bookings FOR EACH ROW
  WHEN (OLD.status_id IS DISTINCT FROM NEW.status_id OR OLD.stylist_id IS DISTINCT FROM NEW.stylist_id
    OR OLD.day IS DISTINCT FROM NEW.day OR OLD.time_type IS DISTINCT FROM NEW.time_type)
  EXECUTE FUNCTION hairsalon_booking_change_notify();
--> statement-breakpoint
-- A payment captured, refunded or voided changes what the lists show ("paid") even when the booking's status stays.
CREATE OR REPLACE FUNCTION hairsalon_payment_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booking record;
BEGIN
  SELECT id, stylist_id, day, status_id INTO booking FROM bookings WHERE id = NEW.booking_id;
  IF FOUND THEN
    PERFORM pg_notify('hairsalon_booking_changes',
      jsonb_build_object('b', booking.id, 's', jsonb_build_array(booking.stylist_id), 'd', jsonb_build_array(booking.day), 'st', booking.status_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_change AFTER INSERT OR UPDATE OF status, refunded_cents ON payments FOR EACH ROW EXECUTE FUNCTION hairsalon_payment_change_notify();
