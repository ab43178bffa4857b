import { messages } from '@hairsalon/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Trpc, useTRPC } from '../api/trpc';
import { toastError, toastSuccess } from '../notifications/toast';

/** A stylist's slots of a day: always read again, since another customer may take one at any moment. */
export const scheduleQueries = {
  slots: (trpc: Trpc, stylistId: number, date: number) =>
    trpc.schedule.byStylistAndDate.queryOptions({ stylistId, date }, { staleTime: 0 }),
};

/** The starts where the chosen services fit, every covered slot free (docs/decisions/009). */
export const freeStartQueries = {
  forServices: (trpc: Trpc, stylistId: number, date: number, serviceIds: number[]) =>
    trpc.booking.freeStarts.queryOptions({ stylistId, date, serviceIds }, { staleTime: 0 }),
};

/** After a booking takes or frees a slot, or staff add slots. */
export function invalidateSlots(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.schedule.byStylistAndDate.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.booking.freeStarts.queryKey() }),
  ]).then(() => undefined);
}

/** Staff add slots: '3 time slots created.' from the server, or the spec's failure message. */
export function useCreateSchedule(options: { onCreated: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.schedule.create.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        options.onCreated();
        await invalidateSlots(queryClient, trpc);
      },
      onError: () => toastError(messages.schedule.createFailed),
    }),
  );
}
