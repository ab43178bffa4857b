import { messages } from '@hairsalon/shared';
import { type RestRoute, route } from '../../rest/routes.js';

export const bookingRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-all-booking',
    procedure: 'booking.listByDate',
    encoding: 'query',
    summary: 'Every booking of a salon day (date: epoch ms) at a location (?locationId=, default the first).',
    fields: { date: 'number', locationId: 'number' },
  }),
  route({
    method: 'POST',
    path: '/customer-book-appointment',
    procedure: 'booking.create',
    encoding: 'form',
    summary:
      'Book (guest or signed-in customer): form-encoded payload with repeated serviceIds[]; answers bookingId, paymentId, approvalUrl, amount. With an Idempotency-Key header, a repeat of the request (same caller, same content) answers the same booking and pay link instead of booking again; the same key with other content is refused (409).',
    headerInputs: { 'Idempotency-Key': 'idempotencyKey' },
    call: (caller, { values }) =>
      caller.booking.create({
        phone: values.text('phone') as string,
        fullName: values.text('fullName') as string,
        email: values.text('email') as string,
        stylistId: values.number('stylistId') as number,
        date: values.number('date') as number,
        timeType: values.text('timeType') as string,
        serviceIds: values.numbers('serviceIds'),
        // usePoints false (the spec's switch off) books without points whatever pointsToUse says.
        pointsToUse: (values.bool('usePoints') === false ? 0 : (values.number('pointsToUse') ?? 0)) as number,
        amount: values.number('amount') as number | undefined,
        idempotencyKey: values.textOrEmpty('idempotencyKey'),
      }),
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
    summary: "A stylist's own bookings of a day (stylistId must be the caller's own unless admin).",
    fields: { stylistId: 'number', date: 'number' },
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
      data: result.items,
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
