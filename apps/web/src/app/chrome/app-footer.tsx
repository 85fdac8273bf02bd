import { Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

/** Spec section 1: the footer line. The layout puts it in the page's one `contentinfo` landmark (`<footer>`). */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" ta="center" py="md" data-testid="app-footer">
      {t('common.footer')}
    </Text>
  );
}
