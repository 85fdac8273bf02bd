import { Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { useLocalePath } from '../../../lib/i18n/use-locale-path.ts';
import { ConnectionBadge, OrderManagerBadge } from './brand-badges.tsx';

/**
 * The way into the store connection (DESIGN.md section 7). The flows themselves — Salla's OAuth popup, CS-Cart's
 * login page — arrive with order tracking; until then the card shows where the brand stands and where to go.
 */
export function StoreConnectionCard({ brand }: { brand: BrandResponse }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const connected = brand.connectionStatus === 'connected';
  return (
    <Paper withBorder radius="md" p="lg" data-testid="store-connection">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" align="flex-start" wrap="nowrap">
          <IconBuildingStore size={32} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />
          <Stack gap={6}>
            <Title order={2} size="h4">
              {t('brands.store.title')}
            </Title>
            <Group gap="xs">
              <OrderManagerBadge value={brand.orderManager} />
              <ConnectionBadge status={brand.connectionStatus} />
            </Group>
            <Text size="sm" c="dimmed" maw={520}>
              {brand.orderManager ? t('brands.store.description') : t('brands.store.noOrderManager')}
            </Text>
          </Stack>
        </Group>
        {brand.orderManager === 'cs_cart' && (
          <Button
            component={Link}
            to={localePath('/admin/brand/cs-cart-login')}
            leftSection={<IconPlugConnected size={16} />}
            variant={connected ? 'default' : 'filled'}
          >
            {connected ? t('brands.store.reconnectCsCart') : t('brands.store.connectCsCart')}
          </Button>
        )}
        {brand.orderManager === 'salla' && (
          <Tooltip label={t('brands.store.sallaLater')} withArrow>
            <Button
              leftSection={<IconPlugConnected size={16} />}
              data-disabled
              onClick={(event) => event.preventDefault()}
            >
              {connected ? t('brands.store.reconnectSalla') : t('brands.store.connectSalla')}
            </Button>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}
