import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { APP_URL } from '../support/origins.ts';
import { brandIdByName, createStaff, newPerson, uniqueSuffix, type NewPerson } from '../support/people.ts';
import { observeAlerts } from '../support/console-alerts.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { NAKHEEL, NOBODY } from '../support/demo.ts';
import { goOffline, nakheelAgents } from '../support/nakheel-agents.ts';

// Issue 7: an agent answers a shopper in the console. The shopper talks through the widget's API (a guest with its
// bearer token); the agent works in the browser. Each test signs in a FRESH agent of Nakheel Dates made through the
// admin API (one password sign-in each, through the API), so the demo agents' seeded chats and the other journeys'
// agents stay out of its inbox — though the brand's waiting demo chats may be offered to it as well when it goes
// online, so the journeys look for their own shopper's chat by name. The page's sound and browser notifications
// are observed through stand-ins put in before the app loads.

test.use({ viewport: { width: 1440, height: 900 } });
// A fresh agent of Nakheel goes online beside other journeys' (support/nakheel-agents.ts).
nakheelAgents(test, 'shared');

const screenshotPath = (name: string) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots', name);

type Language = 'en' | 'ar';

/** What the agent reads and clicks, in each language. */
const UI = {
  en: {
    prefix: '',
    title: 'Agent console',
    presence: 'Available for new chats',
    online: 'Online',
    offers: 'Offered to you',
    accept: 'Accept',
    offerToast: 'New chat offered',
    notification: (number: number) => `New chat #${number} is waiting for you`,
    open: 'Open',
    closed: 'Closed',
    composer: 'Message',
    actions: 'Message actions',
    edit: 'Edit',
    editField: 'Edit your message',
    edited: 'Edited',
    cannedButton: 'Canned responses',
    cannedDialog: 'Canned responses',
    send: 'Send',
    closeChat: 'Close chat',
    closeTitle: 'Close this chat?',
    readOnly: 'This chat is closed. Its messages are read-only.',
    joined: (person: NewPerson) => `${person.name} joined the chat.`,
    closedByAgent: 'The agent closed the chat.',
    offline: 'You are offline. Messages will appear as soon as the connection is back.',
    read: 'Read',
  },
  ar: {
    prefix: '/ar',
    title: 'لوحة الموظف',
    presence: 'متاح لاستقبال محادثات جديدة',
    online: 'متصل',
    offers: 'معروضة عليك',
    accept: 'قبول',
    offerToast: 'محادثة جديدة معروضة عليك',
    notification: (number: number) => `المحادثة الجديدة #${number} بانتظارك`,
    open: 'مفتوحة',
    closed: 'مغلقة',
    composer: 'الرسالة',
    actions: 'إجراءات الرسالة',
    edit: 'تعديل',
    editField: 'عدّل رسالتك',
    edited: 'معدّلة',
    cannedButton: 'الردود الجاهزة',
    cannedDialog: 'الردود الجاهزة',
    send: 'إرسال',
    closeChat: 'إغلاق المحادثة',
    closeTitle: 'إغلاق هذه المحادثة؟',
    readOnly: 'هذه المحادثة مغلقة. رسائلها للقراءة فقط.',
    // A Latin name inside Arabic text is isolated (U+2068 … U+2069) so that it keeps its own direction.
    // An Arabic screen names the agent in Arabic (no isolation needed: the name runs the page's direction).
    joined: (person: NewPerson) => `انضم ${person.firstNameAr} ${person.lastNameAr} إلى المحادثة.`,
    closedByAgent: 'أغلق الموظف المحادثة.',
    offline: 'أنت غير متصل بالشبكة. ستظهر الرسائل فور عودة الاتصال.',
    read: 'قُرئت',
  },
} as const;

/** What the shopper writes, in its language; "late" and "متأخر" are critical words of the Shipping category. */
const SHOPPER = {
  en: {
    first: 'Hello, my order is late. Where is it?',
    thanks: 'Thank you, that helps!',
    reply: 'We are checking your order now.',
    typo: 'It shipped yesterdy.',
    fixed: 'It shipped yesterday.',
    caseTitle: 'Order running late',
  },
  ar: {
    first: 'مرحبًا، طلبي متأخر. أين هو؟',
    thanks: 'شكرًا لك، هذا مفيد!',
    reply: 'نتحقق من طلبك الآن.',
    typo: 'شُحن الطلب امس.',
    fixed: 'شُحن الطلب أمس.',
    caseTitle: 'الطلب متأخر',
  },
} as const;

interface Message {
  id: string;
  seq: number;
  kind: string;
  body: string;
  editedAt: string | null;
  attachments: { kind: string; name: string }[];
  author: { kind: string };
}

/** A guest on Nakheel's store, writing through the widget's API in its own language. */
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
    async messages(chatId: string): Promise<Message[]> {
      const response = await request.get(`/api/chats/${chatId}/messages`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { items: Message[] }).items;
    },
    async markRead(chatId: string, seq: number): Promise<void> {
      const response = await request.post(`/api/chats/${chatId}/read`, { data: { seq }, headers });
      expect(response.ok(), await response.text()).toBe(true);
    },
    async status(chatId: string): Promise<string> {
      const response = await request.get(`/api/chats/${chatId}`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { status: string }).status;
    },
    close: () => request.dispose(),
  };
}

/** A new agent of Nakheel Dates, signed in (through the API) in a browser of its own, on the console. */
async function freshAgent(browser: Browser, admin: APIRequestContext, language: Language) {
  const person: NewPerson = newPerson(['Rana', `Khalil${uniqueSuffix().slice(0, 4)}`], ['رنا', 'خليل'], 'nakheel.test');
  await createStaff(admin, 'agents', person, await brandIdByName(admin, NAKHEEL.nameEn));
  const context = await browser.newContext({ storageState: NOBODY });
  await observeAlerts(context);
  const signedIn = await context.request.post('/api/auth/sign-in/password', {
    data: { email: person.email, password: person.password },
    headers: { origin: APP_URL },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const page = await context.newPage();
  await page.goto(`${UI[language].prefix}/agent`);
  await expect(page.getByTestId('panel-title')).toHaveText(UI[language].title);
  return { person, context, page };
}

/** Turns the presence switch on (a key press: the gesture that also unlocks the tone and asks for notifications). */
async function goOnline(page: Page, language: Language): Promise<void> {
  const presence = page.getByRole('switch', { name: UI[language].presence });
  await expect(presence).not.toBeChecked();
  await presence.focus();
  await presence.press('Space');
  await expect(presence).toBeChecked();
  await expect(page.getByTestId('presence')).toContainText(UI[language].online);
  await expect(page.getByTestId('offline-notice')).toBeHidden();
}

const offerOf = (page: Page, name: string): Locator => page.getByTestId('offer-item').filter({ hasText: name });
const bubble = (page: Page, text: string): Locator =>
  page.getByTestId('message-list').getByTestId('chat-message').filter({ hasText: text });

/** The shopper starts a chat and writes; the offer reaches the agent live, with a sound and a notification. */
async function offerArrives(page: Page, shopper: Awaited<ReturnType<typeof guest>>, language: Language) {
  const chat = await shopper.startChat();
  await page.evaluate(() => ((window as unknown as { away: boolean }).away = true));
  await shopper.send(chat.id, SHOPPER[language].first);
  const offer = offerOf(page, shopper.name);
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(`#${chat.number}`);
  await expect(offer.getByTestId('offer-countdown')).toHaveText(/^[0-2]:[0-5]\d$/);
  await expect(page.getByText(UI[language].offerToast).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { tones: number }).tones)).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shown: { title: string }[] }).shown.map((n) => n.title)))
    .toContain(UI[language].notification(chat.number));
  await page.evaluate(() => ((window as unknown as { away: boolean }).away = false));
  return chat;
}

async function answerAShopper(
  { page, browser, playwright }: { page: Page; browser: Browser; playwright: PlaywrightWorkerArgs['playwright'] },
  language: Language,
) {
  const ui = UI[language];
  const says = SHOPPER[language];
  const agent = await freshAgent(browser, page.request, language);
  const shopper = await guest(playwright, `${language === 'ar' ? 'حصة' : 'Hessa'} ${uniqueSuffix()}`, language);
  const console = agent.page;
  try {
    await test.step('the agent goes online; notifications are asked for once', async () => {
      await expect(console.getByTestId('offline-notice')).toBeVisible();
      await goOnline(console, language);
      await expect.poll(() => console.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
      await expect(console.getByTestId('agent-load')).toHaveText(/^\d\/5$/);
    });

    const chat = await test.step('the shopper writes: the offer arrives live', () =>
      offerArrives(console, shopper, language));
    await saveScreenshot(console, 'agent-console-offer', language);

    await test.step('the agent accepts: the welcome is posted and the chat opens', async () => {
      await offerOf(console, shopper.name).getByRole('button', { name: ui.accept }).click();
      await expect(console).toHaveURL(new RegExp(`[?&]chat=${chat.id}`));
      await expect(console.getByTestId('conversation-title')).toHaveText(shopper.name);
      await expect(console.getByTestId('chat-status')).toHaveText(ui.open);
      await expect(console.getByTestId('open-item').filter({ hasText: shopper.name })).toBeVisible();
      await expect(console.getByTestId('system-message').filter({ hasText: ui.joined(agent.person) })).toBeVisible();
      // The critical word of the first message is marked on it.
      await expect(bubble(console, says.first).getByTestId('critical-flag').first()).toBeVisible();
      await expect(console.getByRole('textbox', { name: ui.composer })).toBeFocused();
    });

    await test.step('messages go both ways live', async () => {
      const composer = console.getByRole('textbox', { name: ui.composer });
      await composer.fill(says.reply);
      await composer.press('Enter');
      await expect(bubble(console, says.reply)).toBeVisible();
      await expect.poll(async () => (await shopper.messages(chat.id)).map((m) => m.body)).toContain(says.reply);

      await shopper.send(chat.id, says.thanks);
      await expect(bubble(console, says.thanks)).toBeVisible();
      // The agent has it on screen: the shopper's side learns it was read.
      await expect(bubble(console, says.reply).getByTestId('delivery-state')).toBeVisible();
    });

    await test.step('the agent corrects its message within the edit window', async () => {
      const composer = console.getByRole('textbox', { name: ui.composer });
      await composer.fill(says.typo);
      await composer.press('Enter');
      const typo = bubble(console, says.typo);
      await expect(typo).toBeVisible();
      await typo.hover();
      await typo.getByRole('button', { name: ui.actions }).click();
      await console.getByRole('menuitem', { name: ui.edit }).click();
      const field = console.getByRole('textbox', { name: ui.editField });
      await field.fill(says.fixed);
      await field.press('Enter');
      const fixed = bubble(console, says.fixed);
      await expect(fixed).toBeVisible();
      await expect(fixed).toContainText(ui.edited);
      await expect
        .poll(async () => (await shopper.messages(chat.id)).find((m) => m.body === says.fixed)?.editedAt ?? null)
        .not.toBeNull();
    });

    await test.step('a canned case with its picture, suggested by the critical word', async () => {
      await console.getByRole('button', { name: ui.cannedButton }).click();
      const picker = console.getByRole('dialog', { name: ui.cannedDialog });
      const option = picker.getByRole('option').filter({ hasText: says.caseTitle });
      await expect(option).toBeVisible();
      await option.click();
      await saveScreenshot(console, 'agent-console-canned', language);
      await picker.getByRole('button', { name: ui.send, exact: true }).click();
      await expect(picker).toBeHidden();
      const sent = bubble(console, says.caseTitle);
      await expect(sent.getByTestId('image-preview')).toBeVisible();
      await expect
        .poll(async () => {
          const canned = (await shopper.messages(chat.id)).find((m) => m.kind === 'canned');
          return canned?.attachments.map((file) => file.kind).sort() ?? [];
        })
        .toEqual(['document', 'image']);
      // The picture opens large.
      await sent.getByTestId('image-preview').first().click();
      const lightbox = console
        .getByRole('dialog')
        .filter({ has: console.getByRole('img') })
        .last();
      await expect(lightbox).toBeVisible();
      await console.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
    });

    await test.step('the shopper reads everything: the agent sees "Read" on its messages', async () => {
      const last = (await shopper.messages(chat.id)).at(-1)!;
      await shopper.markRead(chat.id, last.seq);
      await expect(bubble(console, says.caseTitle).getByRole('img', { name: ui.read })).toBeVisible();
      await saveScreenshot(console, 'agent-console', language);
    });

    await test.step('the agent closes the chat after a confirmation; it becomes read-only', async () => {
      await console.getByRole('button', { name: ui.closeChat }).click();
      const dialog = console.getByRole('dialog', { name: ui.closeTitle });
      await dialog.getByRole('button', { name: ui.closeChat }).click();
      await expect(console.getByTestId('read-only-notice')).toHaveText(ui.readOnly);
      await expect(console.getByTestId('chat-status')).toHaveText(ui.closed);
      await expect(console.getByRole('textbox', { name: ui.composer })).toBeHidden();
      await expect(console.getByTestId('system-message').filter({ hasText: ui.closedByAgent })).toBeVisible();
      await expect(console.getByTestId('closed-item').filter({ hasText: shopper.name })).toBeVisible();
      await expect(bubble(console, says.fixed).getByRole('button', { name: ui.actions })).toHaveCount(0);
      expect(await shopper.status(chat.id)).toBe('closed');
      await saveScreenshot(console, 'agent-console-closed', language);
    });
  } finally {
    await shopper.close();
    await goOffline(agent.context);
  }
}

test('an agent answers a shopper live: offer, accept, messages both ways, edit, canned case, close', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  await answerAShopper({ page, browser, playwright }, 'en');
});

test('the same in Arabic, right to left', async ({ page, browser, playwright }) => {
  test.slow();
  await answerAShopper({ page, browser, playwright }, 'ar');
});

test('a dropped connection loses no message and doubles none', async ({ page, browser, playwright }) => {
  test.slow();
  const agent = await freshAgent(browser, page.request, 'en');
  const shopper = await guest(playwright, `Maha ${uniqueSuffix()}`, 'en');
  const console = agent.page;
  try {
    await goOnline(console, 'en');
    const chat = await offerArrives(console, shopper, 'en');
    await offerOf(console, shopper.name).getByRole('button', { name: 'Accept' }).click();
    await expect(console.getByTestId('conversation-title')).toHaveText(shopper.name);

    await test.step('offline: a banner; the shopper writes twice meanwhile', async () => {
      await agent.context.setOffline(true);
      await expect(console.getByTestId('reconnecting-banner')).toHaveText(UI.en.offline);
      await shopper.send(chat.id, 'First while you were away');
      await shopper.send(chat.id, 'Second while you were away');
      // Offline, the loading bar waits for requests that cannot finish: no saveScreenshot (it waits for the bar).
      await console.screenshot({ path: screenshotPath('agent-console-offline-en.png'), animations: 'disabled' });
    });

    await test.step('back online: both messages appear, once each, in order', async () => {
      await agent.context.setOffline(false);
      await expect(console.getByTestId('reconnecting-banner')).toBeHidden();
      await expect(bubble(console, 'First while you were away')).toHaveCount(1);
      await expect(bubble(console, 'Second while you were away')).toHaveCount(1);
      // Nothing doubled: the list holds exactly the server's messages, in the server's order.
      const stored = (await shopper.messages(chat.id)).filter((m) => m.kind !== 'system').map((m) => m.id);
      const list = console.getByTestId('message-list').getByTestId('chat-message');
      await expect(list).toHaveCount(stored.length);
      expect(await list.evaluateAll((items) => items.map((item) => item.getAttribute('data-message-id')))).toEqual(
        stored,
      );
    });
  } finally {
    await shopper.close();
    await goOffline(agent.context);
  }
});
