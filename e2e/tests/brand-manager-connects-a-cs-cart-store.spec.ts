import type { APIRequestContext } from '@playwright/test';
import { startCsCartStandIn, type CsCartStandIn } from '../../apps/server/src/testing/cs-cart-stand-in.ts';
import { expect, test } from '../support/admin-session.ts';
import { stripedPng } from '../support/images.ts';
import { APP_URL, JOURNEY_STORE_PORT } from '../support/origins.ts';
import { createStaff, newPerson, uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';
import { guestShopper } from '../support/shopper.ts';

// Issue 9: the brand manager of a brand that uses CS-Cart and is not connected yet connects its store from Brand
// Configuration. The admin makes the brand (order manager CS-Cart) and its manager through the API; the manager signs
// in through the form (one password sign-in). The brand's store is a CS-Cart stand-in of its own
// (apps/server/src/testing/cs-cart-stand-in.ts, the one the demo's Qamar Electronics uses), started by this journey on
// a loopback port with the test credentials below: the server is started naming that one origin as a local store it
// may call (STORE_PRIVATE_ORIGINS). Its orders are the demo's CS-Cart orders (10401–10409; 10402 is "O", the spec's
// "Order received", placed by Hamad, +966 55 000 0102).

const LOGO = stripedPng('logo.png', { width: 64, height: 64 }, [
  [12, 166, 120],
  [255, 255, 255],
]);

/** The store's test administrator and API key: what the stand-in accepts, and nothing else. */
const STORE = { name: 'Sidr Electronics', email: 'owner@sidr-electronics.test', apiKey: 'sidr-test-api-key-2026' };

interface Brand {
  id: string;
  widgetId: string;
  nameEn: string;
  connectionStatus: string;
}

/** A new brand whose order manager is CS-Cart, not connected. Changes carry the app's origin, as the browser's would. */
async function createCsCartBrand(admin: APIRequestContext): Promise<Brand> {
  const suffix = uniqueSuffix();
  const headers = { origin: APP_URL };
  const upload = await admin.post('/api/uploads?kind=image', {
    multipart: { file: { name: LOGO.name, mimeType: LOGO.mimeType, buffer: LOGO.buffer } },
    headers,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id: logoUploadId } = (await upload.json()) as { id: string };
  const created = await admin.post('/api/brands', {
    data: {
      nameEn: `Sidr Electronics ${suffix}`,
      nameAr: `إلكترونيات السدر ${suffix}`,
      email: `care-${suffix}@sidr-electronics.test`,
      logoUploadId,
      orderManager: 'cs_cart',
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Brand;
}

let store: CsCartStandIn;
test.beforeAll(async () => {
  store = await startCsCartStandIn({
    storeName: STORE.name,
    email: STORE.email,
    apiKey: STORE.apiKey,
    port: JOURNEY_STORE_PORT,
  });
});
test.afterAll(async () => {
  await store?.close();
});

test('a brand manager connects its CS-Cart store: test, a wrong key refused, save, connected', async ({
  page,
  otherPage: managerPage,
  playwright,
}) => {
  test.slow();
  const brand = await createCsCartBrand(page.request);
  expect(brand.connectionStatus).toBe('not_connected');
  const manager = newPerson(['Ruba', 'Saad'], ['ربى', 'سعد'], 'sidr-electronics.test');
  await createStaff(page.request, 'brand-managers', manager, brand.id);

  const status = managerPage.getByTestId('store-connection-status');

  await test.step('the manager opens Brand Configuration: CS-Cart, not connected', async () => {
    await signIn(managerPage, manager, '/admin');
    const entry = managerPage.getByTestId('sidebar').getByRole('link', { name: 'Brand Configuration' });
    await expect(entry).toBeVisible({ timeout: 30_000 });
    await entry.click();
    await expect(managerPage).toHaveURL('/admin/brand/configuration');
    await expect(status).toContainText('CS-Cart');
    await expect(status).toContainText('Not connected');
  });

  const storeUrl = managerPage.getByRole('textbox', { name: 'Store URL' });
  const email = managerPage.getByRole('textbox', { name: 'Administrator e-mail' });
  // The label ends with the required mark; the show/hide button beside the field has a name of its own.
  const apiKey = managerPage.getByLabel(/^API key/);
  const testButton = managerPage.getByRole('button', { name: 'Test connection' });
  const result = managerPage.getByTestId('test-result');

  await test.step('the CS-Cart link leads to the CS-Cart login screen', async () => {
    await managerPage.getByRole('link', { name: 'Connect CS-Cart' }).click();
    await expect(managerPage).toHaveURL(`/admin/brand/cs-cart-login?brandId=${brand.id}`);
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Connect CS-Cart' })).toBeVisible();
    await expect(managerPage.getByText(brand.nameEn, { exact: true })).toBeVisible();
    await expect(managerPage.getByText('Not connected', { exact: true })).toBeVisible();
  });

  await test.step('the store’s address, e-mail and API key: "Test connection" names the store', async () => {
    await storeUrl.fill(store.url);
    await email.fill(STORE.email);
    await apiKey.fill(STORE.apiKey);
    await testButton.click();
    // The server calls the store: allow for a loaded machine.
    await expect(result).toHaveText(`Connected to ${STORE.name}.`, { timeout: 20_000 });
    await expect(result).toHaveAttribute('role', 'status');
    await saveScreenshot(managerPage, 'cs-cart-login', 'en');
  });

  await test.step('a wrong API key is refused with the credentials error', async () => {
    await apiKey.fill('not-the-key');
    // A test answers for the details it was given: changing them clears the last answer.
    await expect(result).toBeHidden();
    await testButton.click();
    await expect(result).toHaveAttribute('role', 'alert', { timeout: 20_000 });
    await expect(result).toContainText('The store did not accept the connection');
    await expect(result).toContainText('The store refused these credentials. Check the e-mail and the API key.');
    await saveScreenshot(managerPage, 'cs-cart-login-refused', 'en');
  });

  await test.step('the right key again, "Save": back on Brand Configuration, connected', async () => {
    await apiKey.fill(STORE.apiKey);
    await managerPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(managerPage).toHaveURL('/admin/brand/configuration', { timeout: 20_000 });
    await expect(managerPage.getByText('The CS-Cart store is connected.')).toBeVisible();
    await expect(status).toContainText('Connected');
    await expect(status).not.toContainText('Not connected');
    await expect(managerPage.getByRole('link', { name: 'Reconnect CS-Cart' })).toBeVisible();
  });

  await test.step('the store was called with the saved credentials, and its orders can be tracked now', async () => {
    const basic = `Basic ${Buffer.from(`${STORE.email}:${STORE.apiKey}`).toString('base64')}`;
    expect(store.apiRequests().some((request) => request.authorization === basic)).toBe(true);
    const guest = await guestShopper(playwright, { widgetId: brand.widgetId, name: `Salem ${uniqueSuffix()}` });
    try {
      const order = await guest.trackOrder('10402', '+966550000102');
      expect(order).toMatchObject({ reference: '10402', platform: 'cs_cart', status: 'order_received' });
    } finally {
      await guest.close();
    }
  });

  await test.step('the same screen in Arabic, for the connected brand', async () => {
    await managerPage.goto(`/ar/admin/brand/cs-cart-login?brandId=${brand.id}`);
    await expect(managerPage.getByRole('heading', { level: 1, name: 'ربط CS-Cart' })).toBeVisible();
    await expect(managerPage.getByText('مربوط', { exact: true })).toBeVisible();
    await expect(
      managerPage.getByText('المتجر مرتبط. حفظ بيانات جديدة يستبدل البيانات المحفوظة.', { exact: true }),
    ).toBeVisible();
    await saveScreenshot(managerPage, 'cs-cart-login', 'ar');
  });
});
