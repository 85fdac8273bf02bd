import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { failure, ok, standInServer } from '../test/stand-in-server.ts';
import { sessionStorageKey } from './api/widget-session.ts';
import { renderWidget } from './render-widget.tsx';
import { AGENT, bootstrapResponse, GUEST_TOKEN, shopperChat, WIDGET_ID } from './widget-test-data.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  await act(async () => undefined);
});

/** A returning guest on a chat of the brand, the server answering a rating as the real one would (once per closing). */
function ratedChatServer(initial: ChatResponse) {
  localStorage.setItem(sessionStorageKey(WIDGET_ID), JSON.stringify({ kind: 'guest', token: GUEST_TOKEN }));
  let chat = initial;
  const server = standInServer({
    'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
    'GET /api/chats/:id': () => ok(chat),
    'GET /api/chats/:id/messages': () => ok({ items: [], hasMore: false }),
    'GET /api/shopper/chats': () => ok({ items: [], total: 1 }),
    'POST /api/shopper/chats/:id/rating': ({ body }) => {
      if (chat.rating) return failure(409, 'CHAT_ALREADY_RATED', 'You have already rated this chat.');
      const { score, comment } = body as { score: number; comment: string };
      chat = { ...chat, rating: { score, comment, ratedAt: new Date().toISOString() } };
      return ok(chat);
    },
  });
  return server;
}

describe('rating a closed chat', () => {
  it('asks for 1–5 and an optional comment, sends them once, and thanks the shopper', async () => {
    const user = userEvent.setup();
    const chat = shopperChat({ status: 'closed', closeReason: 'agent', agent: AGENT });
    const server = ratedChatServer(chat);
    renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);

    const card = await screen.findByRole('form', { name: 'How was this chat?' });
    // The comment and the button come with a score.
    expect(within(card).queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
    // The star a shopper clicks is the radio's label (Mantine's Rating; Space or Enter on the radio does the same).
    const radio = within(card).getByRole('radio', { name: '4 of 5' });
    await user.click(card.querySelector(`label[for="${radio.id}"]`)!);
    await user.type(within(card).getByRole('textbox', { name: 'Anything to add? (optional)' }), ' Very helpful ');
    await user.click(within(card).getByRole('button', { name: 'Send rating' }));

    // The form gives way to the thanks, which a screen reader announces.
    await screen.findByText('Thank you: you rated this chat 4 of 5.');
    expect(screen.getByTestId('chat-rating')).toHaveRole('status');
    expect(screen.getByTestId('chat-rating')).toHaveTextContent('Thank you: you rated this chat 4 of 5.');
    expect(server.callsTo('POST', `/api/shopper/chats/${chat.id}/rating`).map((call) => call.body)).toEqual([
      { score: 4, comment: 'Very helpful' },
    ]);
    expect(screen.queryByRole('form', { name: 'How was this chat?' })).not.toBeInTheDocument();
  });

  it('asks nothing while the chat is open, and in Arabic once it is closed', async () => {
    const open = shopperChat({ status: 'open', agent: AGENT });
    ratedChatServer(open);
    const view = renderWidget(`?id=${WIDGET_ID}&chat=${open.id}`);
    await screen.findByRole('button', { name: 'End chat' });
    expect(screen.queryByTestId('chat-rating')).not.toBeInTheDocument();
    view.unmount();

    const closed = shopperChat({ status: 'closed', closeReason: 'shopper', language: 'ar' });
    ratedChatServer(closed);
    renderWidget(`?id=${WIDGET_ID}&locale=ar&chat=${closed.id}`);
    const card = await screen.findByRole('form', { name: 'ما تقييمك لهذه المحادثة؟' });
    expect(
      within(card)
        .getAllByRole('radio')
        .map((star) => star.getAttribute('aria-label')),
    ).toEqual(['دون تقييم', '1 من 5', '2 من 5', '3 من 5', '4 من 5', '5 من 5']);
  });
});
