import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { APP_URL } from '../support/origins.ts';

// Issue 22: axe-core over every screen, in English and Arabic: no serious or critical finding, one main and one
// contentinfo landmark, headings in order. Password sign-ins (through the API, once per worker and person): admin,
// manager2, agent6, customer4 — people the other journeys leave alone, so that nothing here races them.

type Person = 'visitor' | 'admin' | 'manager' | 'agent' | 'customer';

const PEOPLE: Record<Exclude<Person, 'visitor'>, string> = {
  admin: DEMO.admin.email,
  manager: DEMO.manager2.email,
  agent: DEMO.agent6.email,
  customer: DEMO.customer4.email,
};

/** Every screen of DESIGN.md section 1, opened by someone who may see it. */
const SCREENS: { path: string; as: Person }[] = [
  { path: '/', as: 'visitor' },
  { path: '/login', as: 'visitor' },
  { path: '/otp-login', as: 'visitor' },
  { path: '/otp-signup', as: 'visitor' },
  { path: '/phone-login', as: 'visitor' },
  { path: '/forgot-password', as: 'visitor' },
  { path: '/change-password', as: 'visitor' },
  { path: '/cursor-demo', as: 'visitor' },
  { path: '/pages/about', as: 'visitor' },
  { path: '/no/such/page', as: 'visitor' },
  { path: '/user/update-profile', as: 'customer' },
  { path: '/user/change-password', as: 'customer' },
  { path: '/user/delete-account', as: 'customer' },
  { path: '/admin', as: 'admin' },
  { path: '/admin/brand', as: 'admin' },
  { path: '/admin/agent', as: 'admin' },
  { path: '/admin/brand-manager', as: 'admin' },
  { path: '/admin/customer', as: 'admin' },
  { path: '/admin/guest', as: 'admin' },
  { path: '/admin/salla-installation', as: 'admin' },
  { path: '/admin/chat-management', as: 'admin' },
  { path: '/admin/critical-message', as: 'admin' },
  { path: '/admin/canned-response/category', as: 'admin' },
  { path: '/admin/canned-response/case', as: 'admin' },
  { path: '/admin/contact-forms', as: 'admin' },
  { path: '/admin/faq', as: 'admin' },
  { path: '/admin/page', as: 'admin' },
  { path: '/admin/cms-faq', as: 'admin' },
  { path: '/admin/landing-page-form', as: 'admin' },
  { path: '/admin/settings', as: 'admin' },
  { path: '/admin/profile-setting', as: 'admin' },
  { path: '/admin/brand/profile', as: 'manager' },
  { path: '/admin/brand/configuration', as: 'manager' },
  { path: '/agent', as: 'agent' },
  { path: '/customer', as: 'customer' },
];

/**
 * One browser context a person and worker, signed in through the API once: the screens after the first come from
 * its cache, as they would for a person moving around, which keeps the sweep to a few minutes.
 */
const test = base.extend<object, { contextOf: (person: Person) => Promise<BrowserContext> }>({
  contextOf: [
    async ({ browser }, use) => {
      const contexts = new Map<Person, Promise<BrowserContext>>();
      const open = async (person: Person) => {
        const context = await browser.newContext({ baseURL: APP_URL });
        if (person !== 'visitor') {
          const response = await context.request.post('/api/auth/sign-in/password', {
            data: { email: PEOPLE[person], password: DEMO_PASSWORD },
          });
          expect(response.ok(), await response.text()).toBe(true);
        }
        return context;
      };
      await use((person) => {
        let context = contexts.get(person);
        if (!context) {
          context = open(person);
          contexts.set(person, context);
        }
        return context;
      });
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

/** The page has drawn its screen and fetched what it shows: the loading bar has gone (spec section 9). */
async function settle(page: Page): Promise<void> {
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toHaveCount(1);
  await expect(bar).toHaveAttribute('data-visible', 'false');
}

async function openAndCheck(context: BrowserContext, path: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(path);
    await settle(page);
    await expectAccessible(page, path);
  } finally {
    await page.close();
  }
}

for (const { path, as } of SCREENS) {
  test(`${path} (${as}) is accessible in English and Arabic`, async ({ contextOf }) => {
    const context = await contextOf(as);
    await openAndCheck(context, path);
    await openAndCheck(context, path === '/' ? '/ar' : `/ar${path}`);
  });
}

test("the chat widget's home is accessible in English and Arabic", async ({ contextOf }) => {
  const context = await contextOf('visitor');
  for (const locale of ['en', 'ar']) {
    const page = await context.newPage();
    await page.goto(`/widget?id=demo-nakheel&locale=${locale}`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the widget (${locale})`);
    await page.close();
  }
});
