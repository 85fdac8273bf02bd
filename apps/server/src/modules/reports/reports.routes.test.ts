import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AgentReportDetail,
  AgentReportResponse,
  AgentReportRow,
  AgentReportSort,
  DashboardCharts,
  SignInLogResponse,
} from '@tawasul/contracts/reports';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertReportFixture, NOW, WEEK, type ReportFixture } from './reports-fixture.ts';

let t: TestApp;
let fixture: ReportFixture;
let admin: SignedInUser;
let manager: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertReportFixture(t.database.db);
  admin = await signedIn(t, { role: 'admin' });
  manager = await signedIn(t, { role: 'brand_manager', brandId: fixture.brand.id });
  t.clock.set(NOW);
});
afterAll(() => t.close());

async function get<T>(cookie: string, url: string, query: Record<string, string> = {}): Promise<T> {
  const response = await t.request({ method: 'GET', url, cookie, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const report = (cookie: string, query: Record<string, string> = {}) =>
  get<AgentReportResponse>(cookie, '/api/reports/agents', { ...WEEK, pageSize: '100', ...query });

/**
 * The week of the fixture, worked out by hand (times in the fixture's comments; the week is Riyadh's Mon 2 .. Sun 8
 * March 2026):
 * - A1 accepted chats 1, 2 and 5 (chat 7's accept is on Sunday 1st); wrote 2 + 1 + 1 in chats 1, 2, 5 and one
 *   message of chat 7 on Monday; closed 1, 2, 5 and 7 (chat 10 closed while only offered does not count).
 *   First answers 120, 300, 100 (chat 7's was on Sunday) → 173.3 s; resolutions 600, 1200, 1800, 1800 → 1350 s.
 *   Online 8 h on the 2nd, 2 h + 2 h across midnight 3rd/4th, 1 h of Sunday's late interval → 46 800 s.
 * - A2 accepted 3, 5 (reopened), 6 and 12; wrote once in each; closed 5 and 6; lost chat 3 to A3 (reassigned);
 *   let chat 2 lapse (unanswered). First answers 180, 240, 900, 120 → 360 s; resolutions 1200, 1800 → 1500 s.
 *   Online 3 h on the 5th and 1.5 h of an open interval until now → 16 200 s.
 * - A3 took chat 3 by reassignment and accepted chat 4; wrote once (chat 3, not its first answer); closed both:
 *   1800 and 900 → 1350 s; unanswered: the decline of chat 2, the lapse of chat 9 (01:30 Monday in Riyadh) and
 *   chat 4 closed without its word (chat 8's decline is Monday 9th in Riyadh). Online 1.5 h → 5400 s.
 * - Ratings (issue 21): A1's closings of chats 1 and 5 were rated 5 and 2 (3.5), A2's of chats 6 and 5 (after its
 *   reopening) 5 and 4 (4.5): the brand's four average 4; the other brand's one rating is a 2.
 * - A4: nothing at all.
 */
const EXPECTED: Record<'a1' | 'a2' | 'a3' | 'a4', Omit<AgentReportRow, 'agentId' | 'brandId' | 'nameEn' | 'nameAr'>> = {
  a1: {
    brandNameEn: 'Palm Dates',
    brandNameAr: 'تمور النخيل',
    assigned: 3,
    closed: 4,
    averageFirstResponseSeconds: 173.3,
    averageResolutionSeconds: 1350,
    messagesSent: 5,
    reassigned: 0,
    unanswered: 0,
    activeSeconds: 46_800,
    ratings: 2,
    averageRating: 3.5,
  },
  a2: {
    brandNameEn: 'Palm Dates',
    brandNameAr: 'تمور النخيل',
    assigned: 4,
    closed: 2,
    averageFirstResponseSeconds: 360,
    averageResolutionSeconds: 1500,
    messagesSent: 4,
    reassigned: 1,
    unanswered: 1,
    activeSeconds: 16_200,
    ratings: 2,
    averageRating: 4.5,
  },
  a3: {
    brandNameEn: 'Palm Dates',
    brandNameAr: 'تمور النخيل',
    assigned: 2,
    closed: 2,
    averageFirstResponseSeconds: null,
    averageResolutionSeconds: 1350,
    messagesSent: 1,
    reassigned: 0,
    unanswered: 3,
    activeSeconds: 5400,
    ratings: 0,
    averageRating: null,
  },
  a4: {
    brandNameEn: 'Palm Dates',
    brandNameAr: 'تمور النخيل',
    assigned: 0,
    closed: 0,
    averageFirstResponseSeconds: null,
    averageResolutionSeconds: null,
    messagesSent: 0,
    reassigned: 0,
    unanswered: 0,
    activeSeconds: 0,
    ratings: 0,
    averageRating: null,
  },
};

const rowOf = (page: AgentReportResponse, id: string) => page.items.find((row) => row.agentId === id);

describe('GET /api/reports/agents: every metric of DESIGN.md section 5', () => {
  it("gives each of the brand's agents the hand-computed numbers of the week, zero-activity agents included", async () => {
    const page = await report(manager.cookie);
    expect(page.timeZone).toBe('Asia/Riyadh');
    expect(page.total).toBe(4);
    expect(page.ratings).toEqual({ count: 4, average: 4 });
    for (const key of ['a1', 'a2', 'a3', 'a4'] as const) {
      const agent = fixture.agents[key];
      expect(rowOf(page, agent.id), key).toEqual({
        agentId: agent.id,
        brandId: fixture.brand.id,
        nameEn: `${agent.firstNameEn} ${agent.lastNameEn}`,
        nameAr: `${agent.firstNameAr} ${agent.lastNameAr}`,
        ...EXPECTED[key],
      });
    }
  });

  it('answers the same for an admin who picks the brand', async () => {
    expect(await report(admin.cookie, { brandId: fixture.brand.id })).toEqual(await report(manager.cookie));
  });

  it("shows an admin every brand's agents on Riyadh days, each with its own brand's events", async () => {
    const page = await report(admin.cookie);
    expect(page.timeZone).toBe('Asia/Riyadh');
    expect(rowOf(page, fixture.agents.a1.id)).toMatchObject(EXPECTED.a1);
    expect(rowOf(page, fixture.agents.other.id)).toMatchObject({
      brandNameEn: 'Moon Electronics',
      assigned: 1,
      closed: 1,
      averageFirstResponseSeconds: 60,
      averageResolutionSeconds: 600,
      messagesSent: 1,
      activeSeconds: 4 * 3600,
      ratings: 1,
      averageRating: 2,
    });
    expect(page.ratings).toEqual({ count: 5, average: 3.6 });
  });

  it('counts a day in the time zone: one day with an event at 22:30 UTC holds it on the next day in Riyadh', async () => {
    // Chat 9 (lapsed at 22:32 UTC on Sunday 1st) is Monday 2nd in Riyadh; chat 8 (22:31 UTC on the 8th) is the 9th.
    const monday = await report(manager.cookie, { from: '2026-03-02', to: '2026-03-02' });
    expect(rowOf(monday, fixture.agents.a3.id)?.unanswered).toBe(1);
    const nextMonday = await report(manager.cookie, { from: '2026-03-09', to: '2026-03-09' });
    expect(rowOf(nextMonday, fixture.agents.a3.id)).toMatchObject({ unanswered: 1, activeSeconds: 7200 });
    const sunday = await report(manager.cookie, { from: '2026-03-01', to: '2026-03-01' });
    // Chat 7 on Sunday 1st: accepted and first answered (1140 s after it started waiting), not closed yet.
    expect(rowOf(sunday, fixture.agents.a1.id)).toMatchObject({
      assigned: 1,
      closed: 0,
      messagesSent: 1,
      averageFirstResponseSeconds: 1140,
      averageResolutionSeconds: null,
      activeSeconds: 3600,
    });
  });

  it('searches names in English and Arabic and e-mails, and pages', async () => {
    const names = async (search: string) =>
      (await report(manager.cookie, { search })).items.map((row) => row.nameEn).sort();
    expect(await names('badr')).toEqual(['Badr Nasser']);
    expect(await names('شادي')).toEqual(['Chadi Rahal']);
    expect(await names('dana@palm')).toEqual(['Dana Saleh']);
    expect(await names('omar')).toEqual([]);

    const first = await report(manager.cookie, { sort: 'name', order: 'asc', pageSize: '3' });
    const second = await report(manager.cookie, { sort: 'name', order: 'asc', pageSize: '3', page: '2' });
    expect([...first.items, ...second.items].map((row) => row.nameEn)).toEqual([
      'Amal Haddad',
      'Badr Nasser',
      'Chadi Rahal',
      'Dana Saleh',
    ]);
    expect([first.total, second.total]).toEqual([4, 4]);
    const beyond = await report(manager.cookie, { pageSize: '3', page: '5' });
    expect(beyond).toMatchObject({ items: [], total: 4 });
  });

  const SORTED: [(typeof AgentReportSort)[number], string[]][] = [
    ['name', ['a1', 'a2', 'a3', 'a4']],
    ['assigned', ['a4', 'a3', 'a1', 'a2']],
    ['closed', ['a4', 'a2', 'a3', 'a1']],
    ['averageFirstResponseSeconds', ['a1', 'a2', 'a3', 'a4']],
    ['averageResolutionSeconds', ['a1', 'a3', 'a2', 'a4']],
    ['messagesSent', ['a4', 'a3', 'a2', 'a1']],
    ['reassigned', ['a1', 'a3', 'a4', 'a2']],
    ['unanswered', ['a1', 'a4', 'a2', 'a3']],
    ['activeSeconds', ['a4', 'a3', 'a2', 'a1']],
    ['ratings', ['a3', 'a4', 'a1', 'a2']],
    ['averageRating', ['a1', 'a2', 'a3', 'a4']],
  ];

  it.each(SORTED)(
    'sorts by %s on the server, ascending and descending, agents without a value last',
    async (sort, asc) => {
      const keyOf = (id: string) => (Object.entries(fixture.agents).find(([, agent]) => agent.id === id) ?? ['?'])[0];
      const order = async (direction: 'asc' | 'desc') =>
        (await report(manager.cookie, { sort, order: direction })).items.map((row) => keyOf(row.agentId));
      // Ties are broken by agent id: compare the groups of equal values, not the order inside them.
      const values = (await report(manager.cookie)).items;
      const value = (key: string) => {
        const row = values.find((item) => item.agentId === fixture.agents[key as 'a1'].id)!;
        return sort === 'name' ? row.nameEn.toLowerCase() : row[sort];
      };
      const ascending = await order('asc');
      expect(ascending.map(value)).toEqual(asc.map(value));
      const descending = await order('desc');
      const nonNull = asc.filter((key) => value(key) !== null);
      const nulls = asc.filter((key) => value(key) === null);
      expect(descending.map(value)).toEqual([...nonNull.reverse(), ...nulls].map(value));
    },
  );
});

describe('GET /api/reports/agents/:id', () => {
  it("gives one agent's totals and its online time per day, an interval across midnight split between days", async () => {
    const detail = await get<AgentReportDetail>(manager.cookie, `/api/reports/agents/${fixture.agents.a1.id}`, WEEK);
    expect(detail.timeZone).toBe('Asia/Riyadh');
    expect(detail.agent).toMatchObject(EXPECTED.a1);
    expect(detail.activePerDay).toEqual([
      { day: '2026-03-02', activeSeconds: 8 * 3600 + 3600 },
      { day: '2026-03-03', activeSeconds: 7200 },
      { day: '2026-03-04', activeSeconds: 7200 },
      { day: '2026-03-05', activeSeconds: 0 },
      { day: '2026-03-06', activeSeconds: 0 },
      { day: '2026-03-07', activeSeconds: 0 },
      { day: '2026-03-08', activeSeconds: 0 },
    ]);
  });

  it('counts an interval still open until now', async () => {
    const detail = await get<AgentReportDetail>(admin.cookie, `/api/reports/agents/${fixture.agents.a2.id}`, WEEK);
    expect(detail.agent).toMatchObject(EXPECTED.a2);
    expect(detail.activePerDay.filter((day) => day.activeSeconds > 0)).toEqual([
      { day: '2026-03-05', activeSeconds: 10_800 },
      { day: '2026-03-08', activeSeconds: 5400 },
    ]);
  });

  it('gives an agent without activity zeros and null averages on every day', async () => {
    const detail = await get<AgentReportDetail>(manager.cookie, `/api/reports/agents/${fixture.agents.a4.id}`, WEEK);
    expect(detail.agent).toMatchObject(EXPECTED.a4);
    expect(detail.activePerDay).toHaveLength(7);
    expect(detail.activePerDay.every((day) => day.activeSeconds === 0)).toBe(true);
  });

  it('follows the time zone of the agent’s brand', async () => {
    const detail = await get<AgentReportDetail>(admin.cookie, `/api/reports/agents/${fixture.agents.other.id}`, {
      from: '2026-03-03',
      to: '2026-03-04',
    });
    expect(detail.timeZone).toBe('UTC');
    expect(detail.activePerDay).toEqual([
      { day: '2026-03-03', activeSeconds: 0 },
      { day: '2026-03-04', activeSeconds: 4 * 3600 },
    ]);
  });
});

describe('GET /api/reports/agents/:id/sign-ins', () => {
  it('lists the sign-ins and sign-outs of the week in Riyadh, newest first, in pages', async () => {
    const url = `/api/reports/agents/${fixture.agents.a1.id}/sign-ins`;
    const log = await get<SignInLogResponse>(manager.cookie, url, WEEK);
    expect(log.total).toBe(3);
    expect(log.items.map((entry) => [entry.kind, entry.at, entry.method])).toEqual([
      ['sign_out', '2026-03-02T13:00:00.000Z', 'self'],
      ['sign_in', '2026-03-02T05:00:00.000Z', 'password'],
      // 22:30 UTC on Sunday is 01:30 on Monday in Riyadh.
      ['sign_in', '2026-03-01T22:30:00.000Z', 'otp'],
    ]);
    expect(log.items[1]).toMatchObject({ ipAddress: '10.0.0.1', userAgent: expect.stringContaining('Firefox') });
    const second = await get<SignInLogResponse>(manager.cookie, url, { ...WEEK, pageSize: '2', page: '2' });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((entry) => entry.at)).toEqual(['2026-03-01T22:30:00.000Z']);
  });
});

describe('GET /api/dashboard/charts', () => {
  it('draws the week of the brand: chats per day, first answers per day, statuses now, busiest hours', async () => {
    const charts = await get<DashboardCharts>(manager.cookie, '/api/dashboard/charts', WEEK);
    expect(charts.timeZone).toBe('Asia/Riyadh');
    expect(charts.chatsPerDay).toEqual([
      { day: '2026-03-02', started: 2 },
      { day: '2026-03-03', started: 2 },
      { day: '2026-03-04', started: 1 },
      { day: '2026-03-05', started: 2 },
      { day: '2026-03-06', started: 2 },
      { day: '2026-03-07', started: 2 },
      { day: '2026-03-08', started: 0 },
    ]);
    expect(charts.firstResponsePerDay).toEqual([
      { day: '2026-03-02', averageSeconds: 100 },
      { day: '2026-03-03', averageSeconds: 120 },
      // Chat 6 (answered at 00:05) and chat 2.
      { day: '2026-03-04', averageSeconds: 600 },
      { day: '2026-03-05', averageSeconds: 180 },
      { day: '2026-03-06', averageSeconds: null },
      { day: '2026-03-07', averageSeconds: 180 },
      { day: '2026-03-08', averageSeconds: null },
    ]);
    expect(charts.chatsByStatus).toEqual([
      { status: 'new', count: 1 },
      { status: 'waiting_for_agent', count: 1 },
      { status: 'pending_acceptance', count: 1 },
      { status: 'open', count: 1 },
      { status: 'closed', count: 7 },
    ]);
    expect(charts.busiestHours).toHaveLength(24);
    const busy = charts.busiestHours.filter((hour) => hour.started > 0);
    expect(busy).toEqual([
      { hour: 1, started: 1 },
      { hour: 10, started: 1 },
      { hour: 11, started: 1 },
      { hour: 12, started: 1 },
      { hour: 13, started: 1 },
      { hour: 14, started: 1 },
      { hour: 15, started: 2 },
      { hour: 18, started: 1 },
      { hour: 19, started: 1 },
      { hour: 23, started: 1 },
    ]);
  });

  it("puts a brand's chat on its own day: 22:30 UTC is the 3rd in UTC and the 4th in an admin's Riyadh view", async () => {
    const range = { from: '2026-03-03', to: '2026-03-04' };
    const own = await get<DashboardCharts>(admin.cookie, '/api/dashboard/charts', {
      ...range,
      brandId: fixture.otherBrand.id,
    });
    expect(own.timeZone).toBe('UTC');
    expect(own.chatsPerDay).toEqual([
      { day: '2026-03-03', started: 1 },
      { day: '2026-03-04', started: 0 },
    ]);
    expect(own.busiestHours.find((hour) => hour.hour === 22)?.started).toBe(1);

    const everyone = await get<DashboardCharts>(admin.cookie, '/api/dashboard/charts', range);
    expect(everyone.timeZone).toBe('Asia/Riyadh');
    // Palm Dates: chats 1 and 6 on the 3rd, chat 2 on the 4th; Moon's chat joins the 4th.
    expect(everyone.chatsPerDay).toEqual([
      { day: '2026-03-03', started: 2 },
      { day: '2026-03-04', started: 2 },
    ]);
  });

  it('refuses a range that ends before it starts, or longer than a year', async () => {
    for (const query of [
      { from: '2026-03-08', to: '2026-03-02' },
      { from: '2025-01-01', to: '2026-03-02' },
      { from: 'yesterday', to: '2026-03-02' },
    ]) {
      const response = await t.request({ method: 'GET', url: '/api/dashboard/charts', cookie: admin.cookie, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
