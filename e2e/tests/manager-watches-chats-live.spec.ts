import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { DEMO } from '../support/demo.ts';
import { uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { guestShopper, staffSession, type ChatSummary } from '../support/shopper.ts';
import { nakheelAgents } from '../support/nakheel-agents.ts';

// Issue 6's back-office screens: the admin (the worker's session) watches Chat Management while a guest starts a chat
// through the widget's API; the chat appears and changes without a reload, the admin gives it to another agent, and a
// critical word of the brand (Nakheel Dates: "refund", apps/server/src/modules/settings/configuration-defaults.ts)
// raises a toast, lands in Critical Message and in the brand manager's notification centre. Password sign-ins (API):
// agent ×1, agent2 ×1 (to go online for the router), manager ×1.
// Screenshots of both screens and the drawers in English and Arabic (`/ar/…`, nothing saved on the account).

test.use({ viewport: { width: 1440, height: 1000 } });
// The router must choose between the demo's two agents alone (support/nakheel-agents.ts).
nakheelAgents(test, 'alone');
// Four browsers' worth of sessions and both languages: over two minutes on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

const NAKHEEL = { widgetId: 'demo-nakheel', nameEn: 'Nakheel Dates', nameAr: 'تمور النخيل' };
const AGENTS = [DEMO.agent, DEMO.agent2] as const;

/** The chat's row in the list of chats (the "Waiting now" card above it lists a waiting chat as well). */
const rowOf = (page: Page, chat: Pick<ChatSummary, 'number'>): Locator =>
  page
    .getByRole('row')
    .and(page.locator(':not([data-testid="chat-queue-row"])'))
    .filter({ has: page.getByText(`#${chat.number}`, { exact: true }) });

async function chatAsAdmin(page: Page, id: string): Promise<ChatSummary> {
  const response = await page.request.get(`/api/chats/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ChatSummary;
}

/**
 * A drawer scrolls on its own, so a full-page screenshot shows all of it only in a window as tall as the drawer's
 * content (and the page behind it).
 */
async function saveDrawerScreenshot(page: Page, dialog: Locator, name: string, language: 'en' | 'ar') {
  const viewport = page.viewportSize()!;
  const drawer = await dialog.evaluate((element) => element.scrollHeight);
  const content = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, drawer, content) });
  await saveScreenshot(page, name, language);
  await page.setViewportSize(viewport);
}

/** Waits for the screen's live updates to be flowing (the header's badge). */
async function live(page: Page, text = 'Live'): Promise<void> {
  // A fresh page loads its screen, then connects its socket: on a busy 2-core machine that can take over 10 s.
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expect(page.getByTestId('live-status')).toHaveText(`●${text}`);
}

test('the admin watches a chat start live, gives it to another agent and hears of a critical word', async ({
  page,
  browser,
  playwright,
}) => {
  const suffix = uniqueSuffix();
  const shopperName = `Hessa ${suffix}`;
  const agents = await Promise.all(AGENTS.map((person) => staffSession(playwright, person.email)));
  const shopper = await guestShopper(playwright, { widgetId: NAKHEEL.widgetId, name: shopperName });
  // The brand's manager watches too, in a browser of its own: its notification centre hears of the critical word.
  const manager = await staffSession(playwright, DEMO.manager.email);
  const managerContext = await browser.newContext({ storageState: await manager.request.storageState() });
  const managerPage = await managerContext.newPage();
  let chat!: ChatSummary;

  try {
    await test.step('the admin opens Chat Management; both agents of the brand go online', async () => {
      await page.goto('/admin/chat-management');
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Chat Management' })).toBeVisible();
      await live(page);
      await managerPage.goto('/admin/chat-management');
      await live(managerPage);
      // Online agents take the brand's waiting chats first (the seeded one among them), then ours.
      for (const agent of agents) await agent.setOnline(true);
    });

    await test.step('a guest starts a chat on the store: its row appears without a reload', async () => {
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      chat = await shopper.startChat();
      const row = rowOf(page, chat);
      // The list reads the server again up to a second after the event; the one embedded database is shared by
      // every journey running, so on a busy machine that read may wait its turn for over 10 s.
      await expect(row).toBeVisible({ timeout: 30_000 });
      await expect(row).toContainText(shopperName);
      await expect(row).toContainText(NAKHEEL.nameEn);
      await expect(row).toContainText('New');

      // The first message puts it in the queue, and the router offers it to an online agent: the row follows.
      await shopper.send(chat.id, 'Hello, I have a question about my order.');
      await expect(row).toContainText('Pending acceptance');
      chat = await chatAsAdmin(page, chat.id);
      expect(chat.agent).not.toBeNull();
      await expect(row).toContainText(chat.agent!.name);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
      expect(new URL(page.url()).pathname).toBe('/admin/chat-management');
    });

    await test.step('the admin gives the chat to the other agent, choosing among the agents and their loads', async () => {
      const other = AGENTS.find((person) => person.name !== chat.agent!.name)!;
      const row = rowOf(page, chat);
      await row.getByRole('button', { name: 'Change agent' }).click();
      const modal = page.getByRole('dialog', { name: 'Change agent' });
      const current = modal.getByRole('radio', { name: chat.agent!.name });
      await expect(current).toBeDisabled();
      await expect(modal.getByTestId('eligible-agent').filter({ hasText: chat.agent!.name })).toContainText(
        'Current agent',
      );
      const target = modal.getByTestId('eligible-agent').filter({ hasText: other.name });
      await expect(target).toContainText('Online');
      await expect(target).toContainText(/\d+\/\d+ chats/);
      await modal.getByRole('radio', { name: other.name }).click();
      await saveScreenshot(page, 'chat-change-agent', 'en');
      await modal.getByRole('button', { name: 'Assign' }).click();
      // The assignment waits for the brand's routing lock and the list to refresh: on a busy machine, more than 10 s.
      await expect(page.getByText(`Chat #${chat.number} is now with ${other.name}.`)).toBeVisible({ timeout: 30_000 });
      await expect(modal).toBeHidden();
      await expect(row).toContainText(other.name);
      chat = await chatAsAdmin(page, chat.id);
      expect(chat.agent?.name).toBe(other.name);
    });

    await test.step('a critical word in the guest’s next message raises the alert live', async () => {
      await shopper.send(chat.id, 'The dates arrived crushed, I want a refund please.');
      const toast = page.getByTestId('critical-toast').filter({ hasText: 'Critical message: Refund request' });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('The customer is asking for a refund.');
      await expect(toast).toContainText(`Chat #${chat.number}, ${NAKHEEL.nameEn}`);
      await saveScreenshot(page, 'chat-management', 'en');
    });

    await test.step('the brand manager’s bell counts it, and its notification opens the chat', async () => {
      // The manager hears of it as a toast too, at the top of the screen, where the bell's panel opens: a click on
      // the panel while the toast slides in lands on the toast. It goes by itself after 5 s.
      const managerToast = managerPage.getByTestId('critical-toast').filter({ hasText: `Chat #${chat.number}` });
      await expect(managerToast).toBeVisible();
      await expect(managerToast).toBeHidden({ timeout: 15_000 });
      const bell = managerPage.getByTestId('notification-bell');
      await expect(bell).toHaveAccessibleName(/^Notifications: \d+ unread$/);
      await bell.click();
      const panel = managerPage.getByRole('dialog', { name: 'Notifications' });
      const item = panel
        .getByTestId('notification-item')
        // It names every category whose words matched: other journeys may have added one that also says "refund".
        .filter({ hasText: `Critical word in chat #${chat.number}: ` })
        .filter({ hasText: 'Refund request · Returns & refunds' });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('data-unread', 'true');
      await saveScreenshot(managerPage, 'notifications', 'en');
      await item.click();
      await expect(managerPage).toHaveURL(`/admin/chat-management?history=${chat.id}`);
      await expect(managerPage.getByRole('dialog', { name: `Chat #${chat.number}: history` })).toBeVisible();

      await managerPage.goto('/ar/admin/chat-management');
      await managerPage.getByTestId('notification-bell').click();
      const arabic = managerPage.getByRole('dialog', { name: 'الإشعارات' });
      // Other journeys' chats may have newer notifications (an agent's late answer): ours is among them.
      await expect(
        arabic
          .getByTestId('notification-item')
          .filter({ hasText: new RegExp(`المحادثة #${chat.number}(?!\\d)`) })
          .first(),
      ).toBeVisible();
      await saveScreenshot(managerPage, 'notifications', 'ar');
    });

    await test.step('the message is in Critical Message, and opens its chat’s history', async () => {
      await page.getByTestId('sidebar-critical-messages').click();
      await expect(page).toHaveURL('/admin/critical-message');
      await live(page);
      const row = page
        .getByRole('row')
        .filter({ hasText: 'The dates arrived crushed, I want a refund please.' })
        .first();
      await expect(row).toContainText(`#${chat.number}`);
      await expect(row).toContainText(shopperName);
      await expect(row).toContainText('refund');
      await expect(row.getByRole('switch')).not.toBeChecked();
      await saveScreenshot(page, 'critical-messages', 'en');

      // From the keyboard: the switch's drawn track lies over its input, so a pointer click lands on the track.
      await row.getByRole('switch').press('Space');
      await expect(page.getByText('Marked as handled.')).toBeVisible();
      await expect(row.getByRole('switch')).toBeChecked();

      await row.getByRole('button', { name: 'Open the chat' }).click();
      await expect(page).toHaveURL(`/admin/chat-management?history=${chat.id}`);
      const history = page.getByRole('dialog', { name: `Chat #${chat.number}: history` });
      await expect(history.getByText('Hello, I have a question about my order.')).toBeVisible();
      await expect(history.getByText('The dates arrived crushed, I want a refund please.')).toBeVisible();
      await expect(history.getByTestId('system-message').filter({ hasText: 'The chat was transferred' })).toContainText(
        `to ${chat.agent!.name}.`,
      );
      await saveDrawerScreenshot(page, history, 'chat-history', 'en');
    });

    await test.step('the details drawer tells the chat’s story', async () => {
      await page.goto(`/admin/chat-management?view=${chat.id}`);
      const details = page.getByRole('dialog', { name: `Chat #${chat.number}` });
      await expect(details.getByText('Guest (no account)')).toBeVisible();
      const timeline = details.getByTestId('chat-timeline');
      await expect(timeline).toContainText('Chat started');
      await expect(timeline).toContainText('Waiting for an agent');
      await expect(timeline).toContainText(`Assigned to ${chat.agent!.name} by the support team`);
      await expect(timeline).toContainText(/Messages exchanged: \d/);
      await saveDrawerScreenshot(page, details, 'chat-details', 'en');
    });

    await test.step('the same screens in Arabic, right to left', async () => {
      await page.goto('/ar/admin/chat-management');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'إدارة المحادثات' })).toBeVisible();
      await live(page, 'مباشر');
      const row = rowOf(page, chat);
      await expect(row).toContainText('بانتظار القبول');
      await expect(row).toContainText(NAKHEEL.nameAr);
      await saveScreenshot(page, 'chat-management', 'ar');

      await row.getByRole('button', { name: 'تغيير الموظف' }).click();
      const modal = page.getByRole('dialog', { name: 'تغيير الموظف' });
      await expect(modal.getByTestId('eligible-agent').first()).toBeVisible();
      await expect(modal).toContainText('الموظف الحالي');
      await saveScreenshot(page, 'chat-change-agent', 'ar');
      await modal.getByRole('button', { name: 'إلغاء' }).click();
      await expect(modal).toBeHidden();

      await page.goto(`/ar/admin/chat-management?view=${chat.id}`);
      const details = page.getByRole('dialog', { name: `المحادثة #${chat.number}` });
      await expect(details.getByTestId('chat-timeline')).toContainText('بدأت المحادثة');
      await saveDrawerScreenshot(page, details, 'chat-details', 'ar');

      await page.goto(`/ar/admin/chat-management?history=${chat.id}`);
      const history = page.getByRole('dialog', { name: `سجل المحادثة #${chat.number}` });
      await expect(history.getByTestId('system-message').filter({ hasText: 'نُقلت المحادثة' })).toBeVisible();
      await saveDrawerScreenshot(page, history, 'chat-history', 'ar');

      await page.goto('/ar/admin/critical-message');
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'الرسائل الحرجة' })).toBeVisible();
      const critical = page.getByRole('row').filter({ hasText: 'The dates arrived crushed' });
      await expect(critical.filter({ hasText: 'طلب استرداد' })).toBeVisible();
      await saveScreenshot(page, 'critical-messages', 'ar');
    });
  } finally {
    for (const agent of agents) {
      await agent.setOnline(false).catch(() => undefined);
      await agent.close();
    }
    await shopper.close();
    await managerContext.close();
    await manager.close();
  }
});
