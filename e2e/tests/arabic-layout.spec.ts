import { expect, test, type Page } from '@playwright/test';
import { screenContent } from '../support/admin-layout.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// Each journey opens a dozen screens from a cold page: on a busy 2-core machine, more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

// The screens in Arabic, right to left, with screenshots of each in both languages (e2e/screenshots).
// Password sign-ins: manager2 ×2, admin ×1. The admin signs in in English only: signing in while reading Arabic
// saves Arabic on the account, and other specs sign in as the admin at the same time.

// Tall enough that the admin's whole sidebar (a scroll area of its own) is in the screenshots.
test.use({ viewport: { width: 1280, height: 1000 } });

async function expectDocumentLanguage(page: Page, lang: 'en' | 'ar'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** Right to left puts the sidebar on the right of the screen's content, left to right on its left. */
async function expectSidebarSide(page: Page, side: 'left' | 'right'): Promise<void> {
  const sidebar = await page.getByTestId('sidebar').boundingBox();
  const content = await screenContent(page).boundingBox();
  expect(sidebar && content).toBeTruthy();
  if (side === 'left') expect(sidebar!.x + sidebar!.width).toBeLessThanOrEqual(content!.x);
  else expect(content!.x + content!.width).toBeLessThanOrEqual(sidebar!.x);
}

test('a visitor switches the sign-in page to Arabic', async ({ page }) => {
  await page.goto('/login');
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await saveScreenshot(page, 'login', 'en');

  await page.getByTestId('language-switch').click();

  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByTestId('language-switch')).toHaveText('English');
  await expect(page.getByLabel('البريد الإلكتروني')).toBeVisible();
  await expect(page.getByLabel('كلمة المرور', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByText('مطلوب', { exact: true })).toHaveCount(2);
  await saveScreenshot(page, 'login', 'ar');

  // The choice is kept: a reload stays in Arabic.
  await page.reload();
  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
});

test('a brand manager signs in in Arabic and the back office is mirrored', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-switch').click();
  await expectDocumentLanguage(page, 'ar');
  await page.getByLabel('البريد الإلكتروني').fill(DEMO.manager2.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();

  await expect(page).toHaveURL('/admin');
  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByTestId('panel-title')).toHaveText('لوحة تحكم المسؤول');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة المعلومات' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.manager2.nameAr);
  await expect(page.getByTestId('app-footer')).toHaveText('جميع الحقوق محفوظة. 2024');
  await expect(page).toHaveTitle('لوحة المعلومات - إدارة تواصل');
  await expectSidebarSide(page, 'right');
  await saveScreenshot(page, 'brand-manager-dashboard', 'ar');

  // A locale-prefixed address opens the screen in Arabic.
  await page.goto('/ar/admin/agent');
  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الموظفون' })).toBeVisible();
  await expect(page.getByTestId('sidebar-agents')).toHaveAttribute('aria-current', 'page');
  await expectSidebarSide(page, 'right');
});

test('the brand manager back office in English, for comparison', async ({ page }) => {
  await signIn(page, DEMO.manager2, '/admin');
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectSidebarSide(page, 'left');
  await saveScreenshot(page, 'brand-manager-dashboard', 'en');
});

test('the admin back office in both languages', async ({ page }) => {
  await signIn(page, DEMO.admin, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectSidebarSide(page, 'left');
  await saveScreenshot(page, 'admin-dashboard', 'en');

  await page.goto('/ar/admin');
  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة المعلومات' })).toBeVisible();
  await expect(page.getByTestId('sidebar-cms-landing-page')).toHaveText('الصفحة الرئيسية');
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.admin.nameAr);
  await expectSidebarSide(page, 'right');
  // The header mirrors too: the title on the right, the user menu on the left.
  const title = await page.getByTestId('panel-title').boundingBox();
  const menu = await page.getByTestId('user-menu').boundingBox();
  expect(menu!.x + menu!.width).toBeLessThan(title!.x);
  await saveScreenshot(page, 'admin-dashboard', 'ar');

  await page.getByTestId('sidebar-agents').click();
  await expect(page).toHaveURL('/ar/admin/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'الموظفون' })).toBeVisible();
});

test('the not-found page in both languages', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await saveScreenshot(page, 'not-found', 'en');

  await page.goto('/ar/no/such/page');
  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
  await expect(page.getByTestId('error-description')).toHaveText('الصفحة غير موجودة: /ar/no/such/page');
  await saveScreenshot(page, 'not-found', 'ar');
});
