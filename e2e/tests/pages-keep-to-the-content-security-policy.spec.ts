import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { stripedPng } from '../support/images.ts';
import { launcherOf, widgetOf } from '../support/widget.ts';

// Issue 17: the pages run under a Content-Security-Policy without `unsafe-eval` (Zod jitless), so the browser
// reports no violation on the sign-in page, the back office and the widget; and a picture a guest sends in the
// widget (a chat file: a signed address, decision 026) shows in the widget and in the admin's chat history
// through /_image. The admin signs in once per worker through the API (admin-session.ts); no password sign-in here.

test.use({ viewport: { width: 1280, height: 800 } });

/** Every violation any frame of the context reports, and Chromium's console lines about the policy. */
async function watchPolicy(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) logged.push(message.text());
  });
  return async () => {
    const reported = await Promise.all(
      page
        .frames()
        .map((frame) =>
          frame
            .evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])
            .catch(() => [] as string[]),
        ),
    );
    return [...reported.flat(), ...logged];
  };
}

test('the sign-in page, the back office and the widget run under the policy without a violation; chat pictures show', async ({
  page,
  otherPage: store,
}) => {
  test.setTimeout(120_000);
  const adminViolations = await watchPolicy(page.context(), page);
  const storeViolations = await watchPolicy(store.context(), store);
  const guestName = `Policy ${Date.now().toString(36)}`;

  await test.step('the sign-in page', async () => {
    await store.goto('/login');
    await expect(store.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await storeViolations()).toEqual([]);
  });

  await test.step('the back office: the dashboard with its charts, and a form', async () => {
    await page.goto('/admin');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
    await page.goto('/admin/profile');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await adminViolations()).toEqual([]);
  });

  const chatId = await test.step('the widget: a guest starts a chat and sends a picture', async () => {
    await store.goto('/cursor-demo');
    await launcherOf(store, 'Chat with us').click();
    const widget = widgetOf(store);
    await widget.getByRole('textbox', { name: 'Your name' }).fill(guestName);
    const started = store.waitForResponse(
      (response) => response.url().endsWith('/api/shopper/chats') && response.request().method() === 'POST',
    );
    await widget.getByRole('button', { name: 'Start chat' }).click();
    const { id } = (await (await started).json()) as { id: string };
    await widget.getByTestId('composer-file-input').setInputFiles(
      stripedPng('receipt.png', { width: 96, height: 64 }, [
        [200, 40, 40],
        [255, 255, 255],
      ]),
    );
    const send = widget.getByRole('button', { name: 'Send' });
    await expect(send).toBeEnabled({ timeout: 15_000 });
    await send.click();
    const picture = widget.getByTestId('message-attachments').getByRole('img', { name: 'receipt.png' });
    await expect(picture).toHaveAttribute('src', /\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=/, { timeout: 15_000 });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    expect(await storeViolations()).toEqual([]);
    return id;
  });

  await test.step('the admin reads the chat: the picture through /_image with the signature', async () => {
    await page.goto(`/admin/chat-management?history=${chatId}`);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    const picture = page.getByTestId('message-attachments').getByRole('img', { name: 'receipt.png' });
    await expect(picture).toHaveAttribute('src', /^\/_image\/[^/]+\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=/, {
      timeout: 15_000,
    });
    await expect(picture).toHaveAttribute('data-loaded', 'true', { timeout: 15_000 });
    expect(await adminViolations()).toEqual([]);
  });

  await test.step('nobody else gets the file: signed out, without the signature', async () => {
    const src = await page.getByTestId('message-attachments').getByRole('link').first().getAttribute('href');
    const unsigned = src!.split('?')[0]!;
    const response = await store.request.get(unsigned);
    expect(response.status()).toBe(404);
    const signed = await store.request.get(src!);
    expect(signed.status()).toBe(200);
    expect(signed.headers()['cache-control']).toBe('private, max-age=300');
  });
});
