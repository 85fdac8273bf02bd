import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { latestResetLink } from '../support/outbox.ts';
import { currentSession, submitSignIn } from '../support/session.ts';

// Forgot password → the link from the outbox → a new password → signing in with it; the link works only once.
// Only this spec signs in as agent3 (×2: the old password, then the new one), since the password changes here.

const NEW_PASSWORD = 'fresh-dates-2024';

test('an agent resets a forgotten password by the e-mailed link, which then cannot be used again', async ({
  page,
  request,
}) => {
  const user = DEMO.agent3;
  const requestedAfter = new Date();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The address changes before the new screen renders; /login has an Email field too.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-link-sent')).toContainText(`If an account exists for ${user.email}`);

  const link = await latestResetLink(request, user.email, requestedAfter);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('password-reset-done')).toHaveText(
    'Your password has been changed. You can sign in with it now.',
  );

  // The same link a second time: refused, with the way to a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This link has already been used. Please request a new reset link.');
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await submitSignIn(page, user.email);
  await expect(page.getByTestId('form-error')).toHaveText('Invalid login credentials.');
  await submitSignIn(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-menu')).toContainText(user.name);
  expect(await currentSession(page)).toMatchObject({ email: user.email, roles: ['agent'] });
});

test('the reset form asks for matching passwords', async ({ page, request }) => {
  // agent6 never signs in anywhere; the link is only opened, so its password stays the demo one.
  const user = DEMO.agent6;
  const requestedAfter = new Date();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-link-sent')).toBeVisible();

  await page.goto(await latestResetLink(request, user.email, requestedAfter));
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByTestId('password-reset-done')).toHaveCount(0);
});
