import { SALON_TIME_ZONE, salonDayStart, type TimeZone } from '@hairsalon/shared';
import { locationParam } from '../location/customer-location';
import type { BookingFormValues } from './booking-form-values';
import { newServiceRow } from './service-rows';

/** The booking page's query: a waitlist email links here with the stylist, the day and the services chosen. */
export interface BookingSearch {
  stylistId?: string;
  date?: string;
  serviceIds?: string;
  /** The location chosen (issue 24): an open location's id; an unknown one falls back to the remembered or first. */
  location?: number;
}

const text = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : String(value));

/** Route `validateSearch`: text values only (the router would otherwise turn '12' into 12). */
export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  return {
    stylistId: text(search.stylistId),
    date: text(search.date),
    serviceIds: text(search.serviceIds),
    location: locationParam(search.location),
  };
}

/** The fields the query fills in; the day is the location's (`zone`). Anything malformed is left out. */
export function bookingFormFromSearch(search: BookingSearch, zone: TimeZone = SALON_TIME_ZONE): Partial<BookingFormValues> {
  const out: Partial<BookingFormValues> = {};
  if (search.stylistId && /^\d{1,9}$/.test(search.stylistId)) out.stylistId = search.stylistId;
  if (search.date && /^\d{1,15}$/.test(search.date)) out.date = salonDayStart(Number(search.date), zone);
  const ids = (search.serviceIds ?? '').split(',').filter((id) => /^\d{1,9}$/.test(id));
  if (ids.length > 0) out.services = [...new Set(ids)].map((serviceId) => ({ ...newServiceRow(), serviceId }));
  return out;
}
