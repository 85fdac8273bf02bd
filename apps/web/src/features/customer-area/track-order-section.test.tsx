import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderView } from '../../test/order-factories.ts';
import { failure, ok, type StandInAnswer } from '../../test/stand-in-server.ts';
import { PATH, nakheel, qamar, server as areaServer, render as renderArea } from './customer-area-scene.tsx';
import { chatPage } from './customer-area-test-data.ts';

afterEach(() => vi.unstubAllGlobals());

function server(track: () => StandInAnswer) {
  return areaServer({
    'GET /api/shopper/chats': () => ok(chatPage([])),
    'GET /api/shopper/orders/brands': () => ok({ items: [nakheel, qamar] }),
    'POST /api/public/brands/:widgetId/orders/track': track,
  });
}

const render = (language: 'en' | 'ar' = 'en') => renderArea({ url: `${PATH}?tab=orders`, language });

describe("the customer area's Track an order", () => {
  it('tracks a number at the chosen brand, with the phone the order was placed with', async () => {
    const calls = server(() => ok(orderView({ reference: '10402', platform: 'cs_cart', status: 'order_received' })));
    render();
    const section = await screen.findByTestId('track-order');
    await userEvent.click(within(section).getByRole('combobox', { name: /Brand/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Qamar Electronics', hidden: true }));
    await userEvent.type(within(section).getByRole('textbox', { name: /Order number/ }), '10402');
    await userEvent.type(within(section).getByRole('textbox', { name: /Phone or e-mail/ }), '+966 55 000 0102');
    await userEvent.click(within(section).getByRole('button', { name: 'Find order' }));
    expect(await within(section).findByRole('article', { name: 'Order 10402' })).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/public/brands/demo-qamar/orders/track')[0]!.body).toEqual({
      reference: '10402',
      phone: '+966550000102',
    });
  });

  it('says "not found" with what to check, in Arabic', async () => {
    server(() => failure(404, 'ORDER_NOT_FOUND'));
    render('ar');
    const section = await screen.findByTestId('track-order');
    expect(within(section).getByRole('heading', { name: 'تتبع طلب' })).toBeInTheDocument();
    await userEvent.type(within(section).getByRole('textbox', { name: /رقم الطلب/ }), '2500101');
    await userEvent.click(within(section).getByRole('button', { name: 'ابحث عن الطلب' }));
    const error = await within(section).findByTestId('track-order-error');
    expect(error).toHaveTextContent('الطلب غير موجود.');
    expect(error).toHaveTextContent('تحقق من الرقم ومن رقم الجوال');
  });

  it('checks the number and the phone or e-mail before asking', async () => {
    const calls = server(() => ok(orderView({})));
    render();
    const section = await screen.findByTestId('track-order');
    await userEvent.type(within(section).getByRole('textbox', { name: /Phone or e-mail/ }), 'call me');
    await userEvent.click(within(section).getByRole('button', { name: 'Find order' }));
    expect(await within(section).findByText('Enter a phone number or an e-mail address')).toBeInTheDocument();
    expect(calls.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
