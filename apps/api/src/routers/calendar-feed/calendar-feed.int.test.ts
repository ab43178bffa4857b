import { schema } from '@hairsalon/db';
import { addSalonDays, Role, SALON_TIME_ZONE, salonDayKey, salonToday } from '@hairsalon/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface FeedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  zone: string;
  sequence: number;
}

/** What a calendar app reads from the feed's URL: its events, parsed by a real iCalendar parser (ical.js). */
async function subscribe(url: string): Promise<{ status: number; type?: string; events: FeedEvent[]; zones: string[] }> {
  const res = await t.server.inject({ method: 'GET', url: new URL(url).pathname });
  if (res.statusCode !== 200) return { status: res.statusCode, events: [], zones: [] };
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const zones = calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid')));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      zone: String(component.getFirstProperty('dtstart')?.getParameter('tzid')),
      sequence: Number(component.getFirstPropertyValue('sequence')),
    };
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), events, zones };
}

/** A stylist with a day of open slots, a one-hour cut and a two-hour colour, and a customer. */
async function salon() {
  const stylist = await t.createUser({ roleId: Role.Stylist, firstName: 'Lan', lastName: 'Tran' });
  await t.deps.db.insert(schema.stylistProfiles).values({ userId: stylist.id, positionId: 'P1' });
  const day = addSalonDays(salonToday(t.now().getTime()), 3);
  const next = addSalonDays(day, 1);
  for (const date of [day, next]) {
    await t.deps.db
      .insert(schema.scheduleSlots)
      .values(
        ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'].map((timeType) => ({ stylistId: stylist.id, day: salonDayKey(date), timeType })),
      );
  }
  const { cut, color } = await t.createCutAndColor();
  const customer = await t.createUser({ roleId: Role.Customer, firstName: 'Hoa', lastName: 'Pham' });
  return { stylist, day, next, cut, color, customer };
}

describe('a stylist’s calendar feed', () => {
  it('shows a booking as it is made (services, first name, salon time), moved, and cancelled', async () => {
    const s = await salon();
    const stylist = await t.caller(s.stylist);
    // Nothing is shared until the stylist asks for a link.
    expect(await stylist.calendarFeed.get()).toEqual({ url: null, createdAt: null });
    const { url } = await stylist.calendarFeed.renew();
    expect(url).toMatch(/^http:\/\/hairsalon\.test\/calendar\/\d+-[A-Za-z0-9_-]{43}\.ics$/);
    expect((await stylist.calendarFeed.get()).url).toBe(url);
    expect((await subscribe(url)).events).toEqual([]);

    const booked = await (await t.caller(s.customer)).booking.create({
      phone: '912345678',
      fullName: 'Hoa Pham',
      email: s.customer.email,
      stylistId: s.stylist.id,
      date: s.day,
      timeType: 'T4',
      serviceIds: [s.color.id],
      pointsToUse: 0,
    });
    const made = await subscribe(url);
    expect(made.type).toContain('text/calendar');
    expect(made.zones).toEqual([SALON_TIME_ZONE]);
    expect(made.events).toHaveLength(1);
    const [event] = made.events;
    // T4 is 13:00 salon time; the colour takes two hours.
    const ymd = new Date(s.day + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(event).toMatchObject({ zone: SALON_TIME_ZONE, start: `${ymd}T13:00:00`, end: `${ymd}T15:00:00` });
    expect(event?.summary).toContain(s.color.name);
    expect(event?.summary).toContain('Hoa');
    expect(event?.summary).not.toContain('Pham');

    // Staff move it to the next day at 9:00: the same event (UID) at the new time, with a higher SEQUENCE.
    t.advance(2000);
    await (await t.caller(await t.createUser({ roleId: Role.Staff }))).booking.reschedule({
      bookingId: booked.bookingId,
      stylistId: s.stylist.id,
      date: s.next,
      timeType: 'T1',
    });
    const moved = await subscribe(url);
    expect(moved.events).toHaveLength(1);
    const nextYmd = new Date(s.next + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(moved.events[0]).toMatchObject({ uid: event?.uid, start: `${nextYmd}T09:00:00`, end: `${nextYmd}T11:00:00` });
    expect(moved.events[0]?.sequence).toBeGreaterThan(event?.sequence ?? 0);

    // Cancelled: it leaves the feed.
    await (await t.caller(s.customer)).booking.cancelByCustomer({ bookingId: booked.bookingId });
    expect((await subscribe(url)).events).toEqual([]);
  });

  it('keeps its URL until renewed or revoked; the old URL then answers 404', async () => {
    const s = await salon();
    const stylist = await t.caller(s.stylist);
    const first = await stylist.calendarFeed.renew();
    expect((await stylist.calendarFeed.get()).url).toBe(first.url);
    const renewed = await stylist.calendarFeed.renew();
    expect(renewed.url).not.toBe(first.url);
    expect((await subscribe(first.url)).status).toBe(404);
    expect((await subscribe(renewed.url)).status).toBe(200);
    await expect(stylist.calendarFeed.revoke()).resolves.toEqual({ revoked: true });
    expect((await subscribe(renewed.url)).status).toBe(404);
    expect((await stylist.calendarFeed.get()).url).toBeNull();
    // A new link can be made later.
    const again = await stylist.calendarFeed.renew();
    expect(again.url).not.toBe(renewed.url);
    expect((await subscribe(again.url)).status).toBe(200);
  });

  it('answers 404 to a URL with a mistyped or forged secret, and to anything else under /calendar', async () => {
    const s = await salon();
    const { url } = await (await t.caller(s.stylist)).calendarFeed.renew();
    const path = new URL(url).pathname;
    const forged = path.replace(/-(.)/, (_m, c: string) => `-${c === 'A' ? 'B' : 'A'}`);
    for (const bad of [forged, path.replace('.ics', ''), '/calendar/1-x.ics', '/calendar/%00.ics', '/calendar/']) {
      expect((await t.server.inject({ method: 'GET', url: bad })).statusCode).toBe(404);
    }
  });

  it('is a stylist’s own: another stylist and a customer cannot get it; staff and the admin can, and the salon’s', async () => {
    const s = await salon();
    const other = await t.createUser({ roleId: Role.Stylist });
    await expect((await t.caller(other)).calendarFeed.get({ stylistId: s.stylist.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect((await t.caller(s.customer)).calendarFeed.get()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const staff = await t.caller(await t.createUser({ roleId: Role.Staff }));
    const own = await (await t.caller(s.stylist)).calendarFeed.renew();
    expect((await staff.calendarFeed.get({ stylistId: s.stylist.id })).url).toBe(own.url);
    await expect(staff.calendarFeed.get({ stylistId: s.customer.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const booked = await (await t.caller(s.customer)).booking.create({
      phone: '912345678',
      fullName: 'Hoa Pham',
      email: s.customer.email,
      stylistId: s.stylist.id,
      date: s.day,
      timeType: 'T2',
      serviceIds: [s.cut.id],
      pointsToUse: 0,
    });
    const salonFeed = await (await t.caller(await t.createUser({ roleId: Role.Admin }))).calendarFeed.renew();
    expect(salonFeed.url).not.toBe(own.url);
    const events = (await subscribe(salonFeed.url)).events;
    const ours = events.find((e) => e.uid.startsWith(`booking-${booked.bookingId}@`));
    // The salon's feed names the stylist too.
    expect(ours?.summary).toContain('Lan Tran');
  });

  it('ends with its account: deactivating a stylist or staff member revokes their own link and the links they made, for good', async () => {
    const s = await salon();
    const admin = await t.caller(await t.createUser({ roleId: Role.Admin }));
    const staffUser = await t.createUser({ roleId: Role.Staff, locationId: s.stylist.locationId });
    const staff = await t.caller(staffUser);
    const own = await (await t.caller(s.stylist)).calendarFeed.renew();
    const location = await staff.calendarFeed.renew();
    // Another stylist's link the staff member made for them.
    const other = await t.createUser({ roleId: Role.Stylist, locationId: s.stylist.locationId });
    await t.deps.db.insert(schema.stylistProfiles).values({ userId: other.id, positionId: 'P1' });
    const madeForOther = await staff.calendarFeed.renew({ stylistId: other.id });
    for (const url of [own.url, location.url, madeForOther.url]) expect((await subscribe(url)).status).toBe(200);

    await admin.user.changeStatus({ id: s.stylist.id });
    expect((await subscribe(own.url)).status).toBe(404);
    expect((await subscribe(location.url)).status).toBe(200);
    await admin.user.changeStatus({ id: staffUser.id });
    expect((await subscribe(location.url)).status).toBe(404);
    expect((await subscribe(madeForOther.url)).status).toBe(404);
    expect((await admin.calendarFeed.get({ stylistId: s.stylist.id })).url).toBeNull();

    // Reactivated, they make new links; the old ones stay dead.
    await admin.user.changeStatus({ id: s.stylist.id });
    await admin.user.changeStatus({ id: staffUser.id });
    for (const url of [own.url, location.url, madeForOther.url]) expect((await subscribe(url)).status).toBe(404);
    const fresh = await (await t.caller(s.stylist)).calendarFeed.renew();
    expect(fresh.url).not.toBe(own.url);
    expect((await subscribe(fresh.url)).status).toBe(200);
  });
});
