import { expect, test } from '../support/admin-session.ts';
import { brandIdByName, createStaff, newPerson } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { currentSession, signIn } from '../support/session.ts';

// Issue 17: "sign out everywhere" in the profile. The agent is created for this journey (through the API, as setup),
// so ending its sessions touches no other spec. Password sign-ins: the new agent ×2. Screenshots of the agent's
// profile page and of the back office's Sessions tab, in English and Arabic.

test('an agent signed in on two computers signs out everywhere from its profile, and both are signed out', async ({
  page,
  otherPage: desk,
  browser,
}) => {
  const agent = newPerson(['Rana', 'Khalil'], ['رنا', 'خليل'], 'qamar.test');
  await createStaff(page.request, 'agents', agent, await brandIdByName(page.request, 'Qamar Electronics'));
  const laptopContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const laptop = await laptopContext.newPage();
  await signIn(desk, agent, '/');
  await signIn(laptop, agent, '/');

  await test.step('the profile explains what it does, in both languages', async () => {
    await desk.goto('/ar/user/update-profile');
    await expect(desk.getByRole('heading', { name: 'تسجيل الخروج من كل الأجهزة' })).toBeVisible();
    await saveScreenshot(desk, 'profile-sign-out-everywhere', 'ar');
    await desk.goto('/user/update-profile');
    const section = desk.getByRole('heading', { name: 'Sign out everywhere' });
    await expect(section).toBeVisible();
    await expect(desk.getByText(/Ends every session of your account on every device/)).toBeVisible();
    await saveScreenshot(desk, 'profile-sign-out-everywhere', 'en');
  });

  await test.step('asks first, then signs out this computer and the other one', async () => {
    await desk.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = desk.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(confirm).toContainText('You will be signed out on every device, including this one');
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(desk).toHaveURL('/login');
    await expect(desk.getByText('You have been signed out on every device.')).toBeVisible();
    expect(await currentSession(desk)).toBeNull();

    expect(await currentSession(laptop)).toBeNull();
    await laptop.goto('/user/update-profile');
    await expect(laptop).toHaveURL('/login');
  });
  await laptopContext.close();

  await test.step('the back office has it under Sessions', async () => {
    for (const language of ['en', 'ar'] as const) {
      await page.goto(language === 'ar' ? '/ar/admin/profile-setting' : '/admin/profile-setting');
      await page.getByRole('tab', { name: language === 'ar' ? 'الجلسات' : 'Sessions' }).click();
      await expect(
        page.getByRole('button', { name: language === 'ar' ? 'تسجيل الخروج من كل الأجهزة' : 'Sign out everywhere' }),
      ).toBeVisible();
      await saveScreenshot(page, 'profile-settings-sessions', language);
    }
  });
});
