import { messages, type RegisterInput } from '@hairsalon/shared';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { errorMessage, serverFieldErrors } from '../../../features/api/error-message';
import { useTRPC } from '../../../features/api/trpc';
import { AuthCard } from '../../../features/auth/auth-card';
import { RegisterForm } from '../../../features/auth/register-form';
import { localizedTitleHead } from '../../../features/i18n/page-title';
import { useI18n } from '../../../features/i18n/use-i18n';
import { AnchorLink } from '../../../features/layout/router-links';
import { toastError, toastSuccess } from '../../../features/notifications/toast';

export const Route = createFileRoute('/_customer/_guest/register')({
  head: localizedTitleHead((ui) => ui.register.title),
  component: RegisterPage,
});

function RegisterPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { ui } = useI18n();
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: async () => {
        toastSuccess(messages.register.success);
        await navigate({ to: '/login' });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const submit = (values: RegisterInput) => register.mutate(values);

  return (
    <AuthCard
      title={ui.register.title}
      footer={
        <>
          {ui.register.haveAccount}{' '}
          <AnchorLink to="/login" underline="always">
            {ui.register.signIn}
          </AnchorLink>
        </>
      }
    >
      <RegisterForm
        showLegalLinks
        busy={register.isPending}
        serverErrors={register.error ? serverFieldErrors(register.error) : undefined}
        onSubmit={submit}
      />
    </AuthCard>
  );
}
