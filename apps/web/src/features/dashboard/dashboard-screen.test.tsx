import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCharts, DashboardSummary } from '@tawasul/contracts/reports';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { BRAND_ID, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInRealtime } from '../../test/stand-in-realtime.ts';
import { failure, ok, standInServer, type StandInAnswer, type StandInRequest } from '../../test/stand-in-server.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

const PATH = '/admin';
const admin = sessionUser(['admin']);
const manager = sessionUser(['brand_manager']);
const OTHER_BRAND = '33333333-3333-4333-8333-333333333333';

// Thursday 19 November 2026, 22:30 UTC: already Friday the 20th in Riyadh.
const NOW = new Date('2026-11-19T22:30:00Z');

function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    totalUsers: 1234,
    totalAgents: 6,
    activeChats: 9,
    currentActiveAgents: 3,
    currentActiveChats: 4,
    timeZone: 'Asia/Riyadh',
    ...overrides,
  };
}

/** The charts of the requested days: `started` chats on each, half of them answered in 90 s on average. */
function charts(request: StandInRequest, started = 2): DashboardCharts {
  const from = request.query.get('from') ?? '2026-11-15';
  const to = request.query.get('to') ?? from;
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10));
  return {
    timeZone: 'Asia/Riyadh',
    chatsPerDay: days.map((day) => ({ day, started })),
    firstResponsePerDay: days.map((day) => ({ day, averageSeconds: started ? 90 : null })),
    chatsByStatus: started
      ? [
          { status: 'closed', count: 5 },
          { status: 'open', count: 3 },
          { status: 'waiting_for_agent', count: 1 },
        ]
      : [],
    busiestHours: Array.from({ length: 24 }, (_, hour) => ({ hour, started: hour === 14 ? started * 3 : 0 })),
  };
}

const brandOptions = () =>
  ok({
    items: [
      { id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' },
      { id: OTHER_BRAND, nameEn: 'Qamar Electronics', nameAr: 'قمر للإلكترونيات' },
    ],
  });

type Routes = Record<string, (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>>;

function server(routes: Routes = {}) {
  return standInServer({
    'GET /api/dashboard/summary': () => ok(summary()),
    'GET /api/dashboard/charts': (request) => ok(charts(request)),
    'GET /api/brands/options': brandOptions,
    ...routes,
  });
}

function render(options: { url?: string; user?: typeof admin; language?: 'en' | 'ar' } = {}) {
  const realtime = standInRealtime();
  const view = renderScreen(
    <RealtimeProvider client={realtime.client}>
      <DashboardScreen />
    </RealtimeProvider>,
    { path: PATH, url: options.url, user: options.user ?? admin, language: options.language },
  );
  return { ...view, realtime };
}

const card = (name: string) => screen.findByRole('region', { name });
const lastQuery = (calls: ReturnType<typeof server>, path: string) => calls.callsTo('GET', path).at(-1)?.query;
const daysOf = (query: URLSearchParams | undefined) => [query?.get('from'), query?.get('to')];

beforeEach(() => {
  // Only the clock is fixed: the stand-in server's promises and Mantine's timers run as usual.
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

describe('dashboard counts', () => {
  it('shows the five counts, each in its card', async () => {
    server();
    render();
    expect(await within(await card('Total users')).findByText('1,234')).toBeInTheDocument();
    expect(within(await card('Total agents')).getByText('6')).toBeInTheDocument();
    expect(within(await card('Active chats')).getByText('9')).toBeInTheDocument();
    expect(within(await card('Agents online now')).getByText('3')).toBeInTheDocument();
    expect(within(await card('Chats open now')).getByText('4')).toBeInTheDocument();
    expect(screen.getByTestId('live-status').textContent).toBe('●Live');
  });

  it('shows grey blocks until the counts arrive', async () => {
    let answer: (value: StandInAnswer) => void = () => {};
    server({ 'GET /api/dashboard/summary': () => new Promise((resolve) => (answer = resolve)) });
    render();
    expect(await screen.findAllByTestId('stat-skeleton')).toHaveLength(5);
    expect(await screen.findAllByTestId('chart-skeleton')).toHaveLength(4);
    answer(ok(summary()));
    expect(await screen.findByTestId('stat-totalUsers')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-skeleton')).not.toBeInTheDocument();
  });

  it('reads the counts again when the server says they changed, and after a lost connection — never on a timer', async () => {
    let users = 1234;
    const calls = server({ 'GET /api/dashboard/summary': () => ok(summary({ totalUsers: users })) });
    const { realtime } = render();
    expect(await within(await card('Total users')).findByText('1,234')).toBeInTheDocument();
    expect(realtime.listening('dashboard:changed')).toBe(true);
    expect(calls.callsTo('GET', '/api/dashboard/summary')).toHaveLength(1);

    users = 1235;
    realtime.push('dashboard:changed', { brandId: BRAND_ID });
    expect(await within(await card('Total users')).findByText('1,235')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/dashboard/summary')).toHaveLength(2);

    users = 1300;
    realtime.setState('reconnecting');
    realtime.setState('connected');
    realtime.reconnect();
    expect(await within(await card('Total users')).findByText('1,300')).toBeInTheDocument();
  });

  it('ignores another brand’s change while one brand is shown', async () => {
    const calls = server();
    const { realtime } = render({ url: `${PATH}?brandId=${BRAND_ID}` });
    await card('Total users');
    await screen.findByText('1,234');
    realtime.push('dashboard:changed', { brandId: OTHER_BRAND });
    realtime.push('dashboard:changed', { brandId: BRAND_ID });
    await waitFor(() => expect(calls.callsTo('GET', '/api/dashboard/summary')).toHaveLength(2));
    expect(calls.callsTo('GET', '/api/dashboard/summary').every((call) => call.query.get('brandId') === BRAND_ID)).toBe(
      true,
    );
  });

  it('says why the counts failed and tries again on request', async () => {
    let fail = true;
    server({
      'GET /api/dashboard/summary': () => (fail ? failure(500, 'INTERNAL_ERROR') : ok(summary())),
    });
    render();
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await card('Total users')).findByText('1,234')).toBeInTheDocument();
  });
});

describe('brand filter', () => {
  it('lets an admin look at one brand, in the address, for the counts and the charts', async () => {
    const calls = server();
    const { router } = render();
    await screen.findByText('1,234');
    expect(lastQuery(calls, '/api/dashboard/summary')?.get('brandId')).toBeNull();
    expect(
      screen.getByText('Live counts across your brands, and how the chats went over a period.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Qamar Electronics', hidden: true }));
    await waitFor(() => expect(lastQuery(calls, '/api/dashboard/summary')?.get('brandId')).toBe(OTHER_BRAND));
    await waitFor(() => expect(lastQuery(calls, '/api/dashboard/charts')?.get('brandId')).toBe(OTHER_BRAND));
    expect(router.state.location.search).toBe(`?brandId=${OTHER_BRAND}`);
    expect(
      await screen.findByText('Live counts for Qamar Electronics, and how its chats went over a period.'),
    ).toBeInTheDocument();
  });

  it('names the brand an admin chose in the reader’s language', async () => {
    server();
    render({ url: `${PATH}?brandId=${OTHER_BRAND}`, language: 'ar' });
    expect(
      await screen.findByText('الأعداد المباشرة لـ قمر للإلكترونيات، وسير محادثاتها خلال فترة.'),
    ).toBeInTheDocument();
  });

  it('shows a brand manager its own brand, with no filter and no brand in its requests', async () => {
    const calls = server({
      'GET /api/brands/options': () => ok({ items: [{ id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' }] }),
    });
    render({ user: manager, url: `${PATH}?brandId=${OTHER_BRAND}` });
    await screen.findByText('1,234');
    expect(
      await screen.findByText('Live counts for Falcon Games, and how its chats went over a period.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo('GET', '/api/dashboard/charts')).toHaveLength(1));
    expect(lastQuery(calls, '/api/dashboard/summary')?.get('brandId')).toBeNull();
    expect(lastQuery(calls, '/api/dashboard/charts')?.get('brandId')).toBeNull();
  });
});

describe('dashboard charts', () => {
  it('asks for this week in the brand’s time zone, then for the period chosen, kept in the address', async () => {
    const calls = server();
    const { router } = render();
    // Friday 20 November in Riyadh: the week runs Sunday 15 to Saturday 21, in both languages.
    await waitFor(() =>
      expect(daysOf(lastQuery(calls, '/api/dashboard/charts'))).toEqual(['2026-11-15', '2026-11-21']),
    );
    expect(screen.getByTestId('time-zone').textContent).toBe('Days and hours in Asia/Riyadh time');

    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() =>
      expect(daysOf(lastQuery(calls, '/api/dashboard/charts'))).toEqual(['2026-11-20', '2026-11-20']),
    );
    expect(router.state.location.search).toBe('?range=today');

    await userEvent.click(screen.getByRole('radio', { name: 'This month' }));
    await waitFor(() =>
      expect(daysOf(lastQuery(calls, '/api/dashboard/charts'))).toEqual(['2026-11-01', '2026-11-30']),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    expect(router.state.location.search).toBe('?range=custom&from=2026-11-01&to=2026-11-30');
  });

  it('counts days in the time zone the counts come with, where the UTC date differs', async () => {
    const calls = server({ 'GET /api/dashboard/summary': () => ok(summary({ timeZone: 'UTC' })) });
    render({ url: `${PATH}?range=today` });
    // Still Thursday the 19th in UTC.
    await waitFor(() =>
      expect(daysOf(lastQuery(calls, '/api/dashboard/charts'))).toEqual(['2026-11-19', '2026-11-19']),
    );
    // The charts waited for the time zone: no request was made with the wrong days.
    expect(calls.callsTo('GET', '/api/dashboard/charts')).toHaveLength(1);
  });

  it('asks for the same week in Arabic as in English, so a shared link shows the same totals', async () => {
    const calls = server();
    render({ language: 'ar', url: `${PATH}?range=week` });
    await waitFor(() =>
      expect(daysOf(lastQuery(calls, '/api/dashboard/charts'))).toEqual(['2026-11-15', '2026-11-21']),
    );
  });

  it('makes the range custom when two days are picked in the calendar, whose weeks start on Sunday in Arabic too', async () => {
    const calls = server();
    const { router } = render({ language: 'ar' });
    await waitFor(() => expect(calls.callsTo('GET', '/api/dashboard/charts')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /^أيام الفترة/ }));
    // The month's grid opens on Sunday 1 November: Sunday is the first column.
    const weekdays = await screen.findAllByRole('columnheader', { hidden: true });
    expect(weekdays[0]?.textContent).toBe('ح');
    const days = within(screen.getByRole('table', { hidden: true })).getAllByRole('button', { hidden: true });
    expect(days[0]?.getAttribute('aria-label')).toBe('1 نوفمبر 2026');
    await userEvent.click(screen.getByRole('button', { name: '3 نوفمبر 2026', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: '9 نوفمبر 2026', hidden: true }));
    await waitFor(() =>
      expect(daysOf(lastQuery(calls, '/api/dashboard/charts'))).toEqual(['2026-11-03', '2026-11-09']),
    );
    expect(router.state.location.search).toBe('?range=custom&from=2026-11-03&to=2026-11-09');
    expect(screen.getByRole('radio', { name: 'نطاق مخصص' })).toBeChecked();
  });

  it('asks for a custom range of days from the address', async () => {
    const calls = server();
    render({ url: `${PATH}?range=custom&from=2026-10-01&to=2026-10-10` });
    await waitFor(() =>
      expect(daysOf(lastQuery(calls, '/api/dashboard/charts'))).toEqual(['2026-10-01', '2026-10-10']),
    );
    expect(screen.getByRole('button', { name: /^Days of the period/ })).toHaveTextContent('1 Oct 2026 – 10 Oct 2026');
  });

  it('draws the four charts: days on the axis, statuses named as the chat screens name them, hours 00–23', async () => {
    server();
    render();
    const perDay = await screen.findByTestId('chart-chats-per-day');
    await waitFor(() => expect(within(perDay).getByText('15 Nov')).toBeInTheDocument());
    const legend = await screen.findByTestId('status-legend');
    expect(within(legend).getByText('Closed')).toBeInTheDocument();
    expect(within(legend).getByText('Waiting for agent')).toBeInTheDocument();
    expect(within(legend).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-first-response')).getAllByText(/ s$/).length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('chart-busiest-hours')).getByText('00:00')).toBeInTheDocument();
  });

  it('runs time from right to left in Arabic, with Arabic day names and statuses', async () => {
    server();
    render({ language: 'ar' });
    const perDay = await screen.findByTestId('chart-chats-per-day');
    // The week: Sunday 15 to Saturday 21.
    const first = await within(perDay).findByText('15 نوفمبر');
    const last = within(perDay).getByText('21 نوفمبر');
    const x = (tick: HTMLElement) => Number(tick.closest('text')?.getAttribute('x'));
    expect(x(first)).toBeGreaterThan(x(last));
    expect(within(screen.getByTestId('status-legend')).getByText('مغلقة')).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-first-response')).getAllByText(/ ث$/).length).toBeGreaterThan(0);
  });

  it('says so when the period has no chats', async () => {
    server({ 'GET /api/dashboard/charts': (request) => ok(charts(request, 0)) });
    render();
    await waitFor(() => expect(screen.getAllByText('No chats in this period')).toHaveLength(3));
    expect(screen.getByText('No answered chats in this period')).toBeInTheDocument();
  });

  it('says why the charts failed and tries again on request', async () => {
    let fail = true;
    server({
      'GET /api/dashboard/charts': (request) => (fail ? failure(500, 'INTERNAL_ERROR') : ok(charts(request))),
    });
    render();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(4);
    fail = false;
    await userEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('status-legend')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
