import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { countedTitle, faviconFor, getTitleCount } from '../../lib/platform/title-count.ts';
import { uuid } from '../../test/factories.ts';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { resetAlertPreferencesCache } from './alerts/alert-preferences.ts';
import { AGENT_ID, chat, inbox, message, offer } from './console-test-data.ts';
import { renderConsole } from './render-console.tsx';

/** The browser's Notification, standing in for the operating system's: records what the page shows. */
function standInNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; body: string | undefined }[] = [];
  class StandIn {
    static permission = permission;
    static requestPermission = vi.fn(() => {
      StandIn.permission = answer;
      return Promise.resolve(answer);
    });
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions = {}) {
      shown.push({ title, body: options.body });
    }
    close() {}
  }
  vi.stubGlobal('Notification', StandIn);
  return { shown, requestPermission: StandIn.requestPermission };
}

function hideTab(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  localStorage.clear();
  resetAlertPreferencesCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
  hideTab(false);
  notifications.clean();
});

function scene(options: { language?: 'en' | 'ar'; selected?: boolean } = {}) {
  const receipts = { shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 1, agentReadSeq: 1 };
  const noura = chat({ receipts });
  const hamad = chat({
    number: 1043,
    receipts,
    shopper: { kind: 'guest', id: uuid(), name: 'Hamad', phone: null, email: null },
  });
  const messages: Record<string, MessageResponse[]> = {
    [noura.id]: [
      message(noura.id, { seq: 1, body: 'Hello' }),
      message(noura.id, { seq: 2, body: 'Where is my order?' }),
      message(noura.id, { seq: 3, body: 'It is late' }),
    ],
    [hamad.id]: [message(hamad.id, { seq: 1, body: 'Hi' }), message(hamad.id, { seq: 2, body: 'Anyone?' })],
  };
  standInServer({
    'GET /api/agent/inbox': () => ok(inbox({ open: [noura, hamad], offered: [offer()] })),
    'GET /api/chats/:id/messages': (request) => ok({ items: messages[request.params.id!] ?? [], hasMore: false }),
    'GET /api/chats/:id/flags': () => ok({ items: [] }),
    'GET /api/chats/:id/shopper-chats': () => ok({ items: [] }),
    'POST /api/chats/:id/read': (request) => ok(request.params.id === noura.id ? noura : hamad),
  });
  const view = renderConsole({
    url: options.selected ? `/agent?chat=${hamad.id}` : '/agent',
    chats: () => [noura, hamad],
    language: options.language,
  });
  return { noura, hamad, view };
}

const shopperSays = (target: ChatResponse, seq: number, body: string) =>
  message(target.id, { seq, body, author: { kind: 'customer', id: uuid(), name: 'x', nameAr: null, image: null } });

describe('the unread total', () => {
  it('counts unread shopper messages of the open chats and the offers, for the tab title and its icon', async () => {
    const { noura, view } = scene();
    // Noura: 2 unread, Hamad: 1 unread, one offer.
    await waitFor(() => expect(getTitleCount()).toBe(4));
    expect(screen.getAllByTestId('unread-count').map((badge) => badge.textContent)).toEqual(['2', '1']);
    view.realtime.push('message:created', shopperSays(noura, 4, 'Hello?'));
    await waitFor(() => expect(getTitleCount()).toBe(5));
    view.unmount();
    expect(getTitleCount()).toBe(0);
  });

  it('puts the count in front of the title and on the icon', () => {
    expect(countedTitle('Agent console - Tawasul', 3)).toBe('(3) Agent console - Tawasul');
    expect(countedTitle('Agent console - Tawasul', 0)).toBe('Agent console - Tawasul');
    expect(countedTitle('Agent console - Tawasul', 120)).toBe('(99+) Agent console - Tawasul');
    expect(faviconFor(0)).toBe('/favicon.svg');
    expect(decodeURIComponent(faviconFor(3))).toContain('>3</text>');
    expect(decodeURIComponent(faviconFor(12))).toContain('>9+</text>');
  });

  it('counts the chat on screen only while the tab is hidden', async () => {
    const { hamad, view } = scene({ selected: true });
    await waitFor(() => expect(getTitleCount()).toBe(3));
    // Noura's 2 and the offer; hidden, Hamad's unread one on screen counts too, and so does the next.
    hideTab(true);
    await waitFor(() => expect(getTitleCount()).toBe(4));
    view.realtime.push('message:created', shopperSays(hamad, 3, 'Still there?'));
    await waitFor(() => expect(getTitleCount()).toBe(5));
  });
});

describe('sound and desktop notifications', () => {
  it('notifies of a shopper message in one’s chat while the tab is hidden, once per burst, as chosen', async () => {
    const os = standInNotifications('granted');
    const { noura, view } = scene();
    await waitFor(() => expect(getTitleCount()).toBe(4));

    // In front of the agent: the inbox shows it, no notification.
    view.realtime.push('message:created', shopperSays(noura, 4, 'Visible'));
    hideTab(true);
    view.realtime.push('message:created', shopperSays(noura, 5, 'Are you there?'));
    expect(os.shown).toEqual([{ title: 'Noura Aziz wrote (chat #1042)', body: 'Are you there?' }]);
    view.realtime.push('message:created', shopperSays(noura, 6, 'Hello??'));
    expect(os.shown).toHaveLength(1);
    view.clock.advance(10_000);
    view.realtime.push('message:created', shopperSays(noura, 7, 'Hello???'));
    expect(os.shown).toHaveLength(2);
    // A note or the team's own words never notify.
    view.clock.advance(10_000);
    view.realtime.push('message:created', message(noura.id, { seq: 8, body: 'note', internal: true }));
    expect(os.shown).toHaveLength(2);

    // Turned off, and remembered.
    hideTab(false);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('alert-settings'));
    await user.click(await screen.findByRole('switch', { name: 'Shopper message (tab hidden): Desktop' }));
    expect(JSON.parse(localStorage.getItem('tawasul.agent.alerts')!).message).toEqual({ sound: true, desktop: false });
    hideTab(true);
    view.clock.advance(10_000);
    view.realtime.push('message:created', shopperSays(noura, 9, 'Bye'));
    expect(os.shown).toHaveLength(2);
  });

  it('tells of a chat transferred to the agent, and of a critical word in its chat', async () => {
    const os = standInNotifications('granted');
    const { noura, view } = scene();
    await waitFor(() => expect(getTitleCount()).toBe(4));
    hideTab(true);
    const moved = chat({ number: 1077, agent: { id: AGENT_ID, name: 'Sara Alqahtani', nameAr: null, image: null } });
    view.realtime.push('chat:updated', moved);
    expect(await screen.findByText('Chat #1077 was transferred to you')).toBeInTheDocument();
    view.realtime.push('critical:created', {
      id: uuid(),
      chatId: noura.id,
      chatNumber: 1042,
      messageId: uuid(),
      brandId: noura.brandId,
      brandName: 'Falcon Games',
      shopperName: 'Noura Aziz',
      word: 'refund',
      titleEn: 'Refund request',
      titleAr: 'طلب استرداد',
      descriptionEn: 'Check the order first',
      descriptionAr: 'تحقق من الطلب أولًا',
      categoryId: null,
      excerpt: 'I want a refund',
      handled: false,
      createdAt: new Date(0).toISOString(),
    });
    expect(await screen.findByText('Refund request in chat #1042')).toBeInTheDocument();
    expect(os.shown.map((item) => item.title)).toEqual([
      'Chat #1077 was transferred to you',
      'Refund request in chat #1042',
    ]);
  });
});

describe('the notification permission', () => {
  it('is asked on the agent’s click, and a refusal says how to allow it', async () => {
    const os = standInNotifications('default', 'denied');
    scene();
    const user = userEvent.setup();
    // Once the inbox and its chats' messages are in.
    await waitFor(() => expect(getTitleCount()).toBe(4));
    await user.click(await screen.findByTestId('alert-settings'));
    expect(os.requestPermission).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Allow desktop notifications' }));
    expect(os.requestPermission).toHaveBeenCalledTimes(1);
    const state = await screen.findByTestId('notification-permission');
    await waitFor(() => expect(state).toHaveAttribute('data-state', 'denied'));
    expect(state).toHaveTextContent('Your browser blocks notifications from this site');
  });

  it('speaks Arabic, and shows when it is granted', async () => {
    const os = standInNotifications('default', 'granted');
    scene({ language: 'ar' });
    const user = userEvent.setup();
    // Once the inbox and its chats' messages are in.
    await waitFor(() => expect(getTitleCount()).toBe(4));
    await user.click(await screen.findByRole('button', { name: 'التنبيهات' }));
    await user.click(await screen.findByRole('button', { name: 'السماح بإشعارات سطح المكتب' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-permission').textContent).toBe(
        'إشعارات سطح المكتب مسموح بها في هذا المتصفح.',
      ),
    );
    expect(screen.getByText('كلمة حرجة')).toBeInTheDocument();
    expect(os.requestPermission).toHaveBeenCalledTimes(1);
  });
});
