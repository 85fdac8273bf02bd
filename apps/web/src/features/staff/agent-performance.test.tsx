import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AgentReportDetail,
  AgentReportResponse,
  AgentReportRow,
  SignInLogEntry,
} from '@tawasul/contracts/reports';
import { BRAND_ID, page, sessionUser, staffMember } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer, type StandInAnswer, type StandInRequest } from '../../test/stand-in-server.ts';
import { AgentsScreen } from './agents-screen.tsx';

const PATH = '/admin/agent';
const admin = sessionUser(['admin']);
const manager = sessionUser(['brand_manager']);

// Thursday 19 November 2026, 22:30 UTC: already Friday the 20th in Riyadh.
const NOW = new Date('2026-11-19T22:30:00Z');
const SARA_ID = '44444444-4444-4444-8444-444444444444';
const OMAR_ID = '55555555-5555-4555-8555-555555555555';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function row(overrides: Partial<AgentReportRow> = {}): AgentReportRow {
  return {
    agentId: SARA_ID,
    nameEn: 'Sara Alqahtani',
    nameAr: 'سارة القحطاني',
    brandId: BRAND_ID,
    brandNameEn: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    assigned: 42,
    closed: 40,
    averageFirstResponseSeconds: 95,
    averageResolutionSeconds: 3900,
    messagesSent: 1234,
    reassigned: 2,
    unanswered: 1,
    activeSeconds: 30 * 3600 + 15 * 60,
    ratings: 12,
    averageRating: 4.25,
    ...overrides,
  };
}

const omar = row({
  agentId: OMAR_ID,
  nameEn: 'Omar Farouk',
  nameAr: 'عمر فاروق',
  assigned: 0,
  closed: 0,
  averageFirstResponseSeconds: null,
  averageResolutionSeconds: null,
  messagesSent: 0,
  activeSeconds: 0,
  ratings: 0,
  averageRating: null,
});

function report(items: AgentReportRow[], request: StandInRequest, overrides: Partial<AgentReportResponse> = {}) {
  const body: AgentReportResponse = {
    ...page(items, {
      page: Number(request.query.get('page') ?? 1),
      pageSize: Number(request.query.get('pageSize') ?? 20),
    }),
    timeZone: 'Asia/Riyadh',
    ratings: { count: 12, average: 4.25 },
    ...overrides,
  };
  return ok(body);
}

function detail(request: StandInRequest): AgentReportDetail {
  return {
    timeZone: 'Asia/Riyadh',
    agent: row(),
    activePerDay: [
      { day: request.query.get('from') ?? '2026-11-15', activeSeconds: 8 * 3600 },
      { day: request.query.get('to') ?? '2026-11-21', activeSeconds: 6 * 3600 + 30 * 60 },
    ],
  };
}

const signIn: SignInLogEntry = {
  id: 7,
  kind: 'sign_in',
  method: 'password',
  at: '2026-11-18T05:02:03.000Z',
  ipAddress: '203.0.113.7',
  userAgent: CHROME_ON_WINDOWS,
};
const signOut: SignInLogEntry = {
  id: 8,
  kind: 'sign_out',
  method: null,
  at: '2026-11-18T13:40:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (demo)',
};

const brandOptions = () => ok({ items: [{ id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' }] });

type Routes = Record<string, (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>>;

function server(routes: Routes = {}) {
  return standInServer({
    'GET /api/agents': () => ok(page([staffMember()])),
    'GET /api/brands/options': brandOptions,
    'GET /api/reports/agents': (request) => report([row(), omar], request),
    'GET /api/reports/agents/:id': (request) => ok(detail(request)),
    'GET /api/reports/agents/:id/sign-ins': (request) =>
      ok({ ...page([signOut, signIn], { total: 23, page: Number(request.query.get('page')) }), pageSize: 10 }),
    ...routes,
  });
}

function render(options: { url?: string; user?: typeof admin; language?: 'en' | 'ar' } = {}) {
  return renderScreen(<AgentsScreen />, {
    path: PATH,
    url: options.url ?? `${PATH}?tab=performance`,
    user: options.user ?? admin,
    language: options.language,
  });
}

type Server = ReturnType<typeof server>;
const reportCalls = (calls: Server) => calls.callsTo('GET', '/api/reports/agents');
const lastReport = (calls: Server) => reportCalls(calls).at(-1)?.query;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // jsdom lays nothing out: give the charts' ResponsiveContainer the size a browser would.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const sized = this.classList.contains('recharts-responsive-container');
    return DOMRect.fromRect(sized ? { width: 640, height: 260 } : { width: 0, height: 0 });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('agents and their performance, as two views of one screen', () => {
  it('opens the performance view from the Agents list and keeps the choice in the address', async () => {
    const calls = server();
    const { router } = render({ url: PATH });
    await screen.findByText('agent@tawasul.test');
    await userEvent.click(screen.getByRole('radio', { name: 'Performance' }));
    expect(await rowOf('Sara Alqahtani')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=performance');

    // This week in Riyadh (Friday the 20th), Sunday to Saturday in both languages; the busiest agents first.
    const query = lastReport(calls);
    expect(Object.fromEntries(query ?? [])).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
      sort: 'assigned',
      order: 'desc',
      page: '1',
      pageSize: '20',
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Agents' }));
    expect(await screen.findByText('agent@tawasul.test')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('agent performance table', () => {
  it('shows each agent’s totals, durations in words, ratings, and a dash for an average of nothing', async () => {
    server();
    render();
    const sara = await rowOf('Sara Alqahtani');
    const cells = within(sara)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Sara Alqahtani',
      'Falcon Games',
      '42',
      '40',
      '1 min 35 s',
      '1 h 5 min',
      '1,234',
      '2',
      '1',
      '30 h 15 min',
      '12',
      '4.25',
    ]);
    const omarCells = within(await rowOf('Omar Farouk')).getAllByRole('cell');
    expect(omarCells.map((cell) => cell.textContent).slice(4, 6)).toEqual(['—', '—']);
    expect(omarCells.map((cell) => cell.textContent).slice(-3)).toEqual(['0 s', '0', '—']);
    // The period's average of every rating, whichever agents the page shows.
    expect(screen.getByTestId('rating-summary').textContent).toBe(
      'Average satisfaction rating: 4.25 of 5 (ratings given: 12)',
    );
  });

  it('names agents and durations in Arabic, and asks for the same week as in English', async () => {
    const calls = server();
    render({ language: 'ar' });
    const sara = await rowOf('سارة القحطاني');
    expect(within(sara).getByText('ألعاب الصقر')).toBeInTheDocument();
    expect(within(sara).getByText('1 س 5 د')).toBeInTheDocument();
    expect(within(sara).getByText('1 د 35 ث')).toBeInTheDocument();
    expect(screen.getByTestId('rating-summary').textContent).toBe('متوسط تقييم الرضا: 4.25 من 5 (عدد التقييمات: 12)');
    const query = lastReport(calls);
    expect([query?.get('from'), query?.get('to')]).toEqual(['2026-11-15', '2026-11-21']);
  });

  it('sorts on the server by any column', async () => {
    const calls = server();
    render();
    await rowOf('Sara Alqahtani');
    // mantine-datatable makes a sortable header a button: every metric has one.
    for (const title of ['Agent', 'Assigned', 'Closed', 'Avg resolution', 'Messages sent', 'Reassigned', 'Unanswered'])
      expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Avg first response/ }));
    await waitFor(() =>
      expect([lastReport(calls)?.get('sort'), lastReport(calls)?.get('order')]).toEqual([
        'averageFirstResponseSeconds',
        'asc',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Avg first response/ }));
    await waitFor(() => expect(lastReport(calls)?.get('order')).toBe('desc'));
    await userEvent.click(screen.getByRole('button', { name: /^Agent/ }));
    await waitFor(() =>
      expect([lastReport(calls)?.get('sort'), lastReport(calls)?.get('order')]).toEqual(['name', 'asc']),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Active time/ }));
    await waitFor(() => expect(lastReport(calls)?.get('sort')).toBe('activeSeconds'));
  });

  it('searches once typing pauses and goes back to the first page', async () => {
    const calls = server({
      'GET /api/reports/agents': (request) =>
        report(request.query.get('search') === 'omar' ? [omar] : [row(), omar], request, { total: 45 }),
    });
    const { router } = render({ url: `${PATH}?tab=performance&page=2` });
    await rowOf('Sara Alqahtani');
    expect(lastReport(calls)?.get('page')).toBe('2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'omar');
    await waitFor(() => expect(screen.queryByText('Sara Alqahtani')).not.toBeInTheDocument());
    const searches = reportCalls(calls)
      .map((call) => call.query.get('search'))
      .filter((search) => search !== null);
    expect(searches).toEqual(['omar']);
    expect(lastReport(calls)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?tab=performance&search=omar');
  });

  it('pages through the agents on the server', async () => {
    const calls = server({ 'GET /api/reports/agents': (request) => report([row(), omar], request, { total: 45 }) });
    render();
    await rowOf('Sara Alqahtani');
    // Two agents on this page of 45.
    expect(screen.getByText('1–2 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastReport(calls)?.get('page')).toBe('2'));
  });

  it('exports the table with the same period, brand, search and order as CSV', async () => {
    server();
    render({
      url: `${PATH}?tab=performance&range=custom&from=2026-11-01&to=2026-11-07&search=sa&sort=closed&order=asc&brandId=${BRAND_ID}&page=3`,
    });
    await rowOf('Sara Alqahtani');
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('download');
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/api/reports/agents.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      brandId: BRAND_ID,
      search: 'sa',
      sort: 'closed',
      order: 'asc',
      // The server answers in the reader's language: a download carries no Accept-Language of the app's.
      lang: 'en',
    });
  });

  it('lets an admin narrow to one brand; a brand manager sees neither the filter nor the brand column', async () => {
    const adminCalls = server();
    const { unmount } = render();
    await rowOf('Sara Alqahtani');
    expect(screen.getByRole('combobox', { name: 'Brand' })).toBeInTheDocument();
    expect(lastReport(adminCalls)?.get('brandId')).toBeNull();
    unmount();

    const calls = server();
    render({ user: manager, url: `${PATH}?tab=performance&brandId=${BRAND_ID}` });
    const sara = await rowOf('Sara Alqahtani');
    expect(within(sara).queryByText('Falcon Games')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    expect(lastReport(calls)?.get('brandId')).toBeNull();
  });

  it('asks again with the brand’s own days when the server counts in another time zone', async () => {
    const calls = server({
      'GET /api/reports/agents': (request) => report([row()], request, { timeZone: 'UTC' }),
    });
    render({ url: `${PATH}?tab=performance&range=today` });
    // First in the platform's zone (Friday in Riyadh), then in the one the server named (still Thursday in UTC).
    await waitFor(() => expect(lastReport(calls)?.get('from')).toBe('2026-11-19'));
    expect(reportCalls(calls).map((call) => call.query.get('from'))).toEqual(['2026-11-20', '2026-11-19']);
  });
});

describe('one agent’s performance', () => {
  it('opens from a row with its totals, its online time per day and its sign-ins', async () => {
    const calls = server();
    const { router } = render();
    await userEvent.click(await screen.findByText('Sara Alqahtani'));
    const drawer = await screen.findByRole('dialog', { name: 'Sara Alqahtani' });
    expect(router.state.location.search).toBe(`?tab=performance&view=${SARA_ID}`);

    const totals = await within(drawer).findByTestId('agent-totals');
    expect(
      within(within(totals).getByRole('region', { name: 'Avg resolution' })).getByText('1 h 5 min'),
    ).toBeInTheDocument();
    expect(
      within(within(totals).getByRole('region', { name: 'Messages sent' })).getByText('1,234'),
    ).toBeInTheDocument();
    const detailQuery = calls.callsTo('GET', `/api/reports/agents/${SARA_ID}`).at(-1)?.query;
    expect([detailQuery?.get('from'), detailQuery?.get('to')]).toEqual(['2026-11-15', '2026-11-21']);

    // The chart counts in hours; its days are the period's.
    const chart = await within(drawer).findByTestId('chart-active-time');
    await waitFor(() => expect(within(chart).getByText('15 Nov')).toBeInTheDocument());
    expect(within(chart).getAllByText(/ h$/).length).toBeGreaterThan(0);

    // The log: time in the reader's locale, IP, the browser in words with the raw agent behind it.
    const signedIn = (await within(drawer).findByText('Signed in')).closest('tr') as HTMLElement;
    expect(within(signedIn).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(signedIn).getByText('Password')).toBeInTheDocument();
    expect(within(signedIn).getByText('18 Nov 2026', { exact: false })).toBeInTheDocument();
    const browser = within(signedIn).getByText('Chrome 131 on Windows');
    expect(browser).toHaveAttribute('data-user-agent', CHROME_ON_WINDOWS);
    await userEvent.hover(browser);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', CHROME_ON_WINDOWS);
    const signedOut = within(drawer).getByText('Signed out').closest('tr') as HTMLElement;
    expect(within(signedOut).getByText('Unknown browser')).toBeInTheDocument();

    const logQuery = calls.callsTo('GET', `/api/reports/agents/${SARA_ID}/sign-ins`).at(-1)?.query;
    expect(Object.fromEntries(logQuery ?? [])).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
      page: '1',
      pageSize: '10',
    });
    const csv = new URL(
      within(drawer).getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(csv.pathname).toBe(`/api/reports/agents/${SARA_ID}/sign-ins.csv`);
    expect(Object.fromEntries(csv.searchParams)).toEqual({ from: '2026-11-15', to: '2026-11-21', lang: 'en' });

    await userEvent.click(within(drawer).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(calls.callsTo('GET', `/api/reports/agents/${SARA_ID}/sign-ins`).at(-1)?.query.get('page')).toBe('2'),
    );
  });

  it('opens from the address and closes back to the table', async () => {
    server();
    const { router } = render({ url: `${PATH}?tab=performance&range=month&view=${SARA_ID}` });
    const drawer = await screen.findByRole('dialog', { name: 'Sara Alqahtani' });
    expect(await within(drawer).findByText('Falcon Games · Sun, 1 Nov 2026 to Mon, 30 Nov 2026')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=performance&range=month'));
  });

  it('speaks Arabic in the drawer: durations, sign-in times and events', async () => {
    server();
    render({ language: 'ar', url: `${PATH}?tab=performance&view=${SARA_ID}` });
    const drawer = await screen.findByRole('dialog', { name: 'سارة القحطاني' });
    const totals = await within(drawer).findByTestId('agent-totals');
    expect(within(totals).getByText('30 س 15 د')).toBeInTheDocument();
    const signedIn = (await within(drawer).findByText('سجّل الدخول')).closest('tr') as HTMLElement;
    // The app's Arabic dates: Gregorian, Latin digits.
    expect(within(signedIn).getByText(/18\u200f\/11\u200f\/2026/)).toBeInTheDocument();
    expect(within(signedIn).getByText('Chrome 131 على Windows')).toBeInTheDocument();
  });
});
