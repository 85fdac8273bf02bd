// The widget and the store's page around it: the unread count it posts, the visibility it is told, Tawasul's own panel.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from './render-widget.tsx';
import { brandServer, returningGuest } from './widget-stand-in.ts';
import { AGENT, chatMessage, shopperChat, shopperNotification, WIDGET_ID } from './widget-test-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('telling the store’s page', () => {
  it('posts the unread count as notifications arrive, and resets it when the shopper reads the chat', async () => {
    const user = userEvent.setup();
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT });
    const server = brandServer({ chat, messages: [chatMessage(chat.id, { body: 'Your order ships today' })] });
    const { realtime, posted } = renderWidget(`?id=${WIDGET_ID}`);

    await screen.findByRole('button', { name: 'Continue your chat' });
    expect(posted).toContainEqual({ type: 'tawasul:ready' });
    await waitFor(() => expect(realtime.listening('shopper:notification')).toBe(true));

    const first = shopperNotification(chat.id);
    realtime.push('shopper:notification', first);
    realtime.push('shopper:notification', first);
    realtime.push('shopper:notification', shopperNotification(chat.id, { kind: 'agent_assigned', preview: null }));
    expect(posted.filter((message) => message.type === 'tawasul:unread')).toEqual([
      { type: 'tawasul:unread', count: 1 },
      { type: 'tawasul:unread', count: 2 },
    ]);
    const toasts = screen.getAllByTestId('toast');
    expect(toasts[0]!).toHaveTextContent('New message from Sara Alqahtani');
    expect(toasts[0]!).toHaveTextContent('Your order ships today');
    expect(toasts[1]!).toHaveTextContent('Sara Alqahtani is answering you');

    // The toast opens the chat; reading it (the frame has the focus) clears the count.
    await user.click(within(toasts[0]!).getByText('Your order ships today'));
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ type: 'tawasul:unread', count: 0 }));
    await waitFor(() => expect(server.callsTo('POST', `/api/chats/${chat.id}/read`)).not.toHaveLength(0));

    await user.click(screen.getByRole('button', { name: 'Close the chat window' }));
    expect(posted.at(-1)).toEqual({ type: 'tawasul:close' });
  });
});

describe('what the store’s page tells the frame', () => {
  it('counts the chat as read while the loader shows the frame, and not while it hides it', async () => {
    returningGuest();
    // The store's page keeps the focus: only the loader's word says the shopper sees the chat.
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    try {
      const chat = shopperChat({ status: 'open', agent: AGENT });
      const server = brandServer({ chat, messages: [chatMessage(chat.id, { body: 'Your order ships today' })] });
      const { posted } = renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);
      const reads = () => server.callsTo('POST', `/api/chats/${chat.id}/read`);
      const say = (data: unknown, source: Window | null = window.parent) =>
        act(() => {
          window.dispatchEvent(new MessageEvent('message', { data, source }));
        });

      expect(await screen.findByText('Your order ships today')).toBeInTheDocument();
      await waitFor(() => expect(posted).toContainEqual({ type: 'tawasul:ready' }));
      say({ type: 'tawasul:visibility', open: false });
      // Anything but the parent window, or anything but the loader's message, is not listened to.
      say({ type: 'tawasul:visibility', open: true }, null);
      say({ type: 'tawasul:visibility', open: 'yes' });
      expect(reads()).toHaveLength(0);

      say({ type: 'tawasul:visibility', open: true });
      await waitFor(() => expect(reads()).toHaveLength(1));
      expect(posted.filter((message) => message.type === 'tawasul:unread')).toEqual([]);
    } finally {
      focus.mockRestore();
    }
  });
});

describe('in a panel of Tawasul’s own', () => {
  it('shows no close button of its own, and asks the panel to close on Escape unless the widget used it', async () => {
    const user = userEvent.setup();
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT });
    brandServer({ chat, messages: [chatMessage(chat.id, { body: 'Your order ships today' })] });
    const { posted } = renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}&embed=panel`);

    expect(await screen.findByText('Your order ships today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the chat window' })).not.toBeInTheDocument();

    // Escape first cancels what the widget has open (the confirmation), and only then closes the panel.
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(screen.getByTestId('confirm')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('confirm')).not.toBeInTheDocument();
    expect(posted).not.toContainEqual({ type: 'tawasul:close' });
    await user.keyboard('{Escape}');
    expect(posted.at(-1)).toEqual({ type: 'tawasul:close' });
  });
});

// Keeps act() warnings from timers of the last test out of the next one.
afterEach(async () => {
  await act(async () => undefined);
});
