import { isAccountInactive } from '@hairsalon/client';
import { type CreateBookingInput, CUSTOMER_BOOKINGS_PAGE_SIZE, messages } from '@hairsalon/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage, isServerUnreachable } from '../api/error-message';
import { type Trpc, useTRPC } from '../api/trpc';
import { invalidateAccount } from '../auth/account-queries';
import { toastError, toastSuccess } from '../notifications/toast';
import { invalidateSlots } from '../schedule/schedule-queries';

/** Booking lists change with every action on a booking, so each screen reads them again when it opens. */
export const bookingQueries = {
  forCustomer: (trpc: Trpc) => trpc.booking.listForCustomer.queryOptions(undefined, { staleTime: 0 }),
  /** The order history, a page at a time, newest first. */
  customerPages: (trpc: Trpc) =>
    trpc.booking.pageForCustomer.infiniteQueryOptions(
      { limit: CUSTOMER_BOOKINGS_PAGE_SIZE },
      { staleTime: 0, getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  /** A location's bookings of a day (absent: the first open location; a single salon sends none). */
  forDay: (trpc: Trpc, date: number, locationId?: number) =>
    trpc.booking.listByDate.queryOptions({ date, ...(locationId === undefined ? {} : { locationId }) }, { staleTime: 0 }),
  forStylistDay: (trpc: Trpc, date: number) => trpc.booking.listForStylist.queryOptions({ date }, { staleTime: 0 }),
  /**
   * The starts a booking could move to with this stylist on this day (docs/decisions/009). A refusal (the booking
   * can no longer move) will not change on retry.
   */
  rescheduleOptions: (trpc: Trpc, bookingId: number, stylistId: number, date: number) =>
    trpc.booking.rescheduleOptions.queryOptions({ bookingId, stylistId, date }, { staleTime: 0, retry: false }),
};

/** Every booking list (customer, staff day, stylist day). */
export function invalidateBookings(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.booking.pathKey() });
}

/** A booking changed: its lists, the slot it holds and the points it reserved or returned. */
function bookingChanged(queryClient: QueryClient, trpc: Trpc) {
  return Promise.all([invalidateBookings(queryClient, trpc), invalidateSlots(queryClient, trpc), invalidateAccount(queryClient, trpc)]);
}

/** How long 'Booking successful, please check your email.' stays on our page before PayPal's replaces it. */
export const PAYMENT_REDIRECT_DELAY_MS = 1500;

/** The browser leaves for PayPal's approval page (a full page load). */
function goToPayment(approvalUrl: string): void {
  window.location.assign(approvalUrl);
}

/** Times a booking whose answer never came (a dropped connection, a proxy's 502) is sent again by itself. */
const BOOKING_RETRIES = 2;
const BOOKING_RETRY_DELAY_MS = 1000;

/**
 * Spec §8 booking success: the toast, the user reloaded, then the payment page. The button keeps its spinner
 * while the toast is read; a slot taken meanwhile shows the current availability. A booking that got no answer is
 * sent again, with the same Idempotency-Key (docs/decisions/015): the server answers the booking it made, if it did.
 */
export function useCreateBooking() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.booking.create.mutationOptions({
      retry: (failureCount, error) => failureCount < BOOKING_RETRIES && isServerUnreachable(error),
      retryDelay: BOOKING_RETRY_DELAY_MS,
      onSuccess: async (result) => {
        toastSuccess(messages.booking.success);
        await Promise.all([bookingChanged(queryClient, trpc), new Promise((resolve) => setTimeout(resolve, PAYMENT_REDIRECT_DELAY_MS))]);
        goToPayment(result.approvalUrl);
      },
      onError: (error) => {
        // A deactivated account is told once, by the app's inactive-account path (router.tsx).
        if (isAccountInactive(error)) return;
        toastError(isServerUnreachable(error) || !error.message ? messages.booking.failed : error.message);
        void invalidateSlots(queryClient, trpc);
      },
    }),
  );
}

/** A fresh Idempotency-Key: 128 random bits as hex (crypto.getRandomValues works on plain-http pages too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The booking form's submits (issue 22 item 3, docs/decisions/015): each press of the book button is sent with an
 * Idempotency-Key of its own, and every retry of that submit with the same one: the client's own (a refresh after
 * a 401, a resend after no answer came) and the customer's press again after no answer came, while the form still
 * asks for the same booking. Whatever the first attempt did, the server then answers the one booking it made
 * instead of "slot taken". An answered submit (booked, or refused) ends its key: the next press gets a new one.
 */
export function useSubmitBooking() {
  const create = useCreateBooking();
  /** The submit whose answer never came: its key and what it asked for. */
  const unanswered = useRef<{ key: string; content: string } | null>(null);
  const submit = (booking: CreateBookingInput) => {
    const content = JSON.stringify(booking);
    const key = unanswered.current?.content === content ? unanswered.current.key : newIdempotencyKey();
    unanswered.current = { key, content };
    create.mutate(
      { ...booking, idempotencyKey: key },
      {
        onSettled: (_result, error) => {
          if (!error || !isServerUnreachable(error)) unanswered.current = null;
        },
      },
    );
  };
  return { submit, isPending: create.isPending };
}

/**
 * A customer's own pending booking, paid now: its pay link (booking.payLink, which is checked again on the server:
 * still theirs, still held), then PayPal's page.
 */
export function usePayBooking() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.booking.payLink.mutationOptions({
      onSuccess: (link) => goToPayment(link.approvalUrl),
      onError: (error) => {
        toastError(errorMessage(error));
        // The hold may have run out or the booking changed: show it as it is now.
        void invalidateBookings(queryClient, trpc);
      },
    }),
  );
}

/** Spec §4: a customer cancels a pending booking; reserved points come back. */
export function useCancelBookingByCustomer(options: { onSettled: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.booking.cancelByCustomer.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await bookingChanged(queryClient, trpc);
      },
      onError: (error) => toastError(errorMessage(error)),
      onSettled: options.onSettled,
    }),
  );
}

/**
 * Move a booking to another free start (the customer's own, or any for staff): its lists, the slots it leaves and
 * takes and the points it holds. A refused move (the start was taken meanwhile) shows the starts free now.
 */
export function useRescheduleBooking(options: { onMoved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.booking.reschedule.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await bookingChanged(queryClient, trpc);
        options.onMoved();
      },
      onError: (error) => {
        toastError(errorMessage(error));
        void queryClient.invalidateQueries({ queryKey: trpc.booking.rescheduleOptions.queryKey() });
      },
    }),
  );
}

/** Staff cancel an S1/S2 booking; the server's message names any refund ('… $80.00 refunded.'). */
export function useCancelBookingByStaff(options: { onSettled: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.booking.cancelByStaff.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await bookingChanged(queryClient, trpc);
      },
      onError: (error) => toastError(errorMessage(error)),
      onSettled: options.onSettled,
    }),
  );
}

/** Spec §4: a stylist completes a confirmed booking; the day's list reloads (and the customer earns points). */
export function useCompleteBooking(options: { onSettled: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.booking.complete.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message || messages.booking.completed);
        await invalidateBookings(queryClient, trpc);
      },
      onError: (error) => toastError(errorMessage(error, messages.generic.serverError)),
      onSettled: options.onSettled,
    }),
  );
}
