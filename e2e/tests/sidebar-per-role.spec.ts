import { expect, test, type Page } from '@playwright/test';
import { visibleSidebarIds, visibleSidebarLabels } from '../support/admin-layout.ts';
import { DEMO } from '../support/demo.ts';
import { BRAND_PORTAL_URL } from '../support/origins.ts';
import { signIn } from '../support/session.ts';

// Each journey opens a dozen screens from a cold page: on a busy 2-core machine, more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

// Spec section 2: the sidebar each back-office role sees, in order, with both groups open.
// Password sign-ins: admin ×1, manager ×2 (one on the brand portal origin).

/** Spec section 2's table: test id, label and route of each entry (groups and sign-out have no route). */
type Entry = readonly [id: string, label: string, route?: string];

const ADMIN_SIDEBAR: readonly Entry[] = [
  ['dashboard', 'Dashboard', '/admin'],
  ['brands', 'Brands', '/admin/brand'],
  ['salla-installations', 'Salla installations', '/admin/salla-installation'],
  ['agents', 'Agents', '/admin/agent'],
  ['brand-managers', 'Brand Managers', '/admin/brand-manager'],
  ['customers', 'Customer', '/admin/customer'],
  ['guests', 'Guest', '/admin/guest'],
  ['chat-management', 'Chat Management', '/admin/chat-management'],
  ['critical-messages', 'Critical Message', '/admin/critical-message'],
  ['canned-response', 'Canned Response'],
  ['canned-response-categories', 'Categories', '/admin/canned-response/category'],
  ['canned-response-cases', 'Cases', '/admin/canned-response/case'],
  ['contact-forms', 'Contact forms', '/admin/contact-forms'],
  ['faq', 'FAQ', '/admin/faq'],
  ['cms', 'CMS'],
  ['cms-pages', 'Pages', '/admin/page'],
  ['cms-faq', 'FAQ', '/admin/cms-faq'],
  ['cms-landing-page', 'Landing Page', '/admin/landing-page-form'],
  ['general-settings', 'General settings', '/admin/settings'],
  ['sign-out', 'Sign out'],
];

const BRAND_MANAGER_SIDEBAR: readonly Entry[] = [
  ['dashboard', 'Dashboard', '/admin'],
  ['agents', 'Agents', '/admin/agent'],
  ['brand-profile', 'Brand Profile', '/admin/brand/profile'],
  ['brand-configuration', 'Brand Configuration', '/admin/brand/configuration'],
  ['chat-management', 'Chat Management', '/admin/chat-management'],
  ['critical-messages', 'Critical Message', '/admin/critical-message'],
  ['canned-response', 'Canned Response'],
  ['canned-response-cases', 'Cases', '/admin/canned-response/case'],
  ['contact-forms', 'Contact forms', '/admin/contact-forms'],
  ['faq', 'FAQ', '/admin/faq'],
  ['general-settings', 'General settings', '/admin/settings'],
  ['sign-out', 'Sign out'],
];

/** Clicks every entry with a route: it opens its screen, marks itself current and names the browser tab. */
async function visitEveryScreen(page: Page, entries: readonly Entry[]): Promise<void> {
  for (const [id, label, route] of entries) {
    if (!route) continue;
    await page.getByTestId(`sidebar-${id}`).click();
    await expect(page).toHaveURL(route);
    await expect(page.getByTestId(`sidebar-${id}`)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${label} - Tawasul Admin`);
    await expect(page.getByTestId('sidebar').locator('[aria-current="page"]')).toHaveCount(1);
  }
}

async function expectSidebar(page: Page, expected: readonly Entry[]): Promise<void> {
  expect(await visibleSidebarIds(page)).toEqual(expected.map(([id]) => `sidebar-${id}`));
  // The spec names the last entry "Sign Out"; the app writes it like its other actions.
  expect(await visibleSidebarLabels(page)).toEqual(expected.map(([, label]) => label));
}

test('the admin sees the admin sidebar, both groups open, in the admin panel frame', async ({ page }) => {
  // It opens every admin screen in turn (twenty of them now that every one is built): more than the default 45 s.
  test.slow();
  await signIn(page, DEMO.admin, '/admin');

  await expectSidebar(page, ADMIN_SIDEBAR);
  await expect(page.getByTestId('sidebar-dashboard')).toHaveAttribute('aria-current', 'page');
  // Not the brand portal (its origin has no "brand"): the admin panel title and product admin name.
  await expect(page.getByTestId('panel-title')).toHaveText('Admin panel Dashboard');
  await expect(page).toHaveTitle('Dashboard - Tawasul Admin');
  await expect(page.getByTestId('app-footer')).toHaveText('All rights reserved. 2024');

  // A group header is a button that says whether its entries are shown; a click, Enter or Space closes and opens it.
  const cms = page.getByRole('button', { name: 'CMS', exact: true });
  await expect(page.getByRole('button', { name: 'Canned Response', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(cms).toHaveAttribute('aria-expanded', 'true');
  await cms.click();
  await expect(cms).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('sidebar-cms-pages')).toBeHidden();
  await cms.press('Enter');
  await expect(cms).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('sidebar-cms-pages')).toBeVisible();
  await cms.press('Space');
  await expect(cms).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('sidebar-cms-landing-page')).toBeHidden();
  await cms.press('Space');
  await expect(cms).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('sidebar-cms-landing-page')).toBeVisible();

  await visitEveryScreen(page, ADMIN_SIDEBAR);
});

test('a brand manager sees the brand manager sidebar', async ({ page }) => {
  await signIn(page, DEMO.manager, '/admin');

  await expectSidebar(page, BRAND_MANAGER_SIDEBAR);
  await expect(page.getByRole('button', { name: 'Canned Response', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByTestId('panel-title')).toHaveText('Admin panel Dashboard');
  await expect(page).toHaveTitle('Dashboard - Tawasul Admin');
  await expect(page.getByTestId('app-footer')).toHaveText('All rights reserved. 2024');
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.manager.name);

  await visitEveryScreen(page, BRAND_MANAGER_SIDEBAR);
});

test.describe('on the brand portal (an origin containing "brand")', () => {
  test.use({ baseURL: BRAND_PORTAL_URL });

  test('the panel is titled Brand Admin Dashboard and the tab names Brand Admin', async ({ page }) => {
    await signIn(page, DEMO.manager, '/admin');

    await expect(page.getByTestId('panel-title')).toHaveText('Brand Admin Dashboard');
    await expect(page).toHaveTitle('Dashboard - Brand Admin');
    await expectSidebar(page, BRAND_MANAGER_SIDEBAR);
  });
});
