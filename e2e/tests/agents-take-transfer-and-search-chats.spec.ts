import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { expectAccessible } from '../support/axe.ts';
import { stripedPng } from '../support/images.ts';
import { APP_URL } from '../support/origins.ts';
import { createStaff, newPerson, uniqueSuffix, type NewPerson } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { NOBODY } from '../support/demo.ts';

// Issue 21, items 1, 2 and 4: an agent takes a chat from the brand's queue, transfers it to a colleague with a note
// (the colleague sees the note and accepts it like an offer; the giver sees it leave cleanly), and the colleague,
// having closed it, finds it again by the order number the shopper wrote. A FRESH brand each time (no demo agent
// and no other journey's agent can be offered its chats), two fresh agents in two browsers, and a widget guest
// talking through the API.

test.use({ viewport: { width: 1440, height: 900 } });

const LOGO = stripedPng('sidr-logo.png', { width: 64, height: 64 }, [
  [47, 158, 68],
  [255, 255, 255],
]);
type Language = 'en' | 'ar';

const UI = {
  en: {
    prefix: '',
    presence: 'Available for new chats',
    queue: 'Queue',
    take: (number: number, name: string) => `Take chat #${number} with ${name}`,
    ringing: (name: string) => `Offered to ${name}, not answered yet`,
    taken: (number: number) => `Chat #${number} is yours now`,
    transfer: 'Transfer',
    note: 'Note for the agent',
    confirm: 'Transfer chat',
    transferred: (number: number, name: string) => `Chat #${number} was transferred to ${name}`,
    received: (name: string, number: number) => `${name} transferred chat #${number} to you`,
    accept: 'Accept',
    closeChat: 'Close chat',
    closed: 'Closed',
    matched: 'Message',
    readOnly: 'This chat is closed',
  },
  ar: {
    prefix: '/ar',
    presence: 'متاح لاستقبال محادثات جديدة',
    queue: 'قائمة الانتظار',
    take: (number: number, name: string) => `استلام المحادثة رقم ${number} مع ${name}`,
    ringing: (name: string) => `معروضة على ${name} ولم يرد بعد`,
    taken: (number: number) => `أصبحت المحادثة رقم ${number} لك الآن`,
    transfer: 'تحويل',
    note: 'ملاحظة للموظف',
    confirm: 'تحويل المحادثة',
    transferred: (number: number, name: string) => `حُوّلت المحادثة رقم ${number} إلى ${name}`,
    received: (name: string, number: number) => `حوّل ${name} إليك المحادثة رقم ${number}`,
    accept: 'قبول',
    closeChat: 'إغلاق المحادثة',
    closed: 'المغلقة',
    matched: 'رسالة',
    readOnly: 'المحادثة مغلقة',
  },
} as const;

const TEXT = {
  en: {
    shopper: 'Noura',
    order: (number: string) => `Hello, my order ${number} has not arrived yet`,
    note: (number: string) => `She wants a refund for order ${number}; finance approved it`,
  },
  ar: {
    shopper: 'نورة',
    order: (number: string) => `مرحبًا، طلبي ${number} لم يصل بعد`,
    note: (number: string) => `تريد استرداد مبلغ الطلب ${number}، ووافقت المالية`,
  },
} as const;

/** A new brand with no agent yet, where each agent may hold two chats and an offer rings for half an hour. */
async function createBrand(admin: APIRequestContext): Promise<{ id: string; widgetId: string }> {
  const suffix = uniqueSuffix();
  const headers = { origin: APP_URL };
  const upload = await admin.post('/api/uploads?kind=image', {
    multipart: { file: { name: LOGO.name, mimeType: LOGO.mimeType, buffer: LOGO.buffer } },
    headers,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const created = await admin.post('/api/brands', {
    data: {
      nameEn: `Sidr Honey ${suffix}`,
      nameAr: `عسل السدر ${suffix}`,
      email: `care-${suffix}@sidr.test`,
      logoUploadId: ((await upload.json()) as { id: string }).id,
      primaryColor: '#2f9e44',
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const brand = (await created.json()) as { id: string; widgetId: string };
  const settings = await admin.put(`/api/settings/general?brandId=${brand.id}`, {
    data: {
      customerInactivityTimeoutHours: null,
      maxConversationsPerAgent: 2,
      messageEditMinutes: null,
      messageDeleteMinutes: null,
      waitingTimeoutMinutes: 30,
    },
    headers,
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  return brand;
}

/** A fresh agent of the brand signed in its own browser, on the console in `language`. */
async function agentIn(
  browser: Browser,
  admin: APIRequestContext,
  brandId: string,
  person: NewPerson,
  language: Language,
) {
  await createStaff(admin, 'agents', person, brandId);
  const context = await browser.newContext({ storageState: NOBODY });
  const signedIn = await context.request.post('/api/auth/sign-in/password', {
    data: { email: person.email, password: person.password },
    headers: { origin: APP_URL },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const page = await context.newPage();
  await page.goto(`${UI[language].prefix}/agent`);
  await expect(page.getByTestId('agent-console')).toBeVisible();
  return {
    person,
    context,
    page,
    name: language === 'ar' ? `${person.firstNameAr} ${person.lastNameAr}` : person.name,
  };
}

async function goOnline(page: Page, language: Language) {
  const presence = page.getByRole('switch', { name: UI[language].presence });
  await presence.focus();
  await presence.press('Space');
  await expect(presence).toBeChecked();
}

/** A widget guest of the brand: starts a chat and writes in it through the API, as the widget does. */
async function guest(
  playwright: PlaywrightWorkerArgs['playwright'],
  widgetId: string,
  name: string,
  language: Language,
) {
  const request = await playwright.request.newContext({ baseURL: APP_URL, storageState: NOBODY });
  const made = await request.post(`/api/public/brands/${widgetId}/guests`, { data: { name, language } });
  expect(made.ok(), await made.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await made.json()) as { token: string }).token}` };
  return {
    async chat(body: string): Promise<{ id: string; number: number }> {
      const started = await request.post('/api/shopper/chats', { data: { widgetId, language }, headers });
      expect(started.ok(), await started.text()).toBe(true);
      const chat = (await started.json()) as { id: string; number: number };
      const sent = await request.post(`/api/chats/${chat.id}/messages`, { data: { id: randomUUID(), body }, headers });
      expect(sent.ok(), await sent.text()).toBe(true);
      return chat;
    },
    close: () => request.dispose(),
  };
}

async function journey(
  { page, browser, playwright }: { page: Page; browser: Browser; playwright: PlaywrightWorkerArgs['playwright'] },
  language: Language,
) {
  // Two agents' browsers and a shopper through four steps: more than one default timeout.
  test.slow();
  const ui = UI[language];
  const text = TEXT[language];
  const brand = await createBrand(page.request);
  const lama = await agentIn(
    browser,
    page.request,
    brand.id,
    newPerson(['Lama', 'Nasser'], ['لمى', 'ناصر'], 'sidr.test'),
    language,
  );
  const omar = await agentIn(
    browser,
    page.request,
    brand.id,
    newPerson(['Omar', 'Said'], ['عمر', 'سعيد'], 'sidr.test'),
    language,
  );
  const orderNumber = String(50_000 + Math.floor(Math.random() * 49_999));
  const shopperName = `${text.shopper} ${uniqueSuffix().slice(0, 4)}`;
  const shopper = await guest(playwright, brand.widgetId, shopperName, language);
  try {
    // Omar is online and is offered the chat, but does not answer it: it rings at him, still in the brand's queue.
    await goOnline(omar.page, language);
    const chat = await shopper.chat(text.order(orderNumber));
    await expect(omar.page.getByTestId('offer-item').filter({ hasText: shopperName })).toBeVisible();

    await test.step('queue take: Lama takes the chat ringing at Omar', async () => {
      const console = lama.page;
      await goOnline(console, language);
      await expect(console.getByTestId('queue-count')).toHaveText('1');
      await console.getByText(ui.queue, { exact: true }).click();
      const item = console.getByTestId('queue-item').filter({ hasText: shopperName });
      await expect(item.getByTestId('queue-position')).toHaveText('1');
      await expect(item.getByTestId('queue-ringing')).toHaveText(ui.ringing(omar.name));
      await expect(item.getByTestId('queue-waiting')).toBeVisible();
      await saveScreenshot(console, 'console-queue', language);
      await expectAccessible(console, `the queue (${language})`);
      await console.getByRole('button', { name: ui.take(chat.number, shopperName) }).click();
      await expect(console.getByText(ui.taken(chat.number))).toBeVisible();
      await expect(console).toHaveURL(new RegExp(`[?&]chat=${chat.id}`));
      await expect(console.getByTestId('conversation-title')).toHaveText(shopperName);
      await expect(console.getByTestId('composer')).toBeVisible();
      // Omar's offer is gone; the queue is empty.
      await expect(omar.page.getByTestId('offer-item').filter({ hasText: shopperName })).toHaveCount(0);
      await expect(console.getByTestId('queue-count')).toHaveCount(0);
    });

    await test.step('transfer: Lama hands the chat to Omar with a note; he sees it and accepts', async () => {
      const console = lama.page;
      await console.getByTestId('transfer-chat').click();
      const dialog = console.getByTestId('transfer-dialog');
      await dialog.getByRole('radio', { name: omar.name }).check();
      await dialog.getByRole('textbox', { name: ui.note }).fill(text.note(orderNumber));
      await saveScreenshot(console, 'console-transfer', language);
      await dialog.getByRole('button', { name: ui.confirm }).click();
      await expect(console.getByText(ui.transferred(chat.number, omar.name))).toBeVisible();
      await expect(console).not.toHaveURL(/[?&]chat=/);
      await expect(console.getByTestId('chat-unavailable')).toHaveCount(0);
      await expect(console.getByTestId('open-item').filter({ hasText: shopperName })).toHaveCount(0);

      const received = omar.page.getByTestId('transfer-received');
      await expect(received).toContainText(ui.received(lama.name, chat.number));
      await expect(received).toContainText(text.note(orderNumber));
      const offer = omar.page.getByTestId('offer-item').filter({ hasText: shopperName });
      await saveScreenshot(omar.page, 'console-transfer-received', language);
      await offer.getByRole('button', { name: ui.accept }).click();
      await expect(omar.page).toHaveURL(new RegExp(`[?&]chat=${chat.id}`));
      await expect(omar.page.getByTestId('composer')).toBeVisible();
    });

    await test.step('search by order number: Omar closes the chat and finds it again', async () => {
      const console = omar.page;
      await console.getByTestId('close-chat').click();
      await console.getByRole('dialog').getByRole('button', { name: ui.closeChat }).click();
      await expect(console.getByTestId('read-only-notice')).toBeVisible();
      await console.goto(`${ui.prefix}/agent`);
      await console.getByTestId('inbox-search').fill(orderNumber);
      const hit = console.getByTestId('search-hit').filter({ hasText: shopperName });
      await expect(hit.getByTestId('search-match')).toHaveText(ui.matched);
      await expect(hit.getByTestId('search-excerpt')).toHaveText(text.order(orderNumber));
      // Closed chats only: the segmented control's label is what a person clicks.
      await console.getByTestId('search-results').locator('label').filter({ hasText: ui.closed }).click();
      await expect(console.getByRole('radio', { name: ui.closed })).toBeChecked();
      await expect(hit).toBeVisible();
      await saveScreenshot(console, 'console-search', language);
      await expectAccessible(console, `search results (${language})`);
      await hit.getByRole('button').click();
      await expect(console).toHaveURL(new RegExp(`[?&]chat=${chat.id}`));
      await expect(console.getByTestId('conversation-title')).toHaveText(shopperName);
      await expect(console.getByTestId('read-only-notice')).toBeVisible();
    });
  } finally {
    await shopper.close();
    await lama.context.close();
    await omar.context.close();
  }
}

test('agents take a chat from the queue, transfer it with a note, and find it by order number (English)', async ({
  page,
  browser,
  playwright,
}) => {
  await journey({ page, browser, playwright }, 'en');
});

test('agents take a chat from the queue, transfer it with a note, and find it by order number (Arabic)', async ({
  page,
  browser,
  playwright,
}) => {
  await journey({ page, browser, playwright }, 'ar');
});
