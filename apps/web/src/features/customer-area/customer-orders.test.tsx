import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopperOrder } from '@tawasul/contracts/orders';
import { orderView } from '../../test/order-factories.ts';
import { failure, ok, type StandInAnswer } from '../../test/stand-in-server.ts';
import { PATH, nakheel, qamar, server as areaServer, render as renderArea } from './customer-area-scene.tsx';
import { chatPage } from './customer-area-test-data.ts';

afterEach(() => vi.unstubAllGlobals());

function server(orders: () => StandInAnswer) {
  return areaServer({
    'GET /api/shopper/chats': () => ok(chatPage([])),
    'GET /api/shopper/orders': orders,
  });
}

const render = (language: 'en' | 'ar' = 'en') => renderArea({ url: `${PATH}?tab=orders`, language });

const orders: ShopperOrder[] = [
  { ...orderView({ reference: '218340795', status: 'processing' }), brand: nakheel },
  { ...orderView({ reference: 'CS-77', platform: 'cs_cart', status: 'completed', storeStatus: 'C' }), brand: qamar },
  { ...orderView({ reference: '218340001', status: null, storeStatus: 'Ready for pickup' }), brand: nakheel },
];

describe('my orders', () => {
  it('shows the orders from every connected store, grouped by brand', async () => {
    server(() => ok({ items: orders }));
    render();
    expect(screen.getByTestId('orders-skeleton')).toBeInTheDocument();

    const nakheelOrders = await screen.findByRole('region', { name: 'Your orders with Nakheel Dates' });
    const nakheelCards = within(nakheelOrders).getAllByTestId('order-card');
    expect(nakheelCards.map((card) => card.getAttribute('aria-label'))).toEqual(['Order 218340795', 'Order 218340001']);
    expect(within(nakheelCards[0]!).getByTestId('order-status').textContent).toBe('Processing');
    expect(within(nakheelCards[1]!).getByTestId('order-status').textContent).toBe('Ready for pickup');

    const qamarOrders = screen.getByRole('region', { name: 'Your orders with Qamar Electronics' });
    expect(within(qamarOrders).getByRole('article', { name: 'Order CS-77' })).toBeInTheDocument();
    expect(within(qamarOrders).getByText('Completed')).toBeInTheDocument();
  });

  it('names the brands and statuses in Arabic', async () => {
    server(() => ok({ items: orders }));
    render('ar');
    const group = await screen.findByRole('region', { name: 'طلباتك من تمور النخيل' });
    expect(within(group).getByRole('heading', { name: 'تمور النخيل' })).toBeInTheDocument();
    expect(within(group).getAllByTestId('order-status')[0]!.textContent).toBe('قيد التنفيذ');
  });

  it('explains when there is no order to show', async () => {
    server(() => ok({ items: [] }));
    render();
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText('No orders to show yet')).toBeInTheDocument();
  });

  it('says why the orders could not be read, and reads them again on request', async () => {
    let fail = true;
    server(() => (fail ? failure(502, 'ORDER_TRACKING_FAILED') : ok({ items: orders.slice(0, 1) })));
    render();
    const alert = await screen.findByTestId('load-error');
    expect(within(alert).getByText('Failed to track the order.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order 218340795' })).toBeInTheDocument();
  });
});
