import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { type Trpc, useTRPC } from '../api/trpc';
import { toastError, toastSuccess } from '../notifications/toast';

/**
 * Whose feed: a stylist's (a stylist: their own, no id needed) or, without a stylist, a location's every booking (staff:
 * their own location's; the admin: the location named, or the first).
 */
export type FeedOwner = { stylistId?: number; locationId?: number };

export const calendarFeedQueries = {
  feed: (trpc: Trpc, owner: FeedOwner) => trpc.calendarFeed.get.queryOptions(owner, { staleTime: Number.POSITIVE_INFINITY }),
};

/** A new link for the feed (the first, or in place of the old one, which stops working), then read it again. */
export function useRenewFeed(done: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.calendarFeed.renew.mutationOptions({
      onSuccess: async () => {
        toastSuccess(done);
        await queryClient.invalidateQueries({ queryKey: trpc.calendarFeed.get.queryKey() });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
}

/** Stop sharing: the link stops working, then the feed is read again (no link). */
export function useRevokeFeed(done: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.calendarFeed.revoke.mutationOptions({
      onSuccess: async () => {
        toastSuccess(done);
        await queryClient.invalidateQueries({ queryKey: trpc.calendarFeed.get.queryKey() });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
}
