import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatResponse, TransferTarget } from '@tawasul/contracts/chats';
import { uuid } from '../../../test/factories.ts';
import { failure, ok, standInServer } from '../../../test/stand-in-server.ts';
import { chat, inbox } from '../console-test-data.ts';
import { renderConsole } from '../render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const omar: TransferTarget = { id: uuid(), name: 'Omar Said', nameAr: 'عمر سعيد', image: null, load: 1, maxLoad: 3 };

function scene(options: { language?: 'en' | 'ar'; targets?: TransferTarget[]; refuse?: boolean } = {}) {
  const noura = chat({ number: 1301, lastMessage: 'My order 50012 is late' });
  let mine: ChatResponse[] = [noura];
  const server = standInServer({
    'GET /api/chats/:id/transfer-targets': () => ok({ items: options.targets ?? [omar] }),
    'POST /api/chats/:id/transfer': (request) => {
      if (options.refuse) return failure(409, 'AGENT_OFFLINE', 'offline');
      const { agentId } = request.body as { agentId: string };
      mine = [];
      return ok({
        ...noura,
        status: 'pending_acceptance',
        agent: { id: agentId, name: omar.name, nameAr: omar.nameAr, image: null },
      });
    },
    'GET /api/chats/queue': () => ok({ items: [], canTake: true, load: 1, maxLoad: 3 }),
    'GET /api/agent/inbox': () => ok(inbox({ open: mine })),
    'GET /api/chats/:id/messages': () => ok({ items: [], hasMore: false }),
    'GET /api/chats/:id/flags': () => ok({ items: [] }),
    'GET /api/chats/:id/shopper-chats': () => ok({ items: [] }),
    'GET /api/chats/:id/orders': () => ok({ items: [] }),
    'GET /api/chats/:id': () => failure(403, 'CHAT_NOT_MEMBER', 'not a member'),
  });
  const view = renderConsole({ url: `/agent?chat=${noura.id}`, chats: () => mine, language: options.language });
  return { noura, server, view };
}

describe('transferring a chat from the console', () => {
  it('hands the chat to an online agent with a note; it leaves this inbox cleanly', async () => {
    const { noura, server, view } = scene();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('transfer-chat'));
    const dialog = await screen.findByTestId('transfer-dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Transfer chat' }) as HTMLButtonElement;
    expect(confirm).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: 'Omar Said' }));
    expect(within(dialog).getByTestId('transfer-target')).toHaveTextContent('1 of 3 chats');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the agent' }), 'Wants a refund for 50012');
    await user.click(confirm);

    await waitFor(() => expect(server.callsTo('POST', `/api/chats/${noura.id}/transfer`)).toHaveLength(1));
    expect(server.callsTo('POST', `/api/chats/${noura.id}/transfer`)[0]!.body).toEqual({
      agentId: omar.id,
      note: 'Wants a refund for 50012',
    });
    expect(await screen.findByText('Chat #1301 was transferred to Omar Said')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).not.toContain('chat='));
    expect(await screen.findByText('No chat selected')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-unavailable')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('open-item')).toHaveLength(0);
  });

  it('reads in Arabic, with the agent’s Arabic name, and says when nobody can take it', async () => {
    const first = scene({ language: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'تحويل' }));
    expect(await screen.findByRole('radio', { name: 'عمر سعيد' })).toBeInTheDocument();
    expect(await screen.findByTestId('transfer-dialog')).toHaveTextContent('1 من 3 محادثات');
    first.view.unmount();

    scene({ targets: [] });
    await user.click(await screen.findByTestId('transfer-chat'));
    expect(await screen.findByTestId('transfer-no-targets')).toHaveTextContent('No other agent of your brand');
  });

  it('shows the receiver the giver’s note at once, until closed (English and Arabic)', async () => {
    const notification = () => ({
      id: uuid(),
      kind: 'chat_transferred' as const,
      chatId: uuid(),
      params: { chatNumber: 1302, from: 'Sara Alqahtani', fromAr: 'سارة القحطاني', note: 'Wants a refund for 50012' },
      readAt: null,
      createdAt: new Date().toISOString(),
    });
    const english = scene();
    await screen.findByTestId('inbox');
    english.view.realtime.push('notification:created', notification());
    const toast = await screen.findByTestId('transfer-received');
    expect(toast).toHaveTextContent('Sara Alqahtani transferred chat #1302 to you');
    expect(toast).toHaveTextContent('Note: Wants a refund for 50012');
    english.view.unmount();
    notifications.clean();

    const arabic = scene({ language: 'ar' });
    await screen.findByTestId('inbox');
    arabic.view.realtime.push('notification:created', notification());
    expect(await screen.findByTestId('transfer-received')).toHaveTextContent(
      'حوّل سارة القحطاني إليك المحادثة رقم 1302',
    );
  });

  it('keeps the dialog open with the server’s reason when the transfer is refused', async () => {
    scene({ refuse: true, language: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('transfer-chat'));
    await user.click(await screen.findByRole('radio', { name: 'عمر سعيد' }));
    await user.click(screen.getByRole('button', { name: 'تحويل المحادثة' }));
    const error = await screen.findByTestId('transfer-error');
    expect(error).toHaveTextContent('تعذّر تحويل المحادثة');
    expect(screen.getByTestId('transfer-dialog')).toBeInTheDocument();
  });
});
