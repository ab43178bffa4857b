import { type LoginInput, loginSchema } from '@hairsalon/shared';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../forms/password-field';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';

export interface LoginFormProps {
  busy: boolean;
  onSubmit: (values: LoginInput) => void;
}

/** Spec §2 Login: email and password, validated with the shared login schema. */
export function LoginForm({ busy, onSubmit }: LoginFormProps) {
  const { ui } = useI18n();
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodResolver(loginSchema),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack>
        <TextInput label={ui.login.email} type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordField
          label={ui.login.password}
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy} fullWidth>
          {ui.login.submit}
        </Button>
      </Stack>
    </form>
  );
}
