import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatOrdersResponse } from '@tawasul/contracts/orders';
import { orderView } from '../../test/order-factories.ts';
import { failure, ok, standInServer, type StandInAnswer } from '../../test/stand-in-server.ts';
import { agentAuthor, chat, inbox, message } from './console-test-data.ts';
import { renderConsole } from './render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const noura = chat({
  receipts: { shopperDeliveredSeq: 1, shopperReadSeq: 1, agentDeliveredSeq: 1, agentReadSeq: 1 },
});

function server(orders: () => StandInAnswer) {
  return standInServer({
    'GET /api/agent/inbox': () => ok(inbox({ open: [noura] })),
    'GET /api/chats/:id/messages': () =>
      ok({ items: [message(noura.id, { seq: 1, body: 'Where is order 1001?' })], hasMore: false }),
    'GET /api/chats/:id/flags': () => ok({ items: [] }),
    'GET /api/chats/:id/shopper-chats': () => ok({ items: [] }),
    'POST /api/chats/:id/read': () => ok(noura),
    'GET /api/chats/:id/orders': orders,
  });
}

async function openPanel(language: 'en' | 'ar' = 'en') {
  const view = renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => [noura], language });
  await userEvent.click(
    await screen.findByRole('button', { name: language === 'en' ? 'Customer details' : 'بيانات العميل' }),
  );
  return { ...view, section: await screen.findByTestId('shopper-orders') };
}

const mentioned = orderView({ reference: '1001', status: 'payment_pending' });
const delivered = orderView({ reference: '0990', status: 'delivered', trackingUrl: null });

describe('the shopper’s orders in the console', () => {
  it('lists the orders mentioned in the chat first, labelled, then the shopper’s others, each opened on demand', async () => {
    const calls = server(() =>
      ok({ items: [delivered, mentioned], mentioned: [mentioned] } satisfies ChatOrdersResponse),
    );
    const { section } = await openPanel();
    const cards = await within(section).findAllByTestId('order-card');
    // The mentioned order is listed once, with its label.
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Order 1001', 'Order 0990']);
    expect(within(cards[0]!).getByText('Mentioned in the chat')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('order-status').textContent).toBe('Payment pending');
    expect(within(cards[1]!).queryByText('Mentioned in the chat')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('order-status').textContent).toBe('Delivered');

    // Collapsed: status and total only, until the agent opens the card.
    expect(within(cards[0]!).queryByText('Medjool dates 1 kg')).not.toBeInTheDocument();
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /Order 1001/ }));
    expect(within(cards[0]!).getByText('Medjool dates 1 kg')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: /Track the shipment/ })).toBeInTheDocument();
    expect(calls.callsTo('GET', `/api/chats/${noura.id}/orders`)).toHaveLength(1);
  });

  it('reads the orders again when the shopper writes, not when the agent does', async () => {
    let answer: ChatOrdersResponse = { items: [delivered], mentioned: [] };
    const calls = server(() => ok(answer));
    const { section, realtime } = await openPanel();
    expect(await within(section).findByRole('article', { name: 'Order 0990' })).toBeInTheDocument();
    expect(within(section).queryByText('Mentioned in the chat')).not.toBeInTheDocument();

    realtime.push('message:created', message(noura.id, { seq: 2, author: agentAuthor, body: 'Which order?' }));
    answer = { items: [delivered], mentioned: [mentioned] };
    realtime.push('message:created', message(noura.id, { seq: 3, body: 'Order 1001 please' }));

    const card = await within(section).findByRole('article', { name: 'Order 1001' });
    expect(within(card).getByText('Mentioned in the chat')).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo('GET', `/api/chats/${noura.id}/orders`)).toHaveLength(2));
  });

  it('names the label and statuses in Arabic', async () => {
    server(() => ok({ items: [], mentioned: [mentioned] } satisfies ChatOrdersResponse));
    const { section } = await openPanel('ar');
    expect(await within(section).findByText('ذُكر في المحادثة')).toBeInTheDocument();
    expect(within(section).getByTestId('order-status').textContent).toBe('بانتظار الدفع');
  });

  it('says when the store knows no order of the shopper, and when it could not be read', async () => {
    let fail = true;
    server(() => (fail ? failure(502, 'ORDER_TRACKING_FAILED') : ok({ items: [], mentioned: [] })));
    const { section } = await openPanel();
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText('Failed to track the order.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('The store has no order of this customer.')).toBeInTheDocument();
  });
});
