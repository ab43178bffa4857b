-- Issue 24: where a service is offered. A service with no rows is offered at every location at its own price (every
-- service today); with rows, only at those locations, each at its row's price or the service's when that is null.
CREATE TABLE "service_locations" (
	"service_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"price_cents" integer,
	CONSTRAINT "service_locations_service_id_location_id_pk" PRIMARY KEY("service_id","location_id"),
	CONSTRAINT "service_locations_price_positive" CHECK ("service_locations"."price_cents" is null or "service_locations"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_locations_location_idx" ON "service_locations" USING btree ("location_id");--> statement-breakpoint
CREATE TRIGGER service_locations_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_locations FOR EACH STATEMENT EXECUTE FUNCTION hairsalon_read_cache_notify();
