import { schema } from '@hairsalon/db';
import {
  type BookingAmount,
  BookingSource,
  BookingStatus,
  type CreateBookingInput,
  centsToDollars,
  DEFAULT_LANGUAGE,
  dollarsToCents,
  isLanguage,
  type Language,
  MAX_POINTS_PER_BOOKING,
  messages,
  normalizeEmail,
  normalizePhone,
  PaymentProvider,
  pointsError,
  Role,
  slotStartMs,
} from '@hairsalon/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, forbidden } from '../../errors.js';
import { clientAddressKey, enforceRateLimits, rateLimitKey } from '../../lib/rate-limit.js';
import { PaymentProviderError } from '../../payments/provider.js';
import { stylistLocation } from '../location/scope.js';
import type { StylistRow } from '../stylist/active-stylist.js';
import type { ChosenService } from './availability.js';
import { type Actor, holdOver, requireBooking, transitions } from './booking.rules.js';
import type { HoldLimit } from './booking.statements.js';
import { cancelBooking, expireBooking } from './cancel.service.js';
import { type BookingKey, bookingKeyOf, claimBookingKey, findBookingKey, releaseBookingKey } from './idempotency.js';
import { insertPlannedBooking, planBooking, requestedSlot, slotTakenAsConflict } from './new-booking.js';
import { type BookingPayment, ensurePaymentOrder, openPaymentOrder } from './payment-order.js';

/*
 * An online booking: a guest's or a signed-in customer's, a pending (S1) hold on its slot paid through PayPal while
 * the hold lasts; its pay link again while it does (payLinkOf).
 */

const { bookings, users, pointsMovements } = schema;

/**
 * At most config.unpaidHoldsMax open unpaid holds per email, per phone and per client address, so a handful of
 * addresses cannot hold a stylist's whole week. Email and phone count normalised (case and spaces; +84, 0 and
 * separators), the address by clientAddressKey (an IPv6 client by its /64). The three keys are locked (transaction
 * advisory locks, taken by loadBookingGround) so concurrent bookings cannot both slip under the limit; insertBooking
 * counts and writes.
 */
function holdLimit(deps: AppDeps, who: { email: string; phone: string; ip: string }): { keys: string[]; limit: HoldLimit } {
  const email = normalizeEmail(who.email);
  const phone = normalizePhone(who.phone);
  return {
    keys: [rateLimitKey('hold:email', email), rateLimitKey('hold:phone', phone), rateLimitKey('hold:ip', who.ip)].sort(),
    limit: { email, phone, ip: who.ip, max: deps.config.unpaidHoldsMax },
  };
}

/** What a booking's transaction wrote, for the steps after its commit. */
interface WrittenBooking {
  bookingId: number;
  paymentId: number;
  stylist: StylistRow;
  ordered: ChosenService[];
  amount: BookingAmount;
  emailLanguage: Language;
}

export interface CreatedBooking {
  bookingId: number;
  paymentId: number;
  approvalUrl: string;
  /** dollars, as computed by the server */
  amount: number;
  amountCents: number;
  pointsUsed: number;
  message: string;
}

/**
 * Creates a pending (S1) booking that holds its slot, reserves the points, prices it on the server, opens a
 * PayPal order and emails the pay link (the steps every new booking takes: new-booking.ts).
 * A guest's online booking is a handful of round trips (issue 9): the rate limit; one transaction of three statements
 * (begin with the rules' reads, the writes, commit); the PayPal order; the order and the pay-link email in one
 * statement; the email's delivery and the hold's expiry queued in one more.
 * A request may carry an Idempotency-Key (issue 22 item 3, docs/decisions/015): the transaction claims it first (one
 * statement more), and a repeat of the request answers the booking the first one made (answerRepeat).
 * `language`: the one the booking is made in; a guest's emails about it go out in it.
 */
export async function createOnlineBooking(
  deps: AppDeps,
  input: CreateBookingInput,
  actor: Actor | null,
  ip: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CreatedBooking> {
  const now = deps.now();
  const { db } = deps;
  // The address limits count by: an IPv6 client by its /64 (it is also what the booking keeps as clientIp).
  const clientAddress = clientAddressKey(ip);
  await enforceRateLimits(
    db,
    [{ key: rateLimitKey('booking:ip', clientAddress), limit: deps.config.bookingRateLimitPerMinute }],
    60_000,
    now,
  );
  // The slot is a wall-clock time at the stylist's location (docs/decisions/021).
  const place = await stylistLocation(db, input.stylistId);
  const at = requestedSlot(input, now, place.timeZone);

  // Points are only for signed-in customers; a guest's pointsToUse counts as 0.
  const customerId = actor?.roleId === Role.Customer ? actor.id : null;
  const pointsToUse = customerId ? Math.min(input.pointsToUse, MAX_POINTS_PER_BOOKING) : 0;
  const holds = holdLimit(deps, { email: input.email, phone: input.phone, ip: clientAddress });
  const holdExpiresAt = new Date(now.getTime() + deps.config.bookingHoldMinutes * 60_000);
  const key = bookingKeyOf(input, actor?.id ?? null, at.day);
  const request = { at, stylistId: input.stylistId, serviceIds: input.serviceIds, customerId, pointsToUse, holdKeys: holds.keys };

  /** The booking's transaction; null when the request's key is another request's already (nothing written). */
  const write = () =>
    db.transaction(async (tx): Promise<WrittenBooking | null> => {
      const keyClaimId = key ? await claimBookingKey(tx, key, now) : null;
      if (key && keyClaimId === null) return null;
      const plan = await planBooking(tx, request);
      const { amount } = plan;
      if (
        input.amount !== undefined &&
        dollarsToCents(input.amount) !== amount.subtotalCents &&
        dollarsToCents(input.amount) !== amount.totalCents
      ) {
        deps.log.warn(
          { clientAmount: input.amount, serverCents: amount.totalCents },
          'client amount differs from the server total; the server total is used',
        );
      }
      if (customerId && pointsToUse > 0) {
        // The points rule the form uses too (packages/shared pointsError: at most 30, never above the balance),
        // checked on the balance locked for this transaction.
        const [current] = await tx.select({ points: users.points }).from(users).where(eq(users.id, customerId)).for('update');
        const problem = pointsError(pointsToUse, current?.points ?? 0);
        if (problem) throw badRequest(problem, { pointsToUse: problem });
        await tx
          .update(users)
          .set({ points: sql`${users.points} - ${pointsToUse}` })
          .where(eq(users.id, customerId));
      }
      const inserted = await insertPlannedBooking(
        deps,
        tx,
        request,
        plan,
        {
          statusId: BookingStatus.Pending,
          source: BookingSource.Online,
          confirmedAt: null,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          holdExpiresAt,
          clientIp: clientAddress,
          language,
          payment: { provider: PaymentProvider.PayPal, status: 'created' },
          keyClaimId,
        },
        holds.limit,
        now,
      );
      if (customerId && pointsToUse > 0) {
        await tx
          .insert(pointsMovements)
          .values({ userId: customerId, bookingId: inserted.bookingId, delta: -pointsToUse, reason: 'reserved', createdAt: now });
      }
      const emailLanguage = isLanguage(plan.customerLanguage) ? plan.customerLanguage : language;
      return { ...inserted, stylist: plan.stylist, ordered: plan.ordered, amount, emailLanguage };
    });

  let created = await slotTakenAsConflict(write);
  // A repeat of a keyed request answers what the first one made; a key that expired with its booking is freed and
  // claimed again (a few rounds at most: each one ends with a booking made, one answered, or a key freed).
  for (let round = 0; created === null && key; round++) {
    const repeated = await answerRepeat(deps, key);
    if (repeated) return repeated;
    if (round >= 3) break;
    created = await slotTakenAsConflict(write);
  }
  if (!created) throw badRequest(messages.booking.failed);
  const { stylist, ordered, amount: total } = created;

  // Outside the transaction: the provider call is remote, and the hold job is queued only once the booking exists.
  let approvalUrl: string;
  try {
    approvalUrl = await openPaymentOrder(deps, {
      id: created.bookingId,
      email: input.email,
      fullName: input.fullName,
      dateMs: at.dayStart,
      day: at.day,
      timeZone: at.zone,
      startMs: slotStartMs(at.dayStart, at.slot, at.zone),
      zoneNamed: place.zoneNamed,
      stylistDataBooking: { firstName: stylist.firstName, lastName: stylist.lastName },
      timeTypeDataBooking: { valueEn: at.slot.valueEn, valueVi: at.slot.valueVi },
      services: ordered,
      amountCents: total.totalCents,
      emailLanguage: created.emailLanguage,
      stylistId: stylist.id,
      paymentId: created.paymentId,
      holdExpiresAt,
    });
  } catch (error) {
    if (key && error instanceof PaymentProviderError && error.code === 'UNAVAILABLE') {
      // PayPal may have made the order and its answer was lost. The client sends the same key again (decision 018):
      // the booking stays held for it, and its repeat asks PayPal again with the payment's own request id, getting
      // the order PayPal made rather than a second one. Unclaimed, the hold runs out as any other.
      deps.log.warn(
        { err: error, bookingId: created.bookingId },
        'no answer to the payment order; the hold stays for a retry with its key',
      );
      throw badRequest(paymentFailureMessage(error));
    }
    deps.log.error({ err: error, bookingId: created.bookingId }, 'could not open a payment order; releasing the slot');
    await cancelBooking(deps, created.bookingId, 'system', transitions.expire, { silent: true });
    throw badRequest(paymentFailureMessage(error));
  }
  return {
    bookingId: created.bookingId,
    paymentId: created.paymentId,
    approvalUrl,
    amount: centsToDollars(total.totalCents),
    amountCents: total.totalCents,
    pointsUsed: pointsToUse,
    message: messages.booking.success,
  };
}

/** What a customer is told when no payment order could be opened. */
function paymentFailureMessage(error: unknown): string {
  return error instanceof PaymentProviderError && error.code === 'UNAVAILABLE' ? messages.payment.unavailable : messages.booking.failed;
}

/**
 * The answer to a repeat of a keyed booking request (docs/decisions/015): the booking and pay link the first request
 * made, whether it is still held or already paid, as long as the repeat asks for the same booking (else 409). A key
 * expires with its booking: one cancelled, or whose hold ran out unpaid (expired here if the sweep has not been by),
 * is freed, and null says to book afresh.
 */
async function answerRepeat(deps: AppDeps, key: BookingKey): Promise<CreatedBooking | null> {
  const now = deps.now();
  let found = await findBookingKey(deps.db, key);
  if (found?.bookingId && found.statusId === BookingStatus.Pending && holdOver(found.holdExpiresAt, now)) {
    // A capture in doubt is settled with the provider first: a hold paid in time is confirmed, not expired.
    await expireBooking(deps, found.bookingId);
    found = await findBookingKey(deps.db, key);
  }
  if (!found) return null;
  const live =
    found.bookingId !== null &&
    found.statusId !== null &&
    found.statusId !== BookingStatus.Cancelled &&
    !(found.statusId === BookingStatus.Pending && holdOver(found.holdExpiresAt, now));
  if (!live || found.bookingId === null) {
    await releaseBookingKey(deps.db, found.id);
    return null;
  }
  if (found.requestHash !== key.requestHash) throw conflict(messages.booking.idempotencyKeyReused);
  const bookingId = found.bookingId;
  let payment: BookingPayment | null;
  try {
    payment = await ensurePaymentOrder(deps, bookingId);
  } catch (error) {
    deps.log.error({ err: error, bookingId }, 'could not open the payment order of a repeated booking request');
    throw badRequest(paymentFailureMessage(error));
  }
  const [booking] = await deps.db
    .select({ amountCents: bookings.amountCents, pointsUsed: bookings.pointsUsed })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!payment?.approvalUrl || !booking) throw badRequest(messages.booking.failed);
  return {
    bookingId,
    paymentId: payment.paymentId,
    approvalUrl: payment.approvalUrl,
    amount: centsToDollars(booking.amountCents),
    amountCents: booking.amountCents,
    pointsUsed: booking.pointsUsed,
    message: messages.booking.success,
  };
}

/**
 * A customer's own pending booking's pay link while its hold lasts (issue 22 item 3): the PayPal approval URL kept on
 * its payment (or the order opened now, if the request that made the booking died before it recorded one), so a
 * customer who left PayPal's page, or whose booking answer was lost, can still pay.
 */
export async function payLinkOf(deps: AppDeps, bookingId: number, customerId: number) {
  const row = await requireBooking(deps.db, bookingId);
  if (row.customerId !== customerId) throw forbidden(messages.session.forbidden);
  if (row.statusId !== BookingStatus.Pending || !row.holdExpiresAt) throw badRequest(messages.booking.notAwaitingPayment);
  if (holdOver(row.holdExpiresAt, deps.now())) throw badRequest(messages.payment.expired);
  let payment: BookingPayment | null;
  try {
    payment = await ensurePaymentOrder(deps, bookingId);
  } catch (error) {
    deps.log.error({ err: error, bookingId }, 'could not open the payment order of a pending booking');
    throw badRequest(paymentFailureMessage(error));
  }
  if (!payment?.approvalUrl) throw badRequest(messages.booking.notAwaitingPayment);
  return {
    bookingId,
    paymentId: payment.paymentId,
    approvalUrl: payment.approvalUrl,
    amount: centsToDollars(row.amountCents),
    holdExpiresAt: row.holdExpiresAt.toISOString(),
  };
}
