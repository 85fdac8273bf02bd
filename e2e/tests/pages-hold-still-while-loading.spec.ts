import { expect, test } from '@playwright/test';
import { holdRequests, recordShifts, shiftsOf, twoFrames } from '../support/layout-shifts.ts';

// Issue 22: CLS ≤ 0.05. Reached from another page, the landing page paints its placeholder, then its content
// (`/_payload.json`; a first visit gets it with the HTML). On a phone the placeholder was shorter than the screen, so
// the footer showed at the bottom and was pushed away when the content came (CLS 0.063 in Lighthouse). Here the content is held back until the placeholder has painted, which is what a
// slow network does, and the page's layout shifts are summed as Chromium reports them. Password sign-ins: none.

test.use({ storageState: { cookies: [], origins: [] } });

const SCREENS = [
  { name: 'a phone', viewport: { width: 412, height: 823 }, isMobile: true },
  { name: 'a desktop', viewport: { width: 1350, height: 940 }, isMobile: false },
];

for (const screen of SCREENS) {
  for (const prefix of ['', '/ar']) {
    test.describe(() => {
      test.use({ viewport: screen.viewport, isMobile: screen.isMobile });
      test(`the landing page${prefix ? ' in Arabic' : ''} holds still on ${screen.name} while its content loads`, async ({
        page,
      }) => {
        const content = await holdRequests(page, '**/_payload.json');
        await recordShifts(page);

        // A first visit gets the content with the page (below); reached from another page, it asks for it.
        await page.goto(`${prefix}/login`);
        await page.getByRole('banner').getByRole('link').first().click();
        await expect(page.getByTestId('landing-loading')).toBeVisible();
        // The placeholder and the footer under it have painted where they stand.
        await twoFrames(page);
        content.release();

        await expect(page.getByTestId('landing-hero')).toBeVisible();
        await expect(page.getByTestId('app-footer')).toBeAttached();
        await twoFrames(page);
        expect(await shiftsOf(page)).toBeLessThanOrEqual(0.05);
      });
    });
  }
}

test('a first visit to the landing page draws its content at once, without asking for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/_payload.json')) asked.push(request.url());
  });
  await recordShifts(page);
  await page.goto('/');
  await expect(page.getByTestId('landing-hero')).toBeVisible();
  await expect(page.getByTestId('landing-loading')).toHaveCount(0);
  await twoFrames(page);
  expect(asked).toEqual([]);
  expect(await shiftsOf(page)).toBeLessThanOrEqual(0.05);
});
