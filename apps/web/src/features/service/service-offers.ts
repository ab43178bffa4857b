/**
 * Where a service is offered, as the admin's service form edits it (issue 24): a tick and an optional price per open
 * location. The server takes an empty list for "every location at the service's price", else the ticked locations,
 * each with its own price or null for the service's.
 */

import type { ServiceOffer } from '@hairsalon/shared';

/** One open location as the form lists it. */
export interface OfferLocation {
  id: number;
  name: string;
}

/** The form's ticks and prices, by location id. A price is '' until the admin types one. */
export type LocationOffers = Record<string, { offered: boolean; price: number | string }>;

/** The form's starting ticks: none listed is every location, with no prices of its own. */
export function offersFromService(locations: readonly OfferLocation[], offers: readonly ServiceOffer[]): LocationOffers {
  const byLocation = new Map(offers.map((offer) => [offer.locationId, offer]));
  return Object.fromEntries(
    locations.map((location) => {
      const offer = byLocation.get(location.id);
      const offered = offers.length === 0 || offer !== undefined;
      return [String(location.id), { offered, price: offer?.price ?? '' }];
    }),
  );
}

/**
 * What the server takes: [] when every open location is ticked with no price of its own, else the ticked locations
 * in the list's order, each with its price or null. Locations not in the list (archived since) are left out.
 */
export function offersToInput(locations: readonly OfferLocation[], values: LocationOffers): ServiceOffer[] {
  const rows = locations.flatMap((location) => {
    const value = values[String(location.id)];
    if (!value?.offered) return [];
    return [{ locationId: location.id, price: value.price === '' ? null : Number(value.price) }];
  });
  const everywhere = rows.length === locations.length && rows.every((row) => row.price === null);
  return everywhere ? [] : rows;
}

/** True when no location is ticked: a service must be offered somewhere (an empty list would mean everywhere). */
export function offeredNowhere(locations: readonly OfferLocation[], values: LocationOffers): boolean {
  return locations.length > 0 && locations.every((location) => !values[String(location.id)]?.offered);
}
