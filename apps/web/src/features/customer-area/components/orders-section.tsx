import { EmptyState, Paper } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "My orders": order tracking comes with the stores' connections (issue 9); until then, what to expect. */
export function OrdersSection() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <EmptyState
        icon={<IconPackage size={28} />}
        withIndicatorBackground
        title={t('customerArea.orders.title')}
        description={t('customerArea.orders.description')}
        data-testid="orders-empty"
      />
    </Paper>
  );
}
