import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { APP_URL } from '../support/origins.ts';
import { uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// Issue 5: the admin edits the landing page's hero in English and Arabic, reorders the site FAQ and writes a CMS page;
// a signed-out visitor then reads them on the public site, in English and in Arabic (`/ar`), and nothing of a script
// in the page's HTML reaches the visitor. Screenshots of the public pages and the content screens in both languages
// (e2e/screenshots). No password sign-in: the admin's session is the worker's. The landing page and the FAQ order
// are shared with other journeys (`/`), so the journey puts them back when it ends.

test.use({ viewport: { width: 1280, height: 900 } });

type Language = 'en' | 'ar';

async function expectDocumentLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** A screenshot of a drawer's whole form: the drawer scrolls on its own, so the window is made as tall as it. */
async function screenshotDrawer(page: Page, drawer: Locator, name: string, language: Language): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await drawer.evaluate((element) => element.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height + 80) });
  await saveScreenshot(page, name, language);
  await page.setViewportSize(viewport);
}

/** A screenshot of a long back-office screen: the window is made as tall as the page, so fixed parts stay in place. */
async function screenshotWhole(page: Page, name: string, language: Language): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await saveScreenshot(page, name, language);
  await page.setViewportSize(viewport);
}

test('the site FAQ list and the landing page form, in English and in Arabic', async ({ page }) => {
  for (const language of ['en', 'ar'] as const) {
    await page.goto(`${language === 'ar' ? '/ar' : ''}/admin/cms-faq`);
    await expectDocumentLanguage(page, language);
    await expect(page.getByTestId('faq-position')).toHaveCount(3);
    await saveScreenshot(page, 'cms-faq', language);

    await page.goto(`${language === 'ar' ? '/ar' : ''}/admin/landing-page-form`);
    await expectDocumentLanguage(page, language);
    await expect(page.getByTestId('feature-block')).toHaveCount(4);
    await expect(page.getByTestId('upload-preview').locator('img[data-loaded]')).toBeVisible();
    await screenshotWhole(page, 'landing-page-form', language);
  }
});

test('the admin edits the landing page and a CMS page, and a visitor reads them in both languages', async ({
  page,
  otherPage: visitor,
}) => {
  // A long journey (two people, two languages, six screenshots): about two minutes on a busy two-core machine.
  test.setTimeout(240_000);
  const suffix = uniqueSuffix();
  const hero = { en: `Support for every store ${suffix}`, ar: `دعم لكل متجر ${suffix}` };
  const cmsPage = {
    slug: `shipping-${suffix}`,
    titleEn: `Shipping ${suffix}`,
    titleAr: `الشحن ${suffix}`,
    contentEn: 'Orders leave our warehouse within two days.',
    contentAr: 'تغادر الطلبات مستودعنا خلال يومين.',
  };
  const original = await (await page.request.get('/api/cms/landing-page')).json();
  const faqOrder = ((await (await page.request.get('/api/cms/faqs')).json()) as { items: { id: string }[] }).items;

  try {
    await test.step('the admin changes the hero title in English and in Arabic and saves', async () => {
      await page.goto('/admin/landing-page-form');
      await expect(page.getByRole('heading', { level: 1, name: 'Landing Page' })).toBeVisible();
      const heroSection = page.getByRole('region', { name: 'Hero' });
      await heroSection.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(hero.en);
      await heroSection.getByRole('textbox', { name: 'Title (Arabic)', exact: true }).fill(hero.ar);
      await expect(page.getByTestId('landing-save-bar')).toContainText('You have unsaved changes.');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The landing page has been saved.')).toBeVisible();
      await expect(page.getByTestId('landing-save-bar')).toContainText('Last saved');

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Title (Arabic)', exact: true }).first()).toHaveValue(hero.ar);
    });

    await test.step('the admin moves a question of the site FAQ up', async () => {
      await page.goto('/admin/cms-faq');
      await page.getByRole('button', { name: 'Move up: Can shoppers write in Arabic?' }).click();
      await expect(page.getByText('“Can shoppers write in Arabic?” is now number 2.')).toBeVisible();
      await expect(page.getByRole('row').nth(2)).toContainText('Can shoppers write in Arabic?');
    });

    let pageId = '';
    await test.step('the admin writes a page in both languages and publishes it', async () => {
      await page.goto('/admin/page');
      await page.getByRole('button', { name: 'Add page' }).click();
      const form = page.getByRole('dialog', { name: 'New page' });
      await form.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(cmsPage.titleEn);
      await form.getByRole('textbox', { name: 'Title (Arabic)', exact: true }).fill(cmsPage.titleAr);
      // The slug follows the English title.
      await expect(form.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(cmsPage.slug);
      await expect(form.getByTestId('page-path')).toHaveText(`/pages/${cmsPage.slug}`);

      const english = form.getByRole('textbox', { name: 'Content (English)' });
      await english.click();
      await page.keyboard.type(cmsPage.contentEn);
      await page.keyboard.press('Enter');
      const bold = form.getByRole('button', { name: 'Bold' }).first();
      await bold.click();
      await page.keyboard.type('Free returns');
      await bold.click();
      // Typed into the editor, markup is only text: it is shown, never run.
      await page.keyboard.press('Enter');
      await page.keyboard.type('<script>window.typedScriptRan = true</script>');
      await expect(english.locator('strong')).toHaveText('Free returns');

      const arabic = form.getByRole('textbox', { name: 'Content (Arabic)' });
      await expect(arabic).toHaveAttribute('dir', 'rtl');
      await arabic.click();
      await page.keyboard.type(cmsPage.contentAr);

      await form.getByRole('switch', { name: 'Published' }).check();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The page has been created.')).toBeVisible();

      // Saved, the page opens in its drawer as the server keeps it.
      const details = page.getByRole('dialog', { name: 'Page' });
      await expect(details.getByTestId('page-content-ltr').locator('strong')).toHaveText('Free returns');
      await expect(details.getByRole('link', { name: `/pages/${cmsPage.slug}` })).toBeVisible();
      pageId = new URL(page.url()).searchParams.get('view') ?? '';
      expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
    });

    await test.step('a slug that is taken is refused on the slug field', async () => {
      await page.goto('/admin/page?edit=new');
      const form = page.getByRole('dialog', { name: 'New page' });
      await form.getByRole('textbox', { name: 'Title (English)', exact: true }).fill('Another page');
      await form.getByRole('textbox', { name: 'Title (Arabic)', exact: true }).fill('صفحة أخرى');
      await form.getByRole('textbox', { name: 'Slug', exact: true }).fill(cmsPage.slug);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('A page with this slug already exists.')).toBeVisible();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toBeHidden();
    });

    await test.step('HTML sent around the editor keeps its text and loses its scripts and handlers', async () => {
      const current = await (await page.request.get(`/api/cms/pages/${pageId}`)).json();
      const response = await page.request.put(`/api/cms/pages/${pageId}`, {
        headers: { origin: APP_URL },
        data: {
          slug: current.slug,
          titleEn: current.titleEn,
          titleAr: current.titleAr,
          published: true,
          contentEn: `${current.contentEn}<script>window.injectedScriptRan = true</script><p onclick="window.clicked = true">Track your parcel</p><img src="x" onerror="window.imageScriptRan = true">`,
          contentAr: current.contentAr,
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      const saved = await response.json();
      expect(saved.contentEn).not.toContain('<script');
      expect(saved.contentEn).not.toContain('onclick');
      expect(saved.contentEn).not.toContain('onerror');
      expect(saved.contentEn).toContain('<p>Track your parcel</p>');
    });

    await test.step('the page editor in English and in Arabic (screenshots)', async () => {
      for (const language of ['en', 'ar'] as const) {
        await page.goto(`${language === 'ar' ? '/ar' : ''}/admin/page?edit=${pageId}`);
        await expectDocumentLanguage(page, language);
        const form = page.getByRole('dialog', { name: language === 'en' ? 'Edit page' : 'تعديل الصفحة' });
        const arabicEditor = form.getByRole('textbox', {
          name: language === 'en' ? 'Content (Arabic)' : 'المحتوى (بالعربية)',
        });
        await expect(arabicEditor).toContainText(cmsPage.contentAr);
        await expect(arabicEditor).toHaveAttribute('dir', 'rtl');
        await expect(form.getByRole('textbox', { name: language === 'en' ? 'Slug' : 'الرابط المختصر' })).toHaveValue(
          cmsPage.slug,
        );
        await screenshotDrawer(page, form, 'cms-page-editor', language);
      }
    });

    await test.step('a signed-out visitor sees the new hero on / in English, then in Arabic on /ar', async () => {
      await visitor.goto('/');
      await expectDocumentLanguage(visitor, 'en');
      await expect(visitor.getByRole('heading', { level: 1, name: hero.en })).toBeVisible();
      await expect(visitor.getByTestId('landing-cta')).toBeVisible();
      await expect(visitor.getByTestId('landing-features').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
      // The site FAQ in the order the admin gave it.
      await expect(visitor.getByTestId('landing-faq').getByRole('button')).toHaveText([
        'What is Tawasul?',
        'Can shoppers write in Arabic?',
        'Does it work with Salla and CS-Cart?',
      ]);
      await visitor.getByRole('button', { name: 'What is Tawasul?' }).click();
      await expect(visitor.getByText('A customer-support chat that brands add to their stores')).toBeVisible();
      const footer = visitor.getByTestId('site-footer');
      await expect(footer.getByRole('link', { name: cmsPage.titleEn })).toHaveAttribute(
        'href',
        `/pages/${cmsPage.slug}`,
      );
      for (const channel of ['Facebook', 'Instagram', 'LinkedIn', 'WhatsApp', 'X', 'YouTube'])
        await expect(footer.getByRole('link', { name: channel, exact: true })).toBeVisible();
      const heroImage = visitor.getByTestId('landing-hero').getByTestId('optimized-image').locator('img[data-loaded]');
      await expect(heroImage).toHaveAttribute('src', /^\/_image\/f_webp/);
      await visitor.getByRole('button', { name: 'What is Tawasul?' }).click();
      await saveScreenshot(visitor, 'landing-page', 'en');

      await visitor.goto('/ar');
      await expectDocumentLanguage(visitor, 'ar');
      await expect(visitor.getByRole('heading', { level: 1, name: hero.ar })).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 2, name: 'الأسئلة الشائعة' })).toBeVisible();
      await expect(visitor.getByTestId('site-footer').getByRole('link', { name: cmsPage.titleAr })).toHaveAttribute(
        'href',
        `/ar/pages/${cmsPage.slug}`,
      );
      await expect(visitor.getByTestId('landing-hero').locator('img[data-loaded]')).toBeVisible();
      await saveScreenshot(visitor, 'landing-page', 'ar');
    });

    await test.step('the visitor opens the page in Arabic, then in English; no script of its content runs', async () => {
      await visitor.getByTestId('site-footer').getByRole('link', { name: cmsPage.titleAr }).click();
      await expect(visitor).toHaveURL(`/ar/pages/${cmsPage.slug}`);
      await expect(visitor.getByRole('heading', { level: 1, name: cmsPage.titleAr })).toBeVisible();
      await expect(visitor.getByTestId('page-content')).toHaveText(cmsPage.contentAr);
      await expect(visitor.getByTestId('page-content')).toHaveAttribute('dir', 'rtl');
      await saveScreenshot(visitor, 'cms-page', 'ar');

      // `/ar` shows Arabic without keeping it: the unprefixed address is in the visitor's own language again.
      await visitor.goto(`/pages/${cmsPage.slug}`);
      await expectDocumentLanguage(visitor, 'en');
      const content = visitor.getByTestId('page-content');
      await expect(visitor.getByRole('heading', { level: 1, name: cmsPage.titleEn })).toBeVisible();
      await expect(content).toContainText(cmsPage.contentEn);
      await expect(content.locator('strong')).toHaveText('Free returns');
      await expect(content).toContainText('Track your parcel');
      // What was typed as markup is shown as text; what was sent as markup is gone.
      await expect(content).toContainText('<script>window.typedScriptRan = true</script>');
      await expect(content.locator('script, img, [onclick], [onerror]')).toHaveCount(0);
      await content.getByText('Track your parcel').click();
      expect(
        await visitor.evaluate(() => {
          const seen = window as unknown as Record<string, unknown>;
          return [seen.typedScriptRan, seen.injectedScriptRan, seen.imageScriptRan, seen.clicked];
        }),
      ).toEqual([undefined, undefined, undefined, undefined]);
      await saveScreenshot(visitor, 'cms-page', 'en');
    });

    await test.step('an unknown or unpublished page is the 404 page', async () => {
      await visitor.goto(`/pages/no-such-page-${suffix}`);
      await expect(visitor.getByTestId('error-page')).toHaveAttribute('data-status', '404');
      await expect(visitor.getByTestId('error-description')).toHaveText(
        `Page not found: /pages/no-such-page-${suffix}`,
      );

      await page.goto(`/admin/page?edit=${pageId}`);
      const form = page.getByRole('dialog', { name: 'Edit page' });
      await form.getByRole('switch', { name: 'Published' }).uncheck();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The page has been saved.')).toBeVisible();
      // The visitor's browser may keep the page's payload for a minute (Cache-Control); the server no longer serves it.
      const payload = await visitor.request.get(`/pages/${cmsPage.slug}/_payload.json`);
      expect(payload.status()).toBe(404);
      expect((await visitor.request.get('/_payload.json')).ok()).toBe(true);
      const links = ((await (await visitor.request.get('/_payload.json')).json()) as { pages: { slug: string }[] })
        .pages;
      expect(links.map((link) => link.slug)).not.toContain(cmsPage.slug);
    });
  } finally {
    await page.request.put('/api/cms/faqs/order', {
      headers: { origin: APP_URL },
      data: { ids: faqOrder.map((faq) => faq.id) },
    });
    const response = await page.request.put('/api/cms/landing-page', {
      headers: { origin: APP_URL },
      data: { ...original, heroImage: undefined, updatedAt: undefined },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
});
