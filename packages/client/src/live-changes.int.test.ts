import { startTestApp, type TestApp } from '@hairsalon/api/testing';
import { schema } from '@hairsalon/db';
import { addSalonDays, BookingStatus, Role, salonToday, TIME_SLOT_IDS } from '@hairsalon/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHairSalonClient } from './index.js';

// Issue 23 item 3: an open calendar hears of a booking made, moved or cancelled on another instance of the app (one
// PostgreSQL database, as behind a load balancer) within 2 seconds, over server-sent events.
let a: TestApp;
let b: TestApp;
let urlA: string;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ databaseUrl: a.databaseUrl });
  urlA = `${await a.server.listen({ host: '127.0.0.1', port: 0 })}/trpc`;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

type Change = {
  kind: string;
  bookingId?: number;
  stylistIds?: number[];
  locationIds?: number[];
  days?: number[];
  statusId?: string | null;
};

/** A subscription to booking.changes on instance A with a user's token, and every event it has heard. */
async function listen(user: { id: number; roleId: string }, url = urlA) {
  const token = await a.tokenFor(user);
  const api = createHairSalonClient({
    url,
    getToken: () => ({ accessToken: token, refreshToken: '' }),
    onTokens: () => undefined,
  });
  const heard: Change[] = [];
  const states: string[] = [];
  const subscription = api.booking.changes.subscribe(undefined, {
    onData: (event) => heard.push(event),
    onConnectionStateChange: (state) => states.push(state.state),
  });
  await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'ready' }), { timeout: 5_000 });
  const about = (bookingId: number) => heard.filter((event) => event.bookingId === bookingId);
  return { heard, states, about, stop: () => subscription.unsubscribe() };
}

async function stylist(name: string) {
  const user = await a.createUser({ roleId: Role.Stylist, firstName: name, lastName: 'Live' });
  await a.deps.db.insert(schema.stylistProfiles).values({ userId: user.id, positionId: 'P1' });
  return user;
}

describe('booking.changes across instances', () => {
  it('tells staff and the booking’s stylist, within 2 s, of a booking made and cancelled on another instance; other stylists hear nothing', async () => {
    const lan = await stylist('Lan');
    const minh = await stylist('Minh');
    const staffUser = await a.createUser({ roleId: Role.Staff });
    const date = addSalonDays(salonToday(a.now().getTime()), 3);
    const staffOnB = await b.caller(staffUser);
    await staffOnB.schedule.create({ stylistId: lan.id, date, timeTypes: [...TIME_SLOT_IDS] });
    await staffOnB.schedule.create({ stylistId: minh.id, date, timeTypes: [...TIME_SLOT_IDS] });
    const { cut } = await a.createCutAndColor();

    const desk = await listen(staffUser);
    const lanHears = await listen(lan);
    const minhHears = await listen(minh);

    const walkIn = { source: 'walk-in' as const, fullName: 'Walk In', phone: '987654321', email: '', date, serviceIds: [cut.id] };
    const made = await staffOnB.booking.createAtDesk({ ...walkIn, stylistId: lan.id, timeType: 'T2' });
    const madeAt = Date.now();
    await vi.waitFor(() => expect(desk.about(made.bookingId)).toHaveLength(1), { timeout: 2_000, interval: 20 });
    expect(Date.now() - madeAt).toBeLessThan(2_000);
    // Ids, day and status only: no name, phone or email travels.
    expect(desk.about(made.bookingId)).toEqual([
      {
        kind: 'change',
        bookingId: made.bookingId,
        stylistIds: [lan.id],
        locationIds: [lan.locationId],
        days: [date],
        statusId: BookingStatus.Confirmed,
      },
    ]);
    await vi.waitFor(() => expect(lanHears.about(made.bookingId)).toHaveLength(1), { timeout: 2_000, interval: 20 });

    await staffOnB.booking.cancelByStaff({ bookingId: made.bookingId });
    await vi.waitFor(
      () => expect(desk.about(made.bookingId).map((event) => event.statusId)).toEqual([BookingStatus.Confirmed, BookingStatus.Cancelled]),
      { timeout: 2_000, interval: 20 },
    );
    await vi.waitFor(() => expect(lanHears.about(made.bookingId).at(-1)?.statusId).toBe(BookingStatus.Cancelled), { timeout: 2_000 });

    // Minh hears of his own booking, made after Lan's: each stream is in commit order, so Lan's would have come first.
    const his = await staffOnB.booking.createAtDesk({ ...walkIn, stylistId: minh.id, timeType: 'T3' });
    await vi.waitFor(() => expect(minhHears.about(his.bookingId)).toHaveLength(1), { timeout: 2_000, interval: 20 });
    expect(minhHears.heard.filter((event) => event.kind === 'change').map((event) => event.bookingId)).toEqual([his.bookingId]);

    for (const listener of [desk, lanHears, minhHears]) listener.stop();
  });

  it('tells of a move with both the day it left and the day it goes to', async () => {
    const lan = await stylist('Lan');
    const staffUser = await a.createUser({ roleId: Role.Staff });
    const from = addSalonDays(salonToday(a.now().getTime()), 4);
    const to = addSalonDays(from, 1);
    const staffOnB = await b.caller(staffUser);
    for (const date of [from, to]) await staffOnB.schedule.create({ stylistId: lan.id, date, timeTypes: [...TIME_SLOT_IDS] });
    const { cut } = await a.createCutAndColor();
    const desk = await listen(staffUser);

    const made = await staffOnB.booking.createAtDesk({
      source: 'phone',
      fullName: 'Phone Guest',
      phone: '987654322',
      email: '',
      stylistId: lan.id,
      date: from,
      timeType: 'T1',
      serviceIds: [cut.id],
    });
    await staffOnB.booking.reschedule({ bookingId: made.bookingId, stylistId: lan.id, date: to, timeType: 'T4' });

    await vi.waitFor(() => expect(desk.about(made.bookingId)).toHaveLength(2), { timeout: 2_000, interval: 20 });
    expect(desk.about(made.bookingId)[1]).toMatchObject({ stylistIds: [lan.id], days: [to, from], statusId: BookingStatus.Confirmed });
    desk.stop();
  });

  it('streams through the server uncompressed and unbuffered, and refuses a customer', async () => {
    const staffUser = await a.createUser({ roleId: Role.Staff });
    const controller = new AbortController();
    const res = await fetch(`${urlA}/booking.changes`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', authorization: `Bearer ${await a.tokenFor(staffUser)}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const reader = res.body?.getReader();
    let text = '';
    while (reader && !text.includes('"kind":"ready"')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();

    const customer = await a.createUser({ roleId: Role.Customer });
    const refused = await fetch(`${urlA}/booking.changes`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${await a.tokenFor(customer)}` },
    });
    const body = await refused.text();
    expect(body).toContain('event: serialized-error');
    expect(body).toContain('"httpStatus":403');
  });

  it('ends open subscriptions when an instance stops, so stopping does not wait for them', async () => {
    const c = await startTestApp({ databaseUrl: a.databaseUrl });
    const url = `${await c.server.listen({ host: '127.0.0.1', port: 0 })}/trpc`;
    const staffUser = await a.createUser({ roleId: Role.Staff });
    const desk = await listen(staffUser, url);
    expect(c.deps.bookingChanges.subscribers).toBe(1);

    const started = Date.now();
    await c.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    // The client takes it for a dropped connection and tries again (elsewhere, behind a load balancer).
    await vi.waitFor(() => expect(desk.states.at(-1)).toBe('connecting'), { timeout: 2_000 });
    desk.stop();
  });
});
