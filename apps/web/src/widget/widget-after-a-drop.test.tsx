import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from './render-widget.tsx';
import { brandServer, returningGuest } from './widget-stand-in.ts';
import { AGENT, chatMessage, shopperChat, WIDGET_ID } from './widget-test-data.ts';

// Issue 22, defects 9 and 11: the widget after a dropped connection or a reload, and the agent it names while typing.

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the widget after a drop', () => {
  it('says the connection is lost while it is down, and stops saying so once it is back', async () => {
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT });
    brandServer({ chat, messages: [chatMessage(chat.id, { body: 'Your order ships today' })] });
    const { realtime } = renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);
    expect(await screen.findByText('Your order ships today')).toBeInTheDocument();
    expect(screen.queryByTestId('connection-state')).not.toBeInTheDocument();

    realtime.setState('reconnecting');
    expect(screen.getByTestId('connection-state').textContent).toBe('Connection lost. Reconnecting…');

    realtime.setState('connected');
    expect(screen.queryByTestId('connection-state')).not.toBeInTheDocument();
  });

  it('says so in Arabic too', async () => {
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT, language: 'ar' });
    brandServer({ chat });
    const { realtime } = renderWidget(`?id=${WIDGET_ID}&locale=ar&chat=${chat.id}`);
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    realtime.setState('reconnecting');
    expect(screen.getByTestId('connection-state').textContent).toBe('انقطع الاتصال. جارٍ إعادة الاتصال…');
  });
});

describe('the widget after a reload', () => {
  it('opens on the conversation under way, not on its home view', async () => {
    const user = userEvent.setup();
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT });
    brandServer({ chat, messages: [chatMessage(chat.id, { body: 'Your order ships today' })] });
    const { unmount } = renderWidget(`?id=${WIDGET_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Continue your chat' }));
    expect(await screen.findByText('Your order ships today')).toBeInTheDocument();
    unmount();

    // The loader opens the same address again after the page reloads.
    renderWidget(`?id=${WIDGET_ID}`);
    expect(await screen.findByText('Your order ships today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue your chat' })).not.toBeInTheDocument();
  });

  it('opens on its home view again once the shopper went back there', async () => {
    const user = userEvent.setup();
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT });
    brandServer({ chat, messages: [chatMessage(chat.id, { body: 'Your order ships today' })] });
    const { unmount } = renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);
    expect(await screen.findByText('Your order ships today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Continue your chat' })).toBeInTheDocument();
    unmount();

    renderWidget(`?id=${WIDGET_ID}`);
    expect(await screen.findByRole('button', { name: 'Continue your chat' })).toBeInTheDocument();
  });
});

describe('the typing line in Arabic', () => {
  it('names the chat’s agent by its Arabic name, though the socket sends the English one', async () => {
    returningGuest();
    const agent = { ...AGENT, nameAr: 'سارة القحطاني' };
    const chat = shopperChat({ status: 'open', agent, language: 'ar' });
    brandServer({ chat });
    const { realtime } = renderWidget(`?id=${WIDGET_ID}&locale=ar&chat=${chat.id}`);
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    realtime.push('typing', { chatId: chat.id, side: 'agent', name: 'Sara Alqahtani', typing: true });
    await waitFor(() => expect(screen.getByTestId('agent-typing')).toHaveTextContent('سارة القحطاني'));
    expect(screen.getByTestId('agent-typing')).not.toHaveTextContent('Sara');
  });
});
