import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../test/factories.ts';
import { failure, ok } from '../../test/stand-in-server.ts';
import { chat, eligible, guestChat, OMAR } from './chat-test-data.ts';
import { noura, rowOf, server, render } from './chat-management-harness.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in Mantine's module-level store: one test's must not be found by the next.
  notifications.clean();
});

describe('change agent', () => {
  const current = eligible({ current: true, load: 2 });
  const free = eligible({ id: OMAR.id, name: 'Omar Farouk', online: true, load: 1 });
  const full = eligible({ id: '66666666-6666-4666-8666-666666666666', name: 'Lina Mansour', online: false, load: 5 });

  async function openModal() {
    await userEvent.click(within(await rowOf('#1042')).getByRole('button', { name: 'Change agent' }));
    return screen.findByRole('dialog', { name: 'Change agent' });
  }

  it('lists the brand’s agents with presence and load, and gives the chat to the one chosen', async () => {
    const calls = server({
      'GET /api/chats/:id/eligible-agents': () => ok({ items: [current, free, full] }),
      'PUT /api/chats/:id/agent': () =>
        ok({ ...noura, agent: { id: OMAR.id, name: 'Omar Farouk', nameAr: null, image: null } }),
    });
    render();
    const modal = await openModal();
    const cards = await within(modal).findAllByTestId('eligible-agent');
    expect(cards.map((card) => card.textContent)).toEqual([
      'SASara Alqahtani●OnlineCurrent agent2/5 chats',
      'OFOmar Farouk●Online1/5 chats',
      'LMLina Mansour●OfflineFull5/5 chats',
    ]);
    expect(within(modal).getByRole('radio', { name: 'Lina Mansour' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Assign' })).toBeDisabled();

    await userEvent.click(within(modal).getByRole('radio', { name: 'Omar Farouk' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Chat #1042 is now with Omar Farouk.')).toBeInTheDocument();
    expect(calls.callsTo('PUT', `/api/chats/${noura.id}/agent`).map((call) => call.body)).toEqual([
      { agentId: OMAR.id },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change agent' })).not.toBeInTheDocument());
  });

  it('asks the manager to confirm before giving the chat to an offline agent', async () => {
    const away = eligible({ id: OMAR.id, name: 'Omar Farouk', online: false, load: 0 });
    const calls = server({
      'GET /api/chats/:id/eligible-agents': () => ok({ items: [current, away] }),
      'PUT /api/chats/:id/agent': () =>
        ok({ ...noura, agent: { id: OMAR.id, name: 'Omar Farouk', nameAr: null, image: null } }),
    });
    render();
    const modal = await openModal();
    await userEvent.click(await within(modal).findByRole('radio', { name: 'Omar Farouk' }));
    const warning = within(modal).getByTestId('offline-agent-warning');
    expect(warning).toHaveTextContent('Omar Farouk is offline');
    const assign = within(modal).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await userEvent.click(within(warning).getByRole('checkbox', { name: 'Assign to this offline agent anyway' }));
    await userEvent.click(assign);
    expect(await screen.findByText('Chat #1042 is now with Omar Farouk.')).toBeInTheDocument();
    expect(calls.callsTo('PUT', `/api/chats/${noura.id}/agent`)).toHaveLength(1);
  });

  it('shows the server’s refusal in the modal when the agent filled up meanwhile', async () => {
    server({
      'GET /api/chats/:id/eligible-agents': () => ok({ items: [current, free] }),
      'PUT /api/chats/:id/agent': () => failure(409, 'CHAT_MAX_CONVERSATIONS_REACHED'),
    });
    render();
    const modal = await openModal();
    await userEvent.click(await within(modal).findByRole('radio', { name: 'Omar Farouk' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Assign' }));
    const alert = await within(modal).findByTestId('change-agent-error');
    expect(alert).toHaveTextContent('The agent could not be changed');
    expect(alert).toHaveTextContent('Maximum allowed conversations reached');
    expect(screen.getByRole('dialog', { name: 'Change agent' })).toBeInTheDocument();
  });

  it('is not offered for a chat that has not started waiting or is closed', async () => {
    server({ 'GET /api/chats': () => ok(page([chat({ status: 'closed' }), guestChat({ status: 'new' })])) });
    render();
    for (const number of ['#1042', '#1043']) {
      const button = within(await rowOf(number)).getByRole('button', { name: 'Change agent' });
      expect(button).toBeDisabled();
    }
  });
});

describe('close', () => {
  it('asks first, then closes the chat and says so', async () => {
    const calls = server({ 'POST /api/chats/:id/close': () => ok({ ...noura, status: 'closed' }) });
    render();
    await userEvent.click(within(await rowOf('#1042')).getByRole('button', { name: 'Close chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this chat?' });
    expect(calls.callsTo('POST', `/api/chats/${noura.id}/close`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(await screen.findByText('Chat #1042 has been closed.')).toBeInTheDocument();
    expect(calls.callsTo('POST', `/api/chats/${noura.id}/close`)).toHaveLength(1);
  });

  it('closes nothing when the confirmation is cancelled', async () => {
    const calls = server();
    render();
    await userEvent.click(within(await rowOf('#1042')).getByRole('button', { name: 'Close chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
