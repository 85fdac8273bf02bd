import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { pickFiles, stripedPng, uploadZone, type ImageFile } from '../support/images.ts';
import { brandIdByName, createStaff, newPerson, uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// Issue 5: the admin files a new category with a critical word, then a case of Nakheel Dates with two product images,
// a PDF and a YouTube link; it finds the case again by its Arabic title and sees its media as an agent will send
// them. A brand manager is kept away from the categories. Screenshots of the cases list and the case's drawer in
// English and Arabic (`/ar/…` shows Arabic without saving it on the account). Password sign-ins: the new manager ×1
// (the admin's session is the worker's).

// Tall enough for the case drawer's message preview and details in one screenshot.
test.use({ viewport: { width: 1280, height: 1100 } });

const IMAGES = [
  stripedPng('gift-box-front.png', { width: 120, height: 120 }, [
    [166, 97, 41],
    [255, 236, 209],
  ]),
  stripedPng('gift-box-open.png', { width: 120, height: 120 }, [
    [47, 158, 68],
    [235, 251, 238],
  ]),
];

/** A small real PDF: the server types uploads by their bytes. */
function smallPdf(name: string): ImageFile {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

const GUIDE = smallPdf('gift-box-returns-guide.pdf');
const YOUTUBE_ID = 'M7lc1UVf-VE';

/** The drawer scrolls on its own: a window as tall as its content shows all of it in a full-page screenshot. */
async function screenshotDrawer(page: Page, drawer: Locator, screen: string, language: 'en' | 'ar'): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await drawer.evaluate((element) => element.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await saveScreenshot(page, screen, language);
  await page.setViewportSize(viewport);
}

/** Picks `option` in a Mantine select or multi-select, typing first to narrow the list (it is in a portal). */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin creates a category and a case with images, a document and a YouTube video, then finds it in Arabic', async ({
  page,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const category = { nameEn: `Gift boxes ${suffix}`, nameAr: `علب الهدايا ${suffix}` };
  const titleEn = `Crushed gift box ${suffix}`;
  const titleAr = `علبة هدايا مكسورة ${suffix}`;
  let caseId = '';
  // The embedded player must not be refused by the page's Content Security Policy.
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });

  await test.step('the admin creates a category with its critical words', async () => {
    await page.goto('/admin/canned-response/category');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await page.getByRole('button', { name: 'Add category' }).click();
    const form = page.getByRole('dialog', { name: 'New category' });
    await form.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(category.nameEn);
    await form.getByRole('textbox', { name: 'Name (Arabic)', exact: true }).fill(category.nameAr);

    // Without a critical word the form says what is missing.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Add at least one critical word')).toBeVisible();

    const words = form.getByRole('combobox', { name: 'Critical words' });
    await words.fill('crushed');
    await words.press('Enter');
    await words.fill('مكسورة');
    await words.press('Enter');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The category has been created.')).toBeVisible();
    await expect(form).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: category.nameEn });
    await expect(row).toContainText(category.nameAr);
    await expect(row.getByTestId('critical-words')).toContainText('crushed');
    await expect(row.getByTestId('critical-words')).toContainText('مكسورة');
    await saveScreenshot(page, 'categories', 'en');
  });

  await test.step('the same name again is refused on the name field', async () => {
    await page.getByRole('button', { name: 'Add category' }).click();
    const form = page.getByRole('dialog', { name: 'New category' });
    await form.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(category.nameEn);
    await form.getByRole('textbox', { name: 'Name (Arabic)', exact: true }).fill(`${category.nameAr} 2`);
    await form.getByRole('combobox', { name: 'Critical words' }).fill('dented');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('A category with the same name already exists.')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
  });

  await test.step('the admin creates a case with two images, a PDF and a YouTube link', async () => {
    await page.getByTestId('sidebar-canned-response-cases').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
    await page.getByRole('button', { name: 'Add case' }).click();
    const form = page.getByRole('dialog', { name: 'New case' });

    await choose(page, form.getByRole('combobox', { name: 'Brand', exact: true }), 'Nakheel Dates');
    await form.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(titleEn);
    await form.getByRole('textbox', { name: 'Title (Arabic)', exact: true }).fill(titleAr);
    await form
      .getByRole('textbox', { name: 'Description (English)', exact: true })
      .fill('Send us a photo of the box, and we will replace it the same day.');
    await form
      .getByRole('textbox', { name: 'Description (Arabic)', exact: true })
      .fill('أرسل لنا صورة العلبة وسنستبدلها في اليوم نفسه.');
    await choose(page, form.getByRole('combobox', { name: 'Categories', exact: true }), category.nameEn);

    await pickFiles(uploadZone(form, 'Product images'), IMAGES);
    await pickFiles(uploadZone(form, 'Documents'), [GUIDE]);
    for (const { name } of IMAGES) {
      await expect(form.getByRole('img', { name })).toHaveAttribute('data-loaded', 'true');
    }
    await expect(form.getByRole('link', { name: GUIDE.name })).toBeVisible();
    await expect(form.getByTestId('upload-pending')).toHaveCount(0);

    await form.getByText('Link', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Link' })).toBeChecked();
    const link = form.getByRole('textbox', { name: 'Video link', exact: true });
    await link.fill('youtube.com/watch');
    await link.blur();
    await expect(form.getByText('Enter a valid video link (YouTube, Vimeo or an https address)')).toBeVisible();
    await link.fill(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
    await link.blur();
    await expect(form.getByText('This YouTube video will be embedded in the message.')).toBeVisible();

    await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The case has been created.')).toBeVisible();
    await expect(form).toBeHidden();
  });

  await test.step('it finds the case by the Arabic words of its title and opens it', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('هدايا مكسورة');
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row').filter({ hasText: titleAr });
    await expect(row).toBeVisible();
    await expect(row).toContainText(titleEn);
    await expect(row).toContainText(category.nameEn);
    await expect(row).toContainText('Nakheel Dates');
    await expect(row.getByRole('img', { name: 'Product images: 2' })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Documents: 1' })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Has a video' })).toBeVisible();
    await expect(row.getByRole('switch', { name: `Active: ${titleEn}` })).toBeChecked();
    await saveScreenshot(page, 'cases', 'en');

    await row.getByText(titleEn, { exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}$/);
    caseId = new URL(page.url()).searchParams.get('view') ?? '';
  });

  await test.step('the drawer shows the images, the document and the embedded video as the agent sends them', async () => {
    const drawer = page.getByRole('dialog', { name: 'Case' });
    const preview = drawer.getByTestId('case-message-preview');
    await expect(preview.getByText(titleEn, { exact: true })).toBeVisible();
    for (const { name } of IMAGES) {
      await expect(preview.getByRole('img', { name })).toHaveAttribute('data-loaded', 'true');
    }
    const download = preview.getByRole('link', { name: `Download ${GUIDE.name}` });
    await expect(download).toHaveAttribute('download', GUIDE.name);
    const served = await page.request.get((await download.getAttribute('href'))!);
    expect(served.headers()['content-type']).toBe('application/pdf');

    const player = preview.locator('iframe');
    await expect(player).toHaveAttribute('title', `Video: ${titleEn}`);
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`);
    await expect(preview.getByText('Embedded from YouTube')).toBeVisible();
    await expect(drawer.getByText(category.nameEn, { exact: true })).toBeVisible();

    // The same message in an Arabic chat.
    await drawer.getByText('العربية', { exact: true }).click();
    await expect(preview).toHaveAttribute('dir', 'rtl');
    await expect(preview.getByText(titleAr, { exact: true })).toBeVisible();
    await expect(preview.getByRole('link', { name: `تنزيل ${GUIDE.name}` })).toBeVisible();
    await drawer.getByText('English', { exact: true }).click();
    await expect(preview.getByText(titleEn, { exact: true })).toBeVisible();
    await expect(drawer.getByText(caseId, { exact: true })).toBeVisible();
    await screenshotDrawer(page, drawer, 'case-drawer', 'en');
  });

  await test.step('the list and the drawer in Arabic', async () => {
    await page.goto(`/ar/admin/canned-response/case?search=${encodeURIComponent('هدايا مكسورة')}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الحالات' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: titleAr });
    await expect(row).toContainText(category.nameAr);
    await expect(row).toContainText('تمور النخيل');
    await saveScreenshot(page, 'cases', 'ar');

    await page.goto(`/ar/admin/canned-response/case?view=${caseId}`);
    const drawer = page.getByRole('dialog', { name: 'الحالة' });
    const preview = drawer.getByTestId('case-message-preview');
    await expect(preview.getByText(titleAr, { exact: true })).toBeVisible();
    for (const { name } of IMAGES) {
      await expect(preview.getByRole('img', { name })).toHaveAttribute('data-loaded', 'true');
    }
    await expect(preview.getByText('مضمّن من يوتيوب')).toBeVisible();
    // The drawer slides in from the end of the line: the left in Arabic.
    expect((await drawer.boundingBox())!.x).toBeCloseTo(0, 0);
    await screenshotDrawer(page, drawer, 'case-drawer', 'ar');

    // The form of the same case, right to left, with its media.
    await drawer.getByRole('button', { name: 'تعديل' }).click();
    const form = page.getByRole('dialog', { name: 'تعديل الحالة' });
    await expect(form.getByRole('textbox', { name: 'العنوان (بالعربية)', exact: true })).toHaveValue(titleAr);
    await expect(form.getByTestId('upload-preview')).toHaveCount(3);
    await expect(form.getByRole('textbox', { name: 'رابط الفيديو', exact: true })).toHaveValue(
      `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
    );
    await screenshotDrawer(page, form, 'case-form', 'ar');
    expect(refusals).toEqual([]);
  });
});

test('a brand manager is sent back to the dashboard from the categories, and manages its own cases', async ({
  page: admin,
  otherPage: page,
}) => {
  const manager = newPerson(['Salma', 'Yousef'], ['سلمى', 'يوسف'], 'nakheel.test');
  await createStaff(admin.request, 'brand-managers', manager, await brandIdByName(admin.request, 'Nakheel Dates'));
  await signIn(page, manager, '/admin');

  await expect(page.getByTestId('sidebar-canned-response-cases')).toBeVisible();
  await expect(page.getByTestId('sidebar-canned-response-categories')).toHaveCount(0);
  await page.goto('/admin/canned-response/category');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toHaveCount(0);

  await page.getByTestId('sidebar-canned-response-cases').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
  // Its brand's demo cases, and no brand to pick: neither in the filters nor in the form.
  await expect(page.getByRole('row').filter({ hasText: 'Returning a box of dates' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Brand', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add case' }).click();
  const form = page.getByRole('dialog', { name: 'New case' });
  await expect(form.getByRole('textbox', { name: 'Title (English)', exact: true })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Brand', exact: true })).toHaveCount(0);
});
