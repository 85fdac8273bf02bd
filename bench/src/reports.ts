// The agent performance report over one million chat events (issue 10; goal: under 200 ms for a brand's month).
//
// On a scratch database of the PostgreSQL server when one answers, else on PGlite in memory. Seeds with set-based
// INSERT … SELECT generate_series (no row-by-row inserts), runs ANALYZE, then times the real queries of
// apps/server/src/modules/reports/reports.repo.ts: median of RUNS runs after one warm-up.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import type { ReportWindow } from '../../apps/server/src/modules/reports/report-ctes.ts';
import { createReportsRepo } from '../../apps/server/src/modules/reports/reports.repo.ts';
import { pick, type BenchContext, type Benchmark, type Measurement } from './harness/measurement.ts';
import { createScratchDatabase } from './harness/services.ts';

/** Every chat below writes exactly this many events. */
const EVENTS_PER_CHAT = 10;
const BRANDS = 5;
const AGENTS_PER_BRAND = 20;
const DAYS = 180;
const RUNS = 7;
const GOAL_MS = 200;
const TIME_ZONE = 'Asia/Riyadh';

const uuid = (prefix: string, n: string) => sql.raw(`('${prefix}' || lpad(to_hex(${n}), 12, '0'))::uuid`);
const brandId = (n: string) => uuid('00000000-0000-4000-8000-', n);
const agentId = (n: string) => uuid('00000000-0000-4000-9000-', n);
const chatId = (n: string) => uuid('00000000-0000-4000-a000-', n);

async function openBenchDatabase(
  postgresUrl: string | undefined,
): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  if (!postgresUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    return { handle, label: 'PGlite (in memory)', drop: () => handle.close() };
  }
  const scratch = await createScratchDatabase(postgresUrl, 'reports');
  const handle = await openDatabase({ url: scratch.url, poolSize: 2 });
  await handle.migrate();
  return {
    handle,
    label: `PostgreSQL ${scratch.version}`,
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * BRANDS brands × AGENTS_PER_BRAND agents; CHAT_EVENTS / 10 chats spread evenly over the last DAYS days, each with
 * the engine's events: started, waiting, the shopper's message, an offer, then an accept (one chat in eight is
 * declined and goes to a second agent, one in eight lapses the same way), the agent's answers, the shopper's
 * replies, and the close. Every agent is online about 8 hours a day.
 */
async function seed(db: DatabaseHandle['db'], now: Date, chatEvents: number): Promise<void> {
  const chats = Math.floor(chatEvents / EVENTS_PER_CHAT);
  const agents = BRANDS * AGENTS_PER_BRAND;
  const start = new Date(now.getTime() - DAYS * 86_400_000).toISOString();
  await db.execute(sql`
    insert into brands (id, name_en, name_ar, email, widget_id, time_zone)
    select ${brandId('b')}, 'Bench brand ' || b, 'علامة ' || b, 'bench-' || b || '@brand.test', 'bench_' || b, ${TIME_ZONE}
    from generate_series(0, ${BRANDS - 1}) b`);
  await db.execute(sql`
    insert into users (id, name, email, role, brand_id, first_name_en, last_name_en, first_name_ar, last_name_ar)
    select ${agentId('a')}, 'Agent ' || a, 'bench-agent-' || a || '@tawasul.test', 'agent', ${brandId(`a / ${AGENTS_PER_BRAND}`)},
      'Agent', a::text, 'موظف', a::text
    from generate_series(0, ${agents - 1}) a`);
  await db.execute(sql`
    insert into chat_rooms (id, brand_id, status, started_at)
    select ${chatId('n')}, ${brandId(`n % ${BRANDS}`)}, 'closed',
      ${start}::timestamptz + (n::float8 / ${chats}) * interval '${sql.raw(String(DAYS))} days'
    from generate_series(0, ${chats - 1}) n`);
  // One row per chat and step (ids follow the steps, as the engine writes them). A chat's agents are A and B of its
  // brand; its fate (n % 8: 0 declined, 4 lapsed, else accepted at once by A) keeps ten events per chat:
  //   accepted: started, waiting, shopper, offered A, accepted A, A writes, shopper, A writes, shopper, closed A
  //   moved:    started, waiting, shopper, offered A, declined/lapsed A, offered B, accepted B, B writes, shopper, closed B
  await db.execute(sql`
    insert into chat_events (chat_id, brand_id, agent_id, kind, data, at)
    select ${chatId('c.n')}, ${brandId('c.b')},
      case
        when s in (1, 2, 3, 9) then null
        when s in (4, 5) then c.a
        when s = 7 and not c.moved then null
        when c.moved then c.bb
        else c.a
      end,
      (case
        when s = 1 then 'started'
        when s = 2 then 'waiting'
        when s = 4 then 'offered'
        when s = 5 then case c.n % 8 when 0 then 'declined' when 4 then 'lapsed' else 'accepted' end
        when s = 6 and c.moved then 'offered'
        when s = 7 and c.moved then 'accepted'
        when s = 10 then 'closed'
        else 'message'
      end)::chat_event_kind,
      case
        when s = 10 then '{"reason":"agent","status":"open"}'::jsonb
        when s in (3, 9) or (s = 7 and not c.moved) then '{"author":"guest"}'::jsonb
        when s = 8 or (s = 6 and not c.moved) then '{"author":"agent"}'::jsonb
        else '{}'::jsonb
      end,
      c.t0 + interval '1 s' * (case s
        when 1 then 0
        when 2 then 20
        when 3 then 20
        when 4 then 30
        when 5 then c.d5
        when 6 then c.d6
        when 7 then c.d7
        when 8 then c.d8
        when 9 then c.d9
        else c.d10
      end)
    from (
      select n, b, moved, a, bb, t0, d5, d6, d7, d8, d9, d9 + 300 + n % 2400 as d10
      from (
        select n, b, moved, a, bb, t0, d5, d6, d7, d8, d8 + 30 + n % 200 as d9
        from (
          select n, b, moved, a, bb, t0, d5, d6, d7, d7 + 30 + n % 300 as d8
          from (
            select n, b, moved, a, bb, t0, d5, d6, d6 + 30 + n % 60 as d7
            from (
              select n, b, moved, a, bb, t0, d5, d5 + 20 + n % 180 as d6
              from (
                select n, n % ${BRANDS} as b, n % 8 in (0, 4) as moved, 40 + n % 120 as d5,
                  ${agentId(`(n % ${BRANDS}) * ${AGENTS_PER_BRAND} + (n / ${BRANDS}) % ${AGENTS_PER_BRAND}`)} as a,
                  ${agentId(`(n % ${BRANDS}) * ${AGENTS_PER_BRAND} + (n / ${BRANDS} + 7) % ${AGENTS_PER_BRAND}`)} as bb,
                  ${start}::timestamptz + (n::float8 / ${chats}) * interval '${sql.raw(String(DAYS))} days' as t0
                from generate_series(0, ${chats - 1}) n
              ) c5
            ) c6
          ) c7
        ) c8
      ) c9
    ) c
    cross join generate_series(1, ${EVENTS_PER_CHAT}) s
    order by c.n, s`);
  await db.execute(sql`
    insert into agent_presence_intervals (agent_id, brand_id, started_at, ended_at)
    select ${agentId('a')}, ${brandId(`a / ${AGENTS_PER_BRAND}`)},
      ${start}::timestamptz + d * interval '1 day' + (a % 12) * interval '1 hour',
      ${start}::timestamptz + d * interval '1 day' + (a % 12 + 8) * interval '1 hour'
    from generate_series(0, ${agents - 1}) a cross join generate_series(0, ${DAYS - 1}) d`);
  await db.execute(sql`analyze`);
}

async function time(work: () => Promise<unknown>): Promise<{ median: number; runs: number[] }> {
  await work();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    runs.push(performance.now() - started);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, runs };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

async function benchReports(context: BenchContext): Promise<Measurement[]> {
  const chatEvents = Number(
    process.env.BENCH_EVENTS ?? pick(context.mode, { smoke: 20_000, quick: 200_000, full: 1_000_000 }),
  );
  const { handle, label, drop } = await openBenchDatabase(context.postgresUrl);
  try {
    const now = new Date();
    const seeding = performance.now();
    await seed(handle.db, now, chatEvents);
    const counted = await handle.db.execute(sql`select count(*)::int as events from chat_events`);
    const events = (counted as unknown as { rows: { events: number }[] }).rows[0]?.events ?? 0;
    const seedSeconds = (performance.now() - seeding) / 1000;
    context.log(`${label}: seeded ${events} chat events in ${seedSeconds.toFixed(1)} s`);

    const repo = createReportsRepo(handle.db);
    const brand = '00000000-0000-4000-8000-000000000000';
    const agent = '00000000-0000-4000-9000-000000000000';
    // The last 30 whole days before today.
    const window: ReportWindow = {
      from: day(new Date(now.getTime() - 30 * 86_400_000)),
      to: day(new Date(now.getTime() - 86_400_000)),
      timeZone: TIME_ZONE,
      now,
    };
    const page = { limit: 20, offset: 0 };
    const queries: { name: string; goal?: number; work: () => Promise<unknown> }[] = [
      {
        name: 'agent report, one brand, 30 days (first page of 20)',
        goal: GOAL_MS,
        work: () => repo.agentMetrics(window, { brandId: brand }, { sort: 'assigned', order: 'desc', page }),
      },
      {
        name: 'agent report, every brand, 30 days (first page of 20)',
        goal: GOAL_MS,
        work: () => repo.agentMetrics(window, { brandId: undefined }, { sort: 'assigned', order: 'desc', page }),
      },
      {
        name: 'agent detail, one agent, 30 days (totals + per day)',
        work: () =>
          Promise.all([
            repo.agentMetrics(window, { brandId: brand, agentId: agent }, { sort: 'name', order: 'asc' }),
            repo.activePerDay(window, { brandId: brand, agentId: agent }),
          ]),
      },
      {
        name: 'dashboard charts, one brand, 30 days',
        work: () =>
          Promise.all([repo.dailyCharts(window, { brandId: brand }), repo.startedChats(window, { brandId: brand })]),
      },
    ];
    const note = `${label}, ${events.toLocaleString('en-US')} chat events`;
    const measurements: Measurement[] = [];
    for (const query of queries) {
      const { median, runs } = await time(query.work);
      context.log(`${query.name}: median ${median.toFixed(1)} ms (${runs.map((ms) => ms.toFixed(0)).join(', ')})`);
      measurements.push({
        group: 'reports',
        name: query.name,
        value: median,
        unit: 'ms',
        note,
        ...(query.goal ? { goal: { op: '<=', value: query.goal } } : {}),
      });
    }
    measurements.push({
      group: 'reports',
      name: 'seeding the chat events (set-based)',
      value: seedSeconds,
      unit: 's',
      note,
    });
    return measurements;
  } finally {
    await drop();
  }
}

export const reportsBenchmark: Benchmark = {
  name: 'reports',
  about: 'agent performance report and dashboard charts over up to one million chat events (goal: ≤ 200 ms)',
  run: benchReports,
};
