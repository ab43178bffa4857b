import { messages } from '@hairsalon/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Trpc, useTRPC } from '../api/trpc';
import { toastSuccess } from '../notifications/toast';
import { invalidateStylists } from '../stylist/stylist-queries';

/** The signed-in stylist's salary records, newest month first. */
export const salaryQueries = {
  mine: (trpc: Trpc) => trpc.salary.listForStylist.queryOptions(),
};

/** A salary record changed: the stylist's list, and the admin table that shows the latest record. */
function salaryChanged(queryClient: QueryClient, trpc: Trpc) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.salary.listForStylist.pathKey() }),
    invalidateStylists(queryClient, trpc),
  ]);
}

/** 'Create Salary for Stylist': the caller shows refusals (spec §8 'An error occurred while creating the salary.'). */
export function useCalculateSalary() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.salary.calculate.mutationOptions({
      onSuccess: async (result) => {
        toastSuccess(result.message || messages.salary.created);
        await salaryChanged(queryClient, trpc);
      },
    }),
  );
}

/** The transfer confirmation: paying sets PaidOn. */
export function usePaySalary() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.salary.pay.mutationOptions({
      onSuccess: () => toastSuccess(messages.salary.paid),
      onSettled: () => salaryChanged(queryClient, trpc),
    }),
  );
}
