import { Button, type MantineBreakpoint } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { currentLanguage } from '../../lib/i18n/language.ts';
import { useSwitchLanguage } from '../../lib/i18n/use-switch-language.ts';
import classes from './chrome.module.css';

/**
 * One button naming the other language in its own script ("العربية" / "English"): that name is what people look for.
 * `visibleFrom`: a header whose user menu also switches the language leaves the button out on a phone.
 */
export function LanguageSwitch({ visibleFrom }: { visibleFrom?: MantineBreakpoint }) {
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
      classNames={{ section: classes.sectionOnWideScreens }}
      visibleFrom={visibleFrom}
      lang={other}
      title={t('common.language.switchTo', { language: otherName })}
      data-testid="language-switch"
      onClick={() => void switchLanguage(other)}
    >
      {otherName}
    </Button>
  );
}
