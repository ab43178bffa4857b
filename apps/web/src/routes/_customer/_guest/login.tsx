import type { LoginInput } from '@hairsalon/shared';
import { Group } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '../../../features/auth/auth-card';
import { LoginForm } from '../../../features/auth/login-form';
import { useLogin } from '../../../features/auth/use-login';
import { titleHead } from '../../../features/layout/page-title';
import { AnchorLink } from '../../../features/layout/router-links';

export const Route = createFileRoute('/_customer/_guest/login')({
  head: titleHead('Sign In'),
  component: LoginPage,
});

function LoginPage() {
  const login = useLogin();
  const submit = (values: LoginInput) => login.mutate({ email: values.email, password: values.password });

  return (
    <AuthCard
      title="Sign In"
      footer={
        <>
          Don't have an account?{' '}
          <AnchorLink to="/register" underline="always">
            Sign Up
          </AnchorLink>
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
