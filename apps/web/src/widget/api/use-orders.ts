import { useMutation, useQuery } from '@tanstack/react-query';
import type { OrderView, ShopperOrderListResponse, TrackOrderBody } from '@tawasul/contracts/orders';
import { useIdentity, useWidget } from '../app/widget-context.tsx';
import { ensureShopper } from './ensure-shopper.ts';
import { whoOf } from './use-chat.ts';

/**
 * `POST /api/public/brands/:widgetId/orders/track` with the shopper's token (a visitor becomes a guest first): one
 * order of this brand's store, read from the store when asked, shown only to its owner (the phone or e-mail given
 * must be the order's, unless the signed-in customer's own is).
 */
export function useTrackOrder() {
  const widget = useWidget();
  const { api, widgetId } = widget;
  return useMutation({
    mutationFn: async (body: TrackOrderBody) => {
      await ensureShopper(widget);
      return api.post<OrderView>(`/api/public/brands/${widgetId}/orders/track`, body);
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
