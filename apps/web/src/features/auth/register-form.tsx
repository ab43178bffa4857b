import { type RegisterInput, registerSchema } from '@hairsalon/shared';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { zodResolver } from '../forms/zod-resolver';

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
  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors, setErrors]);
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack>
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" key={form.key('firstName')} {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" key={form.key('lastName')} {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" key={form.key('password')} {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={busy} fullWidth>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
