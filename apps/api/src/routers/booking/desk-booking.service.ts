import {
  BookingStatus,
  centsToDollars,
  DEFAULT_LANGUAGE,
  type DeskBookingInput,
  type Language,
  messages,
  PaymentProvider,
} from '@hairsalon/shared';
import type { SessionUser } from '../../context.js';
import type { AppDeps } from '../../deps.js';
import { requireCustomer } from '../front-desk/front-desk.service.js';
import { requireStylistInScope } from '../location/scope.js';
import { loadBookingView } from './booking.details.js';
import { enqueueBookingConfirmed } from './booking.emails.js';
import { insertPlannedBooking, planBooking, requestedSlot, slotTakenAsConflict } from './new-booking.js';

/**
 * At the front desk (issue 12 item 3): staff book a walk-in or phone customer (a known customer, or a guest) on a free
 * slot, confirmed (S2) at once and paid at the salon when the stylist completes it. The same steps as an online
 * booking (new-booking.ts): the same slot rules and the slots' uniqueness; no rate limit, no hold, no PayPal order,
 * no points used, no Idempotency-Key. A booking with an email gets its confirmation.
 */
export async function createDeskBooking(
  deps: AppDeps,
  input: DeskBookingInput,
  staff: Pick<SessionUser, 'id' | 'roleId' | 'locationId'>,
  language: Language = DEFAULT_LANGUAGE,
) {
  // Staff book only their own location's stylists, on that location's clock (docs/decisions/021).
  const place = await requireStylistInScope(deps.db, staff, input.stylistId);
  const customer = input.customerId === undefined ? null : await requireCustomer(deps.db, input.customerId);
  const now = deps.now();
  const at = requestedSlot(input, now, place.timeZone);
  const request = {
    at,
    stylistId: input.stylistId,
    serviceIds: input.serviceIds,
    customerId: customer?.id ?? null,
    pointsToUse: 0,
    holdKeys: [],
  };
  const created = await slotTakenAsConflict(() =>
    deps.db.transaction(async (tx) => {
      const plan = await planBooking(tx, request);
      const inserted = await insertPlannedBooking(
        deps,
        tx,
        request,
        plan,
        {
          statusId: BookingStatus.Confirmed,
          source: input.source,
          confirmedAt: now,
          fullName: input.fullName,
          email: input.email || customer?.email || '',
          phone: input.phone,
          holdExpiresAt: null,
          clientIp: null,
          language,
          // At the salon: due until the stylist completes the booking, which records it as captured.
          payment: { provider: PaymentProvider.AtSalon, status: 'due' },
          keyClaimId: null,
        },
        null,
        now,
      );
      const view = await loadBookingView(tx, inserted.bookingId);
      if (view?.email) await enqueueBookingConfirmed(deps, tx, view);
      return { bookingId: inserted.bookingId, amountCents: plan.amount.totalCents };
    }),
  );
  deps.log.info({ bookingId: created.bookingId, source: input.source, staffId: staff.id }, 'front-desk booking made');
  return {
    bookingId: created.bookingId,
    statusId: BookingStatus.Confirmed,
    amount: centsToDollars(created.amountCents),
    message: messages.frontDesk.booked,
  };
}
