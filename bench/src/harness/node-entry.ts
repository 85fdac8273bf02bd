// The entry of every server process a benchmark starts (a bare relay or Tawasul itself): it measures the process
// from inside — CPU time, memory, event-loop delay, SQL statements sent — and answers `stats` requests over the IPC
// channel, then loads the real entry named by BENCH_NODE_MAIN. Nothing here changes what the server does.
import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

export interface NodeStats {
  /** User + system CPU time of this process since it started (every thread), in milliseconds. */
  cpuMs: number;
  /**
   * CPU time of its busiest thread other than the main one, in milliseconds: with PGlite, the embedded database's
   * worker thread (the rest — libuv's pool, V8's helpers — use little); 0 when /proc cannot be read.
   */
  databaseThreadCpuMs: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** Event-loop delay since the last `reset`, in milliseconds. */
  eventLoop: { p50: number; p99: number; max: number };
  /** SQL statements sent so far (PostgreSQL queries through `pg`, or requests to PGlite's worker thread). */
  statements: number;
}

export type NodeRequest = { type: 'stats'; id: number } | { type: 'reset'; id: number } | { type: 'gc'; id: number };

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

// Counting statements: every query node-postgres sends goes through Client#query (pools included); every statement
// PGlite runs is a message to its worker (a query, a named statement, or BEGIN / COMMIT of a transaction).
let statements = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (clientQuery as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;
const postMessage = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
  const op = (message as { op?: unknown } | null)?.op;
  if (op === 'query' || op === 'statement' || op === 'exec' || op === 'begin' || op === 'end') statements += 1;
  return (postMessage as (...args: unknown[]) => void).call(this, message, ...rest);
} as typeof postMessage;

/** The CPU time (ms) of this process's busiest thread other than the main one, from /proc (Linux); 0 elsewhere. */
function busiestOtherThreadMs(): number {
  try {
    let busiest = 0;
    for (const tid of readdirSync('/proc/self/task')) {
      if (Number(tid) === process.pid) continue;
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime in clock ticks (100 a second).
      busiest = Math.max(busiest, (Number(fields[11]) + Number(fields[12])) * 10);
    }
    return busiest;
  } catch {
    return 0;
  }
}

function stats(): NodeStats {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const ms = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
  return {
    cpuMs: (cpu.user + cpu.system) / 1000,
    databaseThreadCpuMs: busiestOtherThreadMs(),
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    eventLoop: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    statements,
  };
}

process.on('message', (request: NodeRequest) => {
  if (request.type === 'reset') delay.reset();
  // `--expose-gc` is passed by the harness so idle-socket memory is measured after a collection.
  if (request.type === 'gc') (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ id: request.id, stats: stats() });
});
// The parent going away (a crashed bench) must not leave servers behind.
process.on('disconnect', () => process.exit(0));

const main = process.env.BENCH_NODE_MAIN;
if (!main) throw new Error('BENCH_NODE_MAIN is not set');
await import(pathToFileURL(main).href);
