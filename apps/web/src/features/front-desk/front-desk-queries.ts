import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { type Trpc, useTRPC } from '../api/trpc';
import { invalidateBookings } from '../booking/booking-queries';
import { toastError, toastSuccess } from '../notifications/toast';
import { invalidateSlots } from '../schedule/schedule-queries';

/** The front desk's reads (issue 12): always fresh, since bookings change from every side. */
export const frontDeskQueries = {
  /** A location's days (absent: the first open location; a single salon sends none, docs/decisions/021). */
  calendar: (trpc: Trpc, date: number, days: 1 | 7, locationId?: number) =>
    trpc.frontDesk.calendar.queryOptions({ date, days, ...(locationId === undefined ? {} : { locationId }) }, { staleTime: 0 }),
  customers: (trpc: Trpc, query: string) => trpc.frontDesk.searchCustomers.queryOptions({ query }, { staleTime: 30_000 }),
  timeOff: (trpc: Trpc, locationId?: number) =>
    trpc.timeOff.list.queryOptions(locationId === undefined ? undefined : { locationId }, { staleTime: 0 }),
};

/** Anything the desk changes moves the calendar, the booking lists, the slots and the time-off list. */
function useDeskChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.frontDesk.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.timeOff.pathKey() }),
      invalidateBookings(queryClient, trpc),
      invalidateSlots(queryClient, trpc),
    ]);
}

export function useCreateDeskBooking(options: { onDone: () => void }) {
  const trpc = useTRPC();
  const changed = useDeskChanged();
  return useMutation(
    trpc.booking.createAtDesk.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        options.onDone();
        await changed();
      },
      onError: async (error) => {
        toastError(errorMessage(error));
        await changed();
      },
    }),
  );
}

export function useMarkNoShow(options: { onSettled: () => void }) {
  const trpc = useTRPC();
  const changed = useDeskChanged();
  return useMutation(
    trpc.booking.markNoShow.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await changed();
      },
      onError: (error) => toastError(errorMessage(error)),
      onSettled: options.onSettled,
    }),
  );
}

export function useCreateTimeOff(options: { onSaved: (affected: number) => void }) {
  const trpc = useTRPC();
  const changed = useDeskChanged();
  return useMutation(
    trpc.timeOff.create.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        options.onSaved(result.affected.length);
        await changed();
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
}

export function useRemoveTimeOff() {
  const trpc = useTRPC();
  const changed = useDeskChanged();
  return useMutation(
    trpc.timeOff.remove.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await changed();
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
}
