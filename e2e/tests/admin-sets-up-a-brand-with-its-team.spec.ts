import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { DEMO } from '../support/demo.ts';
import { pickFiles, uploadZone, stripedPng } from '../support/images.ts';
import { agentIdByEmail, newPerson, uniqueSuffix, type NewPerson } from '../support/people.ts';
import { signIn } from '../support/session.ts';

// Issue 4: the admin creates a brand with its logo and banners, then its brand manager and an agent; the manager
// signs in and sees only that brand. Password sign-ins: the new manager ×1 (the admin's session is the worker's).

const LOGO = stripedPng('logo.png', { width: 64, height: 64 }, [
  [121, 80, 242],
  [255, 255, 255],
]);
const BANNERS = [
  stripedPng('banner-dunes.png', { width: 160, height: 60 }, [
    [250, 176, 5],
    [255, 244, 230],
  ]),
  stripedPng('banner-palms.png', { width: 160, height: 60 }, [
    [18, 184, 134],
    [230, 252, 245],
  ]),
];

/** Picks `option` in a Mantine select, typing first when it is searchable (the list is in a portal). */
async function choose(page: Page, field: Locator, option: string, { type = false } = {}): Promise<void> {
  await field.click();
  if (type) await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

/** Fills the agent / brand manager form as the admin does: names in both languages, e-mail, brand, password. */
async function fillStaffForm(page: Page, dialog: Locator, person: NewPerson, brand: string): Promise<void> {
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('First name (English)').fill(person.firstNameEn);
  await field('Last name (English)').fill(person.lastNameEn);
  await field('First name (Arabic)').fill(person.firstNameAr);
  await field('Last name (Arabic)').fill(person.lastNameAr);
  await field('Email').fill(person.email);
  await choose(page, dialog.getByRole('combobox', { name: 'Brand', exact: true }), brand, { type: true });
  await dialog.getByLabel(/^Password/).fill(person.password);
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
}

test('the admin sets up a brand with its manager and an agent, and the manager sees only that brand', async ({
  page,
  otherPage: managerPage,
  baseURL,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const brand = { nameEn: `Sidr Honey ${suffix}`, nameAr: `عسل السدر ${suffix}`, email: `care-${suffix}@sidr.test` };
  const manager = newPerson(['Rana', 'Haddad'], ['رنا', 'حداد'], 'sidr.test');
  const agent = newPerson(['Ziad', 'Karam'], ['زياد', 'كرم'], 'sidr.test');
  // An agent of another brand, for the manager to try to open by its address.
  const otherBrandsAgentId = await agentIdByEmail(page.request, DEMO.agent4.email);

  await test.step('the admin creates the brand with a logo, two banners and its order manager', async () => {
    await page.goto('/admin/brand');
    await page.getByRole('button', { name: 'Add brand' }).click();
    await expect(page).toHaveURL('/admin/brand?edit=new');
    const form = page.getByRole('dialog', { name: 'New brand' });
    await expect(form.getByText('The web view code appears here once the brand is saved.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Name (English)', exact: true }).fill(brand.nameEn);
    await form.getByRole('textbox', { name: 'Name (Arabic)', exact: true }).fill(brand.nameAr);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(brand.email);
    await pickFiles(uploadZone(form, 'Logo'), [LOGO]);
    await pickFiles(uploadZone(form, 'Banner images'), BANNERS);
    // Each file shows as a preview once uploaded, through the image optimisation path.
    for (const { name } of [LOGO, ...BANNERS]) {
      await expect(form.getByRole('img', { name })).toHaveAttribute('data-loaded', 'true');
    }
    await expect(form.getByTestId('upload-preview')).toHaveCount(3);
    await expect(form.getByTestId('upload-pending')).toHaveCount(0);

    await choose(page, form.getByRole('combobox', { name: 'Order manager' }), 'Salla');
    await expect(form.getByText('Choose carefully: it cannot be changed once saved.')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('The brand has been created.')).toBeVisible();
    await expect(page).toHaveURL('/admin/brand');
    await expect(form).toBeHidden();
  });

  await test.step('it opens the brand, sees its web view code with the widget id, and copies it', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(suffix);
    await expect(page.getByText('1–1 of 1')).toBeVisible();
    await page.getByRole('row').filter({ hasText: brand.nameEn }).click();
    await expect(page).toHaveURL(/\/admin\/brand\?search=\w+&view=[0-9a-f-]{36}$/);
    const brandId = new URL(page.url()).searchParams.get('view');
    const { widgetId } = (await (await page.request.get(`/api/brands/${brandId}`)).json()) as { widgetId: string };

    const details = page.getByRole('dialog', { name: 'Brand' });
    await expect(details.getByText(brand.nameEn, { exact: true })).toBeVisible();
    await expect(details.getByText(brand.email, { exact: true })).toBeVisible();
    await expect(details.getByText('Salla', { exact: true })).toBeVisible();
    for (const name of ['Banner 1', 'Banner 2']) {
      await expect(details.getByRole('img', { name })).toHaveAttribute('data-loaded', 'true');
    }
    const code = details.getByTestId('code-block');
    await expect(code).toHaveText(`<script src="${baseURL}/widget.js" data-widget-id="${widgetId}" async></script>`);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await details.getByRole('button', { name: 'Copy' }).click();
    await expect(details.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.innerText());
    // The button says so for a moment, then offers to copy again.
    await expect(details.getByRole('button', { name: 'Copy' })).toBeVisible();

    // Once saved, the order manager is fixed: the edit form shows it locked.
    await details.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit brand' });
    const orderManager = form.getByRole('combobox', { name: 'Order manager' });
    await expect(orderManager).toHaveValue('Salla');
    await expect(orderManager).toBeDisabled();
    await expect(form.getByText('The order manager cannot be changed once set.')).toBeVisible();
    await expect(form.getByTestId('upload-preview')).toHaveCount(3);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(`/admin/brand?search=${suffix}`);
  });

  await test.step('it creates the brand manager and an agent of the brand', async () => {
    for (const [entry, add, title, person, created] of [
      [
        'sidebar-brand-managers',
        'Add brand manager',
        'New brand manager',
        manager,
        'The brand manager has been created.',
      ],
      ['sidebar-agents', 'Add agent', 'New agent', agent, 'The agent has been created.'],
    ] as const) {
      await page.getByTestId(entry).click();
      await page.getByRole('button', { name: add }).click();
      const form = page.getByRole('dialog', { name: title });
      await fillStaffForm(page, form, person, brand.nameEn);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(created)).toBeVisible();
      await expect(form).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: person.email });
      await expect(row).toContainText(brand.nameEn);
      await expect(row).toContainText('Never logged in');
    }
  });

  // The manager uses a browser of its own: nothing of the admin's session comes along.
  await test.step('the manager signs in and its Brand Profile is the new brand', async () => {
    await signIn(managerPage, manager, '/admin');
    await expect(managerPage.getByTestId('user-menu')).toContainText(manager.name);
    await managerPage.getByTestId('sidebar-brand-profile').click();
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Brand Profile' })).toBeVisible();
    await expect(managerPage.getByRole('textbox', { name: 'Name (English)', exact: true })).toHaveValue(brand.nameEn);
    await expect(managerPage.getByRole('textbox', { name: 'Name (Arabic)', exact: true })).toHaveValue(brand.nameAr);
    await expect(managerPage.getByTestId('upload-preview')).toHaveCount(3);
    // The store connection is the admin's (Brands screen) and the manager's Brand Configuration.
    await expect(managerPage.getByRole('combobox', { name: 'Order manager' })).toHaveCount(0);
  });

  await test.step("the manager's agents list holds its one agent, and another brand's agent is not found", async () => {
    await managerPage.getByTestId('sidebar-agents').click();
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    await expect(managerPage.getByRole('row').filter({ hasText: agent.email })).toBeVisible();
    await expect(managerPage.getByText('1–1 of 1')).toBeVisible();
    await expect(managerPage.getByRole('row').filter({ hasText: '@tawasul.test' })).toHaveCount(0);
    // A brand manager picks no brand: neither the filter nor the form offers one (its agents are its brand's).
    await expect(managerPage.getByRole('combobox', { name: 'Brand', exact: true })).toHaveCount(0);
    await managerPage.getByRole('button', { name: 'Add agent' }).click();
    const form = managerPage.getByRole('dialog', { name: 'New agent' });
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Brand', exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    await managerPage.goto(`/admin/agent?view=${otherBrandsAgentId}`);
    const drawer = managerPage.getByRole('dialog', { name: 'Agent' });
    await expect(drawer.getByTestId('load-error')).toHaveText('Agent not found.');
    await expect(drawer).not.toContainText(DEMO.agent4.email);
  });
});
