import { ActionIcon, useComputedColorScheme, useMantineColorScheme, type MantineBreakpoint } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

/**
 * Light by default (spec section 1); the choice is kept in local storage by Mantine. `visibleFrom`: a header whose
 * user menu also offers the choice leaves the button out on a phone.
 */
export function ColorSchemeToggle({ visibleFrom }: { visibleFrom?: MantineBreakpoint }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const label = dark ? t('common.colorScheme.light') : t('common.colorScheme.dark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      data-testid="color-scheme-toggle"
      visibleFrom={visibleFrom}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
