import { addSalonDays, messages, salonDayKey, salonToday, slotStartMs, timeSlotById } from '@hairsalon/shared';
import { describe, expect, it } from 'vitest';
import { salonWithStaff } from '../testing/booking-fixtures.js';
import { createSpecClient } from '../testing/spec-client.js';
import { startTestAppForFile } from '../testing/test-app.js';

/*
 * The spec's own screens, as its client runs them in a browser of one zone or another (ARCHITECTURE §5): a day picked
 * is sent as the browser's midnight of it, a date read is shown as the browser's calendar day. The staff list, a
 * staff cancel, the stylist's shift list and complete, and the order history all show and act on the day booked.
 */
const ORIGIN = 'http://spec-client.test';
// A database of its own: the staff list of a day holds every booking of that day.
const t = startTestAppForFile({ isolated: true, env: { CORS_ORIGINS: ORIGIN } });

type Booking = { id: number; date: string; statusId: string; timeType: string };
const form = (fields: [string, string | number][]) =>
  new URLSearchParams(fields.map(([k, v]): [string, string] => [k, String(v)])).toString();

describe.each(['UTC', 'Asia/Ho_Chi_Minh'])('a spec client in a browser set to %s', (zone) => {
  it('books, lists, cancels, completes and shows history on the day booked', async () => {
    const date = addSalonDays(salonToday(t.now().getTime()), zone === 'UTC' ? 5 : 6);
    const day = salonDayKey(date);
    const { stylist, staffUser, cut } = await salonWithStaff(t, [date]);
    const customer = await t.createUser({ points: 0 });
    const client = createSpecClient(t.server, ORIGIN, zone);
    const picked = client.dateOfDay(day);
    const bookingForm = (timeType: string, email: string) =>
      form([
        ['phone', '912345678'],
        ['fullName', 'Mai Le'],
        ['email', email],
        ['stylistId', stylist.id],
        ['date', picked],
        ['timeType', timeType],
        ['serviceIds[]', cut.id],
        ['usePoints', 'false'],
      ]);

    // A guest (the client sends `Bearer null`) and a signed-in customer book the day picked.
    const guest = await client.call({
      method: 'POST',
      url: '/api/customer-book-appointment',
      form: bookingForm('T3', 'guest@example.com'),
    });
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    expect(guest.errorToast).toBeUndefined();
    const guestId = (guest.body.data as { bookingId: number }).bookingId;
    const customerBearer = await t.tokenFor(customer);
    const mine = await client.call({
      method: 'POST',
      url: '/api/customer-book-appointment',
      form: bookingForm('T4', customer.email),
      bearer: customerBearer,
    });
    expect(mine.errorToast).toBeUndefined();
    const booked = mine.body.data as { bookingId: number; paymentId: number; approvalUrl: string };
    const orderId = t.paypal.orderIdOf(booked.approvalUrl);
    t.paypal.mock.approve(orderId);
    const paid = await client.call({
      method: 'POST',
      url: '/api/payment-and-verify-book-appointment',
      form: form([
        ['token', orderId],
        ['paymentId', booked.paymentId],
        ['payerId', 'PAYER'],
        ['stylistId', stylist.id],
      ]),
    });
    expect(paid.errorToast).toBeUndefined();

    // Staff: the day's list holds both, each shown on the day booked; a cancel from it cancels the guest's.
    const staffBearer = await t.tokenFor(staffUser);
    const staffList = async () =>
      (await client.call({ method: 'GET', url: `/api/get-all-booking?date=${picked}`, bearer: staffBearer })).body.data as Booking[];
    const listed = await staffList();
    expect(listed.map((b) => b.id).sort()).toEqual([guestId, booked.bookingId].sort());
    for (const b of listed) expect(client.dayShown(b.date)).toBe(day);
    const cancel = await client.call({
      method: 'POST',
      url: '/api/cancel-booking-for-staff',
      json: { bookingId: guestId },
      bearer: staffBearer,
    });
    expect(cancel.errorToast).toBeUndefined();
    expect((await staffList()).find((b) => b.id === guestId)?.statusId).toBe('S4');

    // The schedule screen of that day shows that day.
    const slots = await client.call({ method: 'GET', url: `/api/get-schedule-stylist-by-date?stylistId=${stylist.id}&date=${picked}` });
    expect((slots.body.data as { date: number }[]).map((s) => client.dayShown(s.date))).toEqual(Array(8).fill(day));

    // The stylist's shift: the confirmed booking only (not the cancelled one), on its day; completing it works.
    // A stylist completes a booking once it has started: the test's clock moves to a minute past its start.
    const start = slotStartMs(date, { startMinutes: timeSlotById('T4')?.startMinutes ?? 0 });
    t.advance(start + 60_000 - t.now().getTime());
    const stylistBearer = await t.tokenFor(stylist);
    const shift = (
      await client.call({
        method: 'GET',
        url: `/api/get-list-customer-booking-for-stylist?stylistId=${stylist.id}&date=${picked}`,
        bearer: stylistBearer,
      })
    ).body.data as Booking[];
    expect(shift.map((b) => [b.id, b.statusId, client.dayShown(b.date)])).toEqual([[booked.bookingId, 'S2', day]]);
    const done = await client.call({
      method: 'POST',
      url: '/api/complete-service',
      json: { bookingId: booked.bookingId },
      bearer: stylistBearer,
    });
    expect(done.errorToast).toBeUndefined();
    expect(done.body.errMsg).toBe(messages.booking.completed);

    // The customer's order history shows it completed, on the day booked.
    const history = (
      await client.call({ method: 'GET', url: `/api/get-booking-by-id?customerId=${customer.id}`, bearer: await t.tokenFor(customer) })
    ).body.data as Booking[];
    expect(history.map((b) => [b.id, b.statusId, client.dayShown(b.date)])).toEqual([[booked.bookingId, 'S3', day]]);
  });
});
