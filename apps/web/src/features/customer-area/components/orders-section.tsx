import { EmptyState, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ShopperOrder } from '@tawasul/contracts/orders';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { OrderCard } from '../../../components/orders/order-card.tsx';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useShopperOrders } from '../api/use-shopper-orders.ts';
import { TrackOrderSection } from './track-order-section.tsx';

interface BrandGroup {
  brand: ShopperOrder['brand'];
  orders: ShopperOrder[];
}

/** The orders by brand, brands in the order their first order comes (the server sends the newest first). */
function byBrand(orders: readonly ShopperOrder[]): BrandGroup[] {
  const groups = new Map<string, BrandGroup>();
  for (const order of orders) {
    let group = groups.get(order.brand.id);
    if (!group) groups.set(order.brand.id, (group = { brand: order.brand, orders: [] }));
    group.orders.push(order);
  }
  return [...groups.values()];
}

function OrdersSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy role="status" aria-label={t('common.loading')} data-testid="orders-skeleton">
      {Array.from({ length: 3 }, (_, index) => (
        <Paper key={index} withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Skeleton height={14} width="35%" radius="sm" />
            <Skeleton height={18} width={90} radius="xl" />
          </Group>
          <Skeleton height={12} width="60%" radius="sm" />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * "My orders": tracking an order by its number, and the customer's recent orders with each brand whose store is
 * connected, grouped by brand.
 */
export function OrdersSection() {
  return (
    <Stack gap="lg">
      <TrackOrderSection />
      <OrderList />
    </Stack>
  );
}

/** The customer's own orders, by brand. */
function OrderList() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { isolate } = useIsolate();
  const orders = useShopperOrders();
  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError) return <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) {
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
  return (
    <Stack gap="lg" data-testid="orders">
      {byBrand(orders.data).map((group) => {
        const brand = localized(group.brand.nameEn, group.brand.nameAr);
        return (
          <Stack
            key={group.brand.id}
            gap="sm"
            component="section"
            aria-label={t('customerArea.orders.ofBrand', { brand: isolate(brand) })}
          >
            <Title order={2} size="h5" dir="auto">
              {brand}
            </Title>
            {group.orders.map((order) => (
              <OrderCard key={`${order.platform}:${order.reference}`} order={order} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
