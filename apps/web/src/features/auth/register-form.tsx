import { type RegisterInput, registerSchema } from '@hairsalon/shared';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';

export interface RegisterFormProps {
  busy: boolean;
  /** Field messages the server sent back (e.g. a taken email). */
  serverErrors?: FormErrors;
  onSubmit: (values: RegisterInput) => void;
}

/** Spec §2 Register: names, email and two passwords with show/hide toggles (PasswordInput). */
export function RegisterForm({ busy, serverErrors, onSubmit }: RegisterFormProps) {
  const form = useForm<RegisterInput>({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: zodResolver(registerSchema),
  });
  const { setErrors } = form;
  const t = useI18n().ui.register;
  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors, setErrors]);
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack>
        <Group grow align="flex-start">
          <TextInput label={t.firstName} autoComplete="given-name" key={form.key('firstName')} {...form.getInputProps('firstName')} />
          <TextInput label={t.lastName} autoComplete="family-name" key={form.key('lastName')} {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label={t.email} type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput label={t.password} autoComplete="new-password" key={form.key('password')} {...form.getInputProps('password')} />
        <PasswordInput
          label={t.confirmPassword}
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
