import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation.tsx';

/** Mantine's password input with its show/hide button named in the reader's language (Mantine's is English only). */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('common.fields.togglePassword') }} {...props} />;
}
