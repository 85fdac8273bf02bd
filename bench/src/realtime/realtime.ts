// The realtime load (issue 11): the same chat load — N shoppers and their agents, one message per shopper every
// 10 s with typing before it, agents answering half of them, delivery receipts as the product's clients send them —
// against (a) a bare Socket.IO relay, (b) Tawasul on PGlite, (c) Tawasul on PostgreSQL. Each is measured over a
// steady window after a warm-up: messages delivered to the other side per CPU-second of the server process (its own
// CPU time), send→deliver latency percentiles, event-loop delay and memory per connection. Goals: the full path
// delivers at least half of the relay's messages per CPU-second; p99 ≤ 50 ms at the default load (2,500 chats).
import { pick, type BenchContext, type Benchmark, type Measurement } from '../harness/measurement.ts';
import { percentileMs } from './load-control.ts';
import { generatorCount, runLoad, type LoadResult, type LoadSizes } from './run-load.ts';
import { startRelay, startTawasul, type Target, type TargetKind } from './targets.ts';

const GROUP = 'realtime';
/** The full path delivers at least half of the relay's messages per CPU-second. */
const RATIO_GOAL = 0.5;
const P99_GOAL_MS = 50;

export function realtimeSizes(mode: BenchContext['mode']): LoadSizes {
  return pick(mode, {
    // Smoke: seconds, and shoppers write every second so the few chats still exercise every path.
    smoke: { chats: 20, warmupS: 0.5, windowS: 2, intervalMs: 1_000 },
    // The warm-up lasts one interval: by then every shopper has started writing (first sends are spread over it).
    quick: { chats: 500, warmupS: 6, windowS: 8, intervalMs: 6_000 },
    full: { chats: 2_500, warmupS: 12, windowS: 60, intervalMs: 10_000 },
  });
}

interface Outcome {
  target: Target;
  result: LoadResult;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

function measurementsOf({ target, result }: Outcome, context: BenchContext, sizes: LoadSizes): Measurement[] {
  const { window } = result;
  const server = result.servers[0]!;
  const name = (what: string) => `${target.label}, ${sizes.chats} chats: ${what}`;
  const perCpu = server.cpuS > 0 ? window.delivered / server.cpuS : null;
  const refused = Object.entries(window.refused)
    .map(([code, count]) => `${count} ${code}`)
    .join(', ');
  const generatorShare = window.generatorCpuMs / 1000 / window.seconds;
  // An open-loop load the server cannot keep up with builds a backlog: say so, the numbers mean something else then.
  const unacked = window.sent > 0 ? 1 - window.acked / window.sent : 0;
  const dropped = window.sockets - window.connected;
  const saturated =
    dropped > 0 || unacked > 0.1 || server.stalled
      ? `SATURATED: ${Math.round(unacked * 100)} % of the window's sends unacknowledged` +
        (dropped > 0
          ? `, ${dropped} of ${window.sockets} sockets dropped (event loop stalled past the ping timeout)`
          : '') +
        (server.stalled ? ', event loop stalled' : '') +
        '; '
      : '';
  const load =
    saturated +
    `${round(window.sent / window.seconds, 1)} sent/s, server CPU ${Math.round((server.cpuS / window.seconds) * 100)} % ` +
    `of a core, generator CPU ${Math.round(generatorShare * 100)} % (${generatorCount(sizes.chats)} process(es), ` +
    `loop p99 ${round(window.generatorLoopP99Ms, 1)} ms)` +
    (refused ? `; refused: ${refused}` : '');
  const isProduct = target.kind !== 'relay';
  const latency = (percentile: number, goal = false): Measurement => ({
    group: GROUP,
    name: name(`send→deliver p${percentile}`),
    value: percentileMs(window.latency, percentile),
    unit: 'ms',
    ...(goal && isProduct && context.mode === 'full' ? { goal: { op: '<=', value: P99_GOAL_MS } } : {}),
    ...(goal && isProduct && context.mode !== 'full'
      ? { note: `goal ≤ ${P99_GOAL_MS} ms is judged at the default load (--full, 2,500 chats)` }
      : {}),
  });
  const measurements: Measurement[] = [
    {
      group: GROUP,
      name: name('delivered messages per server CPU-second'),
      value: perCpu,
      unit: 'msg/CPU-s',
      ...(saturated ? { note: 'saturated: see delivered messages per second' } : {}),
    },
    {
      group: GROUP,
      name: name('delivered messages per second'),
      value: window.delivered / window.seconds,
      unit: 'msg/s',
      note: load,
    },
    latency(50),
    latency(95),
    latency(99, true),
    latency(99.9),
    {
      group: GROUP,
      name: name('server event-loop delay p99'),
      value: server.stalled ? null : server.eventLoopP99Ms,
      unit: 'ms',
      ...(server.stalled
        ? { note: 'stalled: the event loop did not answer within 3 s (CPU and RSS read from /proc)' }
        : {}),
    },
    {
      group: GROUP,
      name: name('server RSS per connection under load'),
      value: (server.rssBytes - server.baseRssBytes) / 1024 / result.sockets,
      unit: 'KB',
      note: `${result.sockets} sockets; RSS ${Math.round(server.baseRssBytes / 2 ** 20)} MB before them, ${Math.round(server.rssBytes / 2 ** 20)} MB at the window's end`,
    },
  ];
  if (result.databaseCpuS !== null) {
    measurements.splice(1, 0, {
      group: GROUP,
      name: name('delivered messages per CPU-second, server + PostgreSQL backends'),
      value: window.delivered / (server.cpuS + result.databaseCpuS),
      unit: 'msg/CPU-s',
      note: `the database's backends used ${round(result.databaseCpuS, 1)} CPU-s besides the server's ${round(server.cpuS, 1)}`,
    });
  }
  return measurements;
}

/** Starts (and seeds) every target at once: start-up is not measured, and the runs themselves stay one at a time. */
async function prepare(kinds: TargetKind[], context: BenchContext, sizes: LoadSizes): Promise<(Target | null)[]> {
  const settled = await Promise.allSettled(
    kinds.map((kind) =>
      kind === 'relay' ? startRelay(sizes.chats) : startTawasul(kind, sizes.chats, context.postgresUrl, context.log),
    ),
  );
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await Promise.all(settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value?.close() : undefined)));
    throw failure.reason;
  }
  return settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null));
}

async function measure(target: Target, context: BenchContext, sizes: LoadSizes): Promise<Outcome> {
  try {
    context.log(`  ${target.label}: ${sizes.chats} chats, ${sizes.warmupS} s warm-up, ${sizes.windowS} s window`);
    const result = await runLoad({
      url: target.server.url,
      origin: target.origin,
      target: target.kind === 'relay' ? 'relay' : 'tawasul',
      plan: target.plan,
      servers: [target.server],
      sizes,
      log: context.log,
      databaseCpu: target.databaseCpu,
    });
    const { window } = result;
    context.log(
      `  ${target.label}: ${window.delivered} delivered in ${window.seconds.toFixed(1)} s on ` +
        `${result.servers[0]!.cpuS.toFixed(2)} server CPU-s; p99 ${percentileMs(window.latency, 99)?.toFixed(1)} ms`,
    );
    return { target, result };
  } finally {
    await target.close();
  }
}

export const realtimeBenchmark: Benchmark = {
  name: 'realtime',
  about: 'chat load: bare Socket.IO relay vs Tawasul on PGlite and PostgreSQL (throughput per CPU-s, latency)',
  async run(context) {
    const sizes = realtimeSizes(context.mode);
    // BENCH_TARGETS=relay,pglite runs only those (while working on one of them).
    const only = process.env.BENCH_TARGETS?.split(',');
    const kinds = (['relay', 'pglite', 'postgres'] as const).filter((kind) => !only || only.includes(kind));
    const targets = await prepare([...kinds], context, sizes);
    const measurements: Measurement[] = [];
    let relayPerCpu: number | null = null;
    try {
      for (const [index, kind] of kinds.entries()) {
        const target = targets[index];
        const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
        if (!target) {
          measurements.push({
            group: GROUP,
            name: `Tawasul on ${label}`,
            value: null,
            unit: '',
            note: 'skipped: no PostgreSQL server answers (set DATABASE_URL)',
          });
          continue;
        }
        targets[index] = null;
        const outcome = await measure(target, context, sizes);
        measurements.push(...measurementsOf(outcome, context, sizes));
        const server = outcome.result.servers[0]!;
        const perCpu = server.cpuS > 0 ? outcome.result.window.delivered / server.cpuS : null;
        if (kind === 'relay') {
          relayPerCpu = perCpu;
          continue;
        }
        measurements.push({
          group: GROUP,
          name: `full path on ${label} / bare relay, delivered messages per server CPU-second`,
          value: perCpu !== null && relayPerCpu ? perCpu / relayPerCpu : null,
          unit: '×',
          goal: { op: '>=', value: RATIO_GOAL },
        });
      }
    } finally {
      await Promise.all(targets.map((target) => target?.close()));
    }
    return measurements;
  },
};
