import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';

// Issue 22, defect 5: on a laptop screen (1366×860) the landing page form's sticky Save bar sat under the page footer
// until the very end of the page, and the toasts saying "saved", stacked in the bottom corner, covered the Save button.
// The admin scrolls to the middle of the form: the Save button is in view, above the footer and not covered by
// anything; saving twice stacks two toasts, and neither lies over the Save button. The form is saved as it came, so
// the landing page other journeys read does not change.

test.use({ viewport: { width: 1366, height: 860 } });

type Box = { x: number; y: number; width: number; height: number };

const TEXTS = {
  en: { prefix: '', heading: 'Landing Page', save: 'Save', saved: 'The landing page has been saved.' },
  ar: { prefix: '/ar', heading: 'الصفحة الرئيسية', save: 'حفظ', saved: 'تم حفظ الصفحة الرئيسية.' },
} as const;

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** The Save button is inside the window, above the footer's top, and what a click at its centre would reach. */
async function expectSaveButtonInReach(page: Page, save: Locator): Promise<Box> {
  const button = await boxOf(save);
  const footer = await boxOf(page.getByRole('contentinfo'));
  expect(button.y, 'the Save button starts inside the window').toBeGreaterThanOrEqual(0);
  expect(button.y + button.height, 'the Save button ends above the footer').toBeLessThanOrEqual(footer.y);
  const reached = await save.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
  expect(reached, 'nothing lies over the Save button').toBe(true);
  return button;
}

test('the Save bar stays above the footer mid-page, and the saved toasts leave the Save button clear', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const language of ['en', 'ar'] as const) {
    const texts = TEXTS[language];
    await page.goto(`${texts.prefix}/admin/landing-page-form`);
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(page.getByTestId('feature-block')).toHaveCount(4);

    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'the form is longer than the window').toBeGreaterThan(200);
    const save = page.getByTestId('landing-save-bar').getByRole('button', { name: texts.save });
    await expectSaveButtonInReach(page, save);

    // Two saves in a row: their toasts stack.
    const toasts = page.locator('.toast').filter({ hasText: texts.saved });
    await save.click();
    await expect(toasts).toHaveCount(1);
    await expect(save).not.toHaveAttribute('data-loading');
    await save.click();
    await expect(toasts).toHaveCount(2);
    await expect(save).not.toHaveAttribute('data-loading');

    const button = await expectSaveButtonInReach(page, save);
    for (const toast of await toasts.all()) {
      expect(overlaps(await boxOf(toast), button), 'a toast lies over the Save button').toBe(false);
    }
  }
});
