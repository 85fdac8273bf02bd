import { expect, test } from '../support/admin-session.ts';
import { brandIdByName, createStaff, newPerson } from '../support/people.ts';
import { signIn, submitSignIn } from '../support/session.ts';

// Two people's sessions and several reloads: on a busy 2-core machine, more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

// Issue 4: a deactivated agent cannot sign in. The agent is created for this journey (through the API, as setup), so
// deactivating it touches no other spec. Password sign-ins: the new agent ×3 (one refused).

test('the admin deactivates an agent, who is signed out and refused until activated again', async ({
  page,
  otherPage: agentPage,
}) => {
  const agent = newPerson(['Basma', 'Nouri'], ['بسمة', 'نوري'], 'qamar.test');
  await createStaff(page.request, 'agents', agent, await brandIdByName(page.request, 'Qamar Electronics'));

  // The agent is at work in its own browser.
  await signIn(agentPage, agent, '/');
  await agentPage.getByTestId('open-agent-console').click();
  await expect(agentPage).toHaveURL('/agent');

  await page.goto('/admin/agent');
  await page.getByRole('searchbox', { name: 'Search' }).fill(agent.email);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  const active = page.getByRole('switch', { name: `Active: ${agent.name}` });
  await expect(active).toBeChecked();
  // From the keyboard: the switch's drawn track lies over its input, so a pointer click lands on the track.
  const flip = () => active.press('Space');

  await test.step('deactivating asks first; cancelling changes nothing', async () => {
    await flip();
    const confirm = page.getByRole('dialog', { name: 'Deactivate this agent?' });
    await expect(confirm).toContainText(
      `${agent.name} will be signed out at once and will not be able to sign in until activated again.`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(active).toBeChecked();
  });

  await test.step('the admin deactivates the agent', async () => {
    await flip();
    const confirm = page.getByRole('dialog', { name: 'Deactivate this agent?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(`${agent.name} has been deactivated.`)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(active).not.toBeChecked();
    // The list says so after a reload too: the change is on the server, not only on the screen.
    await page.reload();
    await expect(active).not.toBeChecked();
  });

  await test.step('the agent is signed out and cannot sign in again', async () => {
    await agentPage.reload();
    await expect(agentPage).toHaveURL('/login');
    await submitSignIn(agentPage, agent.email, agent.password);
    await expect(agentPage.getByTestId('form-error')).toHaveText(
      'Your account is deactivated. Please contact support.',
    );
    await expect(agentPage).toHaveURL('/login');
  });

  await test.step('once activated again, the agent signs in', async () => {
    await flip();
    const confirm = page.getByRole('dialog', { name: 'Activate this agent?' });
    await expect(confirm).toContainText(`${agent.name} will be able to sign in and receive chats again.`);
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText(`${agent.name} has been activated.`)).toBeVisible();
    await expect(active).toBeChecked();

    // Back to the console it was sent away from.
    await submitSignIn(agentPage, agent.email, agent.password);
    await expect(agentPage).toHaveURL('/agent');
    await expect(agentPage.getByTestId('panel-title')).toHaveText('Agent console');
    await expect(agentPage.getByTestId('user-menu')).toContainText(agent.name);
  });
});
