import { type ResetPasswordFormInput, resetPasswordFormSchema } from '@hairsalon/shared';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';

export interface ResetPasswordFormProps {
  busy: boolean;
  onSubmit: (values: ResetPasswordFormInput) => void;
}

/** Spec §2 Reset password: new password and its confirmation, each with a show/hide toggle. */
export function ResetPasswordForm({ busy, onSubmit }: ResetPasswordFormProps) {
  const t = useI18n().ui.resetPassword;
  const form = useForm<ResetPasswordFormInput>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zodResolver(resetPasswordFormSchema),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack>
        <PasswordInput
          label={t.newPassword}
          autoComplete="new-password"
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
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
