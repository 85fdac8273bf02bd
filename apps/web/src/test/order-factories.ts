import type { OrderView } from '@tawasul/contracts/orders';

/** An order in the contract's shape, as a connected Salla store answers (processing, two items, a tracking link). */
export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    reference: '218340795',
    platform: 'salla',
    status: 'processing',
    storeStatus: 'in_progress',
    createdAt: '2026-11-18T09:30:00.000Z',
    updatedAt: '2026-11-19T14:00:00.000Z',
    items: [
      { name: 'Medjool dates 1 kg', quantity: 2, imageUrl: 'https://cdn.store.test/medjool.jpg' },
      { name: 'Gift box', quantity: 1, imageUrl: null },
    ],
    total: { amount: 1250.5, currency: 'SAR' },
    trackingUrl: 'https://track.carrier.test/AB123',
    ...overrides,
  };
}
