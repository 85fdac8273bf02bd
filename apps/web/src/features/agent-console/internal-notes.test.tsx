import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { agentAuthor, chat, inbox, message } from './console-test-data.ts';
import { renderConsole } from './render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

function scene(language: 'en' | 'ar' = 'en') {
  const noura = chat({
    lastMessage: 'Where is my order?',
    receipts: { shopperDeliveredSeq: 2, shopperReadSeq: 2, agentDeliveredSeq: 1, agentReadSeq: 1 },
  });
  const messages: MessageResponse[] = [
    message(noura.id, { seq: 1, body: 'Where is my order?' }),
    message(noura.id, { seq: 2, author: agentAuthor, body: 'Let me check.' }),
  ];
  const server = standInServer({
    'GET /api/agent/inbox': () => ok(inbox({ open: [noura] })),
    'GET /api/chats/:id/messages': () => ok({ items: messages, hasMore: false }),
    'GET /api/chats/:id/flags': () => ok({ items: [] }),
    'GET /api/chats/:id/shopper-chats': () => ok({ items: [] }),
    'POST /api/chats/:id/read': () => ok(noura),
    'POST /api/chats/:id/notes': (request) => {
      const { id, body } = request.body as { id: string; body: string };
      if (body.includes('fail')) return failure(403, 'CHAT_NOT_MEMBER', 'You are not a member of this chat.');
      return ok(message(noura.id, { id, seq: 3, author: agentAuthor, body, internal: true }));
    },
  });
  const view = renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => [noura], language });
  return { noura, server, view };
}

const list = () => screen.findByTestId('message-list');

describe('internal notes in the console', () => {
  it('writes a note from the composer’s note mode and shows it apart, without delivery marks', async () => {
    const { noura, server } = scene();
    const user = userEvent.setup();
    await within(await list()).findByText('Let me check.');

    await user.click(await screen.findByText('Internal note'));
    const box = await screen.findByRole('textbox', { name: 'Internal note' });
    expect(screen.getByTestId('note-composer')).toHaveTextContent("Only this chat's agent, managers and admins");
    await user.type(box, 'VIP customer, refund approved{Enter}');

    await waitFor(() => expect(server.calls.some((call) => call.path === `/api/chats/${noura.id}/notes`)).toBe(true));
    const sent = server.calls.find((call) => call.path === `/api/chats/${noura.id}/notes`)!;
    expect(sent.body).toMatchObject({ body: 'VIP customer, refund approved' });
    // Never through the shopper's message path.
    expect(server.calls.some((call) => call.method === 'POST' && call.path.endsWith('/messages'))).toBe(false);

    const note = (await within(await list()).findByText('VIP customer, refund approved')).closest(
      '[data-testid="chat-message"]',
    ) as HTMLElement;
    expect(note).toHaveAttribute('data-note', 'true');
    expect(within(note).getByTestId('note-badge').textContent).toBe('Internal note · staff only');
    expect(within(note).queryByTestId('delivery-state')).not.toBeInTheDocument();
    expect((await screen.findByRole('textbox', { name: 'Internal note' })).textContent).toBe('');

    // The inbox's preview is still the conversation's last words, not the note.
    const item = screen.getByTestId('open-item');
    expect(item).toHaveTextContent('Let me check.');
    expect(item).not.toHaveTextContent('VIP customer');

    // Back to replying: the reply composer is there again.
    await user.click(screen.getByText('Reply'));
    expect(await screen.findByTestId('composer')).toBeInTheDocument();
  });

  it('says so when a note is refused, and keeps the text', async () => {
    scene();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Internal note'));
    const box = await screen.findByRole('textbox', { name: 'Internal note' });
    await user.type(box, 'this will fail{Enter}');
    expect(await screen.findByText('The note could not be added')).toBeInTheDocument();
    expect(box).toHaveValue('this will fail');
  });

  it('speaks Arabic', async () => {
    scene('ar');
    const user = userEvent.setup();
    await user.click(await screen.findByText('ملاحظة داخلية'));
    expect(await screen.findByPlaceholderText('اكتب ملاحظة لفريقك. لا يراها المتسوق أبدًا.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة ملاحظة' })).toBeInTheDocument();
  });
});
