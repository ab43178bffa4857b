import { describe, expect, it } from 'vitest';
import { canMarkNoShow } from './booking.js';
import { timeSlotById } from './codes.js';
import { salonDayFromParts } from './time.js';
import { blockedByTimeOff, parseClock } from './time-off.js';
import { timeOffRangeOf, timeOffSchema } from './validators.js';

const day = salonDayFromParts(2026, 11, 24);
const HOUR = 3_600_000;
const slot = (id: string) => {
  const s = timeSlotById(id);
  if (!s) throw new Error(id);
  return s;
};

describe('blockedByTimeOff', () => {
  it('blocks a slot whose hour overlaps the range, and only those', () => {
    const off = [{ startsAt: day + 9.5 * HOUR, endsAt: day + 11 * HOUR }];
    expect(blockedByTimeOff(off, day, slot('T1'))).toBe(true);
    expect(blockedByTimeOff(off, day, slot('T2'))).toBe(true);
    // The range ends exactly when 11:00 starts.
    expect(blockedByTimeOff(off, day, slot('T3'))).toBe(false);
    expect(blockedByTimeOff(off, day + 24 * HOUR, slot('T1'))).toBe(false);
    expect(blockedByTimeOff([], day, slot('T1'))).toBe(false);
  });

  it('whole days cover every slot of each day, in salon time', () => {
    const range = timeOffRangeOf({ startDay: day, endDay: day + 24 * HOUR, startTime: '', endTime: '' });
    expect(range).toEqual({ startsAt: day, endsAt: day + 48 * HOUR });
    expect(blockedByTimeOff([range], day + 24 * HOUR, slot('T8'))).toBe(true);
    expect(blockedByTimeOff([range], day + 48 * HOUR, slot('T1'))).toBe(false);
  });
});

describe('time-off form', () => {
  it('reads hours as salon time and refuses an end before the start or a single time', () => {
    expect(timeOffRangeOf({ startDay: day, endDay: day, startTime: '13:00', endTime: '15:30' })).toEqual({
      startsAt: day + 13 * HOUR,
      endsAt: day + 15.5 * HOUR,
    });
    expect(parseClock('24:00')).toBeNull();
    const base = { stylistId: 1, startDay: day, endDay: day };
    expect(timeOffSchema.safeParse({ ...base, startTime: '15:00', endTime: '13:00' }).success).toBe(false);
    expect(timeOffSchema.safeParse({ ...base, startTime: '15:00' }).success).toBe(false);
    expect(timeOffSchema.safeParse(base).success).toBe(true);
  });
});

describe('canMarkNoShow', () => {
  it('only a confirmed booking, only once it has started', () => {
    const start = day + 9 * HOUR;
    expect(canMarkNoShow('S2', start, start + 1)).toBe(true);
    expect(canMarkNoShow('S2', start, start - 1)).toBe(false);
    for (const status of ['S1', 'S3', 'S4', 'S5']) expect(canMarkNoShow(status, start, start + HOUR)).toBe(false);
  });
});

describe('edges of time off', () => {
  it('time off that starts when a slot ends, or after it, leaves the slot bookable', () => {
    const nineToTen = slot('T1');
    expect(nineToTen.startMinutes).toBe(9 * 60);
    expect(blockedByTimeOff([{ startsAt: day + 10 * HOUR, endsAt: day + 11 * HOUR }], day, nineToTen)).toBe(false);
    expect(blockedByTimeOff([{ startsAt: day + 14 * HOUR, endsAt: day + 15 * HOUR }], day, nineToTen)).toBe(false);
    expect(blockedByTimeOff([{ startsAt: day + 9 * HOUR + 59 * 60_000, endsAt: day + 11 * HOUR }], day, nineToTen)).toBe(true);
  });

  it('reads a clock time only when it is all there is', () => {
    expect(parseClock('09:00x')).toBeNull();
    expect(parseClock('x09:00')).toBeNull();
    expect(parseClock('23:59')).toBe(23 * 60 + 59);
  });
});
