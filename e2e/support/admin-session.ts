import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './demo.ts';
import { APP_URL } from './origins.ts';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * For journeys in which the admin prepares or manages things: `page` starts signed in as the demo admin. The admin
 * signs in once per worker through the API, because password sign-ins are limited to 10 a minute per e-mail and
 * other specs sign the admin in through the form (signing in is their journey, not these).
 */
export const test = base.extend<{ otherPage: Page }, { adminStorageState: StorageState }>({
  adminStorageState: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: APP_URL });
      const response = await request.post('/api/auth/sign-in/password', {
        data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
      });
      expect(response.ok(), await response.text()).toBe(true);
      await use(await request.storageState());
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminStorageState }, use) => use(adminStorageState),
  /**
   * Someone else's browser, signed out: the person the admin works for (a new manager, an agent). New contexts start
   * from the test's options, so without an empty storage state it would hold the admin's cookies.
   */
  otherPage: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };
