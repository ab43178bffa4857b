import { messages, type ResetPasswordFormInput } from '@hairsalon/shared';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { errorMessage, serverFieldErrors } from '../../../features/api/error-message';
import { useTRPC } from '../../../features/api/trpc';
import { AuthCard } from '../../../features/auth/auth-card';
import { ResetPasswordForm } from '../../../features/auth/reset-password-form';
import { localizedTitleHead } from '../../../features/i18n/page-title';
import { useI18n } from '../../../features/i18n/use-i18n';
import { AnchorLink } from '../../../features/layout/router-links';
import { toastError, toastSuccess } from '../../../features/notifications/toast';

export const Route = createFileRoute('/_customer/_guest/reset-password/$token')({
  head: localizedTitleHead((ui) => ui.resetPassword.title),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { ui } = useI18n();
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: async () => {
        toastSuccess(messages.resetPassword.success);
        await navigate({ to: '/login' });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const submit = (values: ResetPasswordFormInput) => reset.mutate({ token, newPassword: values.newPassword });

  return (
    <AuthCard
      title={ui.resetPassword.title}
      footer={
        <AnchorLink to="/login" underline="always">
          {ui.resetPassword.backToSignIn}
        </AnchorLink>
      }
    >
      <ResetPasswordForm busy={reset.isPending} serverErrors={reset.error ? serverFieldErrors(reset.error) : undefined} onSubmit={submit} />
    </AuthCard>
  );
}
