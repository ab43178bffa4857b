import { salonToday } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { clockText, clustersOf, nowRow, rowsOf } from './front-desk-calendar';

const booking = (id: number, timeType: string, coveredSlots: string[]) => ({ id, timeType, coveredSlots });

describe('the calendar’s rows', () => {
  it('a booking spans its first to last covered slot, across the lunch break too', () => {
    expect(rowsOf(booking(1, 'T1', ['T1', 'T2']))).toEqual({ start: 0, end: 2 });
    expect(rowsOf(booking(1, 'T3', ['T3', 'T4', 'T5']))).toEqual({ start: 2, end: 5 });
    expect(rowsOf(booking(1, 'T6', []))).toEqual({ start: 5, end: 6 });
  });

  it('bookings whose rows overlap share one cell; the others each have their own', () => {
    const cancelled = booking(1, 'T1', ['T1', 'T2']);
    const newer = booking(2, 'T2', ['T2']);
    const later = booking(3, 'T5', ['T5', 'T6', 'T7']);
    expect(clustersOf([later, newer, cancelled])).toEqual([
      { start: 0, end: 2, bookings: [cancelled, newer] },
      { start: 4, end: 7, bookings: [later] },
    ]);
  });
});

describe('the line at the current salon time', () => {
  const today = salonToday();
  const at = (hours: number, minutes = 0) => today + (hours * 60 + minutes) * 60_000;
  it('falls in the slot the time is in, as far through it as the time is', () => {
    expect(nowRow(at(9), today)).toEqual({ row: 0, fraction: 0 });
    expect(nowRow(at(10, 30), today)).toEqual({ row: 1, fraction: 0.5 });
    // Lunch (12:00–13:00) has no row: the line waits at the top of 13:00.
    expect(nowRow(at(12, 20), today)).toEqual({ row: 3, fraction: 0 });
  });

  it('is not drawn before the first slot or after the last', () => {
    expect(nowRow(at(8, 59), today)).toBeNull();
    expect(nowRow(at(17, 0), today)).toEqual({ row: 7, fraction: 0 });
    expect(nowRow(at(18, 0), today)).toBeNull();
  });

  it('the end of a block’s time range reads like the slots’ labels', () => {
    expect(clockText(11 * 60, 'en')).toBe('11:00 AM');
    expect(clockText(12 * 60, 'en')).toBe('12:00 PM');
    expect(clockText(18 * 60, 'vi')).toBe('18:00');
  });
});
