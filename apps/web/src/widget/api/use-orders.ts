import { useMutation, useQuery } from '@tanstack/react-query';
import type { OrderView, ShopperOrderListResponse } from '@tawasul/contracts/orders';
import { useIdentity, useWidget } from '../app/widget-context.tsx';
import { ensureShopper } from './ensure-shopper.ts';
import { whoOf } from './use-chat.ts';

/**
 * `GET /api/public/brands/:widgetId/orders/:reference` with the shopper's token (a visitor becomes a guest first):
 * one order of this brand's store, read from the store when asked.
 */
export function useTrackOrder() {
  const widget = useWidget();
  const { api, widgetId } = widget;
  return useMutation({
    mutationFn: async (reference: string) => {
      await ensureShopper(widget);
      return api.get<OrderView>(`/api/public/brands/${widgetId}/orders/${encodeURIComponent(reference)}`);
    },
  });
}

/** `GET /api/shopper/orders?widgetId=`: a signed-in customer's recent orders with this brand (none for a guest). */
export function useRecentOrders() {
  const { api, widgetId } = useWidget();
  const identity = useIdentity();
  return useQuery({
    queryKey: ['widget', 'orders', 'recent', whoOf(identity)],
    queryFn: async ({ signal }) =>
      (await api.get<ShopperOrderListResponse>('/api/shopper/orders', { query: { widgetId }, signal })).items,
    enabled: identity.kind === 'customer' || identity.kind === 'cookie',
  });
}
