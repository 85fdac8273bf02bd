import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { brandIdByName, createStaff, newPerson } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signIn } from '../support/session.ts';

// Issue 5: a brand manager puts its brand's FAQ in a new order, by dragging with the mouse and with the keyboard;
// the order stays after a reload and is the order the widget reads. The manager of Qamar Electronics is created for
// this journey (through the API, as setup) rather than manager2, whom arabic-layout.spec.ts signs in in Arabic.
// Qamar's FAQ is only reordered here, never added to or deleted. Password sign-ins: the new manager ×1.

const WIDGET_ID = 'demo-qamar';

/** The questions of reorder mode, top to bottom, in English. */
const shownOrder = (list: Locator) => list.getByRole('listitem').locator('[lang="en"]').allInnerTexts();

/** What the widget reads: the brand's active FAQs in display order. */
async function widgetOrder(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`/api/public/brands/${WIDGET_ID}/faqs?lang=en`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { question: string }[] }).items.map((item) => item.question);
}

/** Drags a row by its handle onto another row's place, as a person does with a mouse. */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  // Past the library's small threshold that tells a drag from a click, then to the target, a step at a time.
  await page.mouse.move(x, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(x, to.y + 4, { steps: 20 });
  await page.mouse.up();
}

test('a brand manager reorders its FAQ by dragging, and the widget reads the new order', async ({
  page: admin,
  otherPage: page,
}) => {
  const manager = newPerson(['Rana', 'Qasim'], ['رنا', 'قاسم'], 'qamar.test');
  await createStaff(admin.request, 'brand-managers', manager, await brandIdByName(admin.request, 'Qamar Electronics'));
  await signIn(page, manager, '/admin');

  await page.getByTestId('sidebar-faq').click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  // A manager's FAQ is its own brand's: nothing to pick.
  await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/mode=order/);

  const list = page.getByTestId('faq-order');
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const before = await shownOrder(list);
  expect(before.length).toBeGreaterThanOrEqual(3);
  expect(await widgetOrder(page.request)).toEqual(before);
  const [first, second, third] = before as [string, string, string];

  await test.step('the third question dragged to the top with the mouse', async () => {
    await drag(
      page,
      rows.nth(2).getByRole('button', { name: `Move “${third}”, position 3 of ${before.length}` }),
      rows.first(),
    );
    await expect.poll(() => shownOrder(list)).toEqual([third, first, second, ...before.slice(3)]);
    await expect.poll(() => widgetOrder(page.request)).toEqual([third, first, second, ...before.slice(3)]);
  });

  await test.step('then the new first one moved down a place with the keyboard', async () => {
    const handle = rows.first().getByRole('button', { name: new RegExp(`^Move “${escape(third)}”`) });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => shownOrder(list)).toEqual([first, third, second, ...before.slice(3)]);
    // The drag library gives the focus back to the handle it moved.
    await expect(rows.nth(1).getByRole('button', { name: new RegExp(`^Move “${escape(third)}”`) })).toBeFocused();
    await expect.poll(() => widgetOrder(page.request)).toEqual([first, third, second, ...before.slice(3)]);
  });

  await test.step('and the last one up with its move-up button', async () => {
    const current = [first, third, second, ...before.slice(3)];
    const last = current.at(-1)!;
    await list.getByRole('button', { name: `Move up: ${last}` }).click();
    const expected = [...current.slice(0, -2), last, current.at(-2)!];
    await expect.poll(() => shownOrder(list)).toEqual(expected);
    await expect(list.getByRole('button', { name: `Move up: ${last}` })).toBeFocused();
    await expect.poll(() => widgetOrder(page.request)).toEqual(expected);
  });

  await test.step('the order stays after a reload, in reorder mode and in the list', async () => {
    const saved = await widgetOrder(page.request);
    await page.reload();
    await expect.poll(() => shownOrder(list)).toEqual(saved);
    await saveScreenshot(page, 'faq-reorder', 'en');

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).not.toHaveURL(/mode=order/);
    const tableQuestions = page.getByRole('row').locator('[lang="en"]');
    await expect.poll(() => tableQuestions.allInnerTexts()).toEqual(saved);
  });
});

/** `text` as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const SCREEN_TEXTS = {
  en: { question: 'How long do the dates stay fresh?', reorder: 'Reorder', view: 'Question', edit: 'Edit question' },
  ar: { question: 'كم تبقى التمور طازجة؟', reorder: 'إعادة الترتيب', view: 'السؤال', edit: 'تعديل السؤال' },
} as const;

// One journey per language, each with its screenshots.
for (const language of ['en', 'ar'] as const) {
  test(`the FAQ screens in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    const text = SCREEN_TEXTS[language];
    await page.setViewportSize({ width: 1280, height: 1000 });
    const brandId = await brandIdByName(page.request, 'Nakheel Dates');
    await page.goto(`${language === 'ar' ? '/ar' : ''}/admin/faq?brandId=${brandId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const row = page.getByRole('row').filter({ hasText: 'How long do the dates stay fresh?' });
    await expect(row).toContainText('كم تبقى التمور طازجة؟');
    await saveScreenshot(page, 'faqs', language);

    await row.click();
    const drawer = page.getByRole('dialog', { name: text.view });
    await expect(drawer.getByTestId('faq-ar')).toContainText('حتى ستة أشهر في الثلاجة داخل علبتها المغلقة.');
    await saveScreenshot(page, 'faq-view', language);
    await drawer.getByRole('button', { name: language === 'en' ? 'Edit' : 'تعديل' }).click();
    const form = page.getByRole('dialog', { name: text.edit });
    await expect(form.getByRole('textbox').first()).toHaveValue(/\S/);
    await saveScreenshot(page, 'faq-form', language);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: text.reorder }).click();
    await expect(page.getByTestId('faq-order').getByRole('listitem').first()).toContainText(/\S/);
    if (language === 'ar') await saveScreenshot(page, 'faq-reorder', 'ar');
  });
}
