import { describe, expect, it } from 'vitest';
import { OrderView, type OrderStatus } from '@tawasul/contracts/orders';
import { readFixture } from '../../testing/store-fixtures.ts';
import { ownedBy } from '../phone.ts';
import { SALLA_STATUSES, sallaDate, sallaStatus, toSallaOrder } from './salla-orders.ts';

type Row = Record<string, unknown>;
// Salla's documented bodies, as the fixtures' README cites them.
const list = readFixture<{ data: Row[] }>('salla', 'salla-list-orders.json');
const details = readFixture<{ data: Row }>('salla', 'salla-order-details.composite.json');
const statuses = readFixture<{ data: Row[] }>('salla', 'salla-order-statuses.partial.json');

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

  it.each(table)('%s → %s', (slug, status) => expect(sallaStatus(slug)).toBe(status));

  it("reads a merchant's custom statuses by the slug they keep (List Order Statuses)", () => {
    for (const status of statuses.data) {
      expect(status.type).toBe('custom');
      expect(sallaStatus(status.slug as string)).not.toBeNull();
    }
    expect(sallaStatus('request_quote')).toBeNull();
  });
});

describe('a documented Salla order as an OrderView', () => {
  it('reads the details with the items of its list entry (pictures only there)', () => {
    const entry = { ...list.data[0]!, id: details.data.id, reference_id: details.data.reference_id };
    const { view, owner } = toSallaOrder(details.data, entry);
    expect(view).toEqual({
      reference: '40436266',
      platform: 'salla',
      status: 'completed',
      storeStatus: 'تم التنفيذ',
      createdAt: '2022-06-15T07:42:53.000Z',
      updatedAt: '2022-06-19T17:18:12.000Z',
      items: [
        {
          name: 'تي شيرت بلاك',
          quantity: 1,
          imageUrl: (list.data[0]!.items as Row[])[0]!.thumbnail,
        },
      ],
      total: { amount: 259, currency: 'SAR' },
      trackingUrl: 'https://carrier.example/track/4324233',
    });
    expect(OrderView.parse(view)).toEqual(view);
    // The customer as Salla keeps it: mobile 555555555 with mobile_code +971.
    expect(owner).toEqual({ phones: ['+971555555555'], emails: ['xdel1010@gmail.com'] });
    expect(ownedBy(owner, { phone: '+971 55 555 5555' })).toBe(true);
    expect(ownedBy(owner, { phone: '+966555555555' })).toBe(false);
  });

  it('reads the details alone (no list entry): items without pictures', () => {
    const { view } = toSallaOrder(details.data);
    expect(view.items).toEqual([{ name: 'SSD', quantity: 1, imageUrl: null }]);
  });

  it('has no owner for a list entry: the documented list carries no customer', () => {
    for (const entry of list.data) {
      expect(entry).not.toHaveProperty('customer');
      const { view, owner } = toSallaOrder(entry, entry);
      expect(OrderView.parse(view)).toEqual(view);
      expect(owner).toEqual({ phones: [], emails: [] });
      expect(ownedBy(owner, { phone: '+966550000101', email: 'x@y.z' })).toBe(false);
    }
    expect(toSallaOrder(list.data[1]!, list.data[1]!).view).toMatchObject({
      reference: '40497469',
      status: 'cancelled',
      storeStatus: 'ملغي',
      total: { amount: 0, currency: 'SAR' },
      items: [{ name: 'Custom Shirt', quantity: 3, imageUrl: null }],
    });
  });

  it('shows only https links: a tracking link or picture of any other scheme is dropped', () => {
    const shipping = details.data.shipping as Row;
    const bad = {
      ...details.data,
      shipping: { ...shipping, shipment: { ...(shipping.shipment as Row), tracking_link: 'javascript:alert(1)' } },
    };
    const entry = { items: [{ name: 'x', quantity: 1, thumbnail: 'http://cdn.example/x.png' }] };
    const { view } = toSallaOrder(bad, entry);
    expect(view.trackingUrl).toBeNull();
    expect(view.items[0]!.imageUrl).toBeNull();
  });

  it('reads dates in their zone, and ISO strings', () => {
    expect(sallaDate({ date: '2026-07-01 09:00:00.000000', timezone: 'Europe/London' })).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(sallaDate('2026-03-01T12:30:00+03:00')).toBe('2026-03-01T09:30:00.000Z');
    expect(sallaDate({ date: 'soon' })).toBeNull();
  });
});
