import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { APP_URL } from '../support/origins.ts';
import { brandIdByName, createStaff, newPerson, uniqueSuffix, type NewPerson } from '../support/people.ts';
import { NAKHEEL, NOBODY } from '../support/demo.ts';
import { goOffline, nakheelAgents } from '../support/nakheel-agents.ts';

// Issue 21, console features: an agent writes an internal note the shopper never receives, sees unread counts in
// its inbox, its tab title and icon, and allows (or is refused) desktop notifications from the Alerts panel. A FRESH
// agent of Nakheel Dates each time; the shopper is a widget guest talking through the API.

test.use({ viewport: { width: 1440, height: 900 } });
// A fresh agent of Nakheel goes online beside other journeys' (support/nakheel-agents.ts).
nakheelAgents(test, 'shared');

type Language = 'en' | 'ar';

const UI = {
  en: {
    prefix: '',
    presence: 'Available for new chats',
    accept: 'Accept',
    noteMode: 'Internal note',
    replyMode: 'Reply',
    noteBadge: 'Internal note · staff only',
    alerts: 'Alerts',
    ask: 'Allow desktop notifications',
    granted: 'Desktop notifications are allowed in this browser.',
  },
  ar: {
    prefix: '/ar',
    presence: 'متاح لاستقبال محادثات جديدة',
    accept: 'قبول',
    noteMode: 'ملاحظة داخلية',
    replyMode: 'رد',
    noteBadge: 'ملاحظة داخلية · للفريق فقط',
    alerts: 'التنبيهات',
    ask: 'السماح بإشعارات سطح المكتب',
    granted: 'إشعارات سطح المكتب مسموح بها في هذا المتصفح.',
  },
} as const;

const TEXT = {
  en: { first: 'Hello, I have a question', note: 'VIP shopper, refund approved by finance', more: 'Are you there?' },
  ar: { first: 'مرحبًا، لدي سؤال', note: 'متسوق مميز، وافقت المالية على الاسترداد', more: 'هل أنت هنا؟' },
} as const;

async function guest(playwright: PlaywrightWorkerArgs['playwright'], name: string, language: Language) {
  const request = await playwright.request.newContext({ baseURL: APP_URL, storageState: NOBODY });
  const made = await request.post(`/api/public/brands/${NAKHEEL.widgetId}/guests`, { data: { name, language } });
  expect(made.ok(), await made.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await made.json()) as { token: string }).token}` };
  return {
    name,
    async startChat(): Promise<{ id: string; number: number }> {
      const response = await request.post('/api/shopper/chats', {
        data: { widgetId: NAKHEEL.widgetId, language },
        headers,
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { id: string; number: number };
    },
    async send(chatId: string, body: string): Promise<void> {
      const response = await request.post(`/api/chats/${chatId}/messages`, {
        data: { id: randomUUID(), body },
        headers,
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
    /** Everything the shopper's side can read of the chat: its messages and the chat itself (preview included). */
    async everything(chatId: string): Promise<string> {
      const messages = await request.get(`/api/chats/${chatId}/messages?limit=200`, { headers });
      const chat = await request.get(`/api/chats/${chatId}`, { headers });
      const list = await request.get(`/api/shopper/chats?widgetId=${NAKHEEL.widgetId}`, { headers });
      return [await messages.text(), await chat.text(), await list.text()].join('\n');
    },
    close: () => request.dispose(),
  };
}

async function freshAgent(browser: Browser, admin: APIRequestContext, language: Language, grant: boolean) {
  const person: NewPerson = newPerson(['Lama', `Nasser${uniqueSuffix().slice(0, 4)}`], ['لمى', 'ناصر'], 'nakheel.test');
  await createStaff(admin, 'agents', person, await brandIdByName(admin, NAKHEEL.nameEn));
  const context = await browser.newContext({ storageState: NOBODY });
  if (grant) await context.grantPermissions(['notifications'], { origin: APP_URL });
  const signedIn = await context.request.post('/api/auth/sign-in/password', {
    data: { email: person.email, password: person.password },
    headers: { origin: APP_URL },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const page = await context.newPage();
  await page.goto(`${UI[language].prefix}/agent`);
  return { context, page };
}

async function goOnline(page: Page, language: Language) {
  const presence = page.getByRole('switch', { name: UI[language].presence });
  await presence.focus();
  await presence.press('Space');
  await expect(presence).toBeChecked();
}

async function journey(
  { page, browser, playwright }: { page: Page; browser: Browser; playwright: PlaywrightWorkerArgs['playwright'] },
  language: Language,
) {
  // Three steps, each a few round trips through two browsers' worth of pages: more than one default timeout.
  test.slow();
  const ui = UI[language];
  const text = TEXT[language];
  const agent = await freshAgent(browser, page.request, language, language === 'en');
  const shopper = await guest(playwright, `${language === 'ar' ? 'مها' : 'Maha'} ${uniqueSuffix()}`, language);
  const console = agent.page;
  try {
    await goOnline(console, language);
    const chat = await shopper.startChat();
    await shopper.send(chat.id, text.first);
    const offer = console.getByTestId('offer-item').filter({ hasText: shopper.name });
    await offer.getByRole('button', { name: ui.accept }).click();
    await expect(console).toHaveURL(new RegExp(`[?&]chat=${chat.id}`));

    await test.step('a note, styled apart, that the shopper never receives', async () => {
      await console.getByText(ui.noteMode, { exact: true }).click();
      const box = console.getByTestId('note-composer').getByRole('textbox');
      await box.fill(text.note);
      await box.press('Enter');
      const note = console.getByTestId('chat-message').filter({ hasText: text.note });
      await expect(note).toHaveAttribute('data-note', 'true');
      await expect(note.getByTestId('note-badge')).toHaveText(ui.noteBadge);
      await expect(note.getByTestId('delivery-state')).toHaveCount(0);
      await console.getByText(ui.replyMode, { exact: true }).click();
      await expect(console.getByTestId('composer')).toBeVisible();
      // The shopper writes again (its side is live), and still nothing of the note reaches it.
      await shopper.send(chat.id, text.more);
      await expect(console.getByTestId('chat-message').filter({ hasText: text.more })).toBeVisible();
      expect(await shopper.everything(chat.id)).not.toContain(text.note);
    });

    await test.step('unread counts in the inbox, the tab title and its icon', async () => {
      await console.goto(`${ui.prefix}/agent`);
      const item = console.getByTestId('open-item').filter({ hasText: shopper.name });
      await expect(item).toBeVisible();
      await shopper.send(chat.id, `${text.more} 2`);
      await expect(item.getByTestId('unread-count')).toHaveText(/^[1-9]\d*$/);
      const count = Number(await item.getByTestId('unread-count').textContent());
      await expect.poll(() => console.title()).toMatch(/^\(\d+\) /);
      expect(Number(/^\((\d+)\)/.exec(await console.title())![1])).toBeGreaterThanOrEqual(count);
      await expect(console.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
      // Reading the chat clears its count.
      await item.click();
      await expect(item.getByTestId('unread-count')).toHaveCount(0);
    });

    await test.step('the notification permission, asked on the agent’s click', async () => {
      await console.getByTestId('alert-settings').click();
      const state = console.getByTestId('notification-permission');
      if (language === 'en') {
        // Granted beforehand (the browser's own setting): the panel says so, nothing to ask.
        await expect(state).toHaveAttribute('data-state', 'granted');
        await expect(state).toHaveText(ui.granted);
      } else {
        await expect(state).toHaveAttribute('data-state', /default|denied/);
        const before = await state.getAttribute('data-state');
        if (before === 'default') await console.getByRole('button', { name: ui.ask }).click();
        // Headless Chromium answers a request it cannot show with a refusal: the panel explains how to allow it.
        await expect(state).toHaveAttribute('data-state', 'denied');
      }
      await expect(console.getByRole('switch')).not.toHaveCount(0);
    });
  } finally {
    await shopper.close();
    await goOffline(agent.context);
  }
}

test('an agent writes a note the shopper never sees, and is told of unread messages (English)', async ({
  page,
  browser,
  playwright,
}) => {
  await journey({ page, browser, playwright }, 'en');
});

test('an agent writes a note the shopper never sees, and is told of unread messages (Arabic)', async ({
  page,
  browser,
  playwright,
}) => {
  await journey({ page, browser, playwright }, 'ar');
});
