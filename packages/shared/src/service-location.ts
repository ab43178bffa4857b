/**
 * Where a service is offered (issue 24, docs/decisions/021): a service with no offers is offered at every location at
 * its own price; one with offers only at those locations, each at its offer's price or (null) the service's. The
 * server prices bookings by this rule, and the booking form shows a location's services by it.
 */

/** One location a service is offered at, at its own price or (null) the service's. */
export interface ServiceOffer {
  locationId: number;
  price: number | null;
}

/** A service as a location's customers see it: undefined when it is not offered there, else with that location's price. */
export function serviceAtLocation<T extends { price: number; locations: readonly ServiceOffer[] }>(
  service: T,
  locationId: number,
): T | undefined {
  if (service.locations.length === 0) return service;
  const offer = service.locations.find((o) => o.locationId === locationId);
  if (!offer) return undefined;
  return offer.price === null ? service : { ...service, price: offer.price };
}
