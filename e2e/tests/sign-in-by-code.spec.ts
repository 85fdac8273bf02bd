import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { latestCode } from '../support/outbox.ts';
import { currentSession } from '../support/session.ts';

// Sign-in and sign-up by a one-time code read from the development outbox. A phone may ask for a code only once a
// minute, so each test uses its own phone, used nowhere else: customer, agent, customer2, customer3, a new number.

/** A code of six digits that is not `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** From /login to the code screen, as a person would: "Sign in with phone", the number, "Send code". */
async function requestCode(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with phone' }).click();
  await expect(page).toHaveURL('/phone-login');
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL('/otp-login');
  await expect(page.getByText(`We sent a 6-digit code to ${phone}.`)).toBeVisible();
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a customer signs in with the code texted to their phone, after one wrong try', async ({ page, request }) => {
  const sentAfter = new Date();
  await requestCode(page, DEMO.customer.phone);
  const code = await latestCode(request, DEMO.customer.phone, sentAfter);

  await enterCode(page, wrongCodeFor(code));
  await expect(page.getByTestId('form-error')).toHaveText('The code is not correct.');
  expect(await currentSession(page)).toBeNull();

  await enterCode(page, code);
  await expect(page).toHaveURL('/');
  await expect(page.getByText(`Welcome, ${DEMO.customer.name}`)).toBeVisible();
  await expect(page.getByTestId('open-customer-area')).toBeVisible();
  expect(await currentSession(page)).toMatchObject({ phone: DEMO.customer.phone, roles: ['customer'] });
});

test('an agent signs in with a code too and finds the agent console', async ({ page, request }) => {
  const sentAfter = new Date();
  await requestCode(page, DEMO.agent.phone);
  await enterCode(page, await latestCode(request, DEMO.agent.phone, sentAfter));

  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.agent.name);
  expect(await currentSession(page)).toMatchObject({ email: DEMO.agent.email, roles: ['agent'] });
  await page.getByTestId('open-agent-console').click();
  await expect(page).toHaveURL('/agent');
});

test('the code screen counts down to "Resend code", and the server keeps its own wait', async ({ page, request }) => {
  // A fake clock lets the minute pass at once; the server still counts real time.
  await page.clock.install();
  const sentAfter = new Date();
  await requestCode(page, DEMO.customer2.phone);
  await latestCode(request, DEMO.customer2.phone, sentAfter);

  const countdown = page.getByTestId('otp-resend-countdown');
  await expect(countdown).toHaveText(/^You can request a new code in \d+ s$/);
  const seconds = Number(/\d+/.exec(await countdown.innerText())?.[0]);
  expect(seconds).toBeGreaterThan(45);
  expect(seconds).toBeLessThanOrEqual(60);
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeHidden();

  await page.clock.fastForward('01:01');
  await expect(countdown).toBeHidden();
  await page.getByRole('button', { name: 'Resend code' }).click();

  // Less than a real minute has passed: the server refuses and the screen shows the wait it was given.
  await expect(page.getByTestId('form-error')).toHaveText(/^You can request a new code in \d+ seconds\.$/);
  await expect(countdown).toBeVisible();
});

test('the wrong-code message and the code screen are in Arabic for an Arabic reader', async ({ page, request }) => {
  const sentAfter = new Date();
  await page.goto('/ar/phone-login');
  await page.getByLabel('رقم الجوال').fill(DEMO.customer3.phone);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page).toHaveURL('/ar/otp-login');
  const code = await latestCode(request, DEMO.customer3.phone, sentAfter);

  await page.getByLabel('الرمز').fill(wrongCodeFor(code));
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('الرمز غير صحيح.');

  await page.getByLabel('الرمز').fill(code);
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page).toHaveURL('/ar');
  await expect(page.getByText(`مرحبًا، ${DEMO.customer3.nameAr}`)).toBeVisible();
});

test('a new customer signs up with a phone number and a code', async ({ page, request }) => {
  // A number nobody has used, so the once-a-minute wait never meets another run.
  const phone = `+9665${String(Date.now()).slice(-8)}`;
  const sentAfter = new Date();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/otp-signup');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Khoury');
  await page.getByLabel('Gamer ID').fill('dana_k');
  await page.getByRole('button', { name: 'Send code' }).click();

  await enterCode(page, await latestCode(request, phone, sentAfter));

  await expect(page).toHaveURL('/');
  await expect(page.getByText('Welcome, Dana Khoury')).toBeVisible();
  expect(await currentSession(page)).toMatchObject({ phone, roles: ['customer'] });
});
