import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useI18n } from '../i18n/use-i18n';

/**
 * Every password box of the site: Mantine's PasswordInput with its show/hide button named in the reader's language
 * (Mantine's own label is English).
 */
export function PasswordField({ visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  const { ui } = useI18n();
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': ui.common.togglePassword, ...visibilityToggleButtonProps }} {...props} />
  );
}

/** The part of a Mantine form PasswordFields binds its boxes with. */
interface PasswordForm<Field extends string> {
  key: (path: Field | 'confirmPassword') => string;
  getInputProps: (path: Field | 'confirmPassword') => object;
}

/**
 * A new password and its confirmation, one under the other (registration, a password reset): the form's `field` and
 * its `confirmPassword`, both filled as a new password (password managers offer to generate one).
 */
export function PasswordFields<Field extends string>({
  form,
  field,
  label,
  confirmLabel,
}: {
  form: PasswordForm<Field>;
  field: Field;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" key={form.key(field)} {...form.getInputProps(field)} />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
