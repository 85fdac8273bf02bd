import { expect, test } from '../support/admin-session.ts';
import { brandIdByName, createStaff, newPerson, uniqueSuffix } from '../support/people.ts';
import { signIn } from '../support/session.ts';

// Two people's sessions and several reloads: on a busy 2-core machine, more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

// Issue 4: a brand manager keeps its own brand's profile and general settings. The manager of Qamar Electronics is
// created for this journey (through the API, as setup) rather than manager2: arabic-layout.spec.ts signs manager2 in
// in Arabic, which saves Arabic on the account, so a reload here could come back in Arabic. Password sign-ins: the
// new manager ×1.

test('a brand manager edits its brand profile and its own general settings, which stay after a reload', async ({
  page: admin,
  otherPage: page,
}) => {
  const manager = newPerson(['Nadia', 'Salem'], ['نادية', 'سالم'], 'qamar.test');
  await createStaff(admin.request, 'brand-managers', manager, await brandIdByName(admin.request, 'Qamar Electronics'));
  await signIn(page, manager, '/admin');

  await test.step('the chat button label on Brand Profile', async () => {
    await page.getByTestId('sidebar-brand-profile').click();
    await expect(page.getByRole('textbox', { name: 'Name (English)', exact: true })).toHaveValue('Qamar Electronics');
    const label = page.getByRole('textbox', { name: 'Chat button label (English)', exact: true });
    const newLabel = `Ask Qamar ${uniqueSuffix()}`;
    await label.fill(newLabel);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The brand has been saved.')).toBeVisible();

    await page.reload();
    await expect(label).toHaveValue(newLabel);
  });

  await test.step('a value of its own in General settings, then the platform default again', async () => {
    await page.getByTestId('sidebar-general-settings').click();
    await expect(
      page.getByText("This brand's own values. Leave a field empty to use the platform default."),
    ).toBeVisible();
    // A manager edits its brand's values only: there is no scope to pick.
    await expect(page.getByRole('combobox', { name: 'Settings for' })).toHaveCount(0);
    const field = page.getByRole('textbox', { name: 'Maximum conversations per agent', exact: true });
    const useDefault = page.getByRole('button', {
      name: 'Use the platform default for Maximum conversations per agent',
    });
    const platformDefault = /^Platform default: \d+ chats$/;

    await field.fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The settings have been saved.')).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue('7');

    await useDefault.click();
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', platformDefault);
    await expect(useDefault).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The settings have been saved.')).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', platformDefault);
  });
});
