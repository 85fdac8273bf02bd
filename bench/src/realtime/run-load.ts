// One run of the chat load against one deployment (a server, or nodes behind the proxy): connect every socket, let
// the load settle, measure a steady window, stop and drain. The servers are measured from inside (their own CPU
// time, memory and event-loop delay over IPC), the generators report what the clients saw.
import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NodeStats } from '../harness/node-entry.ts';
import type { ServerProcess } from '../harness/server-process.ts';
import { startLoad, type WindowTotals } from './load-control.ts';
import { cpuBetween, type CpuSnapshot } from './postgres-cpu.ts';
import type { AgentPlan, FinalReport } from './protocol.ts';

/** A server whose event loop takes longer than this to answer is stalled (its backlog blocks the loop). */
const STALL_MS = 3_000;

export interface LoadSizes {
  chats: number;
  warmupS: number;
  windowS: number;
  intervalMs: number;
}

export interface LoadOptions {
  url: string;
  origin: string;
  target: 'relay' | 'tawasul';
  plan: AgentPlan[];
  servers: ServerProcess[];
  sizes: LoadSizes;
  log: (line: string) => void;
  databaseCpu?: (() => Promise<CpuSnapshot | null>) | undefined;
  trackIds?: boolean;
  reconnect?: boolean;
  /** Called once the window has run this far (the kill test kills a node here). */
  midWindow?: { atS: number; run: () => Promise<void> | void };
  drainMs?: number;
}

interface ServerWindow {
  /** CPU seconds this server used in the window (every thread of its process). */
  cpuS: number;
  /** …of which its busiest other thread used: PGlite's worker thread (see node-entry.ts). */
  databaseThreadCpuS: number;
  /** SQL statements it sent in the window (null when its event loop stalled and could not say). */
  statements: number | null;
  /** Its memory before any socket (after a collection) and at the window's end. */
  baseRssBytes: number;
  rssBytes: number;
  /** NaN when the server stalled (see `stalled`). */
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  /** Its event loop did not answer within STALL_MS at the window's start or end (CPU and RSS then from /proc). */
  stalled: boolean;
}

export interface LoadResult {
  sockets: number;
  connectMs: number;
  window: WindowTotals;
  servers: ServerWindow[];
  /** PostgreSQL backends' CPU seconds in the window (null: not measured). */
  databaseCpuS: number | null;
  final: FinalReport;
}

/** How many generator processes: BENCH_GENERATORS, else one per 3,000 sockets (one process drives that many). */
export function generatorCount(chats: number): number {
  const chosen = Number(process.env.BENCH_GENERATORS);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  return Math.max(1, Math.ceil((chats * 1.2) / 3000));
}

/** Clock ticks of a /proc stat line as ms (utime + stime; 100 ticks a second). */
function cpuMsOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time and RSS of a process, and the CPU time of its busiest thread other than the main one (as node-entry.ts
 * reports it), from /proc (Linux), without asking the process: null when not readable.
 */
async function procStats(
  pid: number,
): Promise<{ cpuMs: number; rssBytes: number; databaseThreadCpuMs: number } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    let databaseThreadCpuMs = 0;
    for (const tid of await readdir(`/proc/${pid}/task`)) {
      if (Number(tid) === pid) continue;
      const threadStat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => null);
      if (threadStat) databaseThreadCpuMs = Math.max(databaseThreadCpuMs, cpuMsOfStat(threadStat));
    }
    return { cpuMs: cpuMsOfStat(stat), rssBytes: rssKb * 1024, databaseThreadCpuMs };
  } catch {
    return null;
  }
}

/**
 * The server's own stats over IPC; when its event loop does not answer within STALL_MS (a backlog it cannot work
 * off), its CPU time and RSS from /proc instead and no event-loop figures: the window must not wait for the server.
 */
async function statsOf(server: ServerProcess, fallback?: NodeStats): Promise<NodeStats & { stalled: boolean }> {
  const answer = await Promise.race([server.stats().catch(() => null), sleep(STALL_MS).then(() => 'stalled' as const)]);
  if (answer && answer !== 'stalled') return { ...answer, stalled: false };
  const proc = await procStats(server.pid);
  const unknown = { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  if (!proc) {
    const last = fallback ?? { cpuMs: 0, rssBytes: 0, heapUsedBytes: 0, databaseThreadCpuMs: 0 };
    return { ...last, statements: Number.NaN, eventLoop: unknown, stalled: true };
  }
  const statements = Number.NaN;
  return { ...proc, statements, heapUsedBytes: Number.NaN, eventLoop: unknown, stalled: answer === 'stalled' };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { servers, sizes, log } = options;
  const bases = await Promise.all(servers.map((server) => server.gc()));
  const load = startLoad(
    {
      url: options.url,
      origin: options.origin,
      target: options.target,
      agents: options.plan,
      intervalMs: sizes.intervalMs,
      replyRatio: 0.5,
      agentBudgetPerMinute: 40,
      trackIds: Boolean(options.trackIds),
      reconnect: Boolean(options.reconnect),
      // BENCH_CATCHUP_FROM=all: re-join as the web app's clients do (see the README on what the kill test found).
      catchUpFrom: process.env.BENCH_CATCHUP_FROM === 'all' ? 'all' : 'others',
      connectConcurrency: 50,
    },
    generatorCount(sizes.chats),
  );
  try {
    const connected = await load.connect();
    log(
      `  ${connected.sockets} sockets connected and joined in ${(connected.ms / 1000).toFixed(1)} s` +
        (connected.failed ? `, ${connected.failed} failed (${connected.firstError})` : ''),
    );
    if (connected.failed > 0) throw new Error(`${connected.failed} sockets or joins failed: ${connected.firstError}`);
    await load.start();
    await sleep(sizes.warmupS * 1000);

    await Promise.race([Promise.all(servers.map((server) => server.reset())), sleep(STALL_MS)]);
    const before = await Promise.all(servers.map((server) => statsOf(server)));
    const databaseBefore = (await options.databaseCpu?.()) ?? null;
    await load.window();
    if (options.midWindow) {
      await sleep(options.midWindow.atS * 1000);
      await options.midWindow.run();
      await sleep((sizes.windowS - options.midWindow.atS) * 1000);
    } else await sleep(sizes.windowS * 1000);
    const after = await Promise.all(servers.map((server, index) => statsOf(server, before[index])));
    const databaseAfter = (await options.databaseCpu?.()) ?? null;
    const window = await load.report();
    const final = await load.stop(options.drainMs ?? 5_000);
    const databaseCpuMs = cpuBetween(databaseBefore, databaseAfter);
    return {
      sockets: connected.sockets,
      connectMs: connected.ms,
      window,
      servers: servers.map((_, index) => ({
        cpuS: (after[index]!.cpuMs - before[index]!.cpuMs) / 1000,
        databaseThreadCpuS: (after[index]!.databaseThreadCpuMs - before[index]!.databaseThreadCpuMs) / 1000,
        statements: Number.isFinite(after[index]!.statements - before[index]!.statements)
          ? after[index]!.statements - before[index]!.statements
          : null,
        baseRssBytes: bases[index]!.rssBytes,
        rssBytes: after[index]!.rssBytes,
        eventLoopP99Ms: after[index]!.eventLoop.p99,
        eventLoopMaxMs: after[index]!.eventLoop.max,
        stalled: before[index]!.stalled || after[index]!.stalled,
      })),
      databaseCpuS: databaseCpuMs === null ? null : databaseCpuMs / 1000,
      final,
    };
  } finally {
    await load.close();
  }
}
