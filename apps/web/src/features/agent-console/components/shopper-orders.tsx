import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { OrderView } from '@tawasul/contracts/orders';
import { OrderCard } from '../../../components/orders/order-card.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { useChatOrders } from '../api/use-chat-orders.ts';

/** Nothing to list, and why: the store is not connected yet, or the store knows no order of this shopper. */
function OrdersNote({ title, hint }: { title: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="orders-empty">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconPackage size={18} color="var(--mantine-color-dimmed)" aria-hidden />
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {title}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

const keyOf = (order: OrderView) => `${order.platform}:${order.reference}`;

/**
 * The shopper panel's "Orders": those the shopper wrote about in the chat first (labelled), then its other orders,
 * each collapsed to its reference, status and total until the agent opens it.
 */
export function ShopperOrders({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const orders = useChatOrders(chatId);

  let body;
  if (orders.isPending) {
    body = <Loader size="sm" role="status" aria-label={t('agentConsole.shopper.ordersLoading')} />;
  } else if (orders.isError) {
    body =
      isHttpError(orders.error) && orders.error.code === 'BRAND_NOT_CONNECTED' ? (
        <OrdersNote
          title={t('agentConsole.shopper.storeNotConnected')}
          hint={t('agentConsole.shopper.storeNotConnectedHint')}
        />
      ) : (
        <Stack gap={4} align="flex-start" role="alert">
          <Text size="sm" c="red">
            {errorMessage(orders.error)}
          </Text>
          <Button size="compact-xs" variant="light" color="red" onClick={() => void orders.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Stack>
      );
  } else {
    const mentioned = new Set(orders.data.mentioned.map(keyOf));
    const others = orders.data.items.filter((order) => !mentioned.has(keyOf(order)));
    body =
      orders.data.mentioned.length + others.length === 0 ? (
        <OrdersNote title={t('agentConsole.shopper.noOrders')} />
      ) : (
        <>
          {orders.data.mentioned.map((order) => (
            <OrderCard
              key={keyOf(order)}
              order={order}
              collapsible
              label={
                <Badge size="xs" variant="outline" color="violet" w="fit-content" data-testid="mentioned-order">
                  {t('agentConsole.shopper.mentioned')}
                </Badge>
              }
            />
          ))}
          {others.map((order) => (
            <OrderCard key={keyOf(order)} order={order} collapsible />
          ))}
        </>
      );
  }

  return (
    <Stack gap="xs" data-testid="shopper-orders">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" component="h3" m={0}>
        {t('agentConsole.shopper.orders')}
      </Text>
      {body}
    </Stack>
  );
}
