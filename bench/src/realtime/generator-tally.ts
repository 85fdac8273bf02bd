// What a load-generator process counts: totals over the run (and, when the run tracks them, every message's id by
// what happened to it), and the current window's counts, latency histograms, CPU and event-loop delay.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { build, encodeIntoCompressedBase64, type Histogram } from 'hdr-histogram-js';
import type { WindowReport } from './protocol.ts';

/** Latencies are recorded in µs, up to a minute. */
const histogram = (): Histogram =>
  build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });

export const totals = {
  sent: 0,
  acked: 0,
  delivered: 0,
  resent: 0,
  caughtUp: 0,
  disconnects: 0,
  reconnects: 0,
  refused: {} as Record<string, number>,
};
export const sentIds: [string, string][] = [];
export const deliveredIds = new Set<string>();
export const resentIds = new Set<string>();
export const ackedIds: string[] = [];
export const refusedIds: string[] = [];

let windowStart = performance.now();
let windowCpu = process.cpuUsage();
export const windowCounts = {
  sent: 0,
  acked: 0,
  delivered: 0,
  typing: 0,
  events: 0,
  disconnects: 0,
  refused: {} as Record<string, number>,
};
export const latency = histogram();
export const ackLatency = histogram();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

export function resetWindow(): void {
  windowStart = performance.now();
  windowCpu = process.cpuUsage();
  Object.assign(windowCounts, { sent: 0, acked: 0, delivered: 0, typing: 0, events: 0, disconnects: 0, refused: {} });
  latency.reset();
  ackLatency.reset();
  loopDelay.reset();
}

/** The window's numbers; `connected` and `sockets` are the generator's own. */
export function windowReport(sockets: { connected: number; sockets: number }): WindowReport {
  const cpu = process.cpuUsage(windowCpu);
  return {
    seconds: (performance.now() - windowStart) / 1000,
    sent: windowCounts.sent,
    acked: windowCounts.acked,
    delivered: windowCounts.delivered,
    refused: { ...windowCounts.refused },
    typingReceived: windowCounts.typing,
    eventsReceived: windowCounts.events,
    latency: encodeIntoCompressedBase64(latency),
    ackLatency: encodeIntoCompressedBase64(ackLatency),
    cpuMs: (cpu.user + cpu.system) / 1000,
    eventLoopP99Ms: loopDelay.percentile(99) / 1e6,
    disconnects: windowCounts.disconnects,
    ...sockets,
  };
}
