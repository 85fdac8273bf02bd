// The realtime load (issue 11): the same chat load — N shoppers and their agents, one message per shopper every
// 10 s with typing before it, agents answering half of them, delivery receipts as the product's clients send them —
// against (a) a bare Socket.IO relay, (b) Tawasul on PGlite, (c) Tawasul on PostgreSQL. Each is measured over a
// steady window after a warm-up: messages delivered to the other side per CPU-second of the server process (its own
// CPU time, and with its database's), send→deliver latency percentiles, SQL statements per message, event-loop delay
// and memory per connection. Goals (issue 19): the full path delivers at least half of the relay's messages per
// server CPU-second (0.35 counting its database), with p99 ≤ 50 ms and ≤ 2 statements per message on PostgreSQL at the
// quick load; PGlite, at a higher load, sustains 200 messages a second without delaying its event loop past 200 ms.
import { pick, type BenchContext, type Benchmark, type Measurement } from '../harness/measurement.ts';
import { percentileMs } from './load-control.ts';
import { GROUP, measurementsOf, perCpuOf, saturationOf, type Outcome } from './realtime-measurements.ts';
import { runLoad, type LoadSizes } from './run-load.ts';
import { startRelay, startTawasul, type TargetKind } from './targets.ts';

/** The full path delivers at least half of the relay's messages per CPU-second, and a third counting its database. */
const RATIO_GOAL = 0.5;
const RATIO_WITH_DATABASE_GOAL = 0.35;
/** PGlite sustains this many messages a second, its server's event loop never delayed longer, no socket dropped. */
const PGLITE_RATE_GOAL = 200;
const PGLITE_LOOP_GOAL_MS = 200;

export function realtimeSizes(mode: BenchContext['mode']): LoadSizes {
  return pick(mode, {
    // Smoke: seconds, and shoppers write every second so the few chats still exercise every path.
    smoke: { chats: 20, warmupS: 0.5, windowS: 2, intervalMs: 1_000 },
    // The warm-up lasts one interval: by then every shopper has started writing (first sends are spread over it).
    quick: { chats: 500, warmupS: 6, windowS: 8, intervalMs: 6_000 },
    full: { chats: 2_500, warmupS: 12, windowS: 60, intervalMs: 10_000 },
  });
}

/** PGlite's sustained rate: 1.5 messages per chat and interval (the shopper's, and every other one answered). */
function pgliteRateSizes(mode: BenchContext['mode']): LoadSizes | null {
  return pick(mode, {
    smoke: null,
    // ≈ 250 messages a second offered.
    quick: { chats: 1_000, warmupS: 6, windowS: 8, intervalMs: 6_000 },
    full: { chats: 2_000, warmupS: 12, windowS: 30, intervalMs: 10_000 },
  });
}

/** Starts a target, runs the load against it, stops it: one target at a time, so none waits on another's start-up. */
async function measure(kind: TargetKind, context: BenchContext, sizes: LoadSizes): Promise<Outcome | null> {
  const target =
    kind === 'relay'
      ? await startRelay(sizes.chats)
      : await startTawasul(kind, sizes.chats, context.postgresUrl, context.log);
  if (!target) return null;
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

function ratios(label: string, outcome: Outcome, relay: Outcome | null): Measurement[] {
  const product = perCpuOf(outcome);
  const bare = relay ? perCpuOf(relay) : null;
  const ratio = (value: number | null, base: number | null | undefined) =>
    value !== null && base ? value / base : null;
  return [
    {
      group: GROUP,
      name: `full path on ${label} / bare relay, delivered messages per server CPU-second`,
      value: ratio(product.server, bare?.server),
      unit: '×',
      goal: { op: '>=', value: RATIO_GOAL },
    },
    {
      group: GROUP,
      name: `full path on ${label} / bare relay, counting the database's CPU`,
      value: ratio(product.withDatabase, bare?.server),
      unit: '×',
      goal: { op: '>=', value: RATIO_WITH_DATABASE_GOAL },
    },
  ];
}

/** PGlite at a rate near its goal: what it delivers, how long its server's loop waited at worst, sockets dropped. */
function pgliteRate(outcome: Outcome, sizes: LoadSizes): Measurement[] {
  const { window } = outcome.result;
  const server = outcome.result.servers[0]!;
  const name = (what: string) => `PGlite at ${sizes.chats} chats: ${what}`;
  const offered = window.sent / window.seconds;
  return [
    {
      group: GROUP,
      name: name('messages delivered per second'),
      value: window.delivered / window.seconds,
      unit: 'msg/s',
      goal: { op: '>=', value: PGLITE_RATE_GOAL },
      note: `${saturationOf(outcome)}${offered.toFixed(0)} sent/s offered; p99 send→deliver ${percentileMs(window.latency, 99)?.toFixed(0)} ms`,
    },
    {
      group: GROUP,
      name: name('server event-loop delay, worst in the window'),
      value: server.stalled ? null : server.eventLoopMaxMs,
      unit: 'ms',
      goal: { op: '<=', value: PGLITE_LOOP_GOAL_MS },
      ...(server.stalled ? { note: 'stalled: the event loop did not answer within 3 s' } : {}),
    },
    {
      group: GROUP,
      name: name('sockets dropped'),
      value: Math.max(window.sockets - window.connected, window.disconnects),
      unit: 'sockets',
      goal: { op: '<=', value: 0 },
    },
  ];
}

export const realtimeBenchmark: Benchmark = {
  name: 'realtime',
  about: 'chat load: bare Socket.IO relay vs Tawasul on PGlite and PostgreSQL (throughput per CPU-s, latency)',
  async run(context) {
    const sizes = realtimeSizes(context.mode);
    // BENCH_TARGETS=relay,postgres runs only those (while working on one of them).
    const only = process.env.BENCH_TARGETS?.split(',');
    const kinds = (['relay', 'pglite', 'postgres'] as const).filter((kind) => !only || only.includes(kind));
    const measurements: Measurement[] = [];
    let relay: Outcome | null = null;
    for (const kind of kinds) {
      const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
      const outcome = await measure(kind, context, sizes);
      if (!outcome) {
        measurements.push({
          group: GROUP,
          name: `Tawasul on ${label}`,
          value: null,
          unit: '',
          note: 'skipped: no PostgreSQL server answers (set DATABASE_URL)',
        });
        continue;
      }
      measurements.push(...measurementsOf(outcome, context, sizes));
      if (kind === 'relay') relay = outcome;
      else measurements.push(...ratios(label, outcome, relay));
    }
    const rateSizes = pgliteRateSizes(context.mode);
    if (rateSizes && kinds.includes('pglite')) {
      const outcome = await measure('pglite', context, rateSizes);
      if (outcome) measurements.push(...pgliteRate(outcome, rateSizes));
    }
    if (context.mode === 'smoke') for (const measurement of measurements) delete measurement.goal;
    return measurements;
  },
};
