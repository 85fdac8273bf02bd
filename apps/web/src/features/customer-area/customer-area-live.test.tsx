import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { message } from '../../test/chat-factories.ts';
import { uuid } from '../../test/factories.ts';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { render } from './customer-area-scene.tsx';
import { chatPage, shopperChat } from './customer-area-test-data.ts';

// The server tells a chat's shopper `chat:updated` only when the chat itself changes (decision 018): a new message's
// effect on its chat (preview, time) comes from `message:created`.

describe('the customer area’s chat list', () => {
  it('shows a chat’s new message as its preview at once', async () => {
    const live = shopperChat({ lastMessage: 'Where is my order?' });
    const calls = standInServer({
      'GET /api/shopper/chats': () => ok(chatPage([live])),
      'GET /api/shopper/notifications': () => ok({ items: [], total: 0, unread: 0 }),
      'GET /api/shopper/orders': () => ok({ items: [] }),
    });
    const { realtime } = render();
    await screen.findByText('Where is my order?');
    expect(realtime.listening('message:created')).toBe(true);
    const reads = calls.callsTo('GET', '/api/shopper/chats').length;
    realtime.push(
      'message:created',
      message(live.id, {
        author: { kind: 'agent', id: uuid(), name: 'Sara', nameAr: null, image: null },
        body: 'It ships today',
        createdAt: '2026-11-20T09:25:00.000Z',
      }),
    );
    // At once, before the list is read again (the stand-in server still answers the old preview).
    const card = screen.getAllByTestId('customer-chat')[0]!;
    expect(await within(card).findByText('It ships today')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/shopper/chats')).toHaveLength(reads);
  });
});
