import type { ForgotPasswordInput } from '@hairsalon/shared';
import { Alert } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { errorMessage } from '../../../features/api/error-message';
import { useTRPC } from '../../../features/api/trpc';
import { AuthCard } from '../../../features/auth/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/forgot-password-form';
import { localizedTitleHead } from '../../../features/i18n/page-title';
import { useI18n } from '../../../features/i18n/use-i18n';
import { AnchorLink } from '../../../features/layout/router-links';
import { toastError } from '../../../features/notifications/toast';

export const Route = createFileRoute('/_customer/_guest/forgot-password')({
  head: localizedTitleHead((ui) => ui.forgotPassword.title),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const trpc = useTRPC();
  const { ui } = useI18n();
  const forgot = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const submit = (values: ForgotPasswordInput) => forgot.mutate(values);

  return (
    <AuthCard
      title={ui.forgotPassword.title}
      footer={
        <>
          {ui.forgotPassword.remembered}{' '}
          <AnchorLink to="/login" underline="always">
            {ui.forgotPassword.backToSignIn}
          </AnchorLink>
        </>
      }
    >
      <ForgotPasswordForm busy={forgot.isPending} onSubmit={submit} />
      {forgot.isSuccess && (
        <Alert color="teal" role="status">
          {forgot.data.message}
        </Alert>
      )}
      {forgot.isError && (
        <Alert color="red" role="alert">
          {errorMessage(forgot.error)}
        </Alert>
      )}
    </AuthCard>
  );
}
