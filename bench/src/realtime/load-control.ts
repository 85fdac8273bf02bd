// The benchmark's side of the load generators: forks them (each a process of its own, so their CPU is not the
// server's and the server's is not theirs), splits a load plan between them, and merges what they report.
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeFromCompressedBase64, type Histogram } from 'hdr-histogram-js';
import type {
  AgentPlan,
  ConnectResult,
  FinalReport,
  GeneratorReply,
  GeneratorRequest,
  IdleAuth,
  LoadPlan,
  WindowReport,
} from './protocol.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

export interface Generator {
  ask<T>(request: GeneratorRequest): Promise<T>;
  close(): Promise<void>;
}

export function startGenerator(): Generator {
  const child: ChildProcess = fork(join(HERE, 'load-generator.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  child.on('message', (reply: GeneratorReply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) waiter?.reject(new Error(`load generator: ${reply.error}`));
    else waiter?.resolve(reply.result);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.once('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`load generator exited (${code})`));
    pending.clear();
  });
  return {
    ask<T>(request: GeneratorRequest): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, request }, (error) => {
          if (error) {
            pending.delete(id);
            reject(error);
          }
        });
      });
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ id: ++nextId, request: { type: 'close' } satisfies GeneratorRequest });
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    },
  };
}

export interface WindowTotals {
  seconds: number;
  sent: number;
  acked: number;
  delivered: number;
  refused: Record<string, number>;
  typingReceived: number;
  eventsReceived: number;
  latency: Histogram;
  ackLatency: Histogram;
  /** The generators' CPU time in the window (all of them) and the worst event-loop delay p99 among them. */
  generatorCpuMs: number;
  generatorLoopP99Ms: number;
  disconnects: number;
  /** Sockets connected at the window's end, of all opened. */
  connected: number;
  sockets: number;
}

function addCounts(into: Record<string, number>, from: Record<string, number>): void {
  for (const [code, count] of Object.entries(from)) into[code] = (into[code] ?? 0) + count;
}

/** A load spread over several generator processes. */
export interface Load {
  generators: Generator[];
  connect(): Promise<ConnectResult>;
  start(): Promise<void>;
  window(): Promise<void>;
  report(): Promise<WindowTotals>;
  stop(drainMs: number): Promise<FinalReport>;
  close(): Promise<void>;
}

/** Splits the agents (each with its chats) round-robin over `count` generators. */
export function startLoad(plan: LoadPlan, count: number): Load {
  const generators = Array.from({ length: Math.max(1, count) }, () => startGenerator());
  const shares: AgentPlan[][] = generators.map(() => []);
  plan.agents.forEach((agent, index) => shares[index % shares.length]!.push(agent));
  const all = <T>(request: GeneratorRequest) => Promise.all(generators.map((generator) => generator.ask<T>(request)));

  return {
    generators,
    async connect() {
      const results = await Promise.all(
        generators.map((generator, index) =>
          generator.ask<ConnectResult>({ type: 'connect', plan: { ...plan, agents: shares[index]! } }),
        ),
      );
      return {
        sockets: results.reduce((sum, result) => sum + result.sockets, 0),
        failed: results.reduce((sum, result) => sum + result.failed, 0),
        firstError: results.find((result) => result.firstError)?.firstError ?? null,
        ms: Math.max(...results.map((result) => result.ms)),
      };
    },
    async start() {
      await all({ type: 'start' });
    },
    async window() {
      await all({ type: 'window' });
    },
    async report() {
      const reports = await all<WindowReport>({ type: 'report' });
      const [first, ...rest] = reports.map((report) => ({
        report,
        latency: decodeFromCompressedBase64(report.latency),
        ackLatency: decodeFromCompressedBase64(report.ackLatency),
      }));
      const totals: WindowTotals = {
        seconds: first!.report.seconds,
        sent: 0,
        acked: 0,
        delivered: 0,
        refused: {},
        typingReceived: 0,
        eventsReceived: 0,
        latency: first!.latency,
        ackLatency: first!.ackLatency,
        generatorCpuMs: 0,
        generatorLoopP99Ms: 0,
        disconnects: 0,
        connected: 0,
        sockets: 0,
      };
      for (const { latency, ackLatency } of rest) {
        totals.latency.add(latency);
        totals.ackLatency.add(ackLatency);
      }
      for (const report of reports) {
        totals.sent += report.sent;
        totals.acked += report.acked;
        totals.delivered += report.delivered;
        totals.typingReceived += report.typingReceived;
        totals.eventsReceived += report.eventsReceived;
        totals.generatorCpuMs += report.cpuMs;
        totals.generatorLoopP99Ms = Math.max(totals.generatorLoopP99Ms, report.eventLoopP99Ms);
        totals.disconnects += report.disconnects;
        totals.connected += report.connected;
        totals.sockets += report.sockets;
        addCounts(totals.refused, report.refused);
      }
      return totals;
    },
    async stop(drainMs) {
      const finals = await all<FinalReport>({ type: 'stop', drainMs });
      const merged: FinalReport = {
        sent: 0,
        acked: 0,
        delivered: 0,
        resent: 0,
        caughtUp: 0,
        unacked: 0,
        refused: {},
        disconnects: 0,
        reconnects: 0,
        ...(plan.trackIds
          ? { sentIds: [], ackedIds: [], refusedIds: [], pendingIds: [], deliveredIds: [], resentIds: [] }
          : {}),
      };
      for (const final of finals) {
        merged.sent += final.sent;
        merged.acked += final.acked;
        merged.delivered += final.delivered;
        merged.resent += final.resent;
        merged.caughtUp += final.caughtUp;
        merged.unacked += final.unacked;
        merged.disconnects += final.disconnects;
        merged.reconnects += final.reconnects;
        addCounts(merged.refused, final.refused);
        merged.sentIds?.push(...(final.sentIds ?? []));
        merged.ackedIds?.push(...(final.ackedIds ?? []));
        merged.refusedIds?.push(...(final.refusedIds ?? []));
        merged.pendingIds?.push(...(final.pendingIds ?? []));
        merged.deliveredIds?.push(...(final.deliveredIds ?? []));
        merged.resentIds?.push(...(final.resentIds ?? []));
      }
      return merged;
    },
    async close() {
      await Promise.all(generators.map((generator) => generator.close()));
    },
  };
}

/** Opens idle sockets, split over the generators (each process has its own file-descriptor limit). */
export async function openIdleSockets(
  generators: Generator[],
  url: string,
  auths: IdleAuth[],
  concurrency: number,
): Promise<ConnectResult> {
  const size = Math.ceil(auths.length / generators.length);
  const results = await Promise.all(
    generators.map((generator, index) =>
      generator.ask<ConnectResult>({
        type: 'idle',
        url,
        auths: auths.slice(index * size, (index + 1) * size),
        concurrency,
      }),
    ),
  );
  return {
    sockets: results.reduce((sum, result) => sum + result.sockets, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    firstError: results.find((result) => result.firstError)?.firstError ?? null,
    ms: Math.max(...results.map((result) => result.ms)),
  };
}

/** How many of the generators' sockets are connected now. */
export async function connectedSockets(generators: Generator[]): Promise<number> {
  const counts = await Promise.all(
    generators.map((generator) => generator.ask<{ connected: number }>({ type: 'count' })),
  );
  return counts.reduce((sum, count) => sum + count.connected, 0);
}

/** Latency percentiles in ms from a µs histogram (null with no samples). */
export function percentileMs(histogram: Histogram, percentile: number): number | null {
  return histogram.totalCount > 0 ? histogram.getValueAtPercentile(percentile) / 1000 : null;
}
