import type { ForgotPasswordInput } from '@hairsalon/shared';
import { Alert } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { errorMessage } from '../../../features/api/error-message';
import { useTRPC } from '../../../features/api/trpc';
import { AuthCard } from '../../../features/auth/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/forgot-password-form';
import { titleHead } from '../../../features/layout/page-title';
import { AnchorLink } from '../../../features/layout/router-links';
import { toastError } from '../../../features/notifications/toast';

export const Route = createFileRoute('/_customer/_guest/forgot-password')({
  head: titleHead('Forgot Password'),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const trpc = useTRPC();
  const forgot = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const submit = (values: ForgotPasswordInput) => forgot.mutate(values);

  return (
    <AuthCard
      title="Forgot Password"
      footer={
        <>
          Remembered it?{' '}
          <AnchorLink to="/login" underline="always">
            Back to Sign In
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
