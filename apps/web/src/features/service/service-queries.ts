import { messages } from '@hairsalon/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Trpc, useTRPC } from '../api/trpc';
import { toastSuccess } from '../notifications/toast';

/** The services: the public grid and detail pages, the booking form and the admin table share these entries. */
export const serviceQueries = {
  list: (trpc: Trpc) => trpc.service.list.queryOptions(),
  detail: (trpc: Trpc, id: number) => trpc.service.getById.queryOptions({ id }),
};

function refetchServices(queryClient: QueryClient, trpc: Trpc) {
  return queryClient.invalidateQueries({ queryKey: trpc.service.pathKey() });
}

/**
 * Admin changes show at once in this browser: the list entry is replaced (or dropped) from the answer before the
 * list is read again. Other browsers read them on their next load (restored caches are stale, see app.tsx).
 */
export function useCreateService() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.service.create.mutationOptions({
      onSuccess: async (created) => {
        queryClient.setQueryData(trpc.service.list.queryKey(), (list) => (list ? [...list, created] : list));
        toastSuccess(messages.service.created);
        await refetchServices(queryClient, trpc);
      },
    }),
  );
}

export function useUpdateService() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.service.update.mutationOptions({
      onSuccess: async (updated) => {
        queryClient.setQueryData(trpc.service.list.queryKey(), (list) => list?.map((s) => (s.id === updated.id ? updated : s)));
        queryClient.setQueryData(trpc.service.getById.queryKey({ id: updated.id }), updated);
        toastSuccess(messages.service.updated);
        await refetchServices(queryClient, trpc);
      },
    }),
  );
}

export function useDeleteService() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.service.delete.mutationOptions({
      onSuccess: async ({ id }) => {
        queryClient.setQueryData(trpc.service.list.queryKey(), (list) => list?.filter((s) => s.id !== id));
        queryClient.removeQueries({ queryKey: trpc.service.getById.queryKey({ id }) });
        toastSuccess(messages.service.deleted);
        await refetchServices(queryClient, trpc);
      },
    }),
  );
}
