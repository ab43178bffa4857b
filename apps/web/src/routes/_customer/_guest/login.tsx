import type { LoginInput } from '@hairsalon/shared';
import { Group } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../../features/auth/auth-card';
import { LoginForm } from '../../../features/auth/login-form';
import { useLogin } from '../../../features/auth/use-login';
import { localizedTitleHead } from '../../../features/i18n/page-title';
import { useI18n } from '../../../features/i18n/use-i18n';
import { AnchorLink } from '../../../features/layout/router-links';

export const Route = createFileRoute('/_customer/_guest/login')({
  head: localizedTitleHead((ui) => ui.login.title),
  component: LoginPage,
});

function LoginPage() {
  const login = useLogin();
  const { ui } = useI18n();
  const submit = (values: LoginInput) => login.mutate({ email: values.email, password: values.password });

  return (
    <AuthCard
      title={ui.login.title}
      footer={
        <>
          {ui.login.noAccount}{' '}
          <AnchorLink to="/register" underline="always">
            {ui.login.signUp}
          </AnchorLink>
        </>
      }
    >
      <LoginForm busy={login.isPending} onSubmit={submit} />
      <Group justify="flex-end">
        <AnchorLink to="/forgot-password" size="sm">
          {ui.login.forgotPassword}
        </AnchorLink>
      </Group>
    </AuthCard>
  );
}
