import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { useLocalePath } from '../../../lib/i18n/use-locale-path.ts';
import { ConnectionBadge, OrderManagerBadge } from './brand-badges.tsx';
import { SallaConnectButton } from './salla-connect-button.tsx';

/**
 * The brand's store connection (DESIGN.md section 7): the order manager, whether the store is connected, and the way
 * to connect it — Salla's consent popup, or CS-Cart's login page (`/admin/brand/cs-cart-login?brandId=`).
 * `embedded` leaves out the card's frame and title (the brand form has its own "Store connection" section).
 */
export function StoreConnectionCard({ brand, embedded = false }: { brand: BrandResponse; embedded?: boolean }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const connected = brand.connectionStatus === 'connected';
  // Next to the status: how connecting works, or that the last attempt failed.
  const hint = !brand.orderManager
    ? t('brands.store.noOrderManager')
    : brand.connectionStatus === 'failed'
      ? t('brands.store.failedHint')
      : brand.orderManager === 'salla'
        ? t('brands.store.sallaHint')
        : t('brands.store.description');
  const body = (
    <Group justify="space-between" align="flex-start" gap="md">
      <Group gap="md" align="flex-start" wrap="nowrap">
        {!embedded && <IconBuildingStore size={32} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />}
        <Stack gap={6}>
          {!embedded && (
            <Title order={2} size="h4">
              {t('brands.store.title')}
            </Title>
          )}
          <Group gap="xs" data-testid="store-connection-status">
            <OrderManagerBadge value={brand.orderManager} />
            <ConnectionBadge status={brand.connectionStatus} />
          </Group>
          <Text size="sm" c="dimmed" maw={520}>
            {hint}
          </Text>
          {brand.connectionProblem && (
            <Text
              size="sm"
              c={brand.connectionStatus === 'failed' ? 'red' : 'orange'}
              maw={520}
              data-testid="store-problem"
            >
              {`${t('brands.store.problemLabel')}: ${t(`brands.store.problem.${brand.connectionProblem}`)}`}
            </Text>
          )}
        </Stack>
      </Group>
      {brand.orderManager === 'cs_cart' && (
        <Button
          component={Link}
          to={localePath(`/admin/brand/cs-cart-login?brandId=${brand.id}`)}
          leftSection={<IconPlugConnected size={16} />}
          variant={connected ? 'default' : 'filled'}
        >
          {connected ? t('brands.store.reconnectCsCart') : t('brands.store.connectCsCart')}
        </Button>
      )}
      {brand.orderManager === 'salla' && <SallaConnectButton brandId={brand.id} connected={connected} />}
    </Group>
  );
  if (embedded) return <div data-testid="store-connection">{body}</div>;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="store-connection">
      {body}
    </Paper>
  );
}
