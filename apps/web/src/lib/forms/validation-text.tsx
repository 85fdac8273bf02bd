import { useTranslation } from '../i18n/use-translation.tsx';

interface ValidationTextProps {
  /** A `validation.*` key from the contracts, e.g. `validation.passwordTooShort`. */
  messageKey: string;
  params?: Record<string, string | number> | undefined;
}

/**
 * A field error that translates itself when rendered, so errors already on screen follow a language switch.
 */
export function ValidationText({ messageKey, params }: ValidationTextProps) {
  const { t } = useTranslation();
  return <>{t(messageKey, { ...params, defaultValue: t('validation.invalid') })}</>;
}
