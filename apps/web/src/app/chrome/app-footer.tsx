import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec section 1: the footer line. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Text component="footer" size="sm" c="dimmed" ta="center" py="md" data-testid="app-footer">
      {t('common.footer')}
    </Text>
  );
}
