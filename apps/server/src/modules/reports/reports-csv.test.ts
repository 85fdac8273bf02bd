import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { csvCell, toCsv } from './reports-csv.ts';
import { insertReportFixture, NOW, WEEK, type ReportFixture } from './reports-fixture.ts';

describe('CSV cells', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+966500000000', "'+966500000000"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x", "a, b")', `"'=HYPERLINK(""http://x"", ""a, b"")"`],
    [' padded ', '" padded "'],
    ['أمل حداد', 'أمل حداد'],
  ])('writes %j as %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as numbers (a negative is not a formula), and nothing for a missing value', () => {
    expect([csvCell(-2), csvCell(173.3), csvCell(0), csvCell(null), csvCell(undefined)]).toEqual([
      '-2',
      '173.3',
      '0',
      '',
      '',
    ]);
  });

  it('starts the file with a byte order mark and ends each line with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('\uFEFFa,1\r\nb,\r\n');
  });
});

describe('CSV exports', () => {
  let t: TestApp;
  let fixture: ReportFixture;
  let manager: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    fixture = await insertReportFixture(t.database.db);
    manager = await signedIn(t, { role: 'brand_manager', brandId: fixture.brand.id });
    t.clock.set(NOW);
  });
  afterAll(() => t.close());

  const download = async (url: string, query: Record<string, string>, language?: 'ar') => {
    const response = await t.request({
      method: 'GET',
      url,
      query,
      cookie: manager.cookie,
      headers: language ? { 'accept-language': 'ar-SA,ar;q=0.9' } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    return { response, lines: response.body.slice(1).split('\r\n') };
  };

  it('exports the whole agent table, sorted as asked, every page, with English headers', async () => {
    const { response, lines } = await download('/api/reports/agents.csv', {
      ...WEEK,
      sort: 'activeSeconds',
      order: 'desc',
      pageSize: '1',
    });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="agent-performance-2026-03-02-2026-03-08.csv"',
    );
    expect(lines).toEqual([
      'Agent,Brand,Conversations assigned,Conversations closed,Average first response time (seconds),' +
        'Average resolution time (seconds),Messages sent,Reassigned conversations,Unanswered conversations,' +
        'Active session duration (seconds),Ratings,Average rating (1–5)',
      'Amal Haddad,Palm Dates,3,4,173.3,1350,5,0,0,46800,2,3.5',
      'Badr Nasser,Palm Dates,4,2,360,1500,4,1,1,16200,2,4.5',
      'Chadi Rahal,Palm Dates,2,2,,1350,1,0,3,5400,0,',
      'Dana Saleh,Palm Dates,0,0,,,0,0,0,0,0,',
      '',
    ]);
  });

  it('writes the headers and the names in Arabic for an Arabic reader', async () => {
    const { lines } = await download('/api/reports/agents.csv', { ...WEEK, sort: 'name', order: 'asc' }, 'ar');
    expect(lines[0]).toMatch(/^الموظف,العلامة التجارية,المحادثات المسندة,/);
    expect(lines[0]).toMatch(/,التقييمات,متوسط التقييم \(1–5\)$/);
    expect(lines[1]).toBe('أمل حداد,تمور النخيل,3,4,173.3,1350,5,0,0,46800,2,3.5');
  });

  it('follows the lang parameter of a download link over the browser language', async () => {
    const { lines } = await download('/api/reports/agents.csv', { ...WEEK, sort: 'name', order: 'asc', lang: 'ar' });
    expect(lines[0]).toMatch(/^الموظف,العلامة التجارية,/);
  });

  it("exports an agent's sign-in log in the brand's time, defusing text a spreadsheet would run", async () => {
    const url = `/api/reports/agents/${fixture.agents.a1.id}/sign-ins.csv`;
    const { response, lines } = await download(url, WEEK);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="agent-sign-ins-2026-03-02-2026-03-08.csv"',
    );
    expect(lines).toEqual([
      'Time (Asia/Riyadh),Event,Method,IP address,Browser',
      `2026-03-02 16:00:00,Sign out,self,10.0.0.1,"'=HYPERLINK(""http://x.test"", ""a, b"")"`,
      '2026-03-02 08:00:00,Sign in,password,10.0.0.1,Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      '2026-03-02 01:30:00,Sign in,otp,10.0.0.1,Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      '',
    ]);
    const arabic = await download(url, WEEK, 'ar');
    expect(arabic.lines[0]).toBe('الوقت (Asia/Riyadh),الحدث,الطريقة,عنوان IP,المتصفح');
    expect(arabic.lines[1]).toMatch(/^2026-03-02 16:00:00,تسجيل الخروج,/);
  });
});
