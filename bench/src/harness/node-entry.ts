// The entry of every server process a benchmark starts (a bare relay or Tawasul itself): it measures the process
// from inside — CPU time, memory, event-loop delay — and answers `stats` requests over the IPC channel, then loads
// the real entry named by BENCH_NODE_MAIN. Nothing here changes what the server does.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

export interface NodeStats {
  /** User + system CPU time of this process since it started, in milliseconds. */
  cpuMs: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** Event-loop delay since the last `reset`, in milliseconds. */
  eventLoop: { p50: number; p99: number; max: number };
}

export type NodeRequest = { type: 'stats'; id: number } | { type: 'reset'; id: number } | { type: 'gc'; id: number };

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

function stats(): NodeStats {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const ms = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
  return {
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    eventLoop: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
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
