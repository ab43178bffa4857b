import { messages } from '@hairsalon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { invalidateAccount } from '../auth/account-queries';
import { readAccessToken, readRefreshToken, readStoredUser, saveSession } from '../auth/session-storage';
import { toastSuccess } from '../notifications/toast';

/** Save Changes: the stored user's names follow (the header greets by last name) and the user is reloaded. */
export function useSaveProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.user.edit.mutationOptions({
      onSuccess: async (saved) => {
        const accessToken = readAccessToken();
        const refreshToken = readRefreshToken();
        const stored = readStoredUser();
        if (accessToken && refreshToken && stored) {
          saveSession({ accessToken, refreshToken }, { ...stored, firstName: saved.firstName, lastName: saved.lastName });
        }
        toastSuccess(messages.profile.saved);
        await invalidateAccount(queryClient, trpc);
      },
    }),
  );
}

/** Cancel: back to view mode with the user reloaded (spec §4 Profile). */
export function useReloadAccount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => invalidateAccount(queryClient, trpc);
}
