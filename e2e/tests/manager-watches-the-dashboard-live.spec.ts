import type { Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { DEMO } from '../support/demo.ts';
import { APP_URL } from '../support/origins.ts';
import { uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { guestShopper, staffSession, type ChatSummary } from '../support/shopper.ts';

// Issue 10's dashboard: the brand manager of Nakheel Dates watches /admin while a guest starts a chat on the store
// through the widget's API; "Active chats" goes up without a reload (the server's `dashboard:changed`). The admin (the
// worker's session) has the brand filter, the manager does not. Other journeys start and close chats on the same
// server, so the counts are compared with what they were just before, never with fixed numbers.
// Password sign-ins (API): manager ×1. Screenshots of the dashboard in English and Arabic (`/ar/…`).

test.use({ viewport: { width: 1440, height: 1000 } });

const NAKHEEL = { widgetId: 'demo-nakheel', nameEn: 'Nakheel Dates', nameAr: 'تمور النخيل' };
const COUNTS = ['totalUsers', 'totalAgents', 'activeChats', 'currentActiveAgents', 'currentActiveChats'] as const;
const LABELS = {
  en: ['Total users', 'Total agents', 'Active chats', 'Agents online now', 'Chats open now'],
  ar: ['إجمالي المستخدمين', 'إجمالي الموظفين', 'المحادثات النشطة', 'الموظفون المتصلون الآن', 'المحادثات المفتوحة الآن'],
};

/** A count as the card shows it (Latin digits in both languages, thousands grouped). */
async function countOf(page: Page, count: (typeof COUNTS)[number]): Promise<number> {
  const text = await page.getByTestId(`stat-${count}`).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** The five cards, each with its label and a number. */
async function expectFiveCounts(page: Page, language: 'en' | 'ar') {
  for (const [index, count] of COUNTS.entries()) {
    const card = page.getByRole('region', { name: LABELS[language][index], exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByTestId(`stat-${count}`)).toHaveText(/^\d[\d,٬]*$/, { timeout: 20_000 });
  }
}

/**
 * The whole dashboard in one picture: the footer is fixed to the window's bottom, so a full-page screenshot of a
 * window shorter than the page shows it across the charts. The window is made as tall as the page for the picture.
 */
async function saveDashboardScreenshot(page: Page, language: 'en' | 'ar', name = 'dashboard') {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await saveScreenshot(page, name, language);
  await page.setViewportSize(viewport);
}

async function live(page: Page, text = 'Live'): Promise<void> {
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await expect(page.getByTestId('live-status')).toHaveText(`●${text}`);
}

test('the brand manager sees a new chat raise the active chats on the dashboard without a reload', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const manager = await staffSession(playwright, DEMO.manager.email);
  const managerContext = await browser.newContext({
    storageState: await manager.request.storageState(),
    viewport: { width: 1440, height: 1000 },
  });
  const managerPage = await managerContext.newPage();
  const shopper = await guestShopper(playwright, { widgetId: NAKHEEL.widgetId, name: `Ghada ${uniqueSuffix()}` });
  let chat: ChatSummary | undefined;

  try {
    await test.step('the manager opens the dashboard: its brand’s five counts, no brand filter', async () => {
      await managerPage.goto('/admin');
      const main = managerPage.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(main.getByText(`Live counts for ${NAKHEEL.nameEn}`)).toBeVisible();
      await expectFiveCounts(managerPage, 'en');
      expect(await countOf(managerPage, 'totalAgents')).toBeGreaterThanOrEqual(3);
      await expect(main.getByRole('combobox', { name: 'Brand', exact: true })).toHaveCount(0);
      await expect(main.getByTestId('time-zone')).toHaveText('Days and hours in Asia/Riyadh time');
      await live(managerPage);
    });

    await test.step('a guest starts a chat on the store and writes: "Active chats" goes up by itself', async () => {
      const loads = await managerPage.evaluate(() => performance.getEntriesByType('navigation').length);
      const before = await countOf(managerPage, 'activeChats');
      chat = await shopper.startChat();
      await shopper.send(chat.id, 'Hello, do you ship dates to Jeddah?');
      // Other journeys may open or close chats meanwhile: ours is one more than before, at least.
      await expect
        .poll(() => countOf(managerPage, 'activeChats'), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(before + 1);
      expect(await managerPage.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
      expect(new URL(managerPage.url()).pathname).toBe('/admin');
      await saveDashboardScreenshot(managerPage, 'en');
    });

    await test.step('the admin has the brand filter, and narrows the dashboard to the brand', async () => {
      await page.goto('/admin');
      const main = page.getByRole('main');
      await expect(main.getByText('Live counts across your brands')).toBeVisible();
      await expectFiveCounts(page, 'en');
      const filter = main.getByRole('combobox', { name: 'Brand', exact: true });
      await expect(filter).toBeVisible();
      await filter.click();
      await page.getByRole('option', { name: NAKHEEL.nameEn, exact: true }).click();
      await expect(page).toHaveURL(/[?&]brandId=[0-9a-f-]{36}/);
      await expect(main.getByText(`Live counts for ${NAKHEEL.nameEn}`)).toBeVisible();
      await expectFiveCounts(page, 'en');
      await live(page);
      await saveDashboardScreenshot(page, 'en', 'dashboard-admin');
    });

    await test.step('the same dashboard in Arabic, right to left', async () => {
      await managerPage.goto('/ar/admin');
      await expect(managerPage.locator('html')).toHaveAttribute('dir', 'rtl');
      const main = managerPage.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'لوحة المعلومات' })).toBeVisible();
      await expect(main.getByText(NAKHEEL.nameAr)).toBeVisible();
      await expectFiveCounts(managerPage, 'ar');
      await expect(main.getByTestId('time-zone')).toContainText('Asia/Riyadh');
      await live(managerPage, 'مباشر');
      await saveDashboardScreenshot(managerPage, 'ar');
    });
  } finally {
    // The journey's chat leaves the brand's queue, so it takes no agent from the journeys that follow.
    if (chat) await page.request.post(`/api/chats/${chat.id}/close`, { headers: { origin: APP_URL } });
    await shopper.close();
    await managerContext.close();
    await manager.close();
  }
});
