import { messages } from '@hairsalon/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Trpc, useTRPC } from '../api/trpc';
import { toastSuccess } from '../notifications/toast';

/**
 * The stylists. An admin's answer carries contact and salary fields the public one has not; the cache is cleared
 * at every sign-in and sign-out (use-login.ts, use-logout.ts), so one entry never mixes two callers' views.
 */
export const stylistQueries = {
  /** A location's stylists; without one, the first open location's (a single salon's: the same call as always). */
  list: (trpc: Trpc, locationId?: number) => trpc.stylist.list.queryOptions(locationId === undefined ? undefined : { locationId }),
};

/** After a stylist or their salary changes (the admin table shows the latest salary record). */
export function invalidateStylists(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.stylist.list.queryKey() });
}

/** Create Stylist; the caller decides what a refusal shows (spec §8 'Failed to create stylist' / 'Error creating stylist'). */
export function useCreateStylist() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.stylist.create.mutationOptions({
      onSuccess: async () => {
        toastSuccess(messages.staffOrStylist.stylistCreated);
        await invalidateStylists(queryClient, trpc);
      },
    }),
  );
}
