// HTTP latency of the back office's heaviest reads (issue 11): the chat list, a chat's message history and the agent
// report, served by the real server (its own process, NODE_ENV=production) over a generated data set of up to one
// million chats and ten million messages on PostgreSQL. Goals: list and history p99 ≤ 25 ms, report p99 ≤ 200 ms.
//
// The benchmark signs in through the real API (POST /api/auth/sign-in/password, the server's own origin) as the admin
// and as the biggest brand's manager, checks every request once (each must answer 200), then drives each endpoint with
// autocannon: 10 connections, a short warm-up, then the measured window. Rotating requests (many chats, filters,
// searches) go through autocannon's setupRequest.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { pick, type BenchContext, type Benchmark, type Measurement } from '../harness/measurement.ts';
import { freePort, startServer, type ServerProcess } from '../harness/server-process.ts';
import { createScratchDatabase } from '../harness/services.ts';
import { BENCH_PASSWORD, BENCH_TIME_ZONE, generateDataSet, type GeneratedDataSet } from './generate.ts';

const GROUP = 'http';
const CONNECTIONS = 10;
const LIST_GOAL_MS = 25;
const REPORT_GOAL_MS = 200;
/** Chats whose history is read, drawn at random from the whole data set. */
const HISTORY_CHATS = 2_000;

interface Endpoint {
  name: string;
  goalMs: number;
  as: 'admin' | 'manager';
  /** Requested in turn, round and round. */
  paths: string[];
}

/** The calendar day `ms` falls on in the brands' time zone, `YYYY-MM-DD`. */
const localDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: BENCH_TIME_ZONE }).format(ms);

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/password`, {
    method: 'POST',
    // better-auth accepts a sign-in only from a trusted origin: the server's own (PUBLIC_URL).
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Samples for the rotating requests: chats, the brand's agents, shoppers' names and phones, chat numbers. */
async function samples(url: string, data: GeneratedDataSet) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const brand = data.brands[0]!;
    const chats = await client.query<{ id: string }>('select id from chat_rooms order by random() limit $1', [
      HISTORY_CHATS,
    ]);
    const shoppers = await client.query<{ name: string; phone: string | null; number: number }>(
      `select u.name, u.phone_number as phone, c.number from chat_rooms c join users u on u.id = c.customer_id
       where c.brand_id = $1 order by random() limit 30`,
      [brand.id],
    );
    return { chatIds: chats.rows.map((row) => row.id), shoppers: shoppers.rows };
  } finally {
    await client.end();
  }
}

function endpoints(data: GeneratedDataSet, sampled: Awaited<ReturnType<typeof samples>>, now: number): Endpoint[] {
  const brand = data.brands[0]!;
  const agents = brand.agentIds.slice(0, 6);
  const weekAgo = new Date(now - 7 * 86_400_000).toISOString();
  const filtered = [
    ...agents.flatMap((agentId, index) =>
      [1, 2].map((page) =>
        query({ status: 'closed', agentId, sort: 'lastMessageAt', order: index % 2 ? 'asc' : 'desc', page }),
      ),
    ),
    query({ status: 'open', sort: 'lastMessageAt' }),
    query({ status: 'waiting_for_agent', sort: 'startedAt', order: 'asc' }),
    query({ from: weekAgo, to: new Date(now).toISOString(), page: 3 }),
    query({ from: weekAgo, status: 'closed', sort: 'number', page: 1 }),
  ];
  // What a manager types to find one shopper's chats: a full name, the end of a phone number, a chat's number…
  const pinpoint = sampled.shoppers.flatMap((shopper, index) => [
    query({ search: shopper.name }),
    query({ search: index % 2 === 0 && shopper.phone ? shopper.phone.slice(-7) : `#${shopper.number}` }),
  ]);
  // …or a family name alone, which one shopper in twenty (and some agents) carry.
  const common = [...new Set(sampled.shoppers.map((shopper) => shopper.name.split(' ')[1]!))].map((name) =>
    query({ search: name }),
  );
  return [
    { name: 'chat list, admin, first page (all brands, newest first)', goalMs: LIST_GOAL_MS, as: 'admin', paths: [''] },
    {
      // A filter no one has read before (an end after every chat, different each time): the total is counted afresh.
      name: 'chat list, admin, first page, its total counted afresh every time',
      goalMs: LIST_GOAL_MS,
      as: 'admin',
      paths: Array.from({ length: 5_000 }, (_, index) =>
        query({ to: new Date(now + 86_400_000 + index).toISOString() }),
      ),
    },
    {
      name: `chat list, brand manager, filtered and sorted (${filtered.length} variants)`,
      goalMs: LIST_GOAL_MS,
      as: 'manager',
      paths: filtered,
    },
    {
      name: `chat list, brand manager, searched by a full name, a phone's end or a #number (${pinpoint.length} searches)`,
      goalMs: LIST_GOAL_MS,
      as: 'manager',
      paths: pinpoint,
    },
    {
      name: `chat list, brand manager, searched by a common family name (${common.length} searches)`,
      goalMs: LIST_GOAL_MS,
      as: 'manager',
      paths: common,
    },
    {
      name: `message history, latest page of 100 (${sampled.chatIds.length} random chats)`,
      goalMs: LIST_GOAL_MS,
      as: 'admin',
      paths: sampled.chatIds.map((id) => `/api/chats/${id}/messages?limit=100`),
    },
    {
      name: "agent report, the biggest brand's last 30 days (first page of 20)",
      goalMs: REPORT_GOAL_MS,
      as: 'admin',
      paths: [
        `/api/reports/agents${query({ from: localDay(now - 30 * 86_400_000), to: localDay(now - 86_400_000), brandId: brand.id })}`,
      ],
    },
  ].map((endpoint) => ({
    ...endpoint,
    as: endpoint.as as 'admin' | 'manager',
    paths: endpoint.paths.map((path) => (path.startsWith('/') ? path : `/api/chats${path}`)),
  }));
}

async function load(
  server: ServerProcess,
  cookie: string,
  paths: string[],
  seconds: number,
): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie, origin: server.url },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
      },
    ],
  });
}

async function benchHttp(context: BenchContext): Promise<Measurement[]> {
  if (!context.postgresUrl) {
    return [{ group: GROUP, name: 'all endpoints', value: null, unit: 'ms', note: 'skipped: no PostgreSQL answered' }];
  }
  const size = pick(context.mode, {
    smoke: { chats: 2_000, liveChats: 20 },
    quick: { chats: 50_000, liveChats: 125 },
    full: { chats: 1_000_000, liveChats: 2_500 },
  });
  const seconds = pick(context.mode, { smoke: 1, quick: 2, full: 10 });
  const warmUp = pick(context.mode, { smoke: 0, quick: 1, full: 2 });
  /** How many of an endpoint's requests are made once, one at a time, before the load. */
  const checks = pick(context.mode, { smoke: 3, quick: 50, full: 50 });

  const scratch = await createScratchDatabase(context.postgresUrl, 'http');
  try {
    const handle = await openDatabase({ url: scratch.url, poolSize: 1 });
    await handle.migrate();
    await handle.close();
    const data = await generateDataSet(scratch.url, size, context.log);
    const { counts } = data;
    const dataNote =
      `PostgreSQL ${scratch.version}, ${counts.chats.toLocaleString('en-US')} chats, ` +
      `${counts.messages.toLocaleString('en-US')} messages, ${counts.events.toLocaleString('en-US')} chat events`;
    context.log(`http data set ready in ${data.seconds.toFixed(1)} s: ${dataNote}`);
    const measurements: Measurement[] = [
      {
        group: GROUP,
        name: 'generating the data set (COPY, indexes, ANALYZE)',
        value: data.seconds,
        unit: 's',
        note: dataNote,
      },
    ];

    const now = Date.now();
    const sampled = await samples(scratch.url, data);
    const server = await startServer({ main: 'tawasul', port: await freePort(), env: { DATABASE_URL: scratch.url } });
    try {
      const cookies = {
        admin: await signIn(server, data.admin.email),
        manager: await signIn(server, data.brands[0]!.manager.email),
      };
      context.log('http: server up, admin and manager signed in');
      const brand = data.brands[0]!;
      const loadNote = `${CONNECTIONS} connections, ${seconds} s after a ${warmUp} s warm-up; ${dataNote}; the biggest brand has ${brand.chats.toLocaleString('en-US')} chats`;
      for (const endpoint of endpoints(data, sampled, now)) {
        // Each request once, in turn: every one must answer 200 (a broken request would measure an error page).
        const checked = performance.now();
        for (const path of endpoint.paths.slice(0, checks)) {
          const response = await fetch(`${server.url}${path}`, {
            headers: { cookie: cookies[endpoint.as], origin: server.url },
          });
          if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
          await response.arrayBuffer();
        }
        const firstMs = (performance.now() - checked) / Math.min(checks, endpoint.paths.length);
        if (warmUp > 0) await load(server, cookies[endpoint.as], endpoint.paths, warmUp);
        const result = await load(server, cookies[endpoint.as], endpoint.paths, seconds);
        const failed = result.non2xx + result.errors;
        const note = failed > 0 ? `${loadNote}; ${failed} failed requests` : loadNote;
        context.log(
          `${endpoint.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
            `${result.requests.average} req/s (${result.requests.total} requests, ${failed} failed; ` +
            `first, sequential: ${firstMs.toFixed(1)} ms)`,
        );
        measurements.push(
          { group: GROUP, name: `${endpoint.name}: p50`, value: result.latency.p50, unit: 'ms', note },
          {
            group: GROUP,
            name: `${endpoint.name}: p99`,
            value: result.latency.p99,
            unit: 'ms',
            goal: { op: '<=', value: endpoint.goalMs },
            note,
          },
          { group: GROUP, name: `${endpoint.name}: throughput`, value: result.requests.average, unit: 'req/s', note },
        );
      }
    } finally {
      // autocannon drops its last requests at the end of a window; the server finishes them before it stops.
      await new Promise((settle) => setTimeout(settle, 1000));
      await server.stop();
    }
    return measurements;
  } finally {
    await scratch.drop();
  }
}

export const httpBenchmark: Benchmark = {
  name: 'http',
  about: `chat list, message history and agent report under autocannon over up to 1M chats / 10M messages (goals: p99 ≤ ${LIST_GOAL_MS} ms, report ≤ ${REPORT_GOAL_MS} ms)`,
  run: benchHttp,
};
