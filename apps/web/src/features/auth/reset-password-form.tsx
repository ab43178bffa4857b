import { type ResetPasswordFormInput, resetPasswordFieldsSchema, resetPasswordFormSchema } from '@hairsalon/shared';
import { Button, Stack } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { PasswordFields } from '../forms/password-field';
import { useStrongPasswordSubmit } from '../forms/strong-password-submit';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';

export interface ResetPasswordFormProps {
  busy: boolean;
  /** Field messages the server sent back (a password made of the account's own names). */
  serverErrors?: FormErrors;
  onSubmit: (values: ResetPasswordFormInput) => void;
}

/**
 * Spec §2 Reset password: new password and its confirmation, each with a show/hide toggle. A password too easy to
 * guess is refused here; the server also judges it with the account's names, which this page does not know.
 */
export function ResetPasswordForm({ busy, serverErrors, onSubmit }: ResetPasswordFormProps) {
  const t = useI18n().ui.resetPassword;
  const form = useForm<ResetPasswordFormInput>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zodResolver(resetPasswordFieldsSchema),
  });
  const { setErrors } = form;
  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors, setErrors]);
  const { onSubmit: submit, checking } = useStrongPasswordSubmit(form, resetPasswordFormSchema, onSubmit);
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <PasswordFields form={form} field="newPassword" label={t.newPassword} confirmLabel={t.confirmPassword} />
        <Button type="submit" loading={busy || checking} fullWidth>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
