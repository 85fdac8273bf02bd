import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { APP_URL } from '../support/origins.ts';
import { brandIdByName, createStaff, newPerson, uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { NAKHEEL, NOBODY } from '../support/demo.ts';
import { nakheelAgents } from '../support/nakheel-agents.ts';

// Issue 21, item 5: a FRESH agent of Nakheel Dates answers a widget guest and closes the chat; the guest rates it 4 of
// 5 with a comment in the widget's app; the admin (the worker's session) finds the rating in Agents › Performance (the
// agent's row and the period's average) and in the chat's details in Chat Management. English and Arabic, with
// screenshots of the widget's rating and the report.

test.use({ viewport: { width: 1440, height: 900 } });
// The router must offer the chat to this journey's agent, the brand's only one online (support/nakheel-agents.ts).
nakheelAgents(test, 'alone');

type Language = 'en' | 'ar';

const UI = {
  en: {
    prefix: '',
    ask: 'How was this chat?',
    star: '4 of 5',
    comment: 'Anything to add? (optional)',
    send: 'Send rating',
    thanks: 'Thank you: you rated this chat 4 of 5.',
    words: 'Quick and kind, thank you',
    summary: /^Average satisfaction rating: [\d.]+ of 5 \(ratings given: \d+\)$/,
    rating: 'Satisfaction rating',
    score: '4 of 5',
  },
  ar: {
    prefix: '/ar',
    ask: 'ما تقييمك لهذه المحادثة؟',
    star: '4 من 5',
    comment: 'هل تود إضافة شيء؟ (اختياري)',
    send: 'إرسال التقييم',
    thanks: 'شكرًا لك: قيّمت هذه المحادثة بـ 4 من 5.',
    words: 'خدمة سريعة ولطيفة، شكرًا',
    summary: /^متوسط تقييم الرضا: [\d.]+ من 5 \(عدد التقييمات: \d+\)$/,
    rating: 'تقييم الرضا',
    score: '4 من 5',
  },
} as const;

/** A fresh agent of Nakheel signed in through the API and online; it accepts and closes the guest's chat. */
async function answeredAndClosedChat(
  playwright: PlaywrightWorkerArgs['playwright'],
  admin: APIRequestContext,
  language: Language,
) {
  const person = newPerson(['Rana', `Saad${uniqueSuffix().slice(0, 4)}`], ['رنا', 'سعد'], 'nakheel.test');
  await createStaff(admin, 'agents', person, await brandIdByName(admin, NAKHEEL.nameEn));
  const staff = await playwright.request.newContext({
    baseURL: APP_URL,
    storageState: NOBODY,
    extraHTTPHeaders: { origin: APP_URL },
  });
  const signedIn = await staff.post('/api/auth/sign-in/password', {
    data: { email: person.email, password: person.password },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  expect((await staff.patch('/api/auth/changeOnlineStatus', { data: { isOnline: true } })).ok()).toBe(true);

  const shopper = await playwright.request.newContext({ baseURL: APP_URL, storageState: NOBODY });
  const made = await shopper.post(`/api/public/brands/${NAKHEEL.widgetId}/guests`, {
    data: { name: `${language === 'ar' ? 'هيا' : 'Haya'} ${uniqueSuffix()}`, language },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { token } = (await made.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const started = await shopper.post('/api/shopper/chats', { data: { widgetId: NAKHEEL.widgetId, language }, headers });
  const chat = (await started.json()) as { id: string; number: number };
  const wrote = await shopper.post(`/api/chats/${chat.id}/messages`, {
    data: { id: randomUUID(), body: language === 'ar' ? 'أين طلبي؟' : 'Where is my order?' },
    headers,
  });
  expect(wrote.ok(), await wrote.text()).toBe(true);
  // The router offers it to the only free agent of the brand: this one.
  await expect
    .poll(async () => ((await (await staff.get(`/api/chats/${chat.id}`)).json()) as { status: string }).status)
    .toBe('pending_acceptance');
  expect((await staff.post(`/api/chats/${chat.id}/accept`)).ok()).toBe(true);
  const answer = language === 'ar' ? 'طلبك في الطريق.' : 'Your order is on its way.';
  expect((await staff.post(`/api/chats/${chat.id}/messages`, { data: { id: randomUUID(), body: answer } })).ok()).toBe(
    true,
  );
  expect((await staff.post(`/api/chats/${chat.id}/close`)).ok()).toBe(true);
  await staff.patch('/api/auth/changeOnlineStatus', { data: { isOnline: false } });
  await Promise.all([staff.dispose(), shopper.dispose()]);
  return { chat, token, agent: person };
}

/** The widget's app as the launcher opens it, with the guest's token where the widget keeps it. */
async function openWidgetChat(page: Page, token: string, chatId: string, language: Language) {
  const context = await page
    .context()
    .browser()!
    .newContext({ storageState: NOBODY, viewport: { width: 400, height: 640 } });
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [`tawasul.widget.${NAKHEEL.widgetId}.session`, JSON.stringify({ kind: 'guest', token, name: null })],
  );
  const widget = await context.newPage();
  await widget.goto(`/widget?id=${NAKHEEL.widgetId}&locale=${language}&chat=${chatId}`);
  return { context, widget };
}

async function journey(
  { page, playwright }: { page: Page; playwright: PlaywrightWorkerArgs['playwright'] },
  language: Language,
) {
  test.slow();
  const ui = UI[language];
  const { chat, token, agent } = await answeredAndClosedChat(playwright, page.request, language);

  await test.step('the guest rates the closed chat in the widget, once', async () => {
    const { context, widget } = await openWidgetChat(page, token, chat.id, language);
    const card = widget.getByRole('form', { name: ui.ask });
    await expect(card).toBeVisible({ timeout: 20_000 });
    // A star is the radio's label, as a person clicks it.
    const radio = card.getByRole('radio', { name: ui.star });
    await card.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
    await card.getByRole('textbox', { name: ui.comment }).fill(UI[language].words);
    await card.getByRole('button', { name: ui.send }).click();
    await expect(widget.getByText(ui.thanks)).toBeVisible();
    await expect(widget.getByRole('form', { name: ui.ask })).toHaveCount(0);
    const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
    await widget.screenshot({ path: path.join(folder, `widget-rating-${language}.png`), animations: 'disabled' });
    // A second answer for the same closing is refused by the server.
    const again = await widget.request.post(`/api/shopper/chats/${chat.id}/rating`, {
      data: { score: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status()).toBe(409);
    await context.close();
  });

  await test.step('the rating appears in Agents › Performance: the agent’s row and the period’s average', async () => {
    await page.goto(`${ui.prefix}/admin/agent?tab=performance&search=${encodeURIComponent(agent.email)}`);
    const row = page.getByRole('main').getByRole('table').first().locator('tbody tr').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    const cells = row.getByRole('cell');
    // The last two columns: the agent's ratings in the period and their average.
    await expect(cells.nth(-2)).toHaveText('1');
    await expect(cells.nth(-1)).toHaveText('4');
    await expect(page.getByTestId('rating-summary')).toHaveText(ui.summary);
    await saveScreenshot(page, 'agent-performance-ratings', language);
  });

  await test.step('and in the chat’s details in Chat Management, with its comment', async () => {
    await page.goto(`${ui.prefix}/admin/chat-management?view=${chat.id}`);
    const rating = page.getByRole('dialog').getByTestId('chat-rating');
    await expect(rating).toContainText(ui.score, { timeout: 20_000 });
    await expect(rating).toContainText(UI[language].words);
  });
}

test('a guest rates a closed chat and the rating appears in the report (English)', async ({ page, playwright }) => {
  await journey({ page, playwright }, 'en');
});

test('a guest rates a closed chat and the rating appears in the report (Arabic)', async ({ page, playwright }) => {
  await journey({ page, playwright }, 'ar');
});
