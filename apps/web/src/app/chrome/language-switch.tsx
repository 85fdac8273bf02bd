import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n/language.ts';
import { useSwitchLanguage } from '../../lib/i18n/use-switch-language.ts';

/** One button naming the other language in its own script ("العربية" / "English"): that name is what people look for. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const other = currentLanguage(i18n) === 'ar' ? 'en' : 'ar';
  const otherName = t(`common.language.${other}`);
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} aria-hidden />}
      lang={other}
      title={t('common.language.switchTo', { language: otherName })}
      data-testid="language-switch"
      onClick={() => void switchLanguage(other)}
    >
      {otherName}
    </Button>
  );
}
