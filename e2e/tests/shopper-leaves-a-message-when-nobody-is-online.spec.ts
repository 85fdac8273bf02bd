import type { APIRequestContext, Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { expect, test } from '../support/admin-session.ts';
import { stripedPng } from '../support/images.ts';
import { APP_URL } from '../support/origins.ts';
import { uniqueSuffix } from '../support/people.ts';
import { launcherLook, launcherOf, rgb, saveWindowScreenshot, widgetOf, type Language } from '../support/widget.ts';

// Issue 8: a brand's store on a site of its own. The admin creates a brand through the API (the worker's session)
// that lists `store.test` among its allowed domains and has no agent, so nobody is ever online; the store's page at
// https://store.test/ is served by the test itself and holds exactly the web view code the brand's API gives. The
// shopper, signed out, finds the launcher, is offered the contact form, sends it and reads the brand's answer; the
// admin finds the request. The same code on a site the brand has not listed draws nothing. Each public contact
// form counts against the server's limit of 5 a address per 10 minutes: two per run here.

// A store and Tawasul both live on the public internet. Here Tawasul is on this machine, and the browser would keep a
// page of a public site from reaching it (Local Network Access): this file's browser counts the server as public.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--ip-address-space-overrides=127.0.0.1:${new URL(APP_URL).port}=public`],
  },
});

const LOGO = stripedPng('rimal-logo.png', { width: 64, height: 64 }, [
  [11, 114, 133],
  [255, 255, 255],
]);
const PRIMARY = '#0b7285';

interface Brand {
  id: string;
  nameEn: string;
  nameAr: string;
  webViewCode: string;
}

const LABEL = { en: 'Ask Rimal', ar: 'اسأل رمال' } as const;

/** What the shopper reads and clicks in the widget, in each language. */
const UI = {
  en: {
    offlineTitle: 'We are offline right now',
    contact: 'Leave us a message',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    submit: 'Send message',
    sent: 'Message sent',
  },
  ar: {
    offlineTitle: 'نحن غير متصلين الآن',
    contact: 'اترك لنا رسالة',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    message: 'الرسالة',
    submit: 'إرسال الرسالة',
    sent: 'تم إرسال الرسالة',
  },
} as const;

/** The shopper and what it writes, in its language. */
const SHOPPER = {
  en: { name: 'Layla Hassan', message: (suffix: string) => `Is the oud perfume ${suffix} back in stock?` },
  ar: { name: 'ليلى حسن', message: (suffix: string) => `هل عاد عطر العود ${suffix} إلى المخزون؟` },
} as const;

/**
 * A new brand with its logo, its colour and its own launcher labels, allowed on `store.test` only, with no agent.
 * Changes carry the app's origin, as the browser's would.
 */
async function createBrand(admin: APIRequestContext): Promise<Brand> {
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
      nameEn: `Rimal Perfumes ${suffix}`,
      nameAr: `عطور رمال ${suffix}`,
      email: `care-${suffix}@rimal.test`,
      logoUploadId,
      primaryColor: PRIMARY,
      chatButtonLabelEn: LABEL.en,
      chatButtonLabelAr: LABEL.ar,
      allowedDomains: ['store.test'],
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Brand;
}

/** Serves `http://{host}/` as the brand's store: a page of its own holding the web view code as given. */
async function openStore(page: Page, host: string, webViewCode: string, language: Language): Promise<void> {
  const html = `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="utf-8">
    <title>${language === 'ar' ? 'عطور رمال' : 'Rimal Perfumes'}</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; background: #f8f9fa; color: #212529; }
      header { padding: 16px 32px; background: #212529; color: #fff; font-size: 24px; font-weight: 700; }
      main { padding: 32px; max-width: 720px; line-height: 1.6; }
    </style>
  </head>
  <body>
    <header>${language === 'ar' ? 'عطور رمال' : 'Rimal Perfumes'}</header>
    <main>
      <h1>${language === 'ar' ? 'عطر العود' : 'Oud perfume'}</h1>
      <p>${language === 'ar' ? 'عطر دافئ من خشب العود، ١٠٠ مل.' : 'A warm perfume of agarwood, 100 ml.'}</p>
    </main>
    ${webViewCode}
  </body>
</html>`;
  await page.route(
    (url) => url.hostname === host,
    (route) =>
      new URL(route.request().url()).pathname === '/'
        ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: html })
        : route.fulfill({ status: 404, body: '' }),
  );
  // Over https: a brand's domain counts over https only (a page sent in clear text could be anyone's).
  await page.goto(`https://${host}/`);
}

async function leaveAMessage(
  { page, otherPage: store }: { page: Page; otherPage: Page },
  language: Language,
): Promise<void> {
  const ui = UI[language];
  const shopper = SHOPPER[language];
  const suffix = uniqueSuffix();
  const email = `layla.${suffix}@shopper.test`;
  const message = shopper.message(suffix);
  const brand = await createBrand(page.request);
  const settings = (await (await page.request.get(`/api/brands/${brand.id}/contact-form-settings`)).json()) as {
    successMessageEn: string;
    successMessageAr: string;
  };
  const success = language === 'ar' ? settings.successMessageAr : settings.successMessageEn;
  const widget = widgetOf(store);

  await test.step('the brand’s store shows its launcher, in its colour and the page’s language', async () => {
    await openStore(store, 'store.test', brand.webViewCode, language);
    const launcher = launcherOf(store, LABEL[language]);
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveText(LABEL[language]);
    // A right-to-left page has it at the bottom left.
    expect(await launcherLook(launcher)).toEqual({
      background: rgb(PRIMARY),
      color: 'rgb(255, 255, 255)',
      side: language === 'ar' ? 'left' : 'right',
    });
    await saveWindowScreenshot(store, 'widget-store', language);
  });

  await test.step('nobody is online: the widget offers the contact form', async () => {
    await launcherOf(store, LABEL[language]).click();
    await expect(widget.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(widget.getByTestId('widget-title')).toHaveText(language === 'ar' ? brand.nameAr : brand.nameEn);
    const notice = widget.getByTestId('offline-notice');
    await expect(notice).toContainText(ui.offlineTitle);
    await saveWindowScreenshot(store, 'widget-home-offline', language);
    await notice.getByRole('button', { name: ui.contact }).click();
    await expect(widget.getByTestId('widget-title')).toHaveText(ui.contact);
  });

  await test.step('the shopper fills the form in and reads the brand’s answer', async () => {
    await widget.getByRole('textbox', { name: ui.name }).fill(shopper.name);
    await widget.getByRole('textbox', { name: ui.email }).fill(email);
    await widget.getByRole('textbox', { name: ui.phone }).fill('+966551234567');
    await widget.getByRole('textbox', { name: ui.message }).fill(message);
    await saveWindowScreenshot(store, 'widget-contact-form', language);
    await widget.getByRole('button', { name: ui.submit }).click();
    const sent = widget.getByTestId('contact-sent');
    await expect(sent).toContainText(ui.sent);
    await expect(sent).toContainText(success);
    await saveWindowScreenshot(store, 'widget-contact-sent', language);
  });

  await test.step('the admin finds the request, in the shopper’s language', async () => {
    const response = await page.request.get(
      `/api/contact-forms?brandId=${brand.id}&search=${encodeURIComponent(email)}`,
    );
    expect(response.ok(), await response.text()).toBe(true);
    const { items } = (await response.json()) as {
      items: { name: string; email: string; message: string; language: string; brandNameEn: string }[];
    };
    expect(items).toEqual([
      expect.objectContaining({ name: shopper.name, email, message, language, brandNameEn: brand.nameEn }),
    ]);
  });
}

test('a shopper on a brand’s own site leaves a message while nobody is online', async ({ page, otherPage }) => {
  test.slow();
  await leaveAMessage({ page, otherPage }, 'en');
});

test('the same in Arabic, on a right-to-left store', async ({ page, otherPage }) => {
  test.slow();
  await leaveAMessage({ page, otherPage }, 'ar');
});

test('the same code on a site the brand has not listed draws no button and says why', async ({ page, otherPage }) => {
  const brand = await createBrand(page.request);
  const errors: string[] = [];
  otherPage.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openStore(otherPage, 'other.test', brand.webViewCode, 'en');
  await expect.poll(() => errors).toContain('Tawasul: Invalid widget ID or URL');
  await expect(otherPage.locator('tawasul-widget')).toHaveCount(0);
});
