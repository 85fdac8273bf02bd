import { Anchor, Badge, Box, Group, Image, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { OrderView } from '@tawasul/contracts/orders';
import { formatMoney, formatOrderDate, ORDER_STATUS_COLORS, UNKNOWN_STATUS_COLOR } from './order-format.ts';

/**
 * One order as every surface shows it (widget, customer area, agent console): its reference, status, dates, items,
 * total and shipment link. Texts come from the `orders` namespace each surface registers, through the translator it is
 * given: the back office's i18next (`order-card.tsx`) or the widget's own. This file uses Mantine only — the widget's
 * page, which every store loads, imports it too.
 */

/** What the card needs of a translator: `t('orders.card.placed', { date })` and the reader's language. */
export interface OrderCardText {
  t(key: string, params?: Record<string, string | number>): string;
  language: string;
}

/**
 * A link or picture a store supplied, when it is an `https:` URL; anything else (`javascript:`, `data:`, `http:`) is
 * never rendered (issue 17). The server sends https only; this holds should a store or a proxy say otherwise.
 */
function storeHttpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

/** A Latin reference inside an Arabic sentence keeps its own direction (Unicode's first-strong isolate). */
const isolated = (value: string, language: string) => (language === 'ar' ? `\u2068${value}\u2069` : value);

/** The spec's status in the reader's language and its colour; a status the store named but we do not know, in grey. */
function OrderStatusBadge({
  order,
  size = 'sm',
  text,
}: {
  order: Pick<OrderView, 'status' | 'storeStatus'>;
  size?: string;
  text: OrderCardText;
}) {
  const { t } = text;
  const known = order.status !== null;
  return (
    <Badge
      size={size}
      variant="light"
      color={known ? ORDER_STATUS_COLORS[order.status!] : UNKNOWN_STATUS_COLOR}
      style={{ flexShrink: 0 }}
      data-testid="order-status"
      data-status={order.status ?? 'unknown'}
    >
      {known ? t(`orders.status.${order.status!}`) : order.storeStatus}
    </Badge>
  );
}

function Chevron({ expanded }: { expanded: boolean }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      style={{ flexShrink: 0, transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
    >
      <path d="M6 9l6 6l6 -6" />
    </svg>
  );
}

function OrderDetails({ order, text }: { order: OrderView; text: OrderCardText }) {
  const { t, language } = text;
  const trackingUrl = storeHttpsUrl(order.trackingUrl);
  return (
    <Stack gap="xs" mt="xs">
      {order.updatedAt && order.updatedAt !== order.createdAt && (
        <Text size="xs" c="dimmed">
          {t('orders.card.updated', { date: formatOrderDate(order.updatedAt, language) })}
        </Text>
      )}
      {order.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.card.noItems')}
        </Text>
      ) : (
        <Box component="ul" aria-label={t('orders.card.items')} m={0} p={0} style={{ listStyle: 'none' }}>
          {order.items.map((item, index) => (
            <Group key={index} component="li" gap="sm" wrap="nowrap" py={4} data-testid="order-item">
              {storeHttpsUrl(item.imageUrl) ? (
                <Image
                  src={storeHttpsUrl(item.imageUrl)!}
                  alt=""
                  w={40}
                  h={40}
                  radius="sm"
                  fit="cover"
                  style={{ flexShrink: 0 }}
                />
              ) : (
                <Box w={40} h={40} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4, flexShrink: 0 }} />
              )}
              <Text size="sm" dir="auto" style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
                {item.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('orders.card.quantity', { count: item.quantity })}
              </Text>
            </Group>
          ))}
        </Box>
      )}
      {trackingUrl && (
        <Anchor href={trackingUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={500}>
          {t('orders.card.track')} <VisuallyHidden>{t('orders.card.opensInNewTab')}</VisuallyHidden>
        </Anchor>
      )}
    </Stack>
  );
}

export interface OrderCardViewProps {
  order: OrderView;
  text: OrderCardText;
  /** Shows the reference, status, date and total only; the header opens the rest (the agent's narrow panel). */
  collapsible?: boolean;
  /** A line above the reference, e.g. where the order came from. */
  label?: ReactNode;
}

export function OrderCardView({ order, text, collapsible = false, label }: OrderCardViewProps) {
  const { t, language } = text;
  const [expanded, setExpanded] = useState(!collapsible);
  const detailsId = useId();
  const title = t('orders.card.reference', { reference: isolated(order.reference, language) });

  const summary = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      {label}
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={700} size="sm" data-testid="order-reference" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <OrderStatusBadge order={order} text={text} />
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {order.createdAt ? t('orders.card.placed', { date: formatOrderDate(order.createdAt, language) }) : ''}
        </Text>
        {order.total && (
          <Text size="sm" fw={600} data-testid="order-total">
            <Text span size="xs" c="dimmed" fw={400}>
              {`${t('orders.card.total')} `}
            </Text>
            {formatMoney(order.total.amount, order.total.currency, language)}
          </Text>
        )}
      </Group>
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={title} data-testid="order-card">
      {collapsible ? (
        <UnstyledButton
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={detailsId}
          w="100%"
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          {summary}
          <Chevron expanded={expanded} />
        </UnstyledButton>
      ) : (
        summary
      )}
      {expanded && (
        <div id={detailsId}>
          <OrderDetails order={order} text={text} />
        </div>
      )}
    </Paper>
  );
}
