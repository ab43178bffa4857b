import { BookingStatus, messages } from '@hairsalon/shared';
import { namedPlace, salonDateOf, stylistPlace, withSpecDate } from '../../rest/dates.js';
import { type RestRoute, route } from '../../rest/routes.js';

/** The bookings a stylist's shift screen lists, as the original's did: confirmed and completed ones. */
const ON_A_SHIFT: ReadonlySet<string> = new Set([BookingStatus.Confirmed, BookingStatus.Completed]);

export const bookingRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-all-booking',
    procedure: 'booking.listByDate',
    encoding: 'query',
    summary:
      "Every booking of a salon day (date: epoch ms; a UTC midnight is that calendar day) at a location (?locationId=, default the first); each booking's date is the UTC midnight of its salon day.",
    call: async (caller, { values }, ctx) => {
      const locationId = values.number('locationId');
      const date = await salonDateOf(values.number('date'), namedPlace(ctx, locationId));
      return caller.booking.listByDate({ date: date as number, locationId });
    },
    present: (bookings) => ({ data: bookings.map(withSpecDate) }),
  }),
  route({
    method: 'POST',
    path: '/customer-book-appointment',
    procedure: 'booking.create',
    encoding: 'form',
    summary:
      'Book (guest or signed-in customer): form-encoded payload with repeated serviceIds[]; answers bookingId, paymentId, approvalUrl, amount. With an Idempotency-Key header, a repeat of the request (same caller, same content) answers the same booking and pay link instead of booking again; the same key with other content is refused (409).',
    headerInputs: { 'Idempotency-Key': 'idempotencyKey' },
    call: async (caller, { values }, ctx) => {
      const stylistId = values.number('stylistId');
      return caller.booking.create({
        phone: values.text('phone') as string,
        fullName: values.text('fullName') as string,
        email: values.text('email') as string,
        stylistId: stylistId as number,
        date: (await salonDateOf(values.number('date'), stylistPlace(ctx, stylistId))) as number,
        timeType: values.text('timeType') as string,
        serviceIds: values.numbers('serviceIds'),
        // usePoints false (the spec's switch off) books without points whatever pointsToUse says.
        pointsToUse: (values.bool('usePoints') === false ? 0 : (values.number('pointsToUse') ?? 0)) as number,
        amount: values.decimal('amount') as number | undefined,
        idempotencyKey: values.textOrEmpty('idempotencyKey'),
      });
    },
    present: (result) => ({
      data: { bookingId: result.bookingId, paymentId: result.paymentId, approvalUrl: result.approvalUrl, amount: result.amount },
      message: messages.booking.success,
    }),
  }),
  route({
    method: 'GET',
    path: '/get-list-customer-booking-for-stylist',
    procedure: 'booking.listForStylist',
    encoding: 'query',
    summary:
      "A stylist's own confirmed (S2) and completed (S3) bookings of a day (stylistId must be the caller's own unless admin); each booking's date is the UTC midnight of its salon day.",
    call: async (caller, { values }, ctx) => {
      const stylistId = values.number('stylistId');
      const date = await salonDateOf(values.number('date'), stylistPlace(ctx, stylistId ?? ctx.sessionUser?.id));
      return caller.booking.listForStylist({ stylistId, date });
    },
    present: (bookings) => ({ data: bookings.filter((b) => ON_A_SHIFT.has(b.statusId)).map(withSpecDate) }),
  }),
  route({
    method: 'GET',
    path: '/get-booking-by-id',
    procedure: 'booking.pageForCustomer',
    encoding: 'query',
    summary:
      "A customer's own bookings, newest first (customerId must be the caller's own unless admin): all of them (data: the list), or one page with ?limit= and/or ?cursor= (the id of the last booking of the page before; nextCursor and limit at top level, nextCursor null on the last page).",
    call: async (caller, { values }) => {
      const customerId = values.number('customerId') as number | undefined;
      if (!values.has('cursor') && !values.has('limit')) return { items: await caller.booking.listForCustomer({ customerId }) };
      return caller.booking.pageForCustomer({
        customerId,
        cursor: values.number('cursor') as number | undefined,
        limit: values.number('limit') as number | undefined,
      });
    },
    present: (result) => ({
      data: result.items.map(withSpecDate),
      top: 'nextCursor' in result ? { nextCursor: result.nextCursor, limit: result.limit } : undefined,
    }),
  }),
  route({
    method: 'PUT',
    path: '/cancel-booking-for-customer',
    procedure: 'booking.cancelByCustomer',
    encoding: 'json',
    summary: 'A customer cancels their own pending (S1) booking; reserved points are returned.',
    fields: { bookingId: 'number' },
    present: (result) => ({ data: result, message: result.message }),
  }),
  route({
    method: 'POST',
    path: '/cancel-booking-for-staff',
    procedure: 'booking.cancelByStaff',
    encoding: 'json',
    summary: 'Staff cancel an S1 or S2 booking; a paid one is refunded. Email, names and time are taken from the database.',
    fields: { bookingId: 'number' },
    present: (result) => ({ data: result, message: result.message }),
  }),
  route({
    method: 'POST',
    path: '/complete-service',
    procedure: 'booking.complete',
    encoding: 'json',
    summary: 'A stylist completes their own confirmed (S2) booking → S3; the customer earns 10 points once.',
    fields: { bookingId: 'number' },
    present: (result) => ({ data: result, message: result.message }),
  }),
];
