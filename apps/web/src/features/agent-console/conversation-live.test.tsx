// A conversation followed live: new and changed messages, typing, receipts, and catching up after a lost connection.
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minutesAgo } from '../../test/factories.ts';
import { agentAuthor, inbox, message } from './console-test-data.ts';
import { bubble, openChat, server } from './conversation-scene.ts';
import { renderConsole } from './render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('the conversation live', () => {
  it('follows the chat live: new and changed messages, the shopper typing, read and delivered marks', async () => {
    const noura = openChat({
      receipts: { shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 0, agentReadSeq: 0 },
    });
    const first = message(noura.id, { seq: 1, body: 'Hello' });
    const calls = server({ inbox: inbox({ open: [noura] }), messages: { [noura.id]: [first] } });
    const { realtime, emitted, joins } = renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => [noura] });
    await bubble('Hello');
    await waitFor(() => expect(joins().map((join) => join.chatId)).toEqual([noura.id]));
    // On screen: the agent has read it, and the shopper's side hears it was delivered.
    await waitFor(() => expect(calls.callsTo('POST', `/api/chats/${noura.id}/read`)[0]?.body).toEqual({ seq: 1 }));
    expect(emitted).toContainEqual({ event: 'delivered', payload: { chatId: noura.id, seq: 1 } });

    realtime.push('typing', { chatId: noura.id, side: 'shopper', name: 'Noura Aziz', typing: true });
    expect(await screen.findByTestId('shopper-typing')).toHaveTextContent('Noura Aziz is typing…');
    realtime.push('typing', { chatId: noura.id, side: 'shopper', name: 'Noura Aziz', typing: false });
    await waitFor(() => expect(screen.queryByTestId('shopper-typing')).not.toBeInTheDocument());

    const second = message(noura.id, { seq: 2, body: 'My order #553 is late' });
    realtime.push('message:created', second);
    await bubble('My order #553 is late');
    expect(emitted).toContainEqual({ event: 'delivered', payload: { chatId: noura.id, seq: 2 } });
    await waitFor(() => expect(calls.callsTo('POST', `/api/chats/${noura.id}/read`).at(-1)?.body).toEqual({ seq: 2 }));

    realtime.push('message:updated', { ...second, body: 'My order #554 is late', editedAt: minutesAgo(0) });
    expect(within(await bubble('My order #554 is late')).getByText('Edited')).toBeInTheDocument();

    const answer = message(noura.id, { seq: 3, author: agentAuthor, body: 'On it' });
    realtime.push('message:created', answer);
    realtime.push('receipt', {
      chatId: noura.id,
      receipts: { shopperDeliveredSeq: 3, shopperReadSeq: 3, agentDeliveredSeq: 2, agentReadSeq: 2 },
    });
    await waitFor(async () =>
      expect(within(await bubble('On it')).getByRole('img', { name: 'Read' })).toBeInTheDocument(),
    );
  });

  it('shows a banner while the connection is lost, then catches up from the last message without doubling any', async () => {
    const noura = openChat();
    const first = message(noura.id, { seq: 1, body: 'Hello' });
    const second = message(noura.id, { seq: 2, body: 'Anyone?' });
    server({ inbox: inbox({ open: [noura] }), messages: { [noura.id]: [first, second] } });
    const view = renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => [noura] });
    await bubble('Anyone?');
    await waitFor(() => expect(view.joins()).toHaveLength(1));

    view.realtime.setState('reconnecting');
    expect(await screen.findByTestId('reconnecting-banner')).toHaveTextContent('Connection lost. Reconnecting…');

    // Meanwhile the shopper wrote twice; the server hands over what came after seq 2 (and, harmlessly, seq 2 again).
    const missed = [
      message(noura.id, { seq: 3, body: 'Still there?' }),
      message(noura.id, { seq: 4, body: 'Hello??' }),
    ];
    view.answerJoinsWith(() => ({ ok: true, chat: noura, missed: [second, ...missed] }));
    view.realtime.setState('connected');
    await waitFor(() => expect(screen.queryByTestId('reconnecting-banner')).not.toBeInTheDocument());
    await bubble('Hello??');
    expect(view.joins().at(-1)).toEqual({ chatId: noura.id, afterSeq: 2 });
    const texts = within(screen.getByTestId('message-list'))
      .getAllByTestId('chat-message')
      .map((item) => item.querySelector('p')?.textContent);
    expect(texts.filter((text) => text === 'Noura Aziz')).toHaveLength(4);
    expect(screen.getAllByText('Anyone?')).toHaveLength(1);
    expect(screen.getAllByText('Still there?')).toHaveLength(1);
  });
});
