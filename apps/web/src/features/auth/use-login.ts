import { messages, roleLandingRoute } from '@hairsalon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { toastError, toastSuccess } from '../notifications/toast';
import { clearAccountInactive } from './account-inactive';
import { saveSession } from './session-storage';

/**
 * Spec §2 Login: store the session, say so and go to the role's landing page. The cache starts empty: what it
 * held was read as someone else (a visitor's public stylist list has no salary columns, for one).
 */
export function useLogin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (result) => {
        queryClient.clear();
        clearAccountInactive();
        saveSession(
          { accessToken: result.accessToken, refreshToken: result.refreshToken },
          { id: result.id, firstName: result.firstName, lastName: result.lastName, roleId: result.roleId },
        );
        toastSuccess(messages.login.success);
        await navigate({ href: roleLandingRoute[result.roleId], replace: true });
      },
      onError: (error) => toastError(errorMessage(error, messages.login.failed)),
    }),
  );
}
