import { type RegisterInput, registerFormSchema, registerSchema } from '@hairsalon/shared';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { PasswordFields } from '../forms/password-field';
import { useStrongPasswordSubmit } from '../forms/strong-password-submit';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';
import { AnchorLink } from '../layout/router-links';

export interface RegisterFormProps {
  busy: boolean;
  /** Field messages the server sent back (e.g. a taken email). */
  serverErrors?: FormErrors;
  onSubmit: (values: RegisterInput) => void;
  /** The setup page's own button; the register form's by default. */
  submitLabel?: string;
  /** The links to Privacy and Terms under the button (the register page). */
  showLegalLinks?: boolean;
}

/**
 * Spec §2 Register: names, email and two passwords with show/hide toggles (PasswordInput). A password too easy to
 * guess (with the person's own names and email counted) is refused here before it goes to the server.
 */
export function RegisterForm({ busy, serverErrors, onSubmit, submitLabel, showLegalLinks = false }: RegisterFormProps) {
  const form = useForm<RegisterInput>({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: zodResolver(registerSchema),
  });
  const { setErrors } = form;
  const { onSubmit: submit, checking } = useStrongPasswordSubmit(form, registerFormSchema, onSubmit);
  const { ui } = useI18n();
  const t = ui.register;
  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors, setErrors]);
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Group grow align="flex-start">
          <TextInput label={t.firstName} autoComplete="given-name" key={form.key('firstName')} {...form.getInputProps('firstName')} />
          <TextInput label={t.lastName} autoComplete="family-name" key={form.key('lastName')} {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label={t.email} type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordFields form={form} field="password" label={t.password} confirmLabel={t.confirmPassword} />
        <Button type="submit" loading={busy || checking} fullWidth>
          {submitLabel ?? t.submit}
        </Button>
        {showLegalLinks && (
          <Text size="xs" c="dimmed" ta="center">
            {ui.salonPages.agree}{' '}
            <AnchorLink to="/privacy" underline="always">
              {ui.footer.privacy}
            </AnchorLink>{' '}
            {ui.salonPages.and}{' '}
            <AnchorLink to="/terms" underline="always">
              {ui.footer.terms}
            </AnchorLink>
            .
          </Text>
        )}
      </Stack>
    </form>
  );
}
