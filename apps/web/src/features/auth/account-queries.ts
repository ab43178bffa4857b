import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../api/trpc';

/**
 * The signed-in user's own record (profile, points, status). Always revalidated when a screen mounts: the points
 * change with every booking, and loading it is how a page learns the account was deactivated (spec §4).
 */
export const accountQueries = {
  me: (trpc: Trpc) => trpc.auth.me.queryOptions(undefined, { staleTime: 0 }),
};

/** After anything that changes the user's record or points (a booking, a cancel, a payment, a profile save). */
export function invalidateAccount(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
}
