import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/session.ts';

// Spec section 2: unknown paths show 'Page not found: {path}' to everyone. Password sign-ins: agent5 ×1.

async function expectNotFound(page: Page, path: string): Promise<void> {
  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toHaveAttribute('data-status', '404');
  await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByTestId('error-description')).toHaveText(`Page not found: ${path}`);
  // A public page, titled with the product's name (issue 22), not an admin's.
  await expect(page).toHaveTitle('Page Not Found - Tawasul');
  // An unknown address is not a guarded page: nobody is sent to sign in.
  await expect(page).toHaveURL(path);
}

test('a visitor who mistypes an address sees Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expectNotFound(page, '/no/such/page');

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});

test('a signed-in agent sees the same page, still signed in', async ({ page }) => {
  await signIn(page, DEMO.agent5, '/');

  await page.goto('/no/such/page');
  await expectNotFound(page, '/no/such/page');
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.agent5.name);

  await page.goto('/admin/no-such-screen');
  await expectNotFound(page, '/admin/no-such-screen');
});
