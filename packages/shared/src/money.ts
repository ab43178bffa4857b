import { MAX_POINTS_PER_BOOKING } from './constants.js';

/** Money is integer cents everywhere but at the edges (ARCHITECTURE §2). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** "$12.50" */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** "12.50" — for the spec's 'Price: {price} $'. */
export function formatPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface BookingAmount {
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  totalCents: number;
}

/**
 * ARCHITECTURE §4: total of the chosen services, minus pointsToUse percent (1 point = 1 %, at most 30),
 * clamped at 0, in whole cents. Callers validate points against the balance first.
 */
export function computeBookingAmount(servicePricesCents: readonly number[], pointsToUse: number): BookingAmount {
  const subtotalCents = servicePricesCents.reduce((sum, price) => sum + price, 0);
  const discountPercent = Math.min(Math.max(Math.trunc(pointsToUse), 0), MAX_POINTS_PER_BOOKING);
  const discountCents = Math.round((subtotalCents * discountPercent) / 100);
  const totalCents = Math.max(0, subtotalCents - discountCents);
  return { subtotalCents, discountPercent, discountCents, totalCents };
}
