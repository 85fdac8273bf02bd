import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueResponse } from '@tawasul/contracts/chats';
import { BRAND_ID, TEST_NOW, minutesAgo, uuid } from '../../test/factories.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { failure, ok } from '../../test/stand-in-server.ts';
import { manager, render, server } from './chat-management-harness.tsx';
import { chat, eligible, guestChat, OMAR } from './chat-test-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const hessa = guestChat({
  number: 1201,
  shopper: { kind: 'guest', id: uuid(), name: 'Hessa', phone: null, email: null },
  waitingSince: minutesAgo(4),
});
const ringing = chat({
  number: 1202,
  status: 'pending_acceptance',
  shopper: { kind: 'guest', id: uuid(), name: 'Fahad', phone: null, email: null },
  waitingSince: minutesAgo(2),
  acceptedAt: null,
});
const queue = (items: QueueResponse['items']): QueueResponse => ({ items, canTake: false, load: 0, maxLoad: 0 });

describe('the queue in Chat Management', () => {
  it('shows the waiting chats oldest first with their place, a live waiting time and who it rings at', async () => {
    const calls = server({
      'GET /api/chats/queue': () =>
        ok(
          queue([
            { position: 1, chat: hessa },
            { position: 2, chat: ringing },
          ]),
        ),
    });
    const clock = createManualClock(TEST_NOW);
    const view = render({ user: manager, clock });
    const card = await screen.findByTestId('chat-queue');
    const rows = await within(card).findAllByTestId('chat-queue-row');
    expect(rows.map((row) => row.getAttribute('data-chat-id'))).toEqual([hessa.id, ringing.id]);
    expect(rows[0]!).toHaveTextContent('Hessa');
    expect(rows[0]!).toHaveTextContent('Waiting for agent');
    expect(rows[1]!).toHaveTextContent('Offered to Sara Alqahtani, not answered yet');
    expect(within(card).getByTestId('chat-queue-count').textContent).toBe('2 chats');
    expect(within(rows[0]!).getByTestId('chat-queue-waited').textContent).toBe('4 min');
    act(() => clock.advance(3 * 60_000));
    await waitFor(() => expect(within(rows[0]!).getByTestId('chat-queue-waited').textContent).toBe('7 min'));
    // A manager's queue is its own brand's: no brand asked for.
    expect(calls.callsTo('GET', '/api/chats/queue')[0]!.query.get('brandId')).toBeNull();

    const before = calls.callsTo('GET', '/api/chats/queue').length;
    view.realtime.push('queue:changed', { brandId: BRAND_ID });
    await waitFor(() => expect(calls.callsTo('GET', '/api/chats/queue').length).toBe(before + 1));
  });

  it('assigns a waiting chat through the change of agent, which asks before an offline agent', async () => {
    const away = eligible({ id: OMAR.id, name: 'Omar Farouk', online: false, load: 0 });
    const calls = server({
      'GET /api/chats/queue': () => ok(queue([{ position: 1, chat: hessa }])),
      'GET /api/chats/:id/eligible-agents': () => ok({ items: [away] }),
      'PUT /api/chats/:id/agent': () =>
        ok({ ...hessa, status: 'open', agent: { id: OMAR.id, name: 'Omar Farouk', nameAr: null, image: null } }),
    });
    render({ user: manager });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign chat #1201 to an agent' }));
    const modal = await screen.findByRole('dialog', { name: 'Change agent' });
    await user.click(await within(modal).findByRole('radio', { name: 'Omar Farouk' }));
    expect(within(modal).getByTestId('offline-agent-warning')).toBeInTheDocument();
    const assign = within(modal).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await user.click(within(modal).getByRole('checkbox'));
    await user.click(assign);
    await waitFor(() => expect(calls.callsTo('PUT', `/api/chats/${hessa.id}/agent`)).toHaveLength(1));
  });

  // Issue 22: counts in their plural forms; Arabic has a dual ("2 محادثات" read as a plain plural).
  it('counts two waiting chats in the Arabic dual', async () => {
    server({
      'GET /api/chats/queue': () =>
        ok(
          queue([
            { position: 1, chat: hessa },
            { position: 2, chat: ringing },
          ]),
        ),
    });
    render({ user: manager, language: 'ar' });
    const card = await screen.findByTestId('chat-queue');
    expect(await within(card).findAllByTestId('chat-queue-row')).toHaveLength(2);
    expect(within(card).getByTestId('chat-queue-count').textContent).toBe('محادثتان');
  });

  it('says nobody is waiting, and shows a failed load with a retry, in Arabic', async () => {
    let fail = false;
    server({ 'GET /api/chats/queue': () => (fail ? failure(503, 'SERVICE_UNAVAILABLE') : ok(queue([]))) });
    const { unmount } = render({ user: manager, language: 'ar' });
    expect((await screen.findByTestId('chat-queue-empty')).textContent).toBe('لا أحد ينتظر موظفًا.');
    unmount();
    fail = true;
    render({ user: manager, language: 'ar' });
    const alert = await within(await screen.findByTestId('chat-queue')).findByTestId('load-error');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('chat-queue-empty')).toBeInTheDocument();
  });
});
