import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/admin-session.ts';
import { DEMO } from '../support/demo.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// Issue 10's agent performance report: the admin (the worker's session) reads Agents › Performance for a fixed past
// week of Nakheel Dates that the demo seed writes with hand-worked numbers (apps/server/src/demo/seed/report-week.ts):
// each number of Lina's row as the screen shows it, a sort by a column, her drawer with its sign-in log, and the CSV;
// then the table in Arabic. Nothing else ever happens in that week, so the numbers are exact. The sign-in log shows
// moments in the reader's time zone: the browser is put in Riyadh's. No sign-in by password beyond the worker's.
// Screenshots of the report and the drawer in English and Arabic.

test.use({ viewport: { width: 1440, height: 1000 }, timezoneId: 'Asia/Riyadh' });

const WEEK = { from: '2026-10-05', to: '2026-10-11' };
const REPORT = `/admin/agent?tab=performance&range=custom&from=${WEEK.from}&to=${WEEK.to}`;
const LINA = DEMO.agent3;

const HEADINGS = {
  en: [
    'Agent',
    'Brand',
    'Assigned',
    'Closed',
    'Avg first response',
    'Avg resolution',
    'Messages sent',
    'Reassigned',
    'Unanswered',
    'Active time',
    'Ratings',
    'Avg rating',
  ],
  ar: [
    'الموظف',
    'العلامة التجارية',
    'المُسندة',
    'المُغلقة',
    'متوسط الرد الأول',
    'متوسط زمن الحل',
    'الرسائل المرسلة',
    'المُعاد إسنادها',
    'دون رد',
    'مدة النشاط',
    'التقييمات',
    'متوسط التقييم',
  ],
};

/** The week's rows as the English table shows them, worked out in report-week.ts (no closing of that week was rated). */
const EXPECTED = {
  lina: [
    'Lina Mansour',
    'Nakheel Dates',
    '4',
    '3',
    '2 min 30 s',
    '18 min 20 s',
    '5',
    '1',
    '2',
    '17 h 15 min',
    '0',
    '—',
  ],
  sara: ['Sara Alqahtani', 'Nakheel Dates', '1', '1', '5 min', '20 min', '2', '0', '0', '0 s', '0', '—'],
  omar: ['Omar Farouk', 'Nakheel Dates', '1', '1', '—', '30 min', '1', '0', '0', '0 s', '0', '—'],
};

const table = (page: Page): Locator => page.getByRole('main').getByRole('table').first();
const rowOf = (page: Page, name: string): Locator =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

/** The column headings as shown, in order (a sortable heading is a button, so read them as header cells). */
const headingsOf = (page: Page): Promise<string[]> =>
  table(page)
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));

/** A row's cells as text (the text itself: a badge's capitals are only its style). */
const cellsOf = (row: Locator): Promise<string[]> =>
  row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));

/** One line of the sign-in log: when, what (and how), from where, with which browser. */
async function expectLogRow(
  row: Locator,
  [at, kind, method, ip, browser]: [string, string, string | null, string, string],
) {
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(at);
  await expect(cells.nth(1).getByText(kind, { exact: true })).toBeVisible();
  if (method) await expect(cells.nth(1).getByText(method, { exact: true })).toBeVisible();
  else await expect(cells.nth(1)).toHaveText(kind);
  await expect(cells.nth(2)).toHaveText(ip);
  await expect(cells.nth(3)).toHaveText(browser);
}

/** The agents' names in the table's order. */
const namesInOrder = (page: Page): Promise<string[]> =>
  table(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => (row.querySelector('td') as HTMLElement | null)?.innerText.trim() ?? ''));

/** A downloaded CSV's lines, without the byte order mark Excel needs. */
async function csvLines(download: Download): Promise<{ bom: boolean; lines: string[] }> {
  const text = await readFile(await download.path(), 'utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return {
    bom: text.startsWith('\uFEFF'),
    lines: text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

/**
 * A drawer scrolls on its own, so a full-page screenshot shows all of it only in a window as tall as its content.
 */
async function saveDrawerScreenshot(page: Page, dialog: Locator, name: string, language: 'en' | 'ar') {
  const viewport = page.viewportSize()!;
  const drawer = await dialog.evaluate((element) => element.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, drawer + 120) });
  await saveScreenshot(page, name, language);
  await page.setViewportSize(viewport);
}

test('the admin reads an agent’s week in the performance report, sorts it, opens the agent and exports it', async ({
  page,
}) => {
  test.slow();

  await test.step('the report for the custom week shows each agent’s numbers as worked out by hand', async () => {
    await page.goto(REPORT);
    // The report's screen loads on first use; on a busy machine, with the server just started, that takes a while.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole('radiogroup', { name: 'Period' }).getByRole('radio', { name: 'Custom range' }),
    ).toBeChecked();
    await expect(page.getByRole('button', { name: 'Days of the period' })).toHaveText('5 Oct 2026 – 11 Oct 2026');
    await expect(rowOf(page, EXPECTED.lina[0]!)).toBeVisible({ timeout: 20_000 });
    expect(await headingsOf(page)).toEqual(HEADINGS.en);
    for (const expected of Object.values(EXPECTED)) {
      await expect.poll(() => cellsOf(rowOf(page, expected[0]!))).toEqual(expected);
    }
    await saveScreenshot(page, 'agent-performance', 'en');
  });

  await test.step('a column heading sorts the table on the server, one way then the other', async () => {
    const heading = table(page).getByRole('button', { name: /^Messages sent/ });
    await expect(heading).toHaveAccessibleName('Messages sent Not sorted');
    await heading.click();
    await expect(heading).toHaveAccessibleName('Messages sent Sorted ascending');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('messagesSent');
    expect(new URL(page.url()).searchParams.get('order')).toBe('asc');
    await heading.click();
    await expect(heading).toHaveAccessibleName('Messages sent Sorted descending');
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('desc');
    // Everyone else has no message in that week.
    await expect
      .poll(async () => (await namesInOrder(page)).slice(0, 3))
      .toEqual(['Lina Mansour', 'Sara Alqahtani', 'Omar Farouk']);
    // The period stays as it was.
    expect(new URL(page.url()).searchParams.get('from')).toBe(WEEK.from);
  });

  await test.step('the export is the same table as CSV, durations in seconds', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('main').getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`agent-performance-${WEEK.from}-${WEEK.to}.csv`);
    const { bom, lines } = await csvLines(download);
    expect(bom).toBe(true);
    expect(lines[0]).toBe(
      'Agent,Brand,Conversations assigned,Conversations closed,Average first response time (seconds),' +
        'Average resolution time (seconds),Messages sent,Reassigned conversations,Unanswered conversations,' +
        'Active session duration (seconds),Ratings,Average rating (1–5)',
    );
    // Sorted as the screen is: by messages sent, most first.
    expect(lines.slice(1, 4)).toEqual([
      'Lina Mansour,Nakheel Dates,4,3,150,1100,5,1,2,62100,0,',
      'Sara Alqahtani,Nakheel Dates,1,1,300,1200,2,0,0,0,0,',
      'Omar Farouk,Nakheel Dates,1,1,,1800,1,0,0,0,0,',
    ]);
  });

  await test.step('the agent’s drawer: totals, online time per day and the sign-in log of the week', async () => {
    await rowOf(page, LINA.name).click();
    await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}/);
    const drawer = page.getByRole('dialog', { name: LINA.name });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Nakheel Dates · Mon, 5 Oct 2026 to Sun, 11 Oct 2026')).toBeVisible();
    const totals = drawer.getByTestId('agent-totals');
    const total = (name: string) => totals.getByRole('region', { name, exact: true });
    await expect(total('Assigned')).toContainText('4');
    await expect(total('Avg first response')).toContainText('2 min 30 s');
    await expect(total('Avg resolution')).toContainText('18 min 20 s');
    await expect(total('Unanswered')).toContainText('2');
    await expect(total('Active time')).toContainText('17 h 15 min');

    const log = drawer.getByRole('region', { name: 'Sign-ins and sign-outs' });
    const rows = log.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    // Newest first, in the reader's time (Riyadh): Saturday's session ended at 11:00 there.
    const desktop = 'Chrome 129 on Windows';
    await expectLogRow(rows.first(), ['10 Oct 2026, 11:00:00', 'Signed out', null, '203.0.113.13', desktop]);
    await expectLogRow(rows.last(), ['5 Oct 2026, 08:00:00', 'Signed in', 'Password', '203.0.113.13', desktop]);
    // Tuesday's session was from a phone, with a one-time code (rows 8 and 9 of 10, newest first).
    await expectLogRow(rows.nth(7), [
      '6 Oct 2026, 12:00:00',
      'Signed in',
      'One-time code',
      '203.0.113.13',
      'Safari 17 on iOS',
    ]);
    await saveDrawerScreenshot(page, drawer, 'agent-performance-drawer', 'en');

    const downloading = page.waitForEvent('download');
    await log.getByRole('link', { name: 'Export CSV' }).click();
    const { lines } = await csvLines(await downloading);
    expect(lines[0]).toBe('Time (Asia/Riyadh),Event,Method,IP address,Browser');
    expect(lines).toHaveLength(11);
    expect(lines[10]).toMatch(/^2026-10-05 08:00:00,Sign in,password,203\.0\.113\.13,"?Mozilla\/5\.0 \(Windows/);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]view=/);
  });

  await test.step('the same report in Arabic: its headings and the durations in Arabic words', async () => {
    await page.goto(`/ar${REPORT}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'الموظفون' })).toBeVisible();
    const row = rowOf(page, LINA.nameAr);
    await expect(row).toBeVisible({ timeout: 20_000 });
    expect(await headingsOf(page)).toEqual(HEADINGS.ar);
    await expect
      .poll(() => cellsOf(row))
      .toEqual(['لينا منصور', 'تمور النخيل', '4', '3', '2 د 30 ث', '18 د 20 ث', '5', '1', '2', '17 س 15 د', '0', '—']);
    await saveScreenshot(page, 'agent-performance', 'ar');

    await row.click();
    const drawer = page.getByRole('dialog', { name: LINA.nameAr });
    await expect(drawer.getByRole('region', { name: 'مدة النشاط', exact: true })).toContainText('17 س 15 د');
    await expect(drawer.getByRole('region', { name: 'تسجيلات الدخول والخروج' }).locator('tbody tr')).toHaveCount(10);
    await saveDrawerScreenshot(page, drawer, 'agent-performance-drawer', 'ar');
  });
});
