// What one realtime run reports: messages per CPU-second (the server alone, and with its database), throughput,
// latency percentiles, statements per message, event-loop delay and memory per connection.
import type { BenchContext, Measurement } from '../harness/measurement.ts';
import { percentileMs } from './load-control.ts';
import { generatorCount, type LoadResult, type LoadSizes } from './run-load.ts';
import type { Target } from './targets.ts';

export const GROUP = 'realtime';
const P99_GOAL_MS = 50;
/** Statements per delivered message on the normal path (issue 19). */
const STATEMENTS_GOAL = 2;

export interface Outcome {
  target: Target;
  result: LoadResult;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * CPU seconds of the window: the server alone, and the server with its database — PostgreSQL's backends, or PGlite's
 * worker thread, which is part of the server's own process (then the server alone is the process minus that thread).
 */
function cpuOf({ target, result }: Outcome): { server: number; withDatabase: number | null } {
  const server = result.servers[0]!;
  if (target.kind === 'pglite') return { server: server.cpuS - server.databaseThreadCpuS, withDatabase: server.cpuS };
  if (target.kind === 'postgres') {
    return {
      server: server.cpuS,
      withDatabase: result.databaseCpuS === null ? null : server.cpuS + result.databaseCpuS,
    };
  }
  return { server: server.cpuS, withDatabase: server.cpuS };
}

/** Delivered messages per CPU-second, server alone and with its database (null when not measured). */
export function perCpuOf(outcome: Outcome): { server: number | null; withDatabase: number | null } {
  const { delivered } = outcome.result.window;
  const cpu = cpuOf(outcome);
  return {
    server: cpu.server > 0 ? delivered / cpu.server : null,
    withDatabase: cpu.withDatabase ? delivered / cpu.withDatabase : null,
  };
}

/** Why the numbers may mean something else: the server could not keep up with the offered load. */
export function saturationOf({ result }: Outcome): string {
  const { window } = result;
  const server = result.servers[0]!;
  const unacked = window.sent > 0 ? 1 - window.acked / window.sent : 0;
  const dropped = window.sockets - window.connected;
  if (!(dropped > 0 || unacked > 0.1 || server.stalled)) return '';
  return (
    `SATURATED: ${Math.round(unacked * 100)} % of the window's sends unacknowledged` +
    (dropped > 0 ? `, ${dropped} of ${window.sockets} sockets dropped` : '') +
    (server.stalled ? ', event loop stalled' : '') +
    '; '
  );
}

export function measurementsOf(outcome: Outcome, context: BenchContext, sizes: LoadSizes): Measurement[] {
  const { target, result } = outcome;
  const { window } = result;
  const server = result.servers[0]!;
  const name = (what: string) => `${target.label}, ${sizes.chats} chats: ${what}`;
  const perCpu = perCpuOf(outcome);
  const cpu = cpuOf(outcome);
  const refused = Object.entries(window.refused)
    .map(([code, count]) => `${count} ${code}`)
    .join(', ');
  const generatorShare = window.generatorCpuMs / 1000 / window.seconds;
  const saturated = saturationOf(outcome);
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
    ...(goal && isProduct && target.kind === 'postgres' ? { goal: { op: '<=', value: P99_GOAL_MS } } : {}),
  });
  const databaseName = target.kind === 'pglite' ? "PGlite's worker thread" : 'PostgreSQL backends';
  const measurements: Measurement[] = [
    {
      group: GROUP,
      name: name(
        isProduct ? 'delivered messages per server CPU-second (server alone)' : 'delivered messages per CPU-second',
      ),
      value: perCpu.server,
      unit: 'msg/CPU-s',
      ...(saturated ? { note: 'saturated: see delivered messages per second' } : {}),
    },
  ];
  if (isProduct) {
    measurements.push({
      group: GROUP,
      name: name(`delivered messages per CPU-second, server + ${databaseName}`),
      value: perCpu.withDatabase,
      unit: 'msg/CPU-s',
      note:
        cpu.withDatabase === null
          ? "the database's CPU could not be read"
          : `the database used ${round(cpu.withDatabase - cpu.server, 1)} CPU-s besides the server's ${round(cpu.server, 1)}`,
    });
    measurements.push({
      group: GROUP,
      name: name('SQL statements per delivered message'),
      value: server.statements === null || window.delivered === 0 ? null : server.statements / window.delivered,
      unit: 'statements',
      ...(target.kind === 'postgres' ? { goal: { op: '<=', value: STATEMENTS_GOAL } } : {}),
      note: `${server.statements ?? '?'} statements for ${window.delivered} delivered messages and their receipts`,
    });
  }
  measurements.push(
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
      name: name('server event-loop delay p99 / max'),
      value: server.stalled ? null : server.eventLoopP99Ms,
      unit: 'ms',
      note: server.stalled
        ? 'stalled: the event loop did not answer within 3 s (CPU and RSS read from /proc)'
        : `max ${round(server.eventLoopMaxMs, 1)} ms`,
    },
    {
      group: GROUP,
      name: name('server RSS per connection under load'),
      value: (server.rssBytes - server.baseRssBytes) / 1024 / result.sockets,
      unit: 'KB',
      note: `${result.sockets} sockets; RSS ${Math.round(server.baseRssBytes / 2 ** 20)} MB before them, ${Math.round(server.rssBytes / 2 ** 20)} MB at the window's end`,
    },
  );
  if (context.mode === 'smoke') for (const measurement of measurements) delete measurement.goal;
  return measurements;
}
