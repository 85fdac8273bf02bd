import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentInboxResponse, ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { uuid } from '../../test/factories.ts';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { agentAuthor, chat, flag, inbox, message, minutesAgo } from './console-test-data.ts';
import { renderConsole } from './render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

interface World {
  inbox: AgentInboxResponse;
  messages: Record<string, MessageResponse[]>;
}

function server(world: World, routes: Parameters<typeof standInServer>[0] = {}) {
  return standInServer({
    'GET /api/agent/inbox': () => ok(world.inbox),
    'GET /api/chats/:id/messages': (request) => ok({ items: world.messages[request.params.id!] ?? [], hasMore: false }),
    'GET /api/chats/:id/flags': () => ok({ items: [] }),
    'GET /api/chats/:id/shopper-chats': () => ok({ items: [] }),
    'POST /api/chats/:id/read': (request) => {
      const found = [...world.inbox.open, ...world.inbox.closed].find((item) => item.id === request.params.id)!;
      const seq = (request.body as { seq: number }).seq;
      return ok({ ...found, receipts: { ...found.receipts, agentReadSeq: seq, agentDeliveredSeq: seq } });
    },
    ...routes,
  });
}

const list = () => screen.findByTestId('message-list');
const bubble = async (text: string) =>
  (await within(await list()).findByText(text)).closest('[data-testid="chat-message"]') as HTMLElement;

function openChat(overrides: Partial<ChatResponse> = {}) {
  return chat({
    receipts: { shopperDeliveredSeq: 3, shopperReadSeq: 2, agentDeliveredSeq: 1, agentReadSeq: 1 },
    ...overrides,
  });
}

describe('the conversation', () => {
  it('shows messages with author, time, delivery state, system events in the reader’s language and deleted ones', async () => {
    const noura = openChat();
    const world: World = {
      inbox: inbox({ open: [noura] }),
      messages: {
        [noura.id]: [
          message(noura.id, { seq: 1, body: 'Where is my order?' }),
          message(noura.id, { seq: 2, author: agentAuthor, body: 'Let me check.' }),
          message(noura.id, { seq: 3, author: agentAuthor, body: 'It left the warehouse.' }),
          message(noura.id, { seq: 4, author: agentAuthor, body: 'Anything else?' }),
          message(noura.id, {
            seq: 5,
            kind: 'system',
            author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
            body: '',
            systemKey: 'agentAssigned',
            systemParams: { name: 'Sara Alqahtani' },
          }),
          message(noura.id, {
            seq: 6,
            kind: 'system',
            author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
            body: '',
            systemKey: 'transferred',
            systemParams: { from: 'Omar Farouk', to: 'Sara Alqahtani' },
          }),
          message(noura.id, { seq: 7, body: '', deletedAt: minutesAgo(1) }),
        ],
      },
    };
    server(world);
    renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => [noura] });

    const first = await bubble('Where is my order?');
    expect(within(first).getByText('Noura Aziz')).toBeTruthy();
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe(world.messages[noura.id]![0]!.createdAt);
    expect(first.getAttribute('data-side')).toBe('shopper');
    // The shopper has read up to 2 and received up to 3.
    expect(within(await bubble('Let me check.')).getByRole('img', { name: 'Read' })).toBeTruthy();
    expect(within(await bubble('It left the warehouse.')).getByRole('img', { name: 'Delivered' })).toBeTruthy();
    expect(within(await bubble('Anything else?')).getByRole('img', { name: 'Sent' })).toBeTruthy();
    expect((await bubble('Anything else?')).getAttribute('data-side')).toBe('team');

    const system = screen.getAllByTestId('system-message');
    expect(system.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Sara Alqahtani joined the chat.'),
      expect.stringContaining('The chat was transferred from Omar Farouk to Sara Alqahtani.'),
    ]);
    expect(within(await list()).getByText('This message was deleted')).toBeTruthy();
  });

  it('renders system events in Arabic for an Arabic reader, and names agents in Arabic', async () => {
    const noura = openChat({ status: 'closed', closedAt: minutesAgo(1), closeReason: 'inactivity' });
    server({
      inbox: inbox({ closed: [noura] }),
      messages: {
        [noura.id]: [
          message(noura.id, {
            author: { kind: 'agent', id: uuid(), name: 'Omar Farouk', nameAr: 'عمر فاروق', image: null },
            body: 'سأتحقق من طلبك.',
          }),
          message(noura.id, {
            kind: 'system',
            author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
            body: '',
            systemKey: 'closed.inactivity',
          }),
        ],
      },
    });
    renderConsole({ url: `/agent?chat=${noura.id}`, language: 'ar' });
    const line = await screen.findByTestId('system-message');
    expect(line.textContent).toContain('أُغلقت المحادثة بعد فترة من عدم النشاط.');
    expect(within(await bubble('سأتحقق من طلبك.')).getByText('عمر فاروق')).toBeTruthy();
    expect(screen.queryByText('Omar Farouk')).toBeNull();
  });

  describe('names agents in system lines in the reader’s language, in English where they have no Arabic name', () => {
    it.each([
      ['en', ['Sara Alqahtani joined the chat.', 'The chat was transferred from Sara Alqahtani to Omar Farouk.']],
      ['ar', ['انضم سارة القحطاني إلى المحادثة.', 'نُقلت المحادثة من سارة القحطاني إلى \u2068Omar Farouk\u2069.']],
    ] as const)('%s', async (language, expected) => {
      const noura = openChat();
      server({
        inbox: inbox({ open: [noura] }),
        messages: {
          [noura.id]: [
            message(noura.id, {
              seq: 1,
              kind: 'system',
              author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
              body: '',
              systemKey: 'agentAssigned',
              systemParams: { name: 'Sara Alqahtani', nameAr: 'سارة القحطاني' },
            }),
            message(noura.id, {
              seq: 2,
              kind: 'system',
              author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
              body: '',
              systemKey: 'transferred',
              systemParams: { from: 'Sara Alqahtani', fromAr: 'سارة القحطاني', to: 'Omar Farouk' },
            }),
          ],
        },
      });
      renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => [noura], language });
      await waitFor(() => expect(screen.getAllByTestId('system-message')).toHaveLength(2));
      expect(screen.getAllByTestId('system-message').map((line) => line.querySelector('p')?.textContent)).toEqual(
        expected,
      );
    });
  });

  it('highlights a message that held a critical word with the word’s title', async () => {
    const noura = openChat();
    const flagged = message(noura.id, { body: 'I want a refund now' });
    server(
      { inbox: inbox({ open: [noura] }), messages: { [noura.id]: [flagged] } },
      { 'GET /api/chats/:id/flags': () => ok({ items: [flag(flagged.id)] }) },
    );
    renderConsole({ url: `/agent?chat=${noura.id}` });
    const item = await bubble('I want a refund now');
    await waitFor(() => expect(item.getAttribute('data-flagged')).toBe('true'));
    expect(within(item).getByTestId('critical-flag').textContent).toBe('Refund request');
  });

  it('shows images in a lightbox, documents to download and videos to play', async () => {
    const noura = openChat();
    const imageId = uuid();
    server({
      inbox: inbox({ open: [noura] }),
      messages: {
        [noura.id]: [
          message(noura.id, {
            kind: 'attachment',
            body: 'See the box',
            attachments: [
              {
                kind: 'image',
                uploadId: imageId,
                url: `/api/uploads/${imageId}`,
                name: 'box.jpg',
                mimeType: 'image/jpeg',
                size: 2048,
              },
              {
                kind: 'document',
                uploadId: uuid(),
                url: '/api/uploads/receipt',
                name: 'receipt.pdf',
                mimeType: 'application/pdf',
                size: 40_000,
              },
              {
                kind: 'video',
                uploadId: uuid(),
                url: '/api/uploads/clip',
                name: 'unboxing.mp4',
                mimeType: 'video/mp4',
                size: 900_000,
              },
            ],
          }),
        ],
      },
    });
    renderConsole({ url: `/agent?chat=${noura.id}` });
    const item = await bubble('See the box');
    const download = within(item).getByRole('link', { name: 'Download receipt.pdf' });
    expect(download.getAttribute('href')).toBe('/api/uploads/receipt');
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(item).getByLabelText('Video: unboxing.mp4').tagName).toBe('VIDEO');

    await userEvent.click(within(item).getByRole('button', { name: 'View image box.jpg' }));
    const lightbox = await screen.findByRole('dialog', { name: 'box.jpg' });
    expect(within(lightbox).getByRole('img', { name: 'box.jpg' }).getAttribute('src')).toBe(`/api/uploads/${imageId}`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'box.jpg' })).toBeNull());
  });

  it('edits the agent’s own message within the window; the action is gone once the window has closed', async () => {
    const noura = openChat();
    const recent = message(noura.id, {
      author: agentAuthor,
      body: 'Your order ships tomorow',
      createdAt: minutesAgo(2),
    });
    // Edit window 15 min, delete window 10 min: this one may still be edited but no longer deleted.
    const older = message(noura.id, { author: agentAuthor, body: 'Older answer', createdAt: minutesAgo(12) });
    const shopperMessage = message(noura.id, { body: 'Thanks', createdAt: minutesAgo(1) });
    const world: World = { inbox: inbox({ open: [noura] }), messages: { [noura.id]: [older, recent, shopperMessage] } };
    const calls = server(world, {
      'PATCH /api/chats/:id/messages/:messageId': (request) =>
        ok({ ...recent, body: (request.body as { body: string }).body, editedAt: new Date().toISOString() }),
    });
    renderConsole({ url: `/agent?chat=${noura.id}` });

    expect(within(await bubble('Thanks')).queryByRole('button', { name: 'Message actions' })).toBeNull();
    const olderActions = within(await bubble('Older answer')).getByRole('button', { name: 'Message actions' });
    await userEvent.click(olderActions);
    expect(await screen.findByRole('menuitem', { name: 'Edit', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete', hidden: true })).toBeNull();
    await userEvent.click(olderActions);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Edit', hidden: true })).toBeNull());

    await userEvent.click(
      within(await bubble('Your order ships tomorow')).getByRole('button', { name: 'Message actions' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit', hidden: true }));
    const field = await screen.findByRole('textbox', { name: 'Edit your message' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Your order ships tomorrow{Enter}');
    const edited = await bubble('Your order ships tomorrow');
    expect(within(edited).getByText('Edited')).toBeTruthy();
    expect(calls.callsTo('PATCH', `/api/chats/${noura.id}/messages/${recent.id}`)[0]?.body).toEqual({
      body: 'Your order ships tomorrow',
    });
  });

  it('hides edit and delete the moment the brand’s window closes', async () => {
    const noura = openChat();
    // Both windows close a second and a half from now.
    const closing = message(noura.id, {
      author: agentAuthor,
      body: 'Almost out of time',
      createdAt: new Date(Date.now() - 10 * 60_000 + 1500).toISOString(),
    });
    server({
      inbox: inbox({ open: [noura], messageEditMinutes: 10, messageDeleteMinutes: 10 }),
      messages: { [noura.id]: [closing] },
    });
    renderConsole({ url: `/agent?chat=${noura.id}` });
    const item = await bubble('Almost out of time');
    expect(within(item).getByRole('button', { name: 'Message actions' })).toBeTruthy();
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Message actions' })).toBeNull(), {
      timeout: 4000,
    });
  });

  it('deletes the agent’s own message after a confirmation, and says why a late change is refused', async () => {
    const noura = openChat();
    const mine = message(noura.id, { author: agentAuthor, body: 'Wrong link', createdAt: minutesAgo(1) });
    const late = message(noura.id, { author: agentAuthor, body: 'Too late to change', createdAt: minutesAgo(2) });
    server(
      { inbox: inbox({ open: [noura] }), messages: { [noura.id]: [late, mine] } },
      {
        'DELETE /api/chats/:id/messages/:messageId': (request) =>
          request.params.messageId === mine.id
            ? ok({ ...mine, body: '', deletedAt: new Date().toISOString() })
            : failure(409, 'MESSAGE_DELETE_WINDOW_CLOSED'),
      },
    );
    renderConsole({ url: `/agent?chat=${noura.id}` });
    await userEvent.click(within(await bubble('Wrong link')).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(screen.getByTestId('message-list')).queryByText('Wrong link')).toBeNull());
    expect(within(screen.getByTestId('message-list')).getByText('This message was deleted')).toBeTruthy();

    await userEvent.click(within(await bubble('Too late to change')).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this message?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('This message can no longer be deleted.')).toBeTruthy();
  });

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
    expect((await screen.findByTestId('shopper-typing')).textContent).toContain('Noura Aziz is typing…');
    realtime.push('typing', { chatId: noura.id, side: 'shopper', name: 'Noura Aziz', typing: false });
    await waitFor(() => expect(screen.queryByTestId('shopper-typing')).toBeNull());

    const second = message(noura.id, { seq: 2, body: 'My order #553 is late' });
    realtime.push('message:created', second);
    await bubble('My order #553 is late');
    expect(emitted).toContainEqual({ event: 'delivered', payload: { chatId: noura.id, seq: 2 } });
    await waitFor(() => expect(calls.callsTo('POST', `/api/chats/${noura.id}/read`).at(-1)?.body).toEqual({ seq: 2 }));

    realtime.push('message:updated', { ...second, body: 'My order #554 is late', editedAt: new Date().toISOString() });
    expect(within(await bubble('My order #554 is late')).getByText('Edited')).toBeTruthy();

    const answer = message(noura.id, { seq: 3, author: agentAuthor, body: 'On it' });
    realtime.push('message:created', answer);
    realtime.push('receipt', {
      chatId: noura.id,
      receipts: { shopperDeliveredSeq: 3, shopperReadSeq: 3, agentDeliveredSeq: 2, agentReadSeq: 2 },
    });
    await waitFor(async () => expect(within(await bubble('On it')).getByRole('img', { name: 'Read' })).toBeTruthy());
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
    expect((await screen.findByTestId('reconnecting-banner')).textContent).toContain('Connection lost. Reconnecting…');

    // Meanwhile the shopper wrote twice; the server hands over what came after seq 2 (and, harmlessly, seq 2 again).
    const missed = [
      message(noura.id, { seq: 3, body: 'Still there?' }),
      message(noura.id, { seq: 4, body: 'Hello??' }),
    ];
    view.answerJoinsWith(() => ({ ok: true, chat: noura, missed: [second, ...missed] }));
    view.realtime.setState('connected');
    await waitFor(() => expect(screen.queryByTestId('reconnecting-banner')).toBeNull());
    await bubble('Hello??');
    expect(view.joins().at(-1)).toEqual({ chatId: noura.id, afterSeq: 2 });
    const texts = within(screen.getByTestId('message-list'))
      .getAllByTestId('chat-message')
      .map((item) => item.querySelector('p')?.textContent);
    expect(texts.filter((text) => text === 'Noura Aziz')).toHaveLength(4);
    expect(screen.getAllByText('Anyone?')).toHaveLength(1);
    expect(screen.getAllByText('Still there?')).toHaveLength(1);
  });

  it('closes the chat after a confirmation; a closed chat is read-only', async () => {
    const noura = openChat();
    const mine = message(noura.id, { author: agentAuthor, body: 'Anything else?', createdAt: minutesAgo(1) });
    const world: World = { inbox: inbox({ open: [noura] }), messages: { [noura.id]: [mine] } };
    const closed = {
      ...noura,
      status: 'closed' as const,
      closedAt: new Date().toISOString(),
      closeReason: 'agent' as const,
    };
    const calls = server(world, {
      'POST /api/chats/:id/close': () => {
        world.inbox = inbox({ closed: [closed] });
        return ok(closed);
      },
    });
    renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => [noura] });
    expect(await screen.findByTestId('composer')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this chat?' });
    expect(within(dialog).getByText(/Chat #1042 with Noura Aziz will be closed/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));

    expect(await screen.findByTestId('read-only-notice')).toBeTruthy();
    expect(calls.callsTo('POST', `/api/chats/${noura.id}/close`)).toHaveLength(1);
    expect(screen.getByTestId('chat-status').textContent).toBe('Closed');
    expect(screen.queryByTestId('composer')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close chat' })).toBeNull());
    expect(within(await bubble('Anything else?')).queryByRole('button', { name: 'Message actions' })).toBeNull();
    expect(await screen.findByText('Chat #1042 has been closed.')).toBeTruthy();
  });

  it('shows the shopper: contact or Guest, brand, previous chats with a read-only transcript, and no orders yet', async () => {
    const guest = openChat({ shopper: { kind: 'guest', id: uuid(), name: null, phone: null, email: null } });
    const earlier = chat({
      id: uuid(),
      number: 990,
      status: 'closed',
      closedAt: minutesAgo(600),
      shopper: guest.shopper,
    });
    server(
      {
        inbox: inbox({ open: [guest] }),
        messages: {
          [guest.id]: [message(guest.id, { body: 'Hi again' })],
          [earlier.id]: [message(earlier.id, { body: 'Last week’s question' })],
        },
      },
      {
        'GET /api/chats/:id/shopper-chats': () => ok({ items: [earlier] }),
        'GET /api/chats/:id/orders': () => failure(409, 'BRAND_NOT_CONNECTED'),
      },
    );
    renderConsole({ url: `/agent?chat=${guest.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Customer details' }));
    const panel = await screen.findByTestId('shopper-panel');
    expect(within(panel).getAllByText('Guest').length).toBeGreaterThan(0);
    expect(within(panel).getByText('Guest — no phone or email given')).toBeTruthy();
    expect(within(panel).getByText('Falcon Games')).toBeTruthy();
    expect(await within(panel).findByText('The store is not connected yet')).toBeTruthy();

    await userEvent.click(await within(panel).findByRole('button', { name: 'Open the transcript of chat #990' }));
    const transcript = await screen.findByRole('dialog', { name: 'Chat #990' });
    expect(await within(transcript).findByText('Last week’s question')).toBeTruthy();
    expect(within(transcript).getByText('Read-only')).toBeTruthy();
    expect(within(transcript).queryByRole('button', { name: 'Message actions' })).toBeNull();
    expect(within(transcript).queryByTestId('composer')).toBeNull();
  });

  it('puts the keyboard in the composer with Alt+C and with /', async () => {
    const noura = openChat();
    server({ inbox: inbox({ open: [noura] }), messages: { [noura.id]: [message(noura.id)] } });
    renderConsole({ url: `/agent?chat=${noura.id}` });
    const composer = await screen.findByTestId('composer');
    const field = within(composer).getByRole('textbox');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Alt>}c{/Alt}');
    await waitFor(() => expect(document.activeElement).toBe(field));
    field.blur();
    await userEvent.keyboard('/');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});
