import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '../codes.js';
import { addSalonDays, salonDayFromParts, slotStartMs } from '../time.js';
import { formatBookingWhenIn, formatLocationTimeIn, zonedSlotLabel } from './format.js';

/**
 * The customer pages' booking times (issue 24, docs/decisions/021): a booking's day and slot on its location's
 * clock, the zone named with more than one location. Sydney's 2026 clock changes: back on Sunday 5 April (3:00 AEDT →
 * 2:00 AEST), forward on Sunday 4 October (2:00 AEST → 3:00 AEDT).
 */
const SYDNEY = 'Australia/Sydney';
const HCMC = 'Asia/Ho_Chi_Minh';
const T1 = TIME_SLOTS[0]; // 9:00 AM
const T8 = TIME_SLOTS[7]; // 5:00 PM

function bookingAt(year: number, month: number, day: number, slot: (typeof TIME_SLOTS)[number], zone: string, zoneNamed = true) {
  const dateMs = salonDayFromParts(year, month, day, zone);
  return {
    dateMs,
    startMs: slotStartMs(dateMs, slot, zone),
    timeZone: zone,
    zoneNamed,
    timeTypeDataBooking: { valueEn: slot.valueEn, valueVi: slot.valueVi },
  };
}

describe(`booking times on a location's clock (TZ=${process.env.TZ ?? 'machine default'})`, () => {
  it('names AEDT the day before Sydney’s clocks go back and AEST on that Sunday and after', () => {
    expect(formatBookingWhenIn(bookingAt(2026, 4, 4, T1, SYDNEY), 'en')).toBe('04-04-2026 9:00 AM (AEDT)');
    expect(formatBookingWhenIn(bookingAt(2026, 4, 5, T1, SYDNEY), 'en')).toBe('05-04-2026 9:00 AM (AEST)');
    expect(formatBookingWhenIn(bookingAt(2026, 4, 5, T8, SYDNEY), 'vi')).toBe('05-04-2026 17:00 (AEST)');
    expect(formatBookingWhenIn(bookingAt(2026, 4, 6, T1, SYDNEY), 'en')).toBe('06-04-2026 9:00 AM (AEST)');
  });

  it('names AEST the day before Sydney’s clocks go forward and AEDT on that Sunday', () => {
    expect(formatBookingWhenIn(bookingAt(2026, 10, 3, T8, SYDNEY), 'en')).toBe('03-10-2026 5:00 PM (AEST)');
    expect(formatBookingWhenIn(bookingAt(2026, 10, 4, T1, SYDNEY), 'en')).toBe('04-10-2026 9:00 AM (AEDT)');
    expect(formatBookingWhenIn(bookingAt(2026, 10, 4, T1, SYDNEY), 'vi')).toBe('04-10-2026 09:00 (AEDT)');
  });

  it('keeps the slot’s wall-clock label and the location’s calendar day, wherever the instant falls in UTC', () => {
    // 9:00 AEDT on 4 April is 22:00 UTC on 3 April; 9:00 AEST on 5 April is 23:00 UTC on 4 April.
    const before = bookingAt(2026, 4, 4, T1, SYDNEY);
    const after = bookingAt(2026, 4, 5, T1, SYDNEY);
    expect(new Date(before.startMs).toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(new Date(after.startMs).toISOString()).toBe('2026-04-04T23:00:00.000Z');
    // The 25-hour day: a slot a calendar day later is 25 hours later.
    expect(after.startMs - before.startMs).toBe(25 * 60 * 60 * 1000);
    // The instant's own clock says the same as the slot's label.
    expect(formatLocationTimeIn(after.startMs, 'en', SYDNEY)).toBe('9:00 AM (AEST)');
    const forward = bookingAt(2026, 10, 4, T1, SYDNEY);
    expect(addSalonDays(forward.dateMs, 1, SYDNEY) - forward.dateMs).toBe(23 * 60 * 60 * 1000);
    expect(formatLocationTimeIn(forward.startMs, 'en', SYDNEY)).toBe('9:00 AM (AEDT)');
  });

  it('names no zone for a single salon, and Ho Chi Minh City by its offset beside Sydney', () => {
    expect(formatBookingWhenIn(bookingAt(2026, 4, 5, T1, SYDNEY, false), 'en')).toBe('05-04-2026 9:00 AM');
    expect(formatBookingWhenIn(bookingAt(2026, 4, 5, T1, HCMC, false), 'en')).toBe('05-04-2026 9:00 AM');
    expect(formatBookingWhenIn(bookingAt(2026, 4, 5, T1, HCMC), 'en')).toBe('05-04-2026 9:00 AM (GMT+7)');
    expect(zonedSlotLabel('9:00 AM', Date.UTC(2026, 3, 5), HCMC, false)).toBe('9:00 AM');
  });
});
