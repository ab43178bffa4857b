import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from './codes.js';
import {
  addSalonDays,
  formatSalonDate,
  formatSalonLongDate,
  formatZonedClock,
  isPastSalonDay,
  isSlotPast,
  isValidTimeZone,
  salonDateParts,
  salonDayFromParts,
  salonDayKey,
  salonDayKeyToMs,
  salonDayLengthMs,
  salonDayStart,
  salonToday,
  salonWeekday,
  slotStartMs,
  zoneOffsetMs,
  zoneShortName,
} from './time.js';

// These run under the machine's zone and again under TZ=UTC and TZ=America/Los_Angeles (package.json test script):
// the answers must not change.
const T1 = TIME_SLOTS[0];
const T2 = TIME_SLOTS[1];
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

describe('salon dates as people read them', () => {
  it('names every day of the week and every month in emails', () => {
    // Sunday 1 February 2026 … Saturday 7 February 2026.
    const sunday = salonDayFromParts(2026, 2, 1);
    const week = Array.from({ length: 7 }, (_, i) => formatSalonLongDate(addSalonDays(sunday, i)).split(',')[0]);
    expect(week).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const months = Array.from({ length: 12 }, (_, m) => formatSalonLongDate(salonDayFromParts(2026, m + 1, 15)).split(' ')[2]);
    expect(months).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });

  it('reads the minutes of a half-hour in salon time', () => {
    expect(salonDateParts(salonDayFromParts(2026, 11, 21) + (9 * 60 + 30) * 60_000).minutes).toBe(9 * 60 + 30);
  });

  it('refuses a day key with anything before or after the date', () => {
    expect(() => salonDayKeyToMs('2026-11-21T00:00')).toThrow('Not a YYYY-MM-DD day: 2026-11-21T00:00');
    expect(() => salonDayKeyToMs('x2026-11-21')).toThrow(RangeError);
  });
});

describe(`time by zone (TZ=${process.env.TZ ?? 'machine default'})`, () => {
  const SYDNEY = 'Australia/Sydney';
  const HOUR = 3_600_000;
  const T4 = TIME_SLOTS[3];

  it('keeps Ho Chi Minh City at UTC+7 when the zone is named, as when it is not', () => {
    const instant = Date.UTC(2026, 10, 20, 17, 30);
    expect(zoneOffsetMs(instant, 'Asia/Ho_Chi_Minh')).toBe(7 * HOUR);
    expect(salonDayStart(instant, 'Asia/Ho_Chi_Minh')).toBe(salonDayStart(instant));
    const day = salonDayKeyToMs('2026-11-21');
    expect(slotStartMs(day, T1)).toBe(Date.UTC(2026, 10, 21, 2, 0));
    expect(slotStartMs(day, T8, 'Asia/Ho_Chi_Minh')).toBe(Date.UTC(2026, 10, 21, 10, 0));
    expect(salonDayLengthMs(day)).toBe(24 * HOUR);
    expect(formatZonedClock(slotStartMs(day, T1))).toBe('09:00 (GMT+7)');
  });

  it('has a 25-hour day when Sydney’s clocks go back (Sunday 5 April 2026, 3:00 → 2:00)', () => {
    const day = salonDayKeyToMs('2026-04-05', SYDNEY);
    // Midnight is still daylight time (UTC+11); 9:00 is standard time (UTC+10).
    expect(day).toBe(Date.UTC(2026, 3, 4, 13, 0));
    expect(salonDayLengthMs(day, SYDNEY)).toBe(25 * HOUR);
    expect(addSalonDays(day, 1, SYDNEY)).toBe(Date.UTC(2026, 3, 5, 14, 0));
    expect(salonDayKey(addSalonDays(day, 1, SYDNEY), SYDNEY)).toBe('2026-04-06');
    expect(slotStartMs(day, T1, SYDNEY)).toBe(Date.UTC(2026, 3, 4, 23, 0));
    expect(slotStartMs(day, T8, SYDNEY)).toBe(Date.UTC(2026, 3, 5, 7, 0));
    expect(salonDateParts(slotStartMs(day, T4, SYDNEY), SYDNEY)).toEqual({ year: 2026, month: 4, day: 5, minutes: 13 * 60 });
    // The day before (Saturday) is an ordinary 24 hours of daylight time.
    expect(addSalonDays(day, -1, SYDNEY)).toBe(Date.UTC(2026, 3, 3, 13, 0));
    expect(formatZonedClock(slotStartMs(day, T1, SYDNEY), SYDNEY)).toBe('09:00 (AEST)');
    expect(formatZonedClock(slotStartMs(addSalonDays(day, -1, SYDNEY), T1, SYDNEY), SYDNEY)).toBe('09:00 (AEDT)');
  });

  it('reads the hour that happens twice in Sydney as two instants of one day, the first at its first occurrence', () => {
    const day = salonDayKeyToMs('2026-04-05', SYDNEY);
    const firstTwoThirty = Date.UTC(2026, 3, 4, 15, 30); // 2:30 AEDT
    const secondTwoThirty = Date.UTC(2026, 3, 4, 16, 30); // 2:30 AEST, an hour later
    expect(salonDateParts(firstTwoThirty, SYDNEY).minutes).toBe(150);
    expect(salonDateParts(secondTwoThirty, SYDNEY).minutes).toBe(150);
    expect(salonDayStart(secondTwoThirty, SYDNEY)).toBe(day);
    expect(slotStartMs(day, { startMinutes: 150 }, SYDNEY)).toBe(firstTwoThirty);
  });

  it('has a 23-hour day when Sydney’s clocks go forward (Sunday 4 October 2026, 2:00 → 3:00)', () => {
    const day = salonDayKeyToMs('2026-10-04', SYDNEY);
    expect(day).toBe(Date.UTC(2026, 9, 3, 14, 0)); // midnight AEST, UTC+10
    expect(salonDayLengthMs(day, SYDNEY)).toBe(23 * HOUR);
    expect(addSalonDays(day, 1, SYDNEY)).toBe(Date.UTC(2026, 9, 4, 13, 0)); // midnight AEDT, UTC+11
    expect(slotStartMs(day, T1, SYDNEY)).toBe(Date.UTC(2026, 9, 3, 22, 0));
    expect(slotStartMs(day, T8, SYDNEY)).toBe(Date.UTC(2026, 9, 4, 6, 0));
    // 2:30 never happens that night: it is read as 3:30, the gap's length later.
    expect(slotStartMs(day, { startMinutes: 150 }, SYDNEY)).toBe(Date.UTC(2026, 9, 3, 16, 30));
    expect(salonDateParts(Date.UTC(2026, 9, 3, 16, 30), SYDNEY).minutes).toBe(3 * 60 + 30);
    expect(formatZonedClock(slotStartMs(day, T1, SYDNEY), SYDNEY)).toBe('09:00 (AEDT)');
  });

  it('marks slots past by the wall clock on a day of changed clocks', () => {
    const day = salonDayKeyToMs('2026-10-04', SYDNEY);
    const nine = Date.UTC(2026, 9, 3, 22, 0);
    // 24 h-per-day arithmetic would put 9:00 at 23:00 UTC (the day start + 9 h): an hour late.
    expect(isSlotPast(day, T1, nine - 1, SYDNEY)).toBe(false);
    expect(isSlotPast(day, T1, nine, SYDNEY)).toBe(true);
    expect(isSlotPast(day, T2, nine, SYDNEY)).toBe(false);
    expect(salonDayKey(salonToday(nine, SYDNEY), SYDNEY)).toBe('2026-10-04');
    expect(isPastSalonDay(addSalonDays(day, -1, SYDNEY), nine, SYDNEY)).toBe(true);
    expect(isPastSalonDay(day, nine, SYDNEY)).toBe(false);
  });

  it('walks a year of Sydney days, every one starting at midnight, two of them not 24 hours long', () => {
    let day = salonDayKeyToMs('2026-01-01', SYDNEY);
    const odd: [string, number][] = [];
    for (let i = 0; i < 365; i++) {
      expect(salonDateParts(day, SYDNEY).minutes).toBe(0);
      const length = salonDayLengthMs(day, SYDNEY);
      if (length !== 24 * HOUR) odd.push([salonDayKey(day, SYDNEY), length / HOUR]);
      day = addSalonDays(day, 1, SYDNEY);
    }
    expect(salonDayKey(day, SYDNEY)).toBe('2027-01-01');
    expect(odd).toEqual([
      ['2026-04-05', 25],
      ['2026-10-04', 23],
    ]);
  });

  it('formats dates in the zone', () => {
    // 23:30 UTC on 4 April is already Sunday morning in Sydney.
    const instant = Date.UTC(2026, 3, 4, 23, 30);
    expect(formatSalonDate(instant, SYDNEY)).toBe('05-04-2026');
    expect(formatSalonLongDate(instant, SYDNEY)).toBe('Sunday, 5 April 2026');
    expect(formatSalonLongDate(instant)).toBe('Sunday, 5 April 2026');
    expect(formatSalonDate(Date.UTC(2026, 3, 4, 12, 59), SYDNEY)).toBe('04-04-2026');
    expect(salonWeekday(instant, SYDNEY)).toBe(0);
  });

  it('starts a day at 1:00 where the clocks skip midnight (Santiago, Sunday 6 September 2026, 0:00 → 1:00)', () => {
    const SANTIAGO = 'America/Santiago';
    const day = salonDayKeyToMs('2026-09-06', SANTIAGO);
    expect(day).toBe(Date.UTC(2026, 8, 6, 4, 0));
    expect(salonDateParts(day, SANTIAGO)).toEqual({ year: 2026, month: 9, day: 6, minutes: 60 });
    expect(salonDayStart(Date.UTC(2026, 8, 6, 15, 0), SANTIAGO)).toBe(day);
    expect(salonDayLengthMs(day, SANTIAGO)).toBe(23 * HOUR);
    expect(addSalonDays(salonDayKeyToMs('2026-09-05', SANTIAGO), 1, SANTIAGO)).toBe(day);
    expect(slotStartMs(day, T1, SANTIAGO)).toBe(Date.UTC(2026, 8, 6, 12, 0)); // 9:00 at UTC−3
    // Santiago's clocks go back at midnight too: Saturday 4 April 2026 lasts 25 hours.
    expect(salonDayLengthMs(salonDayKeyToMs('2026-04-04', SANTIAGO), SANTIAGO)).toBe(25 * HOUR);
    expect(salonDayKeyToMs('2026-04-05', SANTIAGO)).toBe(Date.UTC(2026, 3, 5, 4, 0));
  });

  it('tells a time zone it knows from one it does not', () => {
    expect(isValidTimeZone('Australia/Sydney')).toBe(true);
    expect(isValidTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(' Asia/Ho_Chi_Minh')).toBe(false);
  });

  it('names zones as people there write them', () => {
    expect(zoneShortName(Date.UTC(2026, 0, 15), SYDNEY)).toBe('AEDT');
    expect(zoneShortName(Date.UTC(2026, 6, 15), SYDNEY)).toBe('AEST');
    expect(zoneShortName(Date.UTC(2026, 0, 15), 'America/New_York')).toBe('EST');
    expect(zoneShortName(Date.UTC(2026, 6, 15), 'Europe/London')).toBe('BST');
    expect(zoneShortName(Date.UTC(2026, 6, 15))).toBe('GMT+7');
  });
});
