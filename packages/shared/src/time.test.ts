import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from './codes.js';
import {
  addSalonDays,
  formatSalonDate,
  formatSalonLongDate,
  isPastSalonDay,
  isSlotPast,
  salonDateParts,
  salonDayFromParts,
  salonDayKey,
  salonDayKeyToMs,
  salonDayStart,
  salonToday,
} from './time.js';

// These run under the machine's zone and again under TZ=UTC and TZ=America/Los_Angeles (package.json test script):
// the answers must not change.
const T1 = TIME_SLOTS[0];
const T8 = TIME_SLOTS[7];

describe(`salon time (TZ=${process.env.TZ ?? 'machine default'})`, () => {
  it('starts the salon day at 17:00 UTC of the previous calendar day', () => {
    // 2026-11-21 00:30 in Ho Chi Minh is 2026-11-20 17:30 UTC.
    const instant = Date.UTC(2026, 10, 20, 17, 30);
    expect(salonDayStart(instant)).toBe(Date.UTC(2026, 10, 20, 17, 0));
    expect(salonDayKey(instant)).toBe('2026-11-21');
    expect(formatSalonDate(instant)).toBe('21-11-2026');
  });

  it('treats 16:59 UTC as still the previous salon day', () => {
    const instant = Date.UTC(2026, 10, 21, 16, 59);
    expect(salonDayKey(instant)).toBe('2026-11-21');
    expect(salonDayKey(instant + 60_000)).toBe('2026-11-22');
  });

  it('reads a UTC-midnight timestamp as the same calendar day the client meant', () => {
    const utcMidnight = Date.UTC(2026, 11, 24);
    expect(salonDayKey(utcMidnight)).toBe('2026-12-24');
    expect(salonDayStart(utcMidnight)).toBe(salonDayKeyToMs('2026-12-24'));
  });

  it('round-trips day keys and parts', () => {
    const ms = salonDayFromParts(2027, 1, 5);
    expect(salonDayKey(ms)).toBe('2027-01-05');
    expect(salonDayKeyToMs('2027-01-05')).toBe(ms);
    expect(salonDateParts(ms)).toEqual({ year: 2027, month: 1, day: 5, minutes: 0 });
    expect(salonDayKey(addSalonDays(ms, 30))).toBe('2027-02-04');
    expect(() => salonDayKeyToMs('05-01-2027')).toThrow();
  });

  it('marks a slot past when its start is at or before now, on today only', () => {
    const today = salonDayKeyToMs('2026-11-21');
    const at9 = today + 9 * 3_600_000;
    expect(isSlotPast(today, T1, at9 - 1)).toBe(false);
    expect(isSlotPast(today, T1, at9)).toBe(true);
    expect(isSlotPast(today, T8, at9)).toBe(false);
    expect(isSlotPast(addSalonDays(today, 1), T1, at9)).toBe(false);
  });

  it('knows today and past days in salon time', () => {
    const now = Date.UTC(2026, 10, 21, 18, 0); // 01:00 on the 22nd in the salon
    expect(salonDayKey(salonToday(now))).toBe('2026-11-22');
    expect(isPastSalonDay(salonDayKeyToMs('2026-11-21'), now)).toBe(true);
    expect(isPastSalonDay(salonDayKeyToMs('2026-11-22'), now)).toBe(false);
  });

  it('formats a long date for emails', () => {
    expect(formatSalonLongDate(salonDayKeyToMs('2026-11-21'))).toBe('Saturday, 21 November 2026');
  });
});
