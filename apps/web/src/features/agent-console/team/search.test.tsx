import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxSearchHit } from '@tawasul/contracts/chat-search';
import { minutesAgo, uuid } from '../../../test/factories.ts';
import { failure, ok, standInServer, type StandInRequest } from '../../../test/stand-in-server.ts';
import { chat, inbox } from '../console-test-data.ts';
import { renderConsole } from '../render-console.tsx';
import { SEARCH_PAUSE_MS } from './use-inbox-search.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const closed = chat({
  number: 1401,
  status: 'closed',
  shopper: { kind: 'guest', id: uuid(), name: 'Hessa', phone: null, email: null },
  closedAt: minutesAgo(90),
  closeReason: 'agent',
});
const hits: InboxSearchHit[] = [{ chat: closed, match: 'message', excerpt: 'Where is my order 50012? It is late' }];

function scene(options: { language?: 'en' | 'ar'; answer?: (request: StandInRequest) => ReturnType<typeof ok> } = {}) {
  const server = standInServer({
    'GET /api/agent/chats': options.answer ?? (() => ok({ items: hits, total: 1, page: 1, pageSize: 20 })),
    'GET /api/chats/queue': () => ok({ items: [], canTake: true, load: 0, maxLoad: 3 }),
    'GET /api/agent/inbox': () => ok(inbox()),
    'GET /api/chats/:id/messages': () => ok({ items: [], hasMore: false }),
    'GET /api/chats/:id/flags': () => ok({ items: [] }),
    'GET /api/chats/:id/shopper-chats': () => ok({ items: [] }),
    'GET /api/chats/:id/orders': () => ok({ items: [] }),
    'GET /api/chats/:id': () => ok(closed),
  });
  const view = renderConsole({ chats: () => [closed], language: options.language });
  return { server, view };
}

async function type(view: ReturnType<typeof scene>['view'], words: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('inbox-search'), words);
  act(() => view.clock.advance(SEARCH_PAUSE_MS));
  return user;
}

describe('searching chats in the console', () => {
  it('finds a closed chat by an order number once typing pauses, and opens it', async () => {
    const { server, view } = scene();
    const user = await type(view, '50012');
    const results = await screen.findByTestId('search-results');
    const hit = await within(results).findByTestId('search-hit');
    expect(hit).toHaveTextContent('Hessa');
    expect(hit).toHaveTextContent('#1401');
    expect(within(hit).getByTestId('search-match').textContent).toBe('Message');
    expect(within(hit).getByTestId('search-excerpt').textContent).toBe('Where is my order 50012? It is late');
    // Asked once, for the whole words, not per keystroke.
    const asked = server.callsTo('GET', '/api/agent/chats');
    expect(asked.map((call) => call.query.get('search'))).toEqual(['50012']);
    expect(asked[0]!.query.get('status')).toBe('all');

    await user.click(within(hit).getByRole('button'));
    expect(await screen.findByTestId('conversation-title')).toHaveTextContent('Hessa');
    expect(await screen.findByTestId('read-only-notice')).toHaveTextContent(
      'This chat is closed. Its messages are read-only.',
    );

    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/agent/chats').at(-1)!.query.get('status')).toBe('closed'));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByTestId('inbox')).toBeInTheDocument();
  });

  it('reads in Arabic: what matched, nothing found, and a failed search with a retry', async () => {
    const order: InboxSearchHit = { chat: closed, match: 'order', excerpt: '77001' };
    let answer: 'hit' | 'none' | 'fail' = 'hit';
    const { view } = scene({
      language: 'ar',
      answer: () =>
        answer === 'fail'
          ? failure(503, 'SERVICE_UNAVAILABLE')
          : ok({ items: answer === 'hit' ? [order] : [], total: answer === 'hit' ? 1 : 0, page: 1, pageSize: 20 }),
    });
    const user = await type(view, '77001');
    expect((await screen.findByTestId('search-match')).textContent).toBe('الطلب 77001');
    expect(screen.getByTestId('search-count').textContent).toBe('وُجدت محادثة واحدة');

    answer = 'none';
    await user.type(screen.getByTestId('inbox-search'), '9');
    act(() => view.clock.advance(SEARCH_PAUSE_MS));
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('لا توجد محادثة تطابق «770019»');

    answer = 'fail';
    await user.type(screen.getByTestId('inbox-search'), '9');
    act(() => view.clock.advance(SEARCH_PAUSE_MS));
    const alert = await screen.findByTestId('load-error');
    answer = 'hit';
    await user.click(within(alert).getByRole('button'));
    expect((await screen.findByTestId('search-match')).textContent).toBe('الطلب 77001');
  });
});
