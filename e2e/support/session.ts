import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo.ts';

/** What GET /api/_auth/session tells about the signed-in person (the part the journeys look at). */
export interface SessionUser {
  email: string | null;
  phone: string | null;
  roles: string[];
}

/** The session the server sees for this page's cookies (page.request shares them with the browser). */
export async function currentSession(page: Page): Promise<SessionUser | null> {
  const response = await page.request.get('/api/_auth/session');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { user: SessionUser | null }).user;
}

/** Fills and sends the /login form, as a person would; the page must already show it. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in through /login in English and waits until the app has taken the person where it should: `/admin` for
 * the back office, `/` for agents and customers (guard rule 3), or the page they were sent away from.
 */
export async function signIn(page: Page, user: { email: string; password?: string }, landsOn: string): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(landsOn);
}
