import { type ForgotPasswordInput, forgotPasswordSchema } from '@hairsalon/shared';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';

export interface ForgotPasswordFormProps {
  busy: boolean;
  onSubmit: (values: ForgotPasswordInput) => void;
}

/** Spec §2 Forgot password: a native email input; the button reads Sending... while busy. */
export function ForgotPasswordForm({ busy, onSubmit }: ForgotPasswordFormProps) {
  const t = useI18n().ui.forgotPassword;
  const form = useForm<ForgotPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodResolver(forgotPasswordSchema),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack>
        <TextInput label={t.email} type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? t.sending : t.send}
        </Button>
      </Stack>
    </form>
  );
}
