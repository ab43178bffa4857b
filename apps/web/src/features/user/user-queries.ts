import { messages } from '@hairsalon/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Trpc, useTRPC } from '../api/trpc';
import { toastSuccess } from '../notifications/toast';

/** The admin's user list: searched and paged on the server, always read again (accounts change elsewhere). */
export const userQueries = {
  list: (trpc: Trpc, search: string, page: number) => trpc.user.list.queryOptions({ search: search || undefined, page }, { staleTime: 0 }),
};

function usersChanged(queryClient: QueryClient, trpc: Trpc) {
  return queryClient.invalidateQueries({ queryKey: trpc.user.list.pathKey() });
}

/** The Deactivate / Activate confirmation (spec §4 User status). */
export function useChangeUserStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.user.changeStatus.mutationOptions({
      onSuccess: () => toastSuccess(messages.userStatus.updated),
      onSettled: () => usersChanged(queryClient, trpc),
    }),
  );
}

/** Create Staff; the caller decides what a refusal shows (spec §8 'Failed to create staff' / 'Error creating staff'). */
export function useCreateStaff() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.user.createStaff.mutationOptions({
      onSuccess: async () => {
        toastSuccess(messages.staffOrStylist.staffCreated);
        await usersChanged(queryClient, trpc);
      },
    }),
  );
}
