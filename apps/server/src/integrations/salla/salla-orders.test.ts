import { describe, expect, it } from 'vitest';
import { OrderView, type OrderStatus } from '@tawasul/contracts/orders';
import { SALLA_STATUSES, sallaDate, toSallaOrderView } from './salla-orders.ts';

const order = (status: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 910001,
  reference_id: 2500101,
  status,
  date: { date: '2026-03-01 15:30:00.000000', timezone_type: 3, timezone: 'Asia/Riyadh' },
  amounts: { total: { amount: 265, currency: 'SAR' } },
  items: [{ name: 'Ajwa dates 1 kg', quantity: 2, product_thumbnail: 'https://cdn.salla.test/ajwa.png' }],
  ...extra,
});

describe('Salla order statuses (DESIGN.md section 7)', () => {
  const table: [slug: string, status: OrderStatus][] = [
    ['payment_pending', 'payment_pending'],
    ['waiting_for_payment_confirmation', 'awaiting_confirmation'],
    ['payment_failed', 'payment_failed'],
    ['under_review', 'under_review'],
    ['in_progress', 'processing'],
    ['shipped', 'processing'],
    ['delivering', 'processing'],
    ['completed', 'completed'],
    ['delivered', 'delivered'],
    ['canceled', 'cancelled'],
    ['restoring', 'restoring'],
    ['restored', 'restored'],
  ];

  it('covers every slug the design maps, and nothing else', () => {
    expect(Object.keys(SALLA_STATUSES).sort()).toEqual(table.map(([slug]) => slug).sort());
  });

  it.each(table)('%s → %s, with the store’s name kept', (slug, status) => {
    const view = toSallaOrderView(
      order({ id: 1, name: `Name of ${slug}`, slug, customized: { id: 2, name: `Shown ${slug}` } }),
    );
    expect(view.status).toBe(status);
    expect(view.storeStatus).toBe(`Shown ${slug}`);
    expect(OrderView.parse(view)).toEqual(view);
  });

  it('shows a status of the merchant’s own by its name, with no spec status', () => {
    const view = toSallaOrderView(
      order({
        id: 9,
        name: 'Ready for pickup',
        slug: 'ready_for_pickup',
        customized: { id: 3, name: 'Ready at the branch' },
      }),
    );
    expect(view).toMatchObject({ status: null, storeStatus: 'Ready at the branch' });
    const plain = toSallaOrderView(order({ id: 9, name: 'Ready for pickup', slug: 'ready_for_pickup' }));
    expect(plain).toMatchObject({ status: null, storeStatus: 'Ready for pickup' });
  });
});

describe('a Salla order as an OrderView', () => {
  it('reads the reference, local date with its zone, items, total and the tracking link', () => {
    const view = toSallaOrderView(
      order(
        { id: 1, name: 'Delivering', slug: 'delivering' },
        { shipping: { shipment: { id: 5, tracking_link: 'https://track.test/SMSA/1' } } },
      ),
    );
    expect(view).toEqual({
      reference: '2500101',
      platform: 'salla',
      status: 'processing',
      storeStatus: 'Delivering',
      createdAt: '2026-03-01T12:30:00.000Z',
      updatedAt: null,
      items: [{ name: 'Ajwa dates 1 kg', quantity: 2, imageUrl: 'https://cdn.salla.test/ajwa.png' }],
      total: { amount: 265, currency: 'SAR' },
      trackingUrl: 'https://track.test/SMSA/1',
    });
  });

  it('reads list entries (total instead of amounts, no pictures) and shipments lists', () => {
    const view = toSallaOrderView({
      id: 7,
      reference_id: '77',
      status: { slug: 'shipped', name: 'Shipped' },
      total: { amount: '99.5', currency: 'SAR' },
      items: [{ name: 'Box', quantity: '3', images: [{ image: 'https://cdn.test/box.png' }] }],
      shipments: [{ tracking_link: null }, { tracking_link: 'https://track.test/2' }],
    });
    expect(view).toMatchObject({
      reference: '77',
      total: { amount: 99.5, currency: 'SAR' },
      items: [{ name: 'Box', quantity: 3, imageUrl: 'https://cdn.test/box.png' }],
      trackingUrl: 'https://track.test/2',
      createdAt: null,
    });
  });

  it('reads dates in any zone and ISO strings', () => {
    expect(sallaDate({ date: '2026-07-01 09:00:00.000000', timezone: 'Europe/London' })).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(sallaDate({ date: '2026-01-01 09:00:00.000000', timezone: 'Europe/London' })).toBe(
      '2026-01-01T09:00:00.000Z',
    );
    expect(sallaDate('2026-03-01T12:30:00+03:00')).toBe('2026-03-01T09:30:00.000Z');
    expect(sallaDate({ date: 'soon' })).toBeNull();
    expect(sallaDate(undefined)).toBeNull();
  });
});
