// The agent's changes to a conversation: editing and deleting its own messages within the brand's windows, closing the chat.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minutesAgo, TEST_NOW } from '../../test/factories.ts';
import { failure, ok } from '../../test/stand-in-server.ts';
import { agentAuthor, inbox, message } from './console-test-data.ts';
import { bubble, openChat, server, type World } from './conversation-scene.ts';
import { renderConsole } from './render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('changing the conversation', () => {
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
        ok({ ...recent, body: (request.body as { body: string }).body, editedAt: minutesAgo(0) }),
    });
    renderConsole({ url: `/agent?chat=${noura.id}` });

    expect(within(await bubble('Thanks')).queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
    const olderActions = within(await bubble('Older answer')).getByRole('button', { name: 'Message actions' });
    await userEvent.click(olderActions);
    expect(await screen.findByRole('menuitem', { name: 'Edit', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(olderActions);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Edit', hidden: true })).not.toBeInTheDocument());

    await userEvent.click(
      within(await bubble('Your order ships tomorow')).getByRole('button', { name: 'Message actions' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit', hidden: true }));
    const field = await screen.findByRole('textbox', { name: 'Edit your message' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Your order ships tomorrow{Enter}');
    const edited = await bubble('Your order ships tomorrow');
    expect(within(edited).getByText('Edited')).toBeInTheDocument();
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
      createdAt: new Date(TEST_NOW - 10 * 60_000 + 1500).toISOString(),
    });
    server({
      inbox: inbox({ open: [noura], messageEditMinutes: 10, messageDeleteMinutes: 10 }),
      messages: { [noura.id]: [closing] },
    });
    const { clock } = renderConsole({ url: `/agent?chat=${noura.id}` });
    const item = await bubble('Almost out of time');
    clock.advance(1499);
    expect(within(item).getByRole('button', { name: 'Message actions' })).toBeInTheDocument();
    clock.advance(1);
    expect(within(item).queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
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
            ? ok({ ...mine, body: '', deletedAt: minutesAgo(0) })
            : failure(409, 'MESSAGE_DELETE_WINDOW_CLOSED'),
      },
    );
    renderConsole({ url: `/agent?chat=${noura.id}` });
    await userEvent.click(within(await bubble('Wrong link')).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('message-list')).queryByText('Wrong link')).not.toBeInTheDocument(),
    );
    expect(within(screen.getByTestId('message-list')).getByText('This message was deleted')).toBeInTheDocument();

    await userEvent.click(within(await bubble('Too late to change')).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this message?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('This message can no longer be deleted.')).toBeInTheDocument();
  });

  it('closes the chat after a confirmation; a closed chat is read-only', async () => {
    const noura = openChat();
    const mine = message(noura.id, { author: agentAuthor, body: 'Anything else?', createdAt: minutesAgo(1) });
    const world: World = { inbox: inbox({ open: [noura] }), messages: { [noura.id]: [mine] } };
    const closed = {
      ...noura,
      status: 'closed' as const,
      closedAt: minutesAgo(0),
      closeReason: 'agent' as const,
    };
    const calls = server(world, {
      'POST /api/chats/:id/close': () => {
        world.inbox = inbox({ closed: [closed] });
        return ok(closed);
      },
    });
    renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => [noura] });
    expect(await screen.findByTestId('composer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this chat?' });
    expect(within(dialog).getByText(/Chat #1042 with Noura Aziz will be closed/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }));

    expect(await screen.findByTestId('read-only-notice')).toBeInTheDocument();
    expect(calls.callsTo('POST', `/api/chats/${noura.id}/close`)).toHaveLength(1);
    expect(screen.getByTestId('chat-status').textContent).toBe('Closed');
    expect(screen.queryByTestId('composer')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close chat' })).not.toBeInTheDocument());
    expect(
      within(await bubble('Anything else?')).queryByRole('button', { name: 'Message actions' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText('Chat #1042 has been closed.')).toBeInTheDocument();
  });
});
