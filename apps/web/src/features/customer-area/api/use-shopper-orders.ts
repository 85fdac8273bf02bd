import { useQuery } from '@tanstack/react-query';
import { ShopperOrderListResponse } from '@tawasul/contracts/orders';
import { api } from '../../../lib/http/api.ts';
import { customerAreaKeys } from './customer-area-keys.ts';

/** `GET /api/shopper/orders`: the customer's recent orders with every connected brand it chatted with, each with its brand. */
export function useShopperOrders() {
  return useQuery({
    // Under the area's key: a reconnect reads everything again, orders included.
    queryKey: [...customerAreaKeys.all, 'orders'],
    queryFn: async ({ signal }) =>
      ShopperOrderListResponse.parse(await api.get('/api/shopper/orders', { signal })).items,
  });
}
