import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { signIn, submitSignIn } from '../support/session.ts';

// Each journey opens a dozen screens from a cold page: on a busy 2-core machine, more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

// The route guard rules of spec section 6 as read in DESIGN.md section 6b, each from a real browser.
// Password sign-ins: admin ×2, manager ×1, agent2 ×1.

/** Opens `path` by typing it in the address bar and waits until the guard has settled on `landsOn`. */
async function open(page: Page, path: string, landsOn: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(landsOn);
}

const screenHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('signed out', () => {
  test('rule 1: an account page sends the visitor to sign in', async ({ page }) => {
    for (const path of ['/user/update-profile', '/user/change-password', '/user/delete-account']) {
      await open(page, path, '/login');
      await expect(screenHeading(page, 'Sign in')).toBeVisible();
    }
  });

  test('the public pages stay reachable without signing in', async ({ page }) => {
    const publicPages = [
      // The landing page's title is the CMS's (admin-edits-the-landing-page.spec.ts changes it for a while).
      { path: '/', heading: /\S/ },
      { path: '/login', heading: 'Sign in' },
      { path: '/phone-login', heading: 'Sign in with phone' },
      { path: '/otp-login', heading: 'Sign in with phone' },
      { path: '/otp-signup', heading: 'Create an account' },
      { path: '/forgot-password', heading: 'Forgot your password?' },
      { path: '/change-password?token=nothing-valid', heading: 'Set a new password' },
      { path: '/cursor-demo', heading: 'Chat widget demo' },
    ];
    for (const { path, heading } of publicPages) {
      await page.goto(path);
      await expect(screenHeading(page, heading)).toBeVisible();
      await expect(page).toHaveURL(path);
    }
  });

  test('rule 2: a back-office page sends the visitor to sign in and back there afterwards', async ({ page }) => {
    await open(page, '/admin/agent', '/login');
    const authData = (await page.context().cookies()).find((cookie) => cookie.name === 'authData');
    expect(JSON.parse(decodeURIComponent(authData?.value ?? '{}'))).toEqual({ redirectUrl: '/admin/agent' });

    await submitSignIn(page, DEMO.admin.email);

    await expect(page).toHaveURL('/admin/agent');
    await expect(screenHeading(page, 'Agents')).toBeVisible();
    await expect(page.getByTestId('sidebar-agents')).toHaveAttribute('aria-current', 'page');
  });

  test('rule 2: the agent console and the customer area also need a sign-in', async ({ page }) => {
    await open(page, '/agent', '/login');
    await open(page, '/customer', '/login');
    await expect(screenHeading(page, 'Sign in')).toBeVisible();
  });
});

test('an admin is kept to the admin pages (rules 3, 4 and 7)', async ({ page }) => {
  await signIn(page, DEMO.admin, '/admin');

  // Rule 3: the sign-in screens send a signed-in admin to the back office.
  for (const path of ['/login', '/phone-login', '/otp-login', '/change-password']) {
    await open(page, path, '/admin');
  }
  // Rule 4: so does the home page.
  await open(page, '/', '/admin');
  await expect(screenHeading(page, 'Dashboard')).toBeVisible();

  // Rule 7: brand configuration is a brand manager's screen; the admin's own brand screen opens.
  await open(page, '/admin/brand/configuration', '/admin');
  await expect(screenHeading(page, 'Dashboard')).toBeVisible();
  await open(page, '/admin/brand', '/admin/brand');
  await expect(screenHeading(page, 'Brands')).toBeVisible();
});

test('a brand manager cannot open the admin-only screens (rules 3, 4 and 6)', async ({ page }) => {
  await signIn(page, DEMO.manager, '/admin');

  await open(page, '/login', '/admin');
  await open(page, '/', '/admin');

  // Rule 6: the brands list and the canned response categories are the admin's.
  await open(page, '/admin/brand', '/admin');
  await expect(screenHeading(page, 'Dashboard')).toBeVisible();
  await open(page, '/admin/canned-response/category', '/admin');
  await expect(screenHeading(page, 'Dashboard')).toBeVisible();

  // The brand manager's own screens open.
  await open(page, '/admin/brand/configuration', '/admin/brand/configuration');
  await expect(screenHeading(page, 'Brand Configuration')).toBeVisible();
  await open(page, '/admin/canned-response/case', '/admin/canned-response/case');
  await expect(screenHeading(page, 'Cases')).toBeVisible();
});

test('an agent is kept out of the back office (rules 3 and 5)', async ({ page }) => {
  await signIn(page, DEMO.agent2, '/');
  await expect(page.getByTestId('open-agent-console')).toBeVisible();

  // Rule 3: an agent on a sign-in screen goes to the home page, not to the back office.
  await open(page, '/login', '/');
  await open(page, '/phone-login', '/');

  // Rule 5: no back-office role, no back office.
  for (const path of ['/admin', '/admin/agent', '/admin/faq']) {
    await open(page, path, '/');
    await expect(page.getByTestId('open-agent-console')).toBeVisible();
  }
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  // The way into the agent's own area.
  await page.getByTestId('open-agent-console').click();
  await expect(page).toHaveURL('/agent');
  await expect(page.getByTestId('panel-title')).toHaveText('Agent console');
});
