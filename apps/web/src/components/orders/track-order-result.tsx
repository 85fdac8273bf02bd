import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * No order has this reference (the shopper may have mistyped it), apart from every other failure. Read from the
 * failure's `code` (an HttpError's) without the app's HTTP library: the widget's page imports this folder.
 */
const isOrderNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ORDER_NOT_FOUND';

interface TrackOrderResultProps<Order> {
  /** The surface's tracking request (a mutation): what it found, or why it failed. */
  track: { isSuccess: boolean; isError: boolean; data?: Order | undefined; error: unknown };
  /** The order as the surface draws it. */
  card(order: Order): ReactNode;
  /** The failure in the surface's words, and for an unknown order a hint of what to check. */
  reason: string;
  notFoundHint: string;
  /** The region's name, where the surface gives one (the widget's). */
  label?: string;
}

/**
 * What tracking an order found, as the customer area and the widget show it, read out as it comes: the order's card,
 * or why it could not be tracked. The texts come in from the surface's translator.
 */
export function TrackOrderResult<Order>({ track, card, reason, notFoundHint, label }: TrackOrderResultProps<Order>) {
  const notFound = isOrderNotFound(track.error);
  return (
    <section aria-live="polite" aria-label={label}>
      {track.isSuccess && track.data !== undefined && card(track.data)}
      {track.isError && (
        <Alert color={notFound ? 'yellow' : 'red'} role="alert" data-testid="track-order-error">
          <Text size="sm" fw={600}>
            {reason}
          </Text>
          {notFound && <Text size="sm">{notFoundHint}</Text>}
        </Alert>
      )}
    </section>
  );
}
