import { randomInt } from 'node:crypto';
import { expect, test } from '../support/admin-session.ts';
import { latestCode } from '../support/outbox.ts';
import { uniqueSuffix } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { currentSession } from '../support/session.ts';
import { launcherOf, saveWindowScreenshot, widgetBubble, widgetOf } from '../support/widget.ts';

// Issue 8: a shopper signs up in Nakheel Dates' widget on the demo store with a phone number and the code texted to
// it (read from the development outbox), starts a chat and writes; then signs in on Tawasul's own site with another
// code and finds the chat in /customer, continues it in the side panel (the brand's widget again), ends it there and
// reads its transcript. A new number every run, so the widget's code is a sign-up and the site's a sign-in: each kind
// of code has its own once-a-minute wait, so neither waits for the other. The chat may be offered to an agent
// another journey has put online; nothing here depends on whether it is.

test.use({ viewport: { width: 1280, height: 800 } });

const LABEL = 'Chat with us';
const BRAND = 'Nakheel Dates';

test('a customer signs up in the widget, chats, then finds and finishes the chat in its customer area', async ({
  otherPage: page,
}) => {
  test.slow();
  // Not one of the demo numbers (+9665500001xx) nor the staff's (+9665000000xx).
  const phone = `+96659${randomInt(1_000_000, 10_000_000)}`;
  const customer = { firstName: 'Dana', lastName: `Khoury ${uniqueSuffix().slice(0, 4)}` };
  const fullName = `${customer.firstName} ${customer.lastName}`;
  const question = `My order ${uniqueSuffix()} has not arrived yet. Can you check it?`;
  const widget = widgetOf(page);
  let chatNumber = '';

  await test.step('in the demo store’s widget, the shopper signs up by phone with the texted code', async () => {
    await page.goto('/cursor-demo');
    await launcherOf(page, LABEL).click();
    await widget.getByRole('button', { name: 'Sign in with phone' }).click();
    await expect(widget.getByTestId('widget-title')).toHaveText('Sign in with phone');
    await widget.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await widget.getByRole('button', { name: 'Send code' }).click();
    // Nobody has this number yet: the widget moves on to creating the account.
    await expect(widget.getByTestId('sign-up-notice')).toHaveText(
      'No account uses this number yet. Add your name to create one.',
    );
    await expect(widget.getByRole('radio', { name: 'I am new here' })).toHaveAttribute('aria-checked', 'true');
    await widget.getByRole('textbox', { name: 'First name' }).fill(customer.firstName);
    await widget.getByRole('textbox', { name: /^Last name/ }).fill(customer.lastName);
    const sentAfter = new Date();
    await widget.getByRole('button', { name: 'Send code' }).click();
    await expect(widget.getByText(`We sent a 6-digit code to \u2066${phone}\u2069.`, { exact: false })).toBeVisible();
    await expect(widget.getByTestId('otp-resend-countdown')).toHaveText(/^You can request a new code in \d+ s$/);
    await saveWindowScreenshot(page, 'widget-sign-in-code', 'en');
    await widget.getByRole('textbox', { name: 'Code' }).fill(await latestCode(page.request, phone, sentAfter));
    await widget.getByRole('button', { name: 'Verify' }).click();
    await expect(widget.getByText(`Signed in as ${fullName}`)).toBeVisible();
  });

  await test.step('signed in, it starts a chat and writes', async () => {
    await widget.getByRole('button', { name: 'Start chat' }).click();
    const composer = widget.getByRole('textbox', { name: 'Message' });
    await composer.fill(question);
    await composer.press('Enter');
    await expect(widgetBubble(widget, question)).toBeVisible();
    // Stored: the tick of a sent message.
    await expect(widgetBubble(widget, question).getByTestId('delivery-state')).toBeVisible();
  });

  await test.step('on Tawasul’s own site it signs in with a code too, and opens its customer area', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with phone' }).click();
    await expect(page).toHaveURL('/phone-login');
    await page.getByLabel('Phone').fill(phone);
    const sentAfter = new Date();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL('/otp-login');
    await page.getByLabel('Code').fill(await latestCode(page.request, phone, sentAfter));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/');
    expect(await currentSession(page)).toMatchObject({ phone, roles: ['customer'] });
    await page.getByTestId('open-customer-area').click();
    await expect(page).toHaveURL(/\/customer/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(`Hello, ${fullName}`);
  });

  // A new customer has this one chat; its last message is the brand's "all our agents are busy" while it waits.
  const item = page.getByTestId('customer-chat');
  await test.step('the chat is in “My chats”, with its brand, still going', async () => {
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(BRAND);
    await expect(item).not.toHaveAttribute('data-status', 'closed');
    chatNumber = /Chat #(\d+)/.exec(await item.innerText())?.[1] ?? '';
    expect(chatNumber).not.toBe('');
    await saveScreenshot(page, 'customer-area', 'en');
  });

  await test.step('it continues the chat in the side panel, in the brand’s widget, and ends it there', async () => {
    await item.getByRole('button', { name: `Continue your chat with ${BRAND}` }).click();
    const panel = page.getByRole('dialog', { name: `Chat with ${BRAND}` });
    await expect(panel).toBeVisible();
    const frame = panel.getByTestId('widget-frame').contentFrame();
    await expect(widgetBubble(frame, question)).toBeVisible();
    await saveScreenshot(page, 'customer-area-live-chat', 'en');

    await frame.getByRole('button', { name: 'End chat' }).click();
    await frame.getByRole('alertdialog', { name: 'End this chat?' }).getByRole('button', { name: 'End chat' }).click();
    await expect(frame.getByTestId('system-message').filter({ hasText: 'You closed the chat.' })).toBeVisible();
    // In the panel the widget has no close button of its own (the panel's is the one); Escape inside it closes the panel.
    await expect(frame.getByRole('button', { name: 'Close the chat window' })).toHaveCount(0);
    await frame.getByRole('textbox', { name: 'Message' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  await test.step('the list shows it closed, and its transcript reads back every message', async () => {
    await expect(item).toHaveAttribute('data-status', 'closed', { timeout: 20_000 });
    await item.getByRole('button', { name: `Read your chat with ${BRAND}` }).click();
    const transcript = page.getByRole('dialog', { name: `Chat #${chatNumber} with ${BRAND}` });
    await expect(transcript).toBeVisible();
    await expect(transcript.getByText(question)).toBeVisible();
    await expect(transcript.getByText('You closed the chat.')).toBeVisible();
    await saveScreenshot(page, 'customer-area-transcript', 'en');
    await page.keyboard.press('Escape');
    await expect(transcript).toBeHidden();
  });

  await test.step('the customer area in Arabic', async () => {
    await page.goto('/ar/customer');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toContainText('مرحبًا،');
    await expect(heading).toContainText(fullName);
    const arabicItem = page.getByTestId('customer-chat');
    await expect(arabicItem).toContainText('تمور النخيل');
    await expect(arabicItem).toContainText('مغلقة');
    await saveScreenshot(page, 'customer-area', 'ar');
    await arabicItem.getByRole('button', { name: 'قراءة: محادثتك مع تمور النخيل' }).click();
    await expect(page.getByRole('dialog').getByText(question)).toBeVisible();
    await saveScreenshot(page, 'customer-area-transcript', 'ar');
  });
});
