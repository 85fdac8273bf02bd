import type { Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { APP_URL } from '../support/origins.ts';
import { latestMessage } from '../support/outbox.ts';
import { brandIdByName, uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// Issue 5: a visitor sends Nakheel Dates a message through the public contact form, exactly as the widget will; the
// admin, with the requests open, sees it arrive without reloading, reads it and marks it handled; the brand's
// notification address got the e-mail, whose link opens the same request. Then the screens in both languages. The
// admin's session is the worker's (no password sign-in); `/ar/…` shows Arabic without saving it on the account.

// Tall enough for the drawers and the settings form in one screenshot.
test.use({ viewport: { width: 1280, height: 1000 } });

const WIDGET_ID = 'demo-nakheel';

interface Settings {
  notificationEmail: string | null;
  successMessageEn: string;
}

/** Opens `path` in `language` (Arabic through the `/ar` prefix) and checks the document reads that way. */
async function open(page: Page, path: string, language: 'en' | 'ar'): Promise<void> {
  await page.goto(language === 'ar' ? `/ar${path}` : path);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

test('a visitor sends the contact form; the admin sees it arrive, reads it, marks it handled, and the brand was e-mailed', async ({
  page,
  playwright,
}) => {
  // New requests show up through the list's periodic refresh (15 s) rather than a reload.
  test.slow();
  const brandId = await brandIdByName(page.request, 'Nakheel Dates');
  const settings = (await (await page.request.get(`/api/brands/${brandId}/contact-form-settings`)).json()) as Settings;
  const inbox = settings.notificationEmail;
  expect(inbox, 'the demo brand has a notification address').toBeTruthy();

  const suffix = uniqueSuffix();
  const visitor = {
    name: 'Layla Hassan',
    email: `layla.${suffix}@shopper.test`,
    phone: '+966551234567',
    message: `Order ${suffix} was due on Sunday and has not arrived.\nCan you check where it is?`,
  };

  await page.goto('/admin');
  await page.getByTestId('sidebar-contact-forms').click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Contact forms' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Requests', selected: true })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const sent = new Date();

  await test.step('the visitor sends the form through the public endpoint, as the widget does', async () => {
    // A shopper has no session: a fresh client without the admin's cookies, from the widget's (our) origin.
    const widget = await playwright.request.newContext({
      baseURL: APP_URL,
      storageState: { cookies: [], origins: [] },
    });
    const form = await widget.get(`/api/public/brands/${WIDGET_ID}/contact-form`);
    expect(form.ok()).toBe(true);
    const response = await widget.post(`/api/public/brands/${WIDGET_ID}/contact?lang=en`, {
      data: { ...visitor, website: '' },
      headers: { origin: APP_URL },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: settings.successMessageEn });
    await widget.dispose();
  });

  const row = page.getByRole('row').filter({ hasText: visitor.email });
  await test.step('the request appears in the open list without a reload', async () => {
    await expect(row).toBeVisible({ timeout: 25_000 });
    await expect(row).toContainText(visitor.name);
    await expect(row).toContainText('Nakheel Dates');
    await expect(row).toContainText('Not handled');
  });

  let requestId = '';
  await test.step('the admin reads the whole message and marks the request handled', async () => {
    await row.click();
    const drawer = page.getByRole('dialog', { name: 'Contact request' });
    await expect(drawer.getByTestId('request-message')).toHaveText(visitor.message);
    await expect(drawer.getByRole('link', { name: visitor.phone })).toHaveAttribute('href', `tel:${visitor.phone}`);
    requestId = new URL(page.url()).searchParams.get('view') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    await drawer.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(page.getByText(`The request from ${visitor.name} is marked as handled.`)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
    await saveScreenshot(page, 'contact-request', 'en');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(row).toContainText('Handled');
    await expect(row).not.toContainText('Not handled');

    await page.reload();
    await expect(row).not.toContainText('Not handled');
    await expect(row).toContainText('Handled');
  });

  await test.step("the brand's notification address got the request by e-mail, with a link to it", async () => {
    const mail = await latestMessage(page.request, inbox!, new Date(sent.getTime() - 1000));
    expect(mail.subject).toContain('Nakheel Dates');
    expect(mail.body).toContain(visitor.message);
    expect(mail.body).toContain(visitor.email);
    const link = /(https?:\/\/\S+\/admin\/contact-forms\?view=\S+)/.exec(mail.body)?.[1];
    expect(link).toBe(`${APP_URL}/admin/contact-forms?view=${requestId}`);

    await page.goto(link!);
    await expect(page.getByRole('dialog', { name: 'Contact request' }).getByTestId('request-message')).toHaveText(
      visitor.message,
    );
  });
});

test('the contact form screens in both languages', async ({ page }) => {
  const brandId = await brandIdByName(page.request, 'Qamar Electronics');
  const texts = {
    en: { requests: 'Requests', settings: 'Settings', label: 'Label (English)', view: 'Contact request' },
    ar: { requests: 'الطلبات', settings: 'الإعدادات', label: 'العنوان (بالإنجليزية)', view: 'طلب تواصل' },
  } as const;
  for (const language of ['en', 'ar'] as const) {
    const text = texts[language];
    await open(page, '/admin/contact-forms', language);
    await expect(page.getByRole('tab', { name: text.requests, selected: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'noura@customer.test' }).first()).toBeVisible();
    await saveScreenshot(page, 'contact-requests', language);

    // An Arabic request, opened from the list.
    await page.getByRole('row').filter({ hasText: 'hamad@customer.test' }).first().click();
    const drawer = page.getByRole('dialog', { name: text.view });
    await expect(drawer.getByTestId('request-message')).toHaveAttribute('dir', 'rtl');
    if (language === 'ar') await saveScreenshot(page, 'contact-request', 'ar');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('tab', { name: text.settings }).click();
    await expect(page).toHaveURL(/tab=settings/);
    await page.getByRole('combobox', { name: language === 'en' ? 'Brand' : 'العلامة التجارية' }).click();
    await page.getByRole('option', { name: language === 'en' ? 'Qamar Electronics' : 'قمر للإلكترونيات' }).click();
    await expect(page).toHaveURL(new RegExp(`brandId=${brandId}`));
    await expect(page.getByRole('textbox', { name: text.label })).toHaveValue('How can we help?');
    await saveScreenshot(page, 'contact-form-settings', language);
  }
});
