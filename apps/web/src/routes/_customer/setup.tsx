import { messages, type RegisterInput } from '@hairsalon/shared';
import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../features/api/error-message';
import { useTRPC } from '../../features/api/trpc';
import { AuthCard } from '../../features/auth/auth-card';
import { RegisterForm } from '../../features/auth/register-form';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { useI18n } from '../../features/i18n/use-i18n';
import { toastError, toastSuccess } from '../../features/notifications/toast';

/** /setup?token=…: the one-time link the server prints on a database without an admin makes the owner's account (issue 25). */
export const Route = createFileRoute('/_customer/setup')({
  // A plain function, not a zod schema: route options load with the first page, and zod belongs to the forms' chunks.
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  head: localizedTitleHead((ui) => ui.salonPages.setupTitle),
  component: SetupPage,
});

function SetupPage() {
  const { token } = Route.useSearch();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { ui } = useI18n();
  const create = useMutation(
    trpc.setup.createAdmin.mutationOptions({
      onSuccess: async () => {
        toastSuccess(messages.setup.created);
        await navigate({ to: '/login' });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const submit = (values: RegisterInput) => create.mutate({ ...values, token });
  return (
    <AuthCard title={ui.salonPages.setupTitle}>
      <Text c="dimmed" size="sm" mb="md">
        {ui.salonPages.setupIntro}
      </Text>
      <RegisterForm busy={create.isPending} onSubmit={submit} submitLabel={ui.salonPages.setupSubmit} />
    </AuthCard>
  );
}
