import { Role, salonDayKeyToMs } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { BookingChangeHub, mayHear, parseBookingChange } from './booking-changes.js';

const payload = (value: unknown) => JSON.stringify(value);

describe('parseBookingChange', () => {
  it('reads the trigger’s payload into ids, salon days in ms and status', () => {
    expect(parseBookingChange(payload({ b: 7, s: [3, 4], l: [1, 2], d: ['2030-01-02', '2030-01-01'], st: 'S4' }))).toEqual({
      kind: 'change',
      bookingId: 7,
      stylistIds: [3, 4],
      locationIds: [1, 2],
      days: [salonDayKeyToMs('2030-01-02'), salonDayKeyToMs('2030-01-01')],
      statusId: 'S4',
    });
    expect(parseBookingChange(payload({ b: 7, s: [3], d: ['2030-01-02'], st: null }))?.statusId).toBeNull();
    // A payload from before migration 0021 (no locations): no staff member hears it by location.
    expect(parseBookingChange(payload({ b: 7, s: [3], d: ['2030-01-02'], st: 'S1' }))?.locationIds).toEqual([]);
  });

  it('drops what is not a booking change', () => {
    for (const bad of ['', 'not json', payload({ s: [1], d: [] }), payload({ b: 'x', s: [], d: [] })])
      expect(parseBookingChange(bad)).toBeNull();
  });
});

describe('mayHear', () => {
  const change = { kind: 'change' as const, bookingId: 1, stylistIds: [10, 11], locationIds: [1, 3], days: [0], statusId: 'S2' };
  it('lets the admin hear every change, staff those at their location, a stylist only one of theirs, a customer none', () => {
    expect(mayHear({ id: 99, roleId: Role.Staff, locationId: 1 }, change)).toBe(true);
    expect(mayHear({ id: 99, roleId: Role.Staff, locationId: 3 }, change)).toBe(true);
    expect(mayHear({ id: 99, roleId: Role.Staff, locationId: 2 }, change)).toBe(false);
    expect(mayHear({ id: 99, roleId: Role.Admin, locationId: null }, change)).toBe(true);
    expect(mayHear({ id: 11, roleId: Role.Stylist, locationId: 1 }, change)).toBe(true);
    expect(mayHear({ id: 12, roleId: Role.Stylist, locationId: 1 }, change)).toBe(false);
    expect(mayHear({ id: 10, roleId: Role.Customer, locationId: null }, change)).toBe(false);
  });
});

describe('BookingChangeHub', () => {
  it('says ready, passes on what the subscriber may hear in order, and tells it to resync after a gap', async () => {
    const hub = new BookingChangeHub();
    const controller = new AbortController();
    const stream = hub.subscribe({
      signal: controller.signal,
      accept: (c) => c.stylistIds.includes(1),
      onClose: () => new Error('closed'),
    });
    expect((await stream.next()).value).toEqual({ kind: 'ready' });
    hub.publish(payload({ b: 1, s: [2], d: ['2030-01-01'], st: 'S2' }));
    hub.publish(payload({ b: 2, s: [1], d: ['2030-01-01'], st: 'S2' }));
    hub.resync();
    expect((await stream.next()).value).toMatchObject({ kind: 'change', bookingId: 2 });
    expect((await stream.next()).value).toEqual({ kind: 'resync' });
    expect(hub.subscribers).toBe(1);
    controller.abort();
    expect((await stream.next()).done).toBe(true);
    expect(hub.subscribers).toBe(0);
  });

  it('ends its subscribers with an error when it closes, so their clients reconnect', async () => {
    const hub = new BookingChangeHub();
    const stream = hub.subscribe({ accept: () => true, onClose: () => new Error('closed') });
    await stream.next();
    const next = stream.next();
    hub.close();
    await expect(next).rejects.toThrow('closed');
    expect(hub.subscribers).toBe(0);
  });
});
