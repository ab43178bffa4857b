/**
 * The API's mutation-testing modules (docs/decisions/017-mutation-testing.md): for each, the domain files Stryker
 * mutates and the test files that judge them. The API's tests start the real app on PostgreSQL, so each module runs
 * only the tests about its own rules; Stryker then runs, for each mutant, only the tests that reached its code.
 */
export const apiMutationModules = {
  booking: {
    mutate: [
      'src/routers/booking/booking.rules.ts',
      'src/routers/booking/new-booking.ts',
      'src/routers/booking/online-booking.service.ts',
      'src/routers/booking/desk-booking.service.ts',
      'src/routers/booking/cancel.service.ts',
      'src/routers/booking/complete.service.ts',
      'src/routers/booking/reads.service.ts',
      'src/routers/booking/reminders.service.ts',
      'src/routers/booking/reschedule.service.ts',
      'src/routers/booking/availability.ts',
      'src/routers/booking/idempotency.ts',
      'src/routers/booking/payment-order.ts',
    ],
    tests: [
      'src/routers/booking/transitions.test.ts',
      'src/routers/booking/booking.int.test.ts',
      'src/routers/booking/holds.int.test.ts',
      'src/routers/booking/multi-slot.int.test.ts',
      'src/routers/booking/reschedule.int.test.ts',
      'src/routers/booking/idempotent-booking.int.test.ts',
      'src/routers/booking/money-rounding.int.test.ts',
      'src/routers/booking/expiry-sweep.int.test.ts',
      'src/routers/booking/pay-link.int.test.ts',
      'src/routers/booking/booking-messages.int.test.ts',
      // The hold, the unpaid holds, the points cap and the reschedule window, just inside and just outside.
      'src/limits.int.test.ts',
      // PayPal unable to open a new booking's order, or to refund a paid booking staff cancel.
      'src/routers/booking/paypal-failures.int.test.ts',
      // The points ledger of an online booking, and the warning for a form amount the server does not charge.
      'src/routers/booking/points-and-amounts.int.test.ts',
      // Walk-in and phone bookings, completing and no-shows, as the front desk makes them (and their emails).
      'src/routers/front-desk/front-desk.int.test.ts',
      'src/routers/front-desk/front-desk-emails.int.test.ts',
      // A customer's own bookings, page by page.
      'src/routers/booking/customer-bookings-page.int.test.ts',
      // A hold whose capture is in doubt at expiry; how overdue the oldest unpaid hold is (GET /metrics).
      'src/routers/payment/reconcile.int.test.ts',
      'src/observability.int.test.ts',
      // Moving a booking at its edges: an admin, exactly 24 h, the same time, a past day or slot, the buffer in time off, the emails and waitlist.
      'src/routers/booking/reschedule-edges.int.test.ts',
      // The reminder exactly 24 h before, none once the start has come, a Honolulu booking on UTC's yesterday.
      'src/routers/booking/reminders-edges.int.test.ts',
      // Slots switched off or not on the schedule, services gone, past days and starts, time off on a Sydney clock.
      'src/routers/booking/availability-edges.int.test.ts',
      // The calendar's last day, a stylist's list without a date, a customer's empty page.
      'src/routers/booking/reads-edges.int.test.ts',
      // The email staff type for a known customer, and the log line of a front-desk booking.
      'src/routers/booking/desk-booking-edges.int.test.ts',
      // Cancels as customer, staff and the sweep leave them (answers, who cancelled, voided payments, the email's
      // reason, the waitlist told, holds in doubt counted or confirmed, the overdue hold to the second).
      'src/routers/booking/cancel-edges.int.test.ts',
      // The PayPal order (its text, amount and return URLs, the hold's expiry job, a queue refusing) and the pay link
      // of a hold whose order was never recorded while PayPal fails.
      'src/routers/booking/payment-order-edges.int.test.ts',
    ],
  },
  payment: {
    mutate: [
      'src/routers/payment/payment.service.ts',
      'src/routers/payment/refund.service.ts',
      'src/payments/money.ts',
      'src/payments/paypal.ts',
    ],
    tests: [
      'src/payments/money.test.ts',
      'src/payments/paypal.test.ts',
      'src/payments/index.test.ts',
      'src/payments/emulator-captures.int.test.ts',
      'src/payments/demo-refunds.int.test.ts',
      'src/routers/payment/verify-race.int.test.ts',
      'src/routers/payment/reconcile.int.test.ts',
      'src/routers/payment/refund-due.int.test.ts',
      'src/routers/payment/payment-return.int.test.ts',
      // Failures half-way (a statement dropped, a refund failing again, PayPal out of reach), odd answers and races.
      'src/routers/payment/payment-edges.int.test.ts',
      // Paying, a declined capture, a wrong token, cancelling a paid booking: the customer's and staff's side of it.
      'src/routers/booking/booking.int.test.ts',
      'src/routers/booking/booking-messages.int.test.ts',
    ],
  },
  auth: {
    mutate: ['src/routers/auth/auth.service.ts', 'src/routers/auth/register-account.ts', 'src/auth/tokens.ts'],
    tests: [
      'src/routers/auth/auth.int.test.ts',
      'src/routers/auth/sessions.int.test.ts',
      'src/routers/auth/session-races.int.test.ts',
      'src/routers/auth/password-policy.int.test.ts',
      'src/routers/auth/auth-limits.int.test.ts',
      'src/routers/auth/auth-abuse.int.test.ts',
      'src/routers/auth/rate-limit.int.test.ts',
      'src/routers/auth/token-edges.int.test.ts',
      // The reset link's hour, just inside and just outside.
      'src/limits.int.test.ts',
    ],
  },
};

/** The module named by MUTATION_MODULE (set by scripts/mutation.ts). */
export function selectedApiModule() {
  const name = process.env.MUTATION_MODULE ?? '';
  const module = apiMutationModules[name];
  if (!module) throw new Error(`MUTATION_MODULE must be one of ${Object.keys(apiMutationModules).join(', ')} (got "${name}")`);
  return { name, ...module };
}
