import { useMutation, useQuery } from '@tanstack/react-query';
import { OrderView, ShopperOrderBrandsResponse, type TrackOrderBody } from '@tawasul/contracts/orders';
import { api } from '../../../lib/http/api.ts';
import { customerAreaKeys } from './customer-area-keys.ts';

/** `GET /api/shopper/orders/brands`: the connected brands the customer chatted with (where it can track an order). */
export function useOrderBrands() {
  return useQuery({
    queryKey: [...customerAreaKeys.all, 'order-brands'],
    queryFn: async ({ signal }) =>
      ShopperOrderBrandsResponse.parse(await api.get('/api/shopper/orders/brands', { signal })).items,
  });
}

/**
 * `POST /api/public/brands/:widgetId/orders/track` with the customer's session: an order by its number, found by
 * the customer's verified phone or e-mail, or by the phone or e-mail given with it.
 */
export function useTrackOrder() {
  return useMutation({
    mutationFn: async ({ widgetId, ...body }: TrackOrderBody & { widgetId: string }) =>
      OrderView.parse(await api.post(`/api/public/brands/${encodeURIComponent(widgetId)}/orders/track`, body)),
  });
}
