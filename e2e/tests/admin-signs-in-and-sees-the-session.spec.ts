import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { currentSession, submitSignIn } from '../support/session.ts';

// Issue 2's journey. Password sign-ins: admin ×2 (one refused).

test('the demo admin signs in with a password and the session shows the admin role', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await currentSession(page)).toBeNull();

  await submitSignIn(page, DEMO.admin.email);

  await expect(page).toHaveURL('/admin');
  await expect(page.getByTestId('panel-title')).toHaveText('Admin panel Dashboard');
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.admin.name);
  expect(await currentSession(page)).toMatchObject({ email: DEMO.admin.email, roles: ['admin'] });

  // The session lives in a cookie, not in the page: a reload keeps the admin signed in.
  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.admin.name);
  await expect(page).toHaveURL('/admin');
});

test('a wrong password is refused with a message and nobody is signed in', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, DEMO.admin.email, 'not-the-password');

  await expect(page.getByTestId('form-error')).toHaveText('Invalid login credentials.');
  await expect(page).toHaveURL('/login');
  expect(await currentSession(page)).toBeNull();
});

test('the sign-in form checks its fields before sending anything', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page).toHaveURL('/login');
});
