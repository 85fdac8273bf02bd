import { describe, expect, it } from 'vitest';
import { OrderView, type OrderStatus } from '@tawasul/contracts/orders';
import { CS_CART_STATUSES, toCsCartOrderView } from './cs-cart-orders.ts';

const order = (status: string, extra: Record<string, unknown> = {}) => ({
  order_id: '10401',
  status,
  total: '279.00',
  timestamp: '1772368200',
  secondary_currency: 'SAR',
  products: {
    '1104010': {
      item_id: '1104010',
      product: 'Wireless earbuds',
      amount: '1',
      main_pair: { detailed: { image_path: 'http://store.test/e.png', https_image_path: 'https://store.test/e.png' } },
    },
  },
  ...extra,
});

describe('CS-Cart order statuses (DESIGN.md section 7)', () => {
  const table: [code: string, status: OrderStatus][] = [
    ['P', 'payment_confirmed'],
    ['O', 'order_received'],
    ['C', 'completed'],
    ['F', 'payment_failed'],
    ['D', 'declined'],
    ['B', 'back_ordered'],
    ['I', 'canceled'],
    ['Y', 'awaiting_confirmation'],
  ];

  it('covers every default code, and nothing else', () => {
    expect(Object.keys(CS_CART_STATUSES).sort()).toEqual(table.map(([code]) => code).sort());
  });

  it.each(table)('%s → %s', (code, status) => {
    const view = toCsCartOrderView(order(code));
    expect(view).toMatchObject({ status, storeStatus: code });
    expect(OrderView.parse(view)).toEqual(view);
  });

  it.each(['A', 'E', 'p'])('shows a code of the store’s own (%s) as it is, with no spec status', (code) => {
    expect(toCsCartOrderView(order(code))).toMatchObject({ status: null, storeStatus: code });
  });
});

describe('a CS-Cart order as an OrderView', () => {
  it('reads the id, the Unix times, products keyed by item id, and the total', () => {
    expect(toCsCartOrderView(order('C', { updated_at: '1772371800' }))).toEqual({
      reference: '10401',
      platform: 'cs_cart',
      status: 'completed',
      storeStatus: 'C',
      createdAt: '2026-03-01T12:30:00.000Z',
      updatedAt: '2026-03-01T13:30:00.000Z',
      items: [{ name: 'Wireless earbuds', quantity: 1, imageUrl: 'https://store.test/e.png' }],
      total: { amount: 279, currency: 'SAR' },
      trackingUrl: null,
    });
  });

  it('reads list entries (no products, no currency)', () => {
    const view = toCsCartOrderView({ order_id: '97', status: 'O', total: '677.95', timestamp: '1456917981' });
    expect(view).toMatchObject({ reference: '97', items: [], total: { amount: 677.95, currency: '' } });
  });
});
