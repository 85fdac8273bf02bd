import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { presetBounds } from '../../lib/lists/date-range.ts';
import { page } from '../../test/factories.ts';
import { ok } from '../../test/stand-in-server.ts';
import { agentSystemLines, message } from '../../test/chat-factories.ts';
import { chat, details, guestChat, OMAR, SARA } from './chat-test-data.ts';
import { PATH, manager, noura, rowOf, server, render } from './chat-management-harness.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in Mantine's module-level store: one test's must not be found by the next.
  notifications.clean();
});

describe('chat management list', () => {
  it('shows each chat with its number, customer (or Guest), brand, start, agent and status', async () => {
    server();
    render();
    const row = await rowOf('#1042');
    expect(within(row).getByText('Noura Aziz')).toBeInTheDocument();
    expect(within(row).getByText('+966550000101')).toBeInTheDocument();
    expect(within(row).getByText('Falcon Games')).toBeInTheDocument();
    expect(within(row).getByText('Sara Alqahtani')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('20 Nov 2026', { exact: false })).toBeInTheDocument();

    const guestRow = await rowOf('#1043');
    expect(within(guestRow).getByText('Guest')).toBeInTheDocument();
    expect(within(guestRow).getByText('Not assigned')).toBeInTheDocument();
    expect(within(guestRow).getByText('Waiting for agent')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('names statuses, brands and agents in Arabic', async () => {
    server();
    render({ language: 'ar' });
    const row = await rowOf('#1042');
    expect(within(row).getByText('مفتوحة')).toBeInTheDocument();
    expect(within(row).getByText('ألعاب الصقر')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('سارة القحطاني')).toBeInTheDocument());
    expect(within(await rowOf('#1043')).getByText('زائر')).toBeInTheDocument();
  });

  it('offers a brand manager neither a brand filter nor a brand column', async () => {
    server();
    render({ user: manager });
    await rowOf('#1042');
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agent' })).toBeInTheDocument();
  });

  it('filters by status and agent, and searches, on the server', async () => {
    const calls = server();
    render();
    await rowOf('#1042');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pending acceptance', hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Agent' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Omar Farouk · Falcon Games', hidden: true }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '1042');
    await waitFor(() => {
      const query = calls.callsTo('GET', '/api/chats').at(-1)?.query;
      expect([query?.get('status'), query?.get('agentId'), query?.get('search'), query?.get('page')]).toEqual([
        'pending_acceptance',
        OMAR.id,
        '1042',
        '1',
      ]);
    });
  });

  it('asks for the chats started today, and for a custom range of days', async () => {
    const calls = server();
    const { router } = render();
    await rowOf('#1042');
    await userEvent.click(screen.getByRole('combobox', { name: 'Start date' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Today', hidden: true }));
    const today = presetBounds('today');
    await waitFor(() => {
      const query = calls.callsTo('GET', '/api/chats').at(-1)?.query;
      expect([query?.get('from'), query?.get('to')]).toEqual([today.from, today.to]);
    });
    expect(router.state.location.search).toBe('?range=today');

    await userEvent.click(screen.getByRole('combobox', { name: 'Start date' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Custom range', hidden: true }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-07' } });
    await waitFor(() => {
      const query = calls.callsTo('GET', '/api/chats').at(-1)?.query;
      expect([query?.get('from'), query?.get('to')]).toEqual([
        new Date(2026, 10, 1).toISOString(),
        new Date(2026, 10, 8).toISOString(),
      ]);
    });
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-07');
  });

  it('sorts by chat number on the server', async () => {
    const calls = server();
    render();
    await rowOf('#1042');
    await userEvent.click(screen.getByRole('button', { name: /^Chat ID/ }));
    await waitFor(() => {
      const query = calls.callsTo('GET', '/api/chats').at(-1)?.query;
      expect([query?.get('sort'), query?.get('order')]).toEqual(['number', 'asc']);
    });
  });

  it('says so when there are no chats', async () => {
    server({ 'GET /api/chats': () => ok(page([])) });
    render();
    expect(within(await screen.findByTestId('list-empty')).getByText('No chats yet')).toBeInTheDocument();
  });
});

describe('live updates', () => {
  it('shows a new chat without a reload, and a changed one at once', async () => {
    let items: ChatResponse[] = [noura];
    const calls = server({ 'GET /api/chats': () => ok(page(items)) });
    const { realtime } = render();
    await rowOf('#1042');
    expect(realtime.listening('chat:updated')).toBe(true);
    expect(screen.getByTestId('live-status').textContent).toBe('●Live');

    // Another chat starts: the server pushes it; the list asks again (once, however many events) and shows it.
    const started = guestChat({ number: 2001, status: 'new' });
    items = [started, noura];
    const before = calls.callsTo('GET', '/api/chats').length;
    realtime.push('chat:updated', started);
    realtime.push('chat:updated', { ...started, status: 'waiting_for_agent' });
    expect(await screen.findByText('#2001')).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo('GET', '/api/chats').length).toBe(before + 1));

    // A chat on the page changes: its row says so before the list is read again.
    const reads = calls.callsTo('GET', '/api/chats').length;
    realtime.push('chat:updated', { ...noura, status: 'closed', closedAt: '2026-11-20T10:00:00.000Z' });
    // The rows draw in a transition: the row says so a moment later, still without reading the list again.
    expect(await within(await rowOf('#1042')).findByText('Closed')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/chats')).toHaveLength(reads);
  });

  it('says when the live connection is being restored, and reads the list again once it is back', async () => {
    const calls = server();
    const { realtime } = render();
    await rowOf('#1042');
    realtime.setState('reconnecting');
    expect(screen.getByTestId('live-status').textContent).toBe('●Reconnecting…');
    const before = calls.callsTo('GET', '/api/chats').length;
    realtime.setState('connected');
    realtime.reconnect();
    await waitFor(() => expect(calls.callsTo('GET', '/api/chats').length).toBeGreaterThan(before));
  });
});

describe('chat details', () => {
  it('opens from ?view=ID with the customer, brand, agent, times and the timeline in words', async () => {
    const shown = chat({ status: 'closed', closedAt: '2026-11-20T10:00:00.000Z', closeReason: 'staff' });
    server({
      'GET /api/chats/:id/details': () =>
        ok(
          details(shown, [
            { id: 1, kind: 'started', at: '2026-11-20T09:15:00.000Z', agent: null, actorName: null, data: {} },
            { id: 2, kind: 'waiting', at: '2026-11-20T09:15:20.000Z', agent: null, actorName: null, data: {} },
            {
              id: 3,
              kind: 'offered',
              at: '2026-11-20T09:15:30.000Z',
              agent: { id: OMAR.id, name: 'Omar Farouk', nameAr: null, image: null },
              actorName: null,
              data: {},
            },
            {
              id: 4,
              kind: 'lapsed',
              at: '2026-11-20T09:17:30.000Z',
              agent: { id: OMAR.id, name: 'Omar Farouk', nameAr: null, image: null },
              actorName: null,
              data: {},
            },
            {
              id: 5,
              kind: 'accepted',
              at: '2026-11-20T09:18:00.000Z',
              agent: { id: SARA.id, name: 'Sara Alqahtani', nameAr: null, image: null },
              actorName: null,
              data: {},
            },
            { id: 6, kind: 'message', at: '2026-11-20T09:18:10.000Z', agent: null, actorName: null, data: {} },
            { id: 7, kind: 'message', at: '2026-11-20T09:18:20.000Z', agent: null, actorName: null, data: {} },
            { id: 8, kind: 'message', at: '2026-11-20T09:18:30.000Z', agent: null, actorName: null, data: {} },
            {
              id: 9,
              kind: 'closed',
              at: '2026-11-20T10:00:00.000Z',
              agent: { id: SARA.id, name: 'Sara Alqahtani', nameAr: null, image: null },
              actorName: 'Amal Haddad',
              data: { reason: 'staff' },
            },
          ]),
        ),
    });
    const { router } = render({ url: `${PATH}?view=${shown.id}` });
    const drawer = await screen.findByRole('dialog', { name: 'Chat #1042' });
    expect(await within(drawer).findByText('Registered customer')).toBeInTheDocument();
    expect(within(drawer).getByText('noura@customer.test')).toBeInTheDocument();
    expect(within(drawer).getByText('The support team')).toBeInTheDocument();
    const timeline = within(drawer).getByTestId('chat-timeline');
    expect([...timeline.querySelectorAll('[data-kind]')].map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Chat started',
      'Waiting for an agent',
      'Offered to Omar Farouk',
      'Not accepted in time by Omar Farouk',
      'Accepted by Sara Alqahtani',
      'Messages exchanged: 3',
      'Closed by Amal Haddad',
    ]);
    // A closed chat can be read, not closed again nor given to someone.
    expect(within(drawer).queryByRole('button', { name: 'Close chat' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Change agent' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'View history' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?history=${shown.id}`));
  });
});

describe('chat history', () => {
  const shown = chat();
  const transcript = [
    message(shown.id, { body: 'Where is my order 55?' }),
    message(shown.id, {
      kind: 'system',
      author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
      body: '',
      systemKey: 'agentAssigned',
      systemParams: { name: 'Sara Alqahtani' },
    }),
    message(shown.id, {
      author: { kind: 'agent', id: SARA.id, name: 'Sara Alqahtani', nameAr: 'سارة القحطاني', image: null },
      body: 'Here is the invoice and a photo.',
      kind: 'attachment',
      attachments: [
        {
          kind: 'image',
          uploadId: '44444444-4444-4444-8444-444444444444',
          url: '/api/uploads/44444444-4444-4444-8444-444444444444',
          name: 'parcel.png',
          mimeType: 'image/png',
          size: 2048,
        },
        {
          kind: 'document',
          uploadId: '55555555-5555-4555-8555-555555555555',
          url: '/api/uploads/55555555-5555-4555-8555-555555555555',
          name: 'invoice.pdf',
          mimeType: 'application/pdf',
          size: 120_000,
        },
        {
          kind: 'embed',
          uploadId: null,
          url: 'https://www.youtube-nocookie.com/embed/abc123',
          name: 'How to track an order',
          mimeType: null,
          size: null,
        },
      ],
    }),
    message(shown.id, { body: '', deletedAt: '2026-11-20T09:19:00.000Z' }),
    message(shown.id, {
      kind: 'system',
      author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
      body: '',
      systemKey: 'transferred',
      systemParams: { from: 'Sara Alqahtani', to: 'Omar Farouk' },
    }),
    message(shown.id, {
      kind: 'system',
      author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
      body: '',
      systemKey: 'closed.inactivity',
      systemParams: null,
    }),
  ];
  const routes = {
    'GET /api/chats/:id': () => ok(shown),
    'GET /api/chats/:id/messages': () => ok({ items: transcript, hasMore: false }),
  };

  it('shows the transcript read-only, with files, system events in words and deleted messages', async () => {
    server(routes);
    render({ url: `${PATH}?history=${shown.id}` });
    const drawer = await screen.findByRole('dialog', { name: 'Chat #1042: history' });
    expect(await within(drawer).findByText('Where is my order 55?')).toBeInTheDocument();
    expect(
      within(drawer)
        .getAllByTestId('system-message')
        .map((line) => line.querySelector('p')?.textContent),
    ).toEqual([
      'Sara Alqahtani joined the chat.',
      'The chat was transferred from Sara Alqahtani to Omar Farouk.',
      'The chat was closed after a period of inactivity.',
    ]);
    expect(within(drawer).getByText('This message was deleted')).toBeInTheDocument();
    expect(within(drawer).getByRole('img', { name: 'parcel.png' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Download invoice.pdf' })).toHaveAttribute(
      'href',
      '/api/uploads/55555555-5555-4555-8555-555555555555',
    );
    expect(within(drawer).getByTitle('Video: How to track an order')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123',
    );
    // Read-only: nothing to type into.
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
  });

  describe('names agents in system lines in the reader’s language, in English where they have no Arabic name', () => {
    const named = chat();
    const lines = agentSystemLines(named.id);
    it.each([
      ['en', ['Sara Alqahtani joined the chat.', 'The chat was transferred from Sara Alqahtani to Omar Farouk.']],
      ['ar', ['انضم سارة القحطاني إلى المحادثة.', 'نُقلت المحادثة من سارة القحطاني إلى \u2068Omar Farouk\u2069.']],
    ] as const)('%s', async (language, expected) => {
      server({
        'GET /api/chats/:id': () => ok(named),
        'GET /api/chats/:id/messages': () => ok({ items: lines, hasMore: false }),
      });
      render({ url: `${PATH}?history=${named.id}`, language });
      const system = await screen.findAllByTestId('system-message');
      expect(system.map((line) => line.querySelector('p')?.textContent)).toEqual(expected);
    });
  });

  it('renders system events in Arabic', async () => {
    server(routes);
    render({ url: `${PATH}?history=${shown.id}`, language: 'ar' });
    const drawer = await screen.findByRole('dialog', { name: 'سجل المحادثة #1042' });
    await within(drawer).findByText('Where is my order 55?');
    // The English names are isolated inside the Arabic sentence (Unicode FSI … PDI), so the words keep their order.
    expect(within(drawer).getAllByTestId('system-message')[1]?.querySelector('p')?.textContent).toBe(
      'نُقلت المحادثة من \u2068Sara Alqahtani\u2069 إلى \u2068Omar Farouk\u2069.',
    );
    // The agent who wrote is named in Arabic.
    expect(within(drawer).getByText('سارة القحطاني')).toBeInTheDocument();
    expect(within(drawer).getByText('تم حذف هذه الرسالة')).toBeInTheDocument();
  });

  it('adds a message that arrives while it is open', async () => {
    server(routes);
    const { realtime } = render({ url: `${PATH}?history=${shown.id}` });
    const drawer = await screen.findByRole('dialog', { name: 'Chat #1042: history' });
    await within(drawer).findByText('Where is my order 55?');
    realtime.push('message:created', message(shown.id, { body: 'Any news?' }));
    expect(await within(drawer).findByText('Any news?')).toBeInTheDocument();
  });
});
