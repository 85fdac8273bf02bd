import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { currentSession, signIn } from '../support/session.ts';

// Password sign-ins: manager2 ×1, agent4 ×1.

test('a brand manager signs out from the sidebar and the back office is closed again', async ({ page }) => {
  await signIn(page, DEMO.manager2, '/admin');
  await page.getByTestId('sidebar-agents').click();
  await expect(page).toHaveURL('/admin/agent');

  await page.getByTestId('sidebar-sign-out').click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  expect(await currentSession(page)).toBeNull();

  // Back to the page just left: the guard asks for a sign-in.
  await page.goto('/admin/agent');
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
});

test('an agent signs out from the user menu', async ({ page }) => {
  await signIn(page, DEMO.agent4, '/');
  await page.getByTestId('open-agent-console').click();
  await expect(page).toHaveURL('/agent');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL('/login');
  expect(await currentSession(page)).toBeNull();
  await page.goto('/agent');
  await expect(page).toHaveURL('/login');
});
