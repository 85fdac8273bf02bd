import { expect, test, type Browser } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { APP_URL } from '../support/origins.ts';
import { kilobytes, recordTransfers, totalOf, type Transfer } from '../support/transfer.ts';

// Issue 22: what a first visit really transfers, compression on, as Chromium counts it (headers included). The
// build-time sizes of each chunk are the bench's (`npm run bench -- bundles`); this is the wire. Password sign-ins:
// none. The back office's first visits are held to a number of files (decision 035: on a phone network each file is a
// round trip; Chat Management asked for 121 before its shared files were grouped by the pages loading them).

interface Budget {
  path: string;
  /** JavaScript over the wire, in KB (1,024 bytes). */
  scriptKb: number;
  /** Script files, when the number is held too. */
  scriptFiles?: number;
  /** Who opens it: nobody, or a demo person signed in through the API. */
  as?: { email: string };
}

const BUDGETS: Budget[] = [
  { path: '/login', scriptKb: 180 },
  { path: '/ar/login', scriptKb: 180 },
  { path: '/widget?id=demo-nakheel', scriptKb: 120 },
  { path: '/admin/chat-management', scriptKb: 360, scriptFiles: 55, as: DEMO.admin },
  { path: '/agent', scriptKb: 360, scriptFiles: 60, as: DEMO.agent },
];

async function firstVisit(browser: Browser, budget: Budget): Promise<Transfer[]> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    if (budget.as) {
      const response = await context.request.post(`${APP_URL}/api/auth/sign-in/password`, {
        data: { email: budget.as.email, password: DEMO_PASSWORD },
        headers: { origin: APP_URL },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    const page = await context.newPage();
    const transfers = await recordTransfers(context, page);
    await page.goto(budget.path, { waitUntil: 'networkidle' });
    return transfers;
  } finally {
    await context.close();
  }
}

for (const budget of BUDGETS) {
  const files = budget.scriptFiles ? ` in at most ${budget.scriptFiles} files` : '';
  test(`a first visit to ${budget.path} transfers at most ${budget.scriptKb} KB of JavaScript${files}, all of it compressed`, async ({
    browser,
  }) => {
    const transfers = await firstVisit(browser, budget);
    const scripts = transfers.filter((transfer) => transfer.type === 'Script');
    expect(scripts.length).toBeGreaterThan(0);
    // Every script and stylesheet of any size comes as Brotli (the build's copies; Chromium asks for br).
    const uncompressed = transfers.filter(
      (transfer) => ['Script', 'Stylesheet'].includes(transfer.type) && transfer.bytes > 1500 && !transfer.encoding,
    );
    expect(uncompressed.map((transfer) => transfer.url)).toEqual([]);
    expect(scripts.filter((transfer) => transfer.bytes > 1500).every((transfer) => transfer.encoding === 'br')).toBe(
      true,
    );
    const scriptKb = kilobytes(totalOf(transfers, 'Script'));
    test.info().annotations.push({
      type: 'transfer',
      description: `${budget.path}: JS ${scriptKb} KB in ${scripts.length} files, CSS ${kilobytes(totalOf(transfers, 'Stylesheet'))} KB`,
    });
    expect(scriptKb).toBeLessThanOrEqual(budget.scriptKb);
    if (budget.scriptFiles) expect(scripts.length).toBeLessThanOrEqual(budget.scriptFiles);
  });
}

test('JSON replies above 1 KB come compressed', async ({ request }) => {
  const response = await request.get('/_payload.json', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['vary']).toMatch(/accept-encoding/i);
});
