import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';

// Issue 22, defect 13: a text field shows a visible focus ring, and the back office's first Tab offers to skip the
// header and sidebar (it took 24 Tabs to reach Chat Management's search). Password sign-ins (API): manager2 ×1.

async function ringOf(field: Locator) {
  return field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
}

/** Tabs until `target` has the focus; how many it took (at most `limit`). */
async function tabsTo(page: Page, target: Locator, limit: number): Promise<number> {
  for (let count = 1; count <= limit; count += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return count;
  }
  return Number.POSITIVE_INFINITY;
}

test('a text field shows a 2 px ring where the keyboard is', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  expect((await ringOf(email)).style).toBe('none');
  await expect.poll(() => tabsTo(page, email, 10)).toBeLessThan(10);
  expect(await ringOf(email)).toEqual({ style: 'solid', width: '2px' });
});

test('the back office’s first Tab skips to the screen, in English and Arabic', async ({ browser }) => {
  const context = await browser.newContext();
  const response = await context.request.post('/api/auth/sign-in/password', {
    data: { email: DEMO.manager2.email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/admin/chat-management');
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
  // The first screen of a session loads the back office's chunks: over 10 s on a busy 2-core machine.
  await expect(search).toBeVisible({ timeout: 30_000 });

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/admin/chat-management');
  expect(await tabsTo(page, search, 6)).toBeLessThanOrEqual(6);

  await page.goto('/ar/admin');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'انتقل إلى المحتوى الرئيسي' })).toBeFocused();
  await context.close();
});
