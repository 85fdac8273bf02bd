import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { APP_URL } from '../support/origins.ts';
import { brandIdByName, createStaff, newPerson, uniqueSuffix, type NewPerson } from '../support/people.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { guestShopper } from '../support/shopper.ts';
import { NAKHEEL, NOBODY } from '../support/demo.ts';
import { goOffline, nakheelAgents } from '../support/nakheel-agents.ts';

// Issue 9: the agent console's shopper panel shows the orders a shopper writes about. A FRESH agent of Nakheel Dates
// (made through the admin API; one password sign-in, through the API) goes online in /agent; a guest (the widget's
// API) first tracks order 2500101 of the demo's Salla stand-in with the phone it was placed with (Noura's; that is how a
// guest proves an order is its own), then starts a chat and asks about it (apps/server/src/testing/demo-stores.ts:
// "delivering", the spec's "Processing"). The agent accepts, and the panel lists that order under "Mentioned in the
// chat"; a number the guest did not prove is not shown. The brand's waiting demo chats may be offered to the fresh agent too: it finds its shopper by the guest's
// unique name.

test.use({ viewport: { width: 1440, height: 900 } });
// A fresh agent of Nakheel goes online beside other journeys' (support/nakheel-agents.ts).
nakheelAgents(test, 'shared');
// An offer may wait for the router's next round while other journeys keep the brand's agents busy.
test.describe.configure({ timeout: 180_000 });

const ORDER = { reference: '2500101', phone: '+966550000101', item: 'Ajwa dates 1 kg', total: /265/ };

const UI = {
  title: 'Agent console',
  presence: 'Available for new chats',
  online: 'Online',
  accept: 'Accept',
  orders: 'Orders',
  mentioned: 'Mentioned in the chat',
  status: 'Processing',
} as const;

/** A new agent of Nakheel Dates, signed in (through the API) in a browser of its own, on the console, offline. */
async function freshAgent(browser: Browser, admin: APIRequestContext) {
  const person: NewPerson = newPerson(
    ['Dana', `Yousef${uniqueSuffix().slice(0, 4)}`],
    ['دانة', 'يوسف'],
    'nakheel.test',
  );
  await createStaff(admin, 'agents', person, await brandIdByName(admin, NAKHEEL.nameEn));
  const context = await browser.newContext({ storageState: NOBODY });
  // No browser notification is asked for in earnest: the console's own journey looks at those.
  await context.addInitScript(() => {
    const declined = { permission: 'denied', requestPermission: () => Promise.resolve('denied') };
    Object.defineProperty(window, 'Notification', { value: declined, configurable: true });
  });
  const signedIn = await context.request.post('/api/auth/sign-in/password', {
    data: { email: person.email, password: person.password },
    headers: { origin: APP_URL },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const page = await context.newPage();
  await page.goto('/agent');
  await expect(page.getByTestId('panel-title')).toHaveText(UI.title);
  return {
    person,
    page,
    /** Offline again, so that the router offers it nothing more once the journey is over; then its browser goes. */
    leave: () => goOffline(context),
  };
}

const offerOf = (page: Page, name: string): Locator => page.getByTestId('offer-item').filter({ hasText: name });

test('the agent accepts a chat and sees the order the shopper asks about, with its status', async ({
  page,
  browser,
  playwright,
}) => {
  const guestName = `Hessa ${uniqueSuffix()}`;
  // 2500102 is another shopper's order: the guest never proved it, so the panel must not show it.
  const question = `Where is my order ${ORDER.reference}? And 2500102?`;
  const agent = await freshAgent(browser, page.request);
  const shopper = await guestShopper(playwright, { widgetId: NAKHEEL.widgetId, name: guestName });
  const console = agent.page;
  try {
    await test.step('the agent goes online', async () => {
      const presence = console.getByRole('switch', { name: UI.presence });
      await expect(presence).not.toBeChecked();
      await presence.click();
      await expect(presence).toBeChecked();
      await expect(console.getByTestId('presence')).toContainText(UI.online);
    });

    await test.step('a guest tracks its order, starts a chat and asks where it is; the agent accepts', async () => {
      expect(await shopper.trackOrder(ORDER.reference, ORDER.phone)).toMatchObject({ status: 'processing' });
      const chat = await shopper.startChat();
      await shopper.send(chat.id, question);
      const offer = offerOf(console, guestName);
      await expect(offer).toBeVisible({ timeout: 60_000 });
      await offer.getByRole('button', { name: UI.accept }).click();
      await expect(console).toHaveURL(new RegExp(`[?&]chat=${chat.id}`));
      await expect(console.getByTestId('conversation-title')).toHaveText(guestName);
      await expect(
        console.getByTestId('message-list').getByTestId('chat-message').filter({ hasText: question }),
      ).toBeVisible();
    });

    await test.step('the shopper panel lists that order under "Mentioned in the chat", with its status', async () => {
      const orders = console.getByTestId('shopper-panel').getByTestId('shopper-orders');
      await expect(orders.getByRole('heading', { name: UI.orders, exact: true })).toBeVisible();
      // Read from the brand's store through the server: allow for a loaded machine.
      const card = orders.getByTestId('order-card').filter({ has: console.getByTestId('mentioned-order') });
      await expect(card).toHaveCount(1, { timeout: 20_000 });
      await expect(card.getByTestId('mentioned-order')).toHaveText(UI.mentioned);
      await expect(card.getByTestId('order-reference')).toHaveText(`Order ${ORDER.reference}`);
      await expect(card.getByTestId('order-status')).toHaveText(UI.status);
      await expect(card.getByTestId('order-total')).toContainText(ORDER.total);
      // A guest has no phone or e-mail to find its other orders by: the mentioned one is all there is.
      await expect(orders.getByTestId('order-card')).toHaveCount(1);

      // Collapsed in the narrow panel until the agent opens it: then its items show.
      const header = card.getByRole('button', { expanded: false });
      await header.click();
      await expect(card.getByRole('button', { expanded: true })).toBeVisible();
      await expect(card.getByTestId('order-item')).toContainText(ORDER.item);
      await saveScreenshot(console, 'agent-shopper-orders', 'en');
    });
  } finally {
    await shopper.close();
    await agent.leave();
  }
});
