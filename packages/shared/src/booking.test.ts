import { describe, expect, it } from 'vitest';
import { canComplete, canMarkNoShow, coveredRange, freeStartsOf, normalizePhone, slotsNeeded } from './booking.js';

describe('slots a booking needs', () => {
  it('adds the services up and rounds the longest buffer up to whole slots', () => {
    expect(slotsNeeded([{ durationMinutes: 60, bufferMinutes: 0 }])).toEqual({ serviceSlots: 1, bufferSlots: 0 });
    expect(
      slotsNeeded([
        { durationMinutes: 120, bufferMinutes: 30 },
        { durationMinutes: 60, bufferMinutes: 15 },
      ]),
    ).toEqual({ serviceSlots: 3, bufferSlots: 1 });
    expect(slotsNeeded([{ durationMinutes: 60, bufferMinutes: 90 }])).toEqual({ serviceSlots: 1, bufferSlots: 2 });
  });
});

describe('covered range', () => {
  it('takes consecutive slots and stops at lunch and at closing', () => {
    expect(coveredRange('T1', { serviceSlots: 2, bufferSlots: 1 })).toEqual({ serviceSlots: ['T1', 'T2'], bufferSlots: ['T3'] });
    expect(coveredRange('T3', { serviceSlots: 2, bufferSlots: 0 })).toBeNull();
    expect(coveredRange('T8', { serviceSlots: 2, bufferSlots: 0 })).toBeNull();
  });
  it('cuts a buffer that would run into a gap', () => {
    expect(coveredRange('T3', { serviceSlots: 1, bufferSlots: 1 })).toEqual({ serviceSlots: ['T3'], bufferSlots: [] });
    expect(coveredRange('T7', { serviceSlots: 2, bufferSlots: 1 })).toEqual({ serviceSlots: ['T7', 'T8'], bufferSlots: [] });
  });
});

describe('free starts', () => {
  const all = new Set(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
  it('needs every service slot open and free, and every buffer slot free', () => {
    const day = { open: new Set([...all].filter((id) => id !== 'T7')), blocked: new Set(['T2']) };
    expect(freeStartsOf(day, { serviceSlots: 2, bufferSlots: 0 }, () => false)).toEqual(['T4', 'T5']);
    // The buffer may fall on an hour off the schedule (T7), never on a taken one (T2).
    expect(freeStartsOf(day, { serviceSlots: 1, bufferSlots: 1 }, () => false)).toEqual(['T3', 'T4', 'T5', 'T6', 'T8']);
  });
  it('leaves out past starts', () => {
    expect(freeStartsOf({ open: all, blocked: new Set() }, { serviceSlots: 1, bufferSlots: 0 }, (s) => s.startMinutes < 15 * 60)).toEqual([
      'T6',
      'T7',
      'T8',
    ]);
  });
});

describe('edges of the booking rules', () => {
  it('counts a phone as one only when the country code or trunk zero is really there', () => {
    // A foreign number that merely contains 84 keeps its digits; so does one too long to be Vietnamese.
    expect(normalizePhone('+33 84 912 345 678')).toBe('3384912345678');
    expect(normalizePhone('84 912 345 678 99')).toBe('8491234567899');
    // Zeros inside the number are digits; every leading zero is the trunk.
    expect(normalizePhone('912 000 100')).toBe('912000100');
    expect(normalizePhone('00912345678')).toBe('912345678');
  });

  it('a no-show can be marked from the very minute the booking starts', () => {
    expect(canMarkNoShow('S2', 1_000, 1_000)).toBe(true);
  });

  it('a confirmed booking can be completed from the minute it starts, not a minute before; other statuses never', () => {
    const start = Date.UTC(2026, 2, 10, 3);
    expect(canComplete('S2', start, start - 60_000)).toBe(false);
    expect(canComplete('S2', start, start)).toBe(true);
    expect(canComplete('S2', start, start + 3_600_000)).toBe(true);
    for (const status of ['S1', 'S3', 'S4', 'S5']) expect(canComplete(status, start, start + 3_600_000)).toBe(false);
  });

  it('a one-slot service with no buffer covers its slot only, and an unknown start covers nothing', () => {
    expect(coveredRange('T1', { serviceSlots: 1, bufferSlots: 0 })).toEqual({ serviceSlots: ['T1'], bufferSlots: [] });
    expect(coveredRange('T9', { serviceSlots: 1, bufferSlots: 0 })).toBeNull();
  });
});
