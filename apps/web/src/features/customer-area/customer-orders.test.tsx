import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopperOrder } from '@tawasul/contracts/orders';
import { addCustomerAreaResources } from '../../lib/i18n/customer-area-resources.ts';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { orderView } from '../../test/order-factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInRealtime } from '../../test/stand-in-realtime.ts';
import { failure, ok, standInServer, type StandInAnswer } from '../../test/stand-in-server.ts';
import { CustomerAreaScreen } from './customer-area-screen.tsx';
import { chatPage, customer } from './customer-area-test-data.ts';

afterEach(() => vi.unstubAllGlobals());

function WithAreaTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  addCustomerAreaResources(i18n);
  return children;
}

const nakheel = {
  id: '11111111-1111-4111-8111-111111111111',
  nameEn: 'Nakheel Dates',
  nameAr: 'تمور النخيل',
  widgetId: 'demo-nakheel',
};
const qamar = {
  id: '55555555-5555-4555-8555-555555555555',
  nameEn: 'Qamar Electronics',
  nameAr: 'قمر للإلكترونيات',
  widgetId: 'demo-qamar',
};

function server(orders: () => StandInAnswer) {
  return standInServer({
    'GET /api/shopper/chats': () => ok(chatPage([])),
    'GET /api/shopper/notifications': () => ok({ items: [], total: 0, unread: 0 }),
    'GET /api/shopper/orders': orders,
  });
}

function render(language: 'en' | 'ar' = 'en') {
  const realtime = standInRealtime();
  return renderScreen(
    <RealtimeProvider client={realtime.client}>
      <WithAreaTexts>
        <CustomerAreaScreen />
      </WithAreaTexts>
    </RealtimeProvider>,
    { path: '/customer', url: '/customer?tab=orders', user: customer(), language },
  );
}

const orders: ShopperOrder[] = [
  { ...orderView({ reference: '218340795', status: 'processing' }), brand: nakheel },
  { ...orderView({ reference: 'CS-77', platform: 'cs_cart', status: 'completed', storeStatus: 'C' }), brand: qamar },
  { ...orderView({ reference: '218340001', status: null, storeStatus: 'Ready for pickup' }), brand: nakheel },
];

describe('my orders', () => {
  it('shows the orders from every connected store, grouped by brand', async () => {
    server(() => ok({ items: orders }));
    render();
    expect(screen.getByTestId('orders-skeleton')).toBeTruthy();

    const nakheelOrders = await screen.findByRole('region', { name: 'Your orders with Nakheel Dates' });
    const nakheelCards = within(nakheelOrders).getAllByTestId('order-card');
    expect(nakheelCards.map((card) => card.getAttribute('aria-label'))).toEqual(['Order 218340795', 'Order 218340001']);
    expect(within(nakheelCards[0]!).getByTestId('order-status').textContent).toBe('Processing');
    expect(within(nakheelCards[1]!).getByTestId('order-status').textContent).toBe('Ready for pickup');

    const qamarOrders = screen.getByRole('region', { name: 'Your orders with Qamar Electronics' });
    expect(within(qamarOrders).getByRole('article', { name: 'Order CS-77' })).toBeTruthy();
    expect(within(qamarOrders).getByText('Completed')).toBeTruthy();
  });

  it('names the brands and statuses in Arabic', async () => {
    server(() => ok({ items: orders }));
    render('ar');
    const group = await screen.findByRole('region', { name: 'طلباتك من تمور النخيل' });
    expect(within(group).getByRole('heading', { name: 'تمور النخيل' })).toBeTruthy();
    expect(within(group).getAllByTestId('order-status')[0]!.textContent).toBe('قيد التنفيذ');
  });

  it('explains when there is no order to show', async () => {
    server(() => ok({ items: [] }));
    render();
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText('No orders to show yet')).toBeTruthy();
  });

  it('says why the orders could not be read, and reads them again on request', async () => {
    let fail = true;
    server(() => (fail ? failure(502, 'ORDER_TRACKING_FAILED') : ok({ items: orders.slice(0, 1) })));
    render();
    const alert = await screen.findByTestId('load-error');
    expect(within(alert).getByText('Failed to track the order.')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order 218340795' })).toBeTruthy();
  });
});
