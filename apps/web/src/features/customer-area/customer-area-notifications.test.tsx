// The customer area's notifications: listed in words with the unread count, marked read, new ones live.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications as toasts } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopperNotification } from '@tawasul/contracts/widget';
import { ok } from '../../test/stand-in-server.ts';
import { notification } from './customer-area-test-data.ts';

import { live, PATH, render, server, type Routes } from './customer-area-scene.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.clean();
});

describe('my notifications', () => {
  function notificationServer(items: ShopperNotification[], routes: Routes = {}) {
    const state = { items };
    const unread = () => state.items.filter((item) => item.readAt === null).length;
    const calls = server({
      'GET /api/shopper/notifications': () => ok({ items: state.items, total: state.items.length, unread: unread() }),
      'POST /api/shopper/notifications/read': (request) => {
        const body = request.body as { ids?: string[]; all?: true };
        state.items = state.items.map((item) =>
          body.all || body.ids?.includes(item.id) ? { ...item, readAt: '2026-11-20T10:00:00.000Z' } : item,
        );
        return ok({ unread: unread() });
      },
      ...routes,
    });
    return calls;
  }

  it('lists them in words with the unread count, and marks all read', async () => {
    const calls = notificationServer([
      notification(),
      notification({ kind: 'agent_assigned', agentName: null, preview: null }),
      notification({ kind: 'chat_closed', readAt: '2026-11-19T10:00:00.000Z', agentName: null, preview: null }),
    ]);
    render({ url: `${PATH}?tab=notifications` });
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const items = within(list).getAllByTestId('customer-notification');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Sara from Nakheel Dates replied to you.',
      'An agent from Nakheel Dates is answering your chat.',
      'Your chat with Nakheel Dates was closed.',
    ]);
    expect(within(items[0]!).getByText('Your order ships today.')).toBeInTheDocument();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('2 unread');
    expect(screen.getByRole('tab', { name: /Notifications/ })).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('0 unread'));
    expect(calls.callsTo('POST', '/api/shopper/notifications/read')[0]?.body).toEqual({ all: true });
    expect(
      within(list)
        .getAllByTestId('customer-notification')
        .every((item) => !item.dataset.unread),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /Notifications/ }).textContent).toBe('Notifications');
  });

  it('marks one read, and opens its chat when clicked', async () => {
    const chatId = live.id;
    const first = notification({ chatId });
    const second = notification({ kind: 'agent_assigned' });
    const calls = notificationServer([first, second], { 'GET /api/chats/:id': () => ok(live) });
    const { router } = render({ url: `${PATH}?tab=notifications` });
    await screen.findByRole('list', { name: 'Your notifications' });

    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as read: Sara from Nakheel Dates is answering your chat.' }),
    );
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('1 unread'));
    expect(calls.callsTo('POST', '/api/shopper/notifications/read')[0]?.body).toEqual({ ids: [second.id] });

    await userEvent.click(screen.getByText('Sara from Nakheel Dates replied to you.'));
    expect(await screen.findByRole('dialog', { name: 'Chat with Nakheel Dates' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('chat')).toBe(chatId);
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('0 unread'));
    expect(calls.callsTo('POST', '/api/shopper/notifications/read')[1]?.body).toEqual({ ids: [first.id] });
  });

  it.each([
    [
      'en',
      ['Sara Alqahtani from Nakheel Dates replied to you.', 'Omar Farouk from Nakheel Dates is answering your chat.'],
    ],
    ['ar', ['ردّ عليك سارة القحطاني من تمور النخيل.', 'يتولى \u2068Omar Farouk\u2069 من تمور النخيل الرد على محادثتك.']],
  ] as const)(
    'names the agent in the reader’s language (%s), in English where it has no Arabic name',
    async (language, expected) => {
      notificationServer([
        notification({ agentName: 'Sara Alqahtani', agentNameAr: 'سارة القحطاني' }),
        notification({ kind: 'agent_assigned', agentName: 'Omar Farouk', agentNameAr: null, preview: null }),
      ]);
      render({ url: `${PATH}?tab=notifications`, language });
      const items = await screen.findAllByTestId('customer-notification');
      expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(expected);
    },
  );

  it('shows a new one as it arrives', async () => {
    notificationServer([]);
    const { realtime } = render({ url: `${PATH}?tab=notifications` });
    expect(await screen.findByTestId('notifications-empty')).toBeInTheDocument();
    realtime.push('shopper:notification', notification({ agentName: 'Omar', preview: null }));
    expect(await screen.findByText('Omar from Nakheel Dates replied to you.')).toBeInTheDocument();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('1 unread');
  });
});
