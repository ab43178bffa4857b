import { messages } from '@hairsalon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTRPCClient } from '../api/trpc';
import { toastSuccess } from '../notifications/toast';
import { clearSession, readRefreshToken } from './session-storage';

/** Spec §4: logout revokes the refresh token, clears the stored session, says so and goes to /login. */
export function useLogout(): () => Promise<void> {
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const refreshToken = readRefreshToken();
    if (refreshToken) {
      try {
        await trpcClient.auth.logout.mutate({ refreshToken });
      } catch {
        // Revoking on the server is best effort: the local session ends either way.
      }
    }
    clearSession();
    queryClient.clear();
    toastSuccess(messages.session.logout);
    await navigate({ to: '/login' });
  }, [trpcClient, queryClient, navigate]);
}
