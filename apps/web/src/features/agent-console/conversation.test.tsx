import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minutesAgo, uuid } from '../../test/factories.ts';
import { failure, ok } from '../../test/stand-in-server.ts';
import { agentAuthor, chat, flag, inbox, message } from './console-test-data.ts';
import { bubble, list, openChat, server, type World } from './conversation-scene.ts';
import { renderConsole } from './render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

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
    expect(within(first).getByText('Noura Aziz')).toBeInTheDocument();
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe(world.messages[noura.id]![0]!.createdAt);
    expect(first).toHaveAttribute('data-side', 'shopper');
    // The shopper has read up to 2 and received up to 3.
    expect(within(await bubble('Let me check.')).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(await bubble('It left the warehouse.')).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(await bubble('Anything else?')).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(await bubble('Anything else?')).toHaveAttribute('data-side', 'team');

    const system = screen.getAllByTestId('system-message');
    expect(system.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Sara Alqahtani joined the chat.'),
      expect.stringContaining('The chat was transferred from Omar Farouk to Sara Alqahtani.'),
    ]);
    expect(within(await list()).getByText('This message was deleted')).toBeInTheDocument();
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
    expect(line).toHaveTextContent('أُغلقت المحادثة بعد فترة من عدم النشاط.');
    expect(within(await bubble('سأتحقق من طلبك.')).getByText('عمر فاروق')).toBeInTheDocument();
    expect(screen.queryByText('Omar Farouk')).not.toBeInTheDocument();
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

  // Issue 22: a count in a system line takes its plural form ("1 minute"; Arabic's one, two, few and many forms).
  describe('says a reminder’s minutes in the plural form of their number', () => {
    it.each([
      [
        'en',
        [
          'The customer was reminded after 1 minute without a reply.',
          'The customer was reminded after 2 minutes without a reply.',
          'The customer was reminded after 5 minutes without a reply.',
          'The customer was reminded after 15 minutes without a reply.',
        ],
      ],
      [
        'ar',
        [
          'أُرسل تذكير إلى العميل بعد دقيقة واحدة دون رد.',
          'أُرسل تذكير إلى العميل بعد دقيقتين دون رد.',
          'أُرسل تذكير إلى العميل بعد 5 دقائق دون رد.',
          'أُرسل تذكير إلى العميل بعد 15 دقيقة دون رد.',
        ],
      ],
    ] as const)('%s', async (language, expected) => {
      const noura = openChat();
      server({
        inbox: inbox({ open: [noura] }),
        messages: {
          [noura.id]: [1, 2, 5, 15].map((minutes, index) =>
            message(noura.id, {
              seq: index + 1,
              kind: 'system',
              author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
              body: '',
              systemKey: 'shopperReminder',
              systemParams: { minutes },
            }),
          ),
        },
      });
      renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => [noura], language });
      await waitFor(() => expect(screen.getAllByTestId('system-message')).toHaveLength(4));
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
    await waitFor(() => expect(item).toHaveAttribute('data-flagged', 'true'));
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
    expect(download).toHaveAttribute('href', '/api/uploads/receipt');
    expect(download).toHaveAttribute('download');
    expect(within(item).getByLabelText('Video: unboxing.mp4').tagName).toBe('VIDEO');

    await userEvent.click(within(item).getByRole('button', { name: 'View image box.jpg' }));
    const lightbox = await screen.findByRole('dialog', { name: 'box.jpg' });
    expect(within(lightbox).getByRole('img', { name: 'box.jpg' })).toHaveAttribute('src', `/api/uploads/${imageId}`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'box.jpg' })).not.toBeInTheDocument());
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
    expect(within(panel).getByText('Guest — no phone or email given')).toBeInTheDocument();
    expect(within(panel).getByText('Falcon Games')).toBeInTheDocument();
    expect(await within(panel).findByText('The store is not connected yet')).toBeInTheDocument();

    await userEvent.click(await within(panel).findByRole('button', { name: 'Open the transcript of chat #990' }));
    const transcript = await screen.findByRole('dialog', { name: 'Chat #990' });
    expect(await within(transcript).findByText('Last week’s question')).toBeInTheDocument();
    expect(within(transcript).getByText('Read-only')).toBeInTheDocument();
    expect(within(transcript).queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
    expect(within(transcript).queryByTestId('composer')).not.toBeInTheDocument();
  });

  it('puts the keyboard in the composer with Alt+C and with /', async () => {
    const noura = openChat();
    server({ inbox: inbox({ open: [noura] }), messages: { [noura.id]: [message(noura.id)] } });
    renderConsole({ url: `/agent?chat=${noura.id}` });
    const composer = await screen.findByTestId('composer');
    const field = within(composer).getByRole('textbox');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Alt>}c{/Alt}');
    await waitFor(() => expect(field).toHaveFocus());
    field.blur();
    await userEvent.keyboard('/');
    await waitFor(() => expect(field).toHaveFocus());
  });
});
