import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { stripedPng } from '../support/images.ts';
import { APP_URL, DEMO_SALLA_URL } from '../support/origins.ts';
import { uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// Issue 18: a Salla store installs Tawasul from the App Store (Easy Mode). The demo's Salla stand-in (the one the
// server talks to) makes the store and posts Salla's signed `app.store.authorize` to the server's webhook; the
// store's domain is none of a brand's allowed domains, so it waits on the admin's Salla installations screen. The
// admin assigns it to a new Salla brand (made through the API), and the Brands screen shows that brand connected.
// The admin's session is the worker's; `/ar/…` shows the screens in Arabic.

type Language = 'en' | 'ar';

const TEXTS = {
  en: {
    nav: 'Salla installations',
    assign: 'Assign to brand',
    dialog: 'Assign the store to a brand',
    brand: 'Brand',
    confirm: 'Assign',
    done: (store: string, brand: string) => `${store} is now connected to ${brand}.`,
    empty: 'No store matches',
    connected: 'Connected',
    notConnected: 'Not connected',
  },
  ar: {
    nav: 'تثبيتات سلة',
    assign: 'ربط بعلامة تجارية',
    dialog: 'ربط المتجر بعلامة تجارية',
    brand: 'العلامة التجارية',
    confirm: 'ربط',
    done: (store: string, brand: string) => `أصبح ${store} متصلًا بـ ${brand}.`,
    empty: 'لا يوجد متجر مطابق',
    connected: 'مربوط',
    notConnected: 'غير مربوط',
  },
} as const;

const LOGO = stripedPng('logo.png', { width: 64, height: 64 }, [
  [245, 159, 0],
  [255, 255, 255],
]);

/** A new brand whose order manager is Salla, not connected, allowing no domain of the store's. */
async function createSallaBrand(admin: APIRequestContext, suffix: string) {
  const headers = { origin: APP_URL };
  const upload = await admin.post('/api/uploads?kind=image', {
    multipart: { file: { name: LOGO.name, mimeType: LOGO.mimeType, buffer: LOGO.buffer } },
    headers,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id: logoUploadId } = (await upload.json()) as { id: string };
  const created = await admin.post('/api/brands', {
    data: {
      nameEn: `Waha Perfumes ${suffix}`,
      nameAr: `عطور الواحة ${suffix}`,
      email: `care-${suffix}@waha.test`,
      logoUploadId,
      orderManager: 'salla',
      allowedDomains: [`shop-${suffix}.waha.test`],
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; nameEn: string; nameAr: string; connectionStatus: string };
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const text = TEXTS[language];
  const prefix = language === 'ar' ? '/ar' : '';

  test(`a Salla store installed in Easy Mode waits for a brand; the admin assigns it (${language})`, async ({
    page,
    playwright,
  }) => {
    test.slow();
    const suffix = uniqueSuffix();
    const brand = await createSallaBrand(page.request, suffix);
    expect(brand.connectionStatus).toBe('not_connected');
    const brandName = language === 'ar' ? brand.nameAr : brand.nameEn;
    const store = `Waha Store ${suffix}`;
    const domain = `https://waha-${suffix}.example`;

    await test.step('the store installs the app: Salla posts app.store.authorize to the webhook', async () => {
      const salla = await playwright.request.newContext();
      const installed = await salla.post(`${DEMO_SALLA_URL}/_stand-in/installs`, { data: { name: store, domain } });
      expect(installed.status(), await installed.text()).toBe(200);
      expect(((await installed.json()) as { webhook: unknown }).webhook).toEqual({
        status: 200,
        body: { ok: true, handled: true },
      });
      await salla.dispose();
    });

    await test.step('the admin finds it on the Salla installations screen, beside Brands', async () => {
      await page.goto(`${prefix}/admin`);
      await page.getByTestId('sidebar').getByRole('link', { name: text.nav }).click();
      await expect(page).toHaveURL(`${prefix}/admin/salla-installation`);
      await expect(page.getByRole('heading', { level: 1, name: text.nav })).toBeVisible();
      await page.getByRole('searchbox').fill(suffix);
      const row = page.getByRole('row').filter({ hasText: store });
      await expect(row).toContainText(domain, { timeout: 30_000 });
      await saveScreenshot(page, 'salla-installations', language);
    });

    await test.step('assigns it to the brand after a confirmation: the store leaves the list', async () => {
      await page.getByRole('row').filter({ hasText: store }).getByRole('button', { name: text.assign }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await dialog.getByRole('combobox', { name: text.brand }).fill(suffix);
      await dialog.getByRole('option', { name: brandName }).click();
      await expect(dialog).toContainText(store);
      await saveScreenshot(page, 'salla-installation-assign', language);
      await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(page.getByText(text.done(store, brandName))).toBeVisible({ timeout: 20_000 });
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.empty)).toBeVisible({ timeout: 20_000 });
    });

    await test.step('the Brands screen shows the brand connected', async () => {
      await page.goto(`${prefix}/admin/brand?search=${suffix}`);
      const row = page.getByRole('row').filter({ hasText: brandName });
      await expect(row).toContainText(text.connected, { timeout: 30_000 });
      await expect(row).not.toContainText(text.notConnected);
    });
  });
}
