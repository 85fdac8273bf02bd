import { describe, expect, it } from 'vitest';
import { OrderView, type OrderStatus } from '@tawasul/contracts/orders';
import { readFixture } from '../../testing/store-fixtures.ts';
import { ownedBy } from '../phone.ts';
import { CS_CART_STATUSES, toCsCartOrder } from './cs-cart-orders.ts';
import { csCartApiUrl, normalizeStoreUrl } from './cs-cart-store.ts';

type Row = Record<string, unknown>;
// CS-Cart's documented bodies, as the fixtures' README cites them.
const list = readFixture<{ orders: Row[] }>('cs-cart', 'cscart-orders-list.json');
const details = readFixture<Row>('cs-cart', 'cscart-order-details.constructed.json');

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
    const { view } = toCsCartOrder({ ...details, status: code }, { currency: 'USD' });
    expect(view).toMatchObject({ status, storeStatus: code });
  });

  it("names a code of the store's own by the store's name for it, or shows the code", () => {
    const names = new Map([['A', 'Ready for pickup']]);
    expect(toCsCartOrder({ ...details, status: 'A' }, { currency: 'USD', statusNames: names }).view).toMatchObject({
      status: null,
      storeStatus: 'Ready for pickup',
    });
    expect(toCsCartOrder({ ...details, status: 'E' }, { currency: 'USD' }).view).toMatchObject({
      status: null,
      storeStatus: 'E',
    });
  });
});

describe('a documented CS-Cart order as an OrderView', () => {
  it("reads the details: amounts in the store's primary currency, not the shopper's `secondary_currency`", () => {
    expect(details.secondary_currency).toBe('EUR');
    const { view, owner } = toCsCartOrder(details, { currency: 'USD' });
    expect(view).toEqual({
      reference: '97',
      platform: 'cs_cart',
      status: 'order_received',
      storeStatus: 'O',
      createdAt: '2016-03-02T11:26:21.000Z',
      updatedAt: '2016-03-02T11:43:01.000Z',
      items: [{ name: '100g Pants', quantity: 1, imageUrl: null }],
      total: { amount: 677.95, currency: 'USD' },
      trackingUrl: null,
    });
    expect(OrderView.parse(view)).toEqual(view);
    expect(owner).toEqual({ phones: ['+16463863600'], emails: ['dsds@example.com'] });
    expect(ownedBy(owner, { phone: '+1 (646) 386-3600' })).toBe(true);
    expect(ownedBy(owner, { email: 'DSDS@example.com' })).toBe(true);
  });

  it('reads the list entries (no products), with the phone and e-mail each carries', () => {
    const [first, second] = list.orders.map((entry) => toCsCartOrder(entry, { currency: 'USD' }));
    expect(first!.view).toMatchObject({ reference: '97', status: 'order_received', items: [] });
    expect(second!.view).toMatchObject({
      reference: '96',
      status: 'completed',
      total: { amount: 972, currency: 'USD' },
    });
    expect(second!.owner).toEqual({ phones: [], emails: ['customer@example.com'] });
  });
});

describe('store addresses', () => {
  it('keeps the address as pasted, without a trailing /api, and calls {store}/api/…', () => {
    expect(normalizeStoreUrl('https://shop.example/api/2.0/')).toBe('https://shop.example');
    expect(csCartApiUrl('https://shop.example/', 'orders/97')).toBe('https://shop.example/api/orders/97');
  });

  it('reaches stores without URL rewriting through api.php?_d=…', () => {
    expect(normalizeStoreUrl('https://shop.example/api.php?_d=orders&ajax_custom=1')).toBe(
      'https://shop.example/api.php',
    );
    expect(csCartApiUrl('https://shop.example/api.php', 'orders', { email: 'a@b.c' })).toBe(
      'https://shop.example/api.php?_d=orders&ajax_custom=1&email=a%40b.c',
    );
  });
});
