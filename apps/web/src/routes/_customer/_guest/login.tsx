import { type LoginInput, messages, roleLandingRoute } from '@hairsalon/shared';
import { Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../features/api/error-message';
import { useTRPC } from '../../features/api/trpc';
import { AuthCard } from '../../features/auth/auth-card';
import { LoginForm } from '../../features/auth/login-form';
import { saveSession } from '../../features/auth/session-storage';
import { titleHead } from '../../features/layout/page-title';
import { AnchorLink } from '../../features/layout/router-links';
import { toastError, toastSuccess } from '../../features/notifications/toast';

export const Route = createFileRoute('/_customer/login')({
  head: titleHead('Sign In'),
  component: LoginPage,
});

function LoginPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (result) => {
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
  const submit = (values: LoginInput) => login.mutate({ email: values.email, password: values.password });

  return (
    <AuthCard
      title="Sign In"
      footer={
        <>
          Don't have an account? <AnchorLink to="/register">Sign Up</AnchorLink>
        </>
      }
    >
      <LoginForm busy={login.isPending} onSubmit={submit} />
      <Group justify="flex-end">
        <AnchorLink to="/forgot-password" size="sm">
          Forgot password?
        </AnchorLink>
      </Group>
    </AuthCard>
  );
}
