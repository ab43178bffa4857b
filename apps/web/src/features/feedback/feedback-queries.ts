import { messages } from '@hairsalon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Trpc, useTRPC } from '../api/trpc';
import { invalidateBookings } from '../booking/booking-queries';
import { toastSuccess } from '../notifications/toast';

/** A service's feedback, 4 per page (spec §9), newest first. */
export const feedbackQueries = {
  forService: (trpc: Trpc, serviceId: number, page: number) => trpc.feedback.listByService.queryOptions({ serviceId, page }),
};

/** Leave feedback: the order-history row says 'Feedback sent' and the service lists it first. */
export function useCreateFeedback() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.feedback.create.mutationOptions({
      onSuccess: async (result, input) => {
        toastSuccess(result.message || messages.feedback.created);
        await Promise.all([
          invalidateBookings(queryClient, trpc),
          queryClient.invalidateQueries({ queryKey: trpc.feedback.listByService.queryKey({ serviceId: input.serviceId }) }),
        ]);
      },
    }),
  );
}

/** Feedback already given elsewhere (another tab): the lists should say so now. */
export function useRefreshFeedback() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (serviceId: number) =>
    Promise.all([
      invalidateBookings(queryClient, trpc),
      queryClient.invalidateQueries({ queryKey: trpc.feedback.listByService.queryKey({ serviceId }) }),
    ]);
}
