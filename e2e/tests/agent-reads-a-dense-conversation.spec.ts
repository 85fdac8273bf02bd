import { randomUUID } from 'node:crypto';
import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { APP_URL } from '../support/origins.ts';
import { brandIdByName, createStaff, newPerson, uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { NAKHEEL, NOBODY } from '../support/demo.ts';
import { goOffline, nakheelAgents } from '../support/nakheel-agents.ts';

// Issue 21, item 8: the console's conversation is dense enough to work in all day. A FRESH agent of Nakheel Dates
// answers a widget guest; twenty short lines go back and forth in runs (as people write), and at 1440×900 the agent
// sees at least 14 of them at once: one name over each run, the day's separator above them. English and Arabic.

test.use({ viewport: { width: 1440, height: 900 } });
// A fresh agent of Nakheel goes online beside other journeys' (support/nakheel-agents.ts).
nakheelAgents(test, 'shared');

type Language = 'en' | 'ar';

const UI = {
  en: { prefix: '', presence: 'Available for new chats', accept: 'Accept', today: 'Today' },
  ar: { prefix: '/ar', presence: 'متاح لاستقبال محادثات جديدة', accept: 'قبول', today: 'اليوم' },
} as const;

/** Who writes each line, in order: runs of a few lines from each side. */
const RUNS: ['shopper' | 'agent', number][] = [
  ['shopper', 4],
  ['agent', 3],
  ['shopper', 3],
  ['agent', 2],
  ['shopper', 4],
  ['agent', 4],
];

/** How many messages of the conversation lie wholly inside its scrolled area, as the browser lays them out. */
const visibleMessages = (page: Page) =>
  page.getByTestId('message-list').evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('[data-testid="chat-message"]')].filter((message) => {
      const own = message.getBoundingClientRect();
      return own.height > 0 && own.top >= box.top - 1 && own.bottom <= box.bottom + 1;
    }).length;
  });

async function journey(
  { page, browser, playwright }: { page: Page; browser: Browser; playwright: PlaywrightWorkerArgs['playwright'] },
  language: Language,
) {
  test.slow();
  const ui = UI[language];
  const person = newPerson(['Nour', `Adel${uniqueSuffix().slice(0, 4)}`], ['نور', 'عادل'], 'nakheel.test');
  await createStaff(page.request, 'agents', person, await brandIdByName(page.request, NAKHEEL.nameEn));
  const context = await browser.newContext({ storageState: NOBODY, viewport: { width: 1440, height: 900 } });
  const signedIn = await context.request.post('/api/auth/sign-in/password', {
    data: { email: person.email, password: person.password },
    headers: { origin: APP_URL },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const console = await context.newPage();
  const shopper = await playwright.request.newContext({ baseURL: APP_URL, storageState: NOBODY });
  try {
    await console.goto(`${ui.prefix}/agent`);
    const presence = console.getByRole('switch', { name: ui.presence });
    await presence.focus();
    await presence.press('Space');
    await expect(presence).toBeChecked();

    const name = `${language === 'ar' ? 'دانة' : 'Dana'} ${uniqueSuffix()}`;
    const made = await shopper.post(`/api/public/brands/${NAKHEEL.widgetId}/guests`, { data: { name, language } });
    const headers = { authorization: `Bearer ${((await made.json()) as { token: string }).token}` };
    const started = await shopper.post('/api/shopper/chats', {
      data: { widgetId: NAKHEEL.widgetId, language },
      headers,
    });
    const chat = (await started.json()) as { id: string };
    const write = async (who: 'shopper' | 'agent', body: string) => {
      const response =
        who === 'shopper'
          ? await shopper.post(`/api/chats/${chat.id}/messages`, { data: { id: randomUUID(), body }, headers })
          : await context.request.post(`/api/chats/${chat.id}/messages`, {
              data: { id: randomUUID(), body },
              headers: { origin: APP_URL },
            });
      expect(response.ok(), await response.text()).toBe(true);
    };
    await write('shopper', language === 'ar' ? 'مرحبًا' : 'Hello');
    await console.getByTestId('offer-item').filter({ hasText: name }).getByRole('button', { name: ui.accept }).click();
    await expect(console).toHaveURL(new RegExp(`[?&]chat=${chat.id}`));

    let line = 1;
    for (const [who, count] of RUNS) {
      for (let index = 0; index < count; index += 1) {
        line += 1;
        await write(who, language === 'ar' ? `سطر ${line}` : `Line ${line}`);
      }
    }
    const last = language === 'ar' ? `سطر ${line}` : `Line ${line}`;
    await expect(console.getByTestId('message-list').getByText(last, { exact: true })).toBeVisible();

    await test.step('at least 14 short messages are in view at once, grouped under one name per run', async () => {
      expect(await visibleMessages(console)).toBeGreaterThanOrEqual(14);
      await expect(console.getByTestId('day-separator').first()).toHaveText(ui.today);
      // One name per run of one person's lines (the welcome lines and the agent-joined line start runs of their own).
      const names = await console.getByTestId('message-author').count();
      const messages = await console.getByTestId('chat-message').count();
      expect(names).toBeLessThan(messages / 2);
      await saveScreenshot(console, 'console-dense-conversation', language);
    });
  } finally {
    await Promise.all([goOffline(context), shopper.dispose()]);
  }
}

test('an agent sees at least 14 short messages at once at 1440×900 (English)', async ({
  page,
  browser,
  playwright,
}) => {
  await journey({ page, browser, playwright }, 'en');
});

test('an agent sees at least 14 short messages at once at 1440×900 (Arabic)', async ({ page, browser, playwright }) => {
  await journey({ page, browser, playwright }, 'ar');
});
