import { isLanguage, messages, roleLandingRoute } from '@hairsalon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../api/error-message';
import { useTRPC, useTRPCClient } from '../api/trpc';
import { getLanguage, hasChosenLanguage, setLanguage } from '../i18n/language-store';
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
  const client = useTRPCClient();
  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (result) => {
        queryClient.clear();
        clearAccountInactive();
        saveSession(
          { accessToken: result.accessToken, refreshToken: result.refreshToken },
          { id: result.id, firstName: result.firstName, lastName: result.lastName, roleId: result.roleId },
        );
        // The language: one chosen on this browser is saved to the profile; else the profile's (from another device) applies.
        if (isLanguage(result.language) && !hasChosenLanguage()) await setLanguage(result.language);
        else if (result.language !== getLanguage()) client.user.setLanguage.mutate({ language: getLanguage() }).catch(() => {});
        toastSuccess(messages.login.success);
        await navigate({ href: roleLandingRoute[result.roleId], replace: true });
      },
      onError: (error) => toastError(errorMessage(error, messages.login.failed)),
    }),
  );
}
