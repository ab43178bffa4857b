import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { type Trpc, useTRPC } from '../api/trpc';
import { toastError, toastSuccess } from '../notifications/toast';

/** The signed-in customer's waitlist entries (order history), soonest day first: read again whenever the page opens. */
export const waitlistQueries = {
  mine: (trpc: Trpc) => trpc.waitlist.mine.queryOptions(undefined, { staleTime: 0 }),
};

/** The customer's waitlist changed: the order history lists it again. */
export function invalidateWaitlist(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.waitlist.pathKey() });
}

/** Issue 12: wait for a start on a full day (this stylist, or any stylist); the server's message says it is done. */
export function useJoinWaitlist() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.waitlist.join.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await invalidateWaitlist(queryClient, trpc);
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
}

/** The customer stops waiting for a day. */
export function useLeaveWaitlist() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.waitlist.leave.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message);
        await invalidateWaitlist(queryClient, trpc);
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
}
