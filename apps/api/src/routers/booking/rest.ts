import { messages, Role } from '@hairsalon/shared';
import { type RestRoute, route } from '../../rest/routes.js';
import { list, str } from '../../rest/values.js';

export const bookingRestRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/get-all-booking',
    procedure: 'booking.listByDate',
    encoding: 'query',
    access: [Role.Staff, Role.Admin],
    summary: 'Every booking of a salon day (date: epoch ms).',
    call: (caller, { values }) => caller.booking.listByDate({ date: values.date as number }),
  }),
  route({
    method: 'POST',
    path: '/customer-book-appointment',
    procedure: 'booking.create',
    encoding: 'form',
    access: 'public',
    summary:
      'Book (guest or signed-in customer): form-encoded payload with repeated serviceIds[]; answers bookingId, paymentId, approvalUrl, amount.',
    call: (caller, { values }) =>
      caller.booking.create({
        phone: str(values.phone) as string,
        fullName: str(values.fullName) as string,
        email: str(values.email) as string,
        stylistId: values.stylistId as number,
        date: values.date as number,
        timeType: str(values.timeType) as string,
        serviceIds: list(values.serviceIds) as number[],
        pointsToUse: (values.usePoints === undefined || values.usePoints === 'true' || values.usePoints === true
          ? (values.pointsToUse ?? 0)
          : 0) as number,
        amount: values.amount === undefined ? undefined : (values.amount as number),
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
    access: [Role.Stylist, Role.Admin],
    summary: "A stylist's own bookings of a day (stylistId must be the caller's own unless admin).",
    call: (caller, { values }) =>
      caller.booking.listForStylist({
        stylistId: values.stylistId === undefined ? undefined : (values.stylistId as number),
        date: values.date as number,
      }),
  }),
  route({
    method: 'GET',
    path: '/get-booking-by-id',
    procedure: 'booking.listForCustomer',
    encoding: 'query',
    access: [Role.Customer, Role.Admin],
    summary: "A customer's own bookings (customerId must be the caller's own unless admin).",
    call: (caller, { values }) =>
      caller.booking.listForCustomer({ customerId: values.customerId === undefined ? undefined : (values.customerId as number) }),
  }),
  route({
    method: 'PUT',
    path: '/cancel-booking-for-customer',
    procedure: 'booking.cancelByCustomer',
    encoding: 'json',
    access: [Role.Customer],
    summary: 'A customer cancels their own pending (S1) booking; reserved points are returned.',
    call: (caller, { values }) => caller.booking.cancelByCustomer({ bookingId: values.bookingId as number }),
    present: (result) => ({ data: result, message: result.message }),
  }),
  route({
    method: 'POST',
    path: '/cancel-booking-for-staff',
    procedure: 'booking.cancelByStaff',
    encoding: 'json',
    access: [Role.Staff, Role.Admin],
    summary: 'Staff cancel an S1 or S2 booking; a paid one is refunded. Email, names and time are taken from the database.',
    call: (caller, { values }) => caller.booking.cancelByStaff({ bookingId: values.bookingId as number }),
    present: (result) => ({ data: result, message: result.message }),
  }),
  route({
    method: 'POST',
    path: '/complete-service',
    procedure: 'booking.complete',
    encoding: 'json',
    access: [Role.Stylist],
    summary: 'A stylist completes their own confirmed (S2) booking → S3; the customer earns 10 points once.',
    call: (caller, { values }) => caller.booking.complete({ bookingId: values.bookingId as number }),
    present: (result) => ({ data: result, message: result.message }),
  }),
];
