import { salonDayKeyToMs } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { isUtcMidnight, specDateOf, specDateOfInstant, specDayKey } from './dates.js';

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

describe('a date received on a spec path', () => {
  it('is, as a UTC midnight, that calendar day in a zone east of UTC (Vietnam, Sydney) and west of it (Los Angeles)', () => {
    for (const zone of ['Asia/Ho_Chi_Minh', 'Australia/Sydney', 'America/Los_Angeles', 'UTC']) {
      expect(specDayKey(utcMidnight('2026-03-14'), zone), zone).toBe('2026-03-14');
    }
  });

  it('is otherwise the salon day that contains it', () => {
    // Vietnam's midnight of the 14th is 17:00 UTC on the 13th.
    expect(specDayKey(salonDayKeyToMs('2026-03-14', 'Asia/Ho_Chi_Minh'), 'Asia/Ho_Chi_Minh')).toBe('2026-03-14');
    expect(specDayKey(Date.parse('2026-03-13T23:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-03-14');
    expect(specDayKey(Date.parse('2026-03-14T06:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-13');
    expect(specDayKey(salonDayKeyToMs('2026-03-14', 'America/Los_Angeles'), 'America/Los_Angeles')).toBe('2026-03-14');
  });

  it('is a UTC midnight only when it is exactly one', () => {
    expect(isUtcMidnight(utcMidnight('2026-03-14'))).toBe(true);
    expect(isUtcMidnight(utcMidnight('2026-03-14') + 1)).toBe(false);
    expect(isUtcMidnight(Number.NaN)).toBe(false);
  });
});

describe('a date answered on a spec path', () => {
  it("is the UTC midnight of the salon day, whatever the location's zone", () => {
    expect(specDateOf('2026-03-14')).toBe(utcMidnight('2026-03-14'));
    expect(specDateOfInstant(salonDayKeyToMs('2026-03-14', 'Asia/Ho_Chi_Minh'), 'Asia/Ho_Chi_Minh')).toBe(utcMidnight('2026-03-14'));
    expect(specDateOfInstant(salonDayKeyToMs('2026-03-14', 'America/New_York'), 'America/New_York')).toBe(utcMidnight('2026-03-14'));
  });
});
