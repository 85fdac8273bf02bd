import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { APP_URL } from '../support/origins.ts';
import { brandIdByName, createStaff, newPerson, uniqueSuffix, type NewPerson } from '../support/people.ts';
import {
  launcherLook,
  launcherOf,
  rgb,
  saveWindowScreenshot,
  widgetBubble,
  widgetOf,
  type Language,
} from '../support/widget.ts';
import { NOBODY } from '../support/demo.ts';
import { goOffline, nakheelAgents } from '../support/nakheel-agents.ts';

// Issue 8: a guest chats from the demo store (/cursor-demo, Nakheel Dates' widget embedded as any store embeds it)
// with a FRESH agent of Nakheel Dates made through the admin API (one password sign-in through the API), working in
// a browser of its own. The guest writes while nobody of the brand is online, so it waits in the queue and sees its
// place; then the agent goes online, accepts, and they talk live; the guest reloads and finds the chat again.
// The brand's waiting chats (the demo's, other journeys') are offered to the fresh agent too: it finds its
// shopper's chat by the guest's unique name. Other journeys put Nakheel's agents online for a while (an agent whose
// browser has gone stays online for up to a minute): the guest writes only once nobody is, so it does wait.

test.use({ viewport: { width: 1280, height: 800 } });
// The guest must wait in the queue: no other journey's agent of Nakheel may be online (support/nakheel-agents.ts).
nakheelAgents(test, 'alone');
// Waiting for the brand to have nobody online may take a minute while other journeys run.
test.describe.configure({ timeout: 240_000 });

const NAKHEEL = { widgetId: 'demo-nakheel', nameEn: 'Nakheel Dates', nameAr: 'تمور النخيل', primary: '#7950f2' };

/** What the shopper and the agent read and click, in each language. */
const UI = {
  en: {
    prefix: '',
    label: 'Chat with us',
    brand: NAKHEEL.nameEn,
    name: 'Your name',
    start: 'Start chat',
    continue: 'Continue your chat',
    composer: 'Message',
    queue: /^(You are number \d+ in the queue|You are next in line)/,
    answering: 'Answering you',
    console: 'Agent console',
    presence: 'Available for new chats',
    accept: 'Accept',
  },
  ar: {
    prefix: '/ar',
    label: 'تحدث معنا',
    brand: NAKHEEL.nameAr,
    name: 'اسمك',
    start: 'ابدأ المحادثة',
    continue: 'تابع محادثتك',
    composer: 'الرسالة',
    queue: /^(ترتيبك في قائمة الانتظار: \d+|أنت التالي في قائمة الانتظار)/,
    answering: 'يرد عليك',
    console: 'لوحة الموظف',
    presence: 'متاح لاستقبال محادثات جديدة',
    accept: 'قبول',
  },
} as const;

/** What is said, in each language. */
const SAYS = {
  en: {
    guest: 'Hessa',
    first: 'Hello! Do you ship Sukkari dates to Jeddah?',
    reply: 'Yes, we deliver to Jeddah within two days.',
    thanks: 'Great, thank you!',
  },
  ar: {
    guest: 'حصة',
    first: 'مرحبًا! هل توصلون تمر السكري إلى جدة؟',
    reply: 'نعم، نوصل إلى جدة خلال يومين.',
    thanks: 'رائع، شكرًا لك!',
  },
} as const;

/** A new agent of Nakheel Dates, signed in (through the API) in a browser of its own, on the console, offline. */
async function freshAgent(browser: Browser, admin: APIRequestContext, language: Language) {
  const person: NewPerson = newPerson(['Rana', `Khalil${uniqueSuffix().slice(0, 4)}`], ['رنا', 'خليل'], 'nakheel.test');
  await createStaff(admin, 'agents', person, await brandIdByName(admin, NAKHEEL.nameEn));
  const context = await browser.newContext({ storageState: NOBODY });
  // No browser notification is asked for in earnest: the console's own journey looks at those.
  await context.addInitScript(() => {
    const declined = { permission: 'denied', requestPermission: () => Promise.resolve('denied') };
    Object.defineProperty(window, 'Notification', { value: declined, configurable: true });
  });
  const signedIn = await context.request.post('/api/auth/sign-in/password', {
    data: { email: person.email, password: person.password },
    headers: { origin: APP_URL },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const page = await context.newPage();
  await page.goto(`${UI[language].prefix}/agent`);
  await expect(page.getByTestId('panel-title')).toHaveText(UI[language].console);
  return {
    person,
    page,
    /** Offline again, so that the router offers it nothing more once the journey is over; then its browser goes. */
    leave: () => goOffline(context),
  };
}

/** Whether any agent of Nakheel Dates is online now, as the widget is told. */
async function agentsOnline(request: APIRequestContext): Promise<boolean> {
  const response = await request.get(`/api/public/brands/${NAKHEEL.widgetId}/widget`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { agentsOnline: boolean }).agentsOnline;
}

const consoleBubble = (page: Page, text: string) =>
  page.getByTestId('message-list').getByTestId('chat-message').filter({ hasText: text });

async function chatFromTheDemoStore(
  { page, otherPage: store, browser }: { page: Page; otherPage: Page; browser: Browser },
  language: Language,
) {
  const ui = UI[language];
  const says = SAYS[language];
  const guestName = `${says.guest} ${uniqueSuffix()}`;
  const agent = await freshAgent(browser, page.request, language);
  const console = agent.page;
  const widget = widgetOf(store);
  const launcher = launcherOf(store, ui.label);

  try {
    await test.step('the demo store shows the brand’s launcher, in its colour and label', async () => {
      await store.goto(`${ui.prefix}/cursor-demo`);
      await expect(store.getByTestId('demo-note')).toBeVisible();
      await expect(launcher).toBeVisible();
      await expect(launcher).toHaveText(ui.label);
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
      expect(await launcherLook(launcher)).toEqual({
        background: rgb(NAKHEEL.primary),
        color: 'rgb(255, 255, 255)',
        side: language === 'ar' ? 'left' : 'right',
      });
      await saveWindowScreenshot(store, 'widget-demo-store', language);
    });

    await test.step('the guest opens the widget: the brand’s home, and the keyboard in it', async () => {
      await launcher.click();
      await expect(launcher).toHaveAttribute('aria-expanded', 'true');
      await expect(widget.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(widget.getByTestId('widget-title')).toHaveText(ui.brand);
      await expect(widget.getByTestId('welcome-message').first()).toBeVisible();
      await expect(widget.getByRole('button', { name: ui.start })).toBeVisible();
      // The loader gives the frame the focus as it opens it.
      await expect.poll(() => widget.locator('html').evaluate(() => document.hasFocus())).toBe(true);
      await saveWindowScreenshot(store, 'widget-home', language);
    });

    await test.step('the guest writes while nobody is online: it waits, and sees its place in the queue', async () => {
      await widget.getByRole('textbox', { name: ui.name }).fill(guestName);
      await widget.getByRole('button', { name: ui.start }).click();
      const composer = widget.getByRole('textbox', { name: ui.composer });
      await expect(composer).toBeVisible();
      await expect.poll(() => agentsOnline(page.request), { timeout: 120_000 }).toBe(false);
      await composer.fill(says.first);
      await composer.press('Enter');
      await expect(widgetBubble(widget, says.first)).toBeVisible();
      await expect(widget.getByTestId('queue-status')).toContainText(ui.queue, { timeout: 20_000 });
      await saveWindowScreenshot(store, 'widget-queue', language);
    });

    await test.step('a fresh agent goes online and accepts: the widget names who answers', async () => {
      const presence = console.getByRole('switch', { name: ui.presence });
      await expect(presence).not.toBeChecked();
      await presence.click();
      await expect(presence).toBeChecked();
      const offer = console.getByTestId('offer-item').filter({ hasText: guestName });
      await expect(offer).toBeVisible({ timeout: 30_000 });
      await offer.getByRole('button', { name: ui.accept }).click();
      await expect(console.getByTestId('conversation-title')).toHaveText(guestName);
      await expect(consoleBubble(console, says.first)).toBeVisible();

      // Pushed to the widget over its socket.
      await expect(widget.getByTestId('queue-status')).toBeHidden({ timeout: 20_000 });
      await expect(widget.getByTestId('widget-subtitle')).toHaveText(ui.answering, { timeout: 20_000 });
      await expect(widget.getByTestId('widget-title')).toHaveText(
        new RegExp(`^(${agent.person.name}|${agent.person.firstNameAr} ${agent.person.lastNameAr})$`),
      );
    });

    await test.step('messages go both ways live', async () => {
      const agentComposer = console.getByRole('textbox', { name: ui.composer });
      await agentComposer.fill(says.reply);
      await agentComposer.press('Enter');
      await expect(widgetBubble(widget, says.reply)).toBeVisible({ timeout: 20_000 });

      const composer = widget.getByRole('textbox', { name: ui.composer });
      await composer.fill(says.thanks);
      await composer.press('Enter');
      await expect(widgetBubble(widget, says.thanks)).toBeVisible();
      await expect(consoleBubble(console, says.thanks)).toBeVisible({ timeout: 20_000 });
      await saveWindowScreenshot(store, 'widget-chat', language);
    });

    await test.step('the guest reloads the page: the chat and its messages are still there', async () => {
      await store.reload();
      await expect(launcher).toBeVisible();
      await launcher.click();
      // The tab remembers the open chat: the widget opens on the conversation, not its home view (issue 22).
      for (const text of [says.first, says.reply, says.thanks]) await expect(widgetBubble(widget, text)).toBeVisible();
      await expect(widget.getByRole('button', { name: ui.continue })).toHaveCount(0);
      await expect(widget.getByTestId('widget-subtitle')).toHaveText(ui.answering);
    });
  } finally {
    await agent.leave();
  }
}

test('a guest chats from the demo store: queue, an agent accepts, messages both ways, still there after a reload', async ({
  page,
  otherPage,
  browser,
}) => {
  await chatFromTheDemoStore({ page, otherPage, browser }, 'en');
});

test('the same in Arabic, right to left', async ({ page, otherPage, browser }) => {
  await chatFromTheDemoStore({ page, otherPage, browser }, 'ar');
});
