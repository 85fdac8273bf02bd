import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderReference, TrackOrderBody } from '@tawasul/contracts/orders';
import { VALIDATION_MESSAGES } from '@tawasul/contracts/validation';
import arWidget from '../locales/ar/widget.json';
import enWidget from '../locales/en/widget.json';
import { BRAND_ID } from '../test/factories.ts';
import { orderView } from '../test/order-factories.ts';
import { failure, ok, standInServer, type StandInAnswer, type StandInRequest } from '../test/stand-in-server.ts';
import { orderContact, orderReferenceProblem } from '../lib/orders/order-reference.ts';
import { sessionStorageKey } from './api/widget-session.ts';
import { renderWidget } from './render-widget.tsx';
import { bootstrapResponse, GUEST_TOKEN, WIDGET_ID } from './widget-test-data.ts';

const CUSTOMER_TOKEN = 'customer-session-token';
const brand = { id: BRAND_ID, nameEn: 'Nakheel Dates', nameAr: 'تمور النخيل', widgetId: WIDGET_ID };
const connectedBrand = () =>
  bootstrapResponse({ brand: { ...bootstrapResponse().brand, orderManager: 'salla', storeConnected: true } });

type Routes = Record<string, (request: StandInRequest) => StandInAnswer>;

function server(routes: Routes = {}, bootstrap = connectedBrand()) {
  return standInServer({
    'GET /api/public/brands/:widgetId/widget': () => ok(bootstrap),
    'GET /api/_auth/session': () => ok({ user: null }),
    'GET /api/shopper/chats': () => ok({ items: [], total: 0 }),
    'POST /api/public/brands/:widgetId/guests': () =>
      ok({
        token: GUEST_TOKEN,
        guest: { id: '33333333-3333-4333-8333-333333333333', name: null, brandId: bootstrap.brand.id },
      }),
    ...routes,
  });
}

async function openTrackOrder(language: 'en' | 'ar' = 'en') {
  const user = userEvent.setup();
  renderWidget(`?id=${WIDGET_ID}&locale=${language}`);
  await user.click(await screen.findByRole('button', { name: language === 'en' ? 'Track order' : 'تتبع الطلب' }));
  return user;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  await act(async () => undefined);
});

describe('track order', () => {
  it('checks the number and the phone or e-mail, makes the visitor a guest, and shows the order', async () => {
    const calls = server({
      'POST /api/public/brands/:widgetId/orders/track': ({ body }) =>
        ok(orderView({ reference: (body as { reference: string }).reference, status: 'processing' })),
    });
    const user = await openTrackOrder();
    const field = await screen.findByRole('textbox', { name: /Order number/ });
    const contact = screen.getByRole('textbox', { name: /Phone or e-mail used for the order/ });

    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Enter the phone number or e-mail used for the order')).toBeInTheDocument();
    await user.type(field, '2183/40');
    await user.type(contact, 'call me');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('An order number has letters, digits and - only')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number or an e-mail address')).toBeInTheDocument();
    expect(calls.calls.filter((call) => call.path.includes('/orders/'))).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ' 218340795 ');
    await user.clear(contact);
    await user.type(contact, '055 000-0101');
    await user.click(screen.getByRole('button', { name: 'Find order' }));

    const card = await screen.findByRole('article', { name: 'Order 218340795' });
    expect(within(card).getByTestId('order-status').textContent).toBe('Processing');
    expect(within(card).getByText('Medjool dates 1 kg')).toBeInTheDocument();
    expect(calls.callsTo('POST', `/api/public/brands/${WIDGET_ID}/guests`)).toHaveLength(1);
    const lookup = calls.callsTo('POST', `/api/public/brands/${WIDGET_ID}/orders/track`);
    expect(lookup).toHaveLength(1);
    expect(lookup[0]!.body).toEqual({ reference: '218340795', phone: '0550000101' });
    expect(lookup[0]!.headers.get('authorization')).toBe(`Bearer ${GUEST_TOKEN}`);
    // The guest is kept, as after starting a chat.
    expect(JSON.parse(localStorage.getItem(sessionStorageKey(WIDGET_ID)) ?? 'null')).toMatchObject({ kind: 'guest' });
    // A guest has no account to list orders by.
    expect(screen.queryByTestId('recent-orders')).not.toBeInTheDocument();
  });

  it('says when the store has no such order (or not with this phone or e-mail), and how to go on', async () => {
    const calls = server({ 'POST /api/public/brands/:widgetId/orders/track': () => failure(404, 'ORDER_NOT_FOUND') });
    const user = await openTrackOrder();
    await user.type(await screen.findByRole('textbox', { name: /Order number/ }), 'A-404');
    await user.type(screen.getByRole('textbox', { name: /Phone or e-mail/ }), ' Noura@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    const error = await screen.findByTestId('track-order-error');
    expect(within(error).getByText('Order not found.')).toBeInTheDocument();
    expect(within(error).getByText(/Check the number in your confirmation message/)).toBeInTheDocument();
    expect(screen.queryByTestId('order-card')).not.toBeInTheDocument();
    expect(calls.callsTo('POST', `/api/public/brands/${WIDGET_ID}/orders/track`)[0]!.body).toEqual({
      reference: 'A-404',
      email: 'noura@example.com',
    });
  });

  it.each([
    ['BRAND_NOT_CONNECTED', 409, 'هذه العلامة التجارية غير مرتبطة بسلة أو CS-Cart.'],
    ['TRACKING_CONFIG_MISSING', 409, 'تتبع الطلبات غير مهيأ لهذه العلامة التجارية.'],
    ['ORDER_TRACKING_FAILED', 502, 'تعذر تتبع الطلب.'],
  ] as const)('puts the store’s %s in the shopper’s language', async (code, status, text) => {
    server({ 'POST /api/public/brands/:widgetId/orders/track': () => failure(status, code) });
    const user = await openTrackOrder('ar');
    await user.type(await screen.findByRole('textbox', { name: /رقم الطلب/ }), '1001');
    await user.type(screen.getByRole('textbox', { name: /رقم الجوال أو البريد الإلكتروني/ }), '0550000101');
    await user.click(screen.getByRole('button', { name: 'ابحث عن الطلب' }));
    expect(await screen.findByTestId('track-order-error')).toHaveTextContent(text);
  });

  it('explains that the store is not connected instead of offering the form', async () => {
    const calls = server({}, bootstrapResponse());
    await openTrackOrder();
    expect(await screen.findByTestId('track-order-notice')).toHaveTextContent(
      'this store is not connected to its order system yet',
    );
    expect(screen.queryByRole('textbox', { name: /Order number/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask an agent' })).toBeInTheDocument();
    expect(calls.calls.filter((call) => call.path.includes('orders'))).toHaveLength(0);
  });

  it('shows a signed-in customer its recent orders with the brand, with its token', async () => {
    localStorage.setItem(
      sessionStorageKey(WIDGET_ID),
      JSON.stringify({ kind: 'customer', token: CUSTOMER_TOKEN, name: 'Noura' }),
    );
    const calls = server({
      'GET /api/shopper/orders': () =>
        ok({
          items: [
            { ...orderView({ reference: '1001', status: 'delivered' }), brand },
            { ...orderView({ reference: '1002', status: null, storeStatus: 'Ready for pickup' }), brand },
          ],
        }),
    });
    await openTrackOrder();
    const recent = await screen.findByTestId('recent-orders');
    expect(within(recent).getByRole('heading', { name: 'Your recent orders' })).toBeInTheDocument();
    const cards = await within(recent).findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Ready for pickup')).toBeInTheDocument();
    const request = calls.callsTo('GET', '/api/shopper/orders')[0]!;
    expect(request.query.get('widgetId')).toBe(WIDGET_ID);
    expect(request.headers.get('authorization')).toBe(`Bearer ${CUSTOMER_TOKEN}`);
    await waitFor(() => expect(calls.callsTo('POST', `/api/public/brands/${WIDGET_ID}/guests`)).toHaveLength(0));
  });

  it('lets a signed-in customer track a number without a phone or e-mail, its account’s are tried first', async () => {
    localStorage.setItem(
      sessionStorageKey(WIDGET_ID),
      JSON.stringify({ kind: 'customer', token: CUSTOMER_TOKEN, name: 'Noura' }),
    );
    const calls = server({
      'GET /api/shopper/orders': () => ok({ items: [] }),
      'POST /api/public/brands/:widgetId/orders/track': () => ok(orderView({ reference: '1001' })),
    });
    const user = await openTrackOrder();
    expect(screen.getByText(/Only if the order was placed with another phone or e-mail/)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /Order number/ }), '1001');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await screen.findByRole('article', { name: 'Order 1001' });
    expect(calls.callsTo('POST', `/api/public/brands/${WIDGET_ID}/orders/track`)[0]!.body).toEqual({
      reference: '1001',
    });
  });
});

describe('the widget’s reading of a phone or e-mail', () => {
  it.each([
    ['0550000101', { phone: '0550000101' }],
    ['+966 55 000 0101', { phone: '+966550000101' }],
    ['(055) 000-0101', { phone: '0550000101' }],
    [' A@B.co ', { email: 'a@b.co' }],
  ])('sends %s as the contract reads it', (written, contact) => {
    expect(orderContact(written)).toEqual({ contact, problem: null });
    expect(TrackOrderBody.safeParse({ reference: '1', ...contact }).success).toBe(true);
  });

  it.each(['12', 'call me', 'a@b', '+96655000010199999'])('refuses %s', (written) => {
    expect(orderContact(written).problem).toBe('invalid');
  });

  it('says what the contract says when the phone or e-mail is missing', () => {
    expect(enWidget.track.contactRequired).toBe(VALIDATION_MESSAGES['validation.orderContactRequired'].en);
    expect(arWidget.track.contactRequired).toBe(VALIDATION_MESSAGES['validation.orderContactRequired'].ar);
  });
});

describe('the widget’s copy of the order number rule', () => {
  it('accepts and refuses what the contract does', () => {
    const samples = [
      '218340795',
      'A-1001',
      '#1001',
      ' 42 ',
      '',
      '   ',
      '2183/40',
      'طلب',
      'a b',
      'x'.repeat(40),
      'x'.repeat(41),
    ];
    for (const sample of samples) {
      expect({ sample, ok: orderReferenceProblem(sample) === null }).toEqual({
        sample,
        ok: OrderReference.safeParse(sample).success,
      });
    }
  });

  it('says what the contract says', () => {
    expect(enWidget.track.invalidReference).toBe(VALIDATION_MESSAGES['validation.orderReference'].en);
    expect(arWidget.track.invalidReference).toBe(VALIDATION_MESSAGES['validation.orderReference'].ar);
  });
});
