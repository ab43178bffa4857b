import type { AppRouter } from '@hairsalon/api';
import { Role } from '@hairsalon/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { errorMessage, errorReason } from '../api/error-message';
import type { Trpc } from '../api/trpc';
import { invalidateAccount } from '../auth/account-queries';
import { readSignedInUser } from '../auth/session-storage';
import { bookingQueries, invalidateBookings } from '../booking/booking-queries';
import type { BookingView } from '../booking/types';
import type { PaymentReturnSearch } from './search';

/** What the payment return page says. */
export type PaymentOutcome =
  /** `ownBooking`: true for the signed-in customer's booking, false for one not in their account, null for a visitor. */
  | {
      kind: 'confirmed';
      ownBooking: boolean | null;
      /** The customer's own booking, when it is theirs: its day and time on its location's clock are shown. */
      booking?: BookingView;
    }
  | { kind: 'refunded' }
  | { kind: 'missing' }
  | { kind: 'failed'; reason: string };

interface PaymentContext {
  queryClient: QueryClient;
  trpc: Trpc;
  trpcClient: TRPCClient<AppRouter>;
}

const positiveInteger = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * Verifies the payment PayPal returned from (spec §2 Payment success) and reads what it means for this visitor.
 * Never throws: every outcome is something the page says.
 */
export async function verifyPaymentReturn(
  { queryClient, trpc, trpcClient }: PaymentContext,
  search: PaymentReturnSearch,
): Promise<PaymentOutcome> {
  const paymentId = positiveInteger(search.paymentId);
  const stylistId = positiveInteger(search.stylistId);
  if (!search.token || paymentId === null || stylistId === null) return { kind: 'missing' };
  let bookingId: number;
  try {
    ({ bookingId } = await trpcClient.payment.verify.mutate({ token: search.token, paymentId, payerId: search.PayerID, stylistId }));
  } catch (error) {
    return errorReason(error) === 'payment.refunded' ? { kind: 'refunded' } : { kind: 'failed', reason: errorMessage(error) };
  }
  // The booking is confirmed now: its lists and the points the header shows are out of date.
  await Promise.all([invalidateBookings(queryClient, trpc), invalidateAccount(queryClient, trpc)]);
  const user = readSignedInUser();
  if (!user) return { kind: 'confirmed', ownBooking: null };
  if (user.roleId !== Role.Customer) return { kind: 'confirmed', ownBooking: false };
  const mine = await queryClient.fetchQuery(bookingQueries.forCustomer(trpc)).catch(() => null);
  const booking = mine?.find((b) => b.id === bookingId);
  return { kind: 'confirmed', ownBooking: mine === null ? null : booking !== undefined, ...(booking ? { booking } : {}) };
}
