// The servers the realtime load runs against: the bare relay, and Tawasul on PGlite or on PostgreSQL (seeded first,
// then started exactly as `npm start` runs it, through the harness so its own CPU and memory are measured).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, type ServerProcess } from '../harness/server-process.ts';
import { createScratchDatabase } from '../harness/services.ts';
import { backendCpu, type CpuSnapshot } from './postgres-cpu.ts';
import type { AgentPlan } from './protocol.ts';
import { BENCH_SECRET, relayPlan, seedChats, seededDatabase } from './seed.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
export const RELAY_MAIN = join(HERE, 'relay.ts');

export type TargetKind = 'relay' | 'pglite' | 'postgres';

/** How long a server may take to answer after its start (PGlite opens its folder in seconds, far more when busy). */
const START_LIMIT_MS = 180_000;

export interface Target {
  kind: TargetKind;
  label: string;
  server: ServerProcess;
  plan: AgentPlan[];
  /** The Origin staff sockets send (the server's PUBLIC_URL). */
  origin: string;
  /** PostgreSQL only: the CPU time of the database's backends, to add to the server's. */
  databaseCpu?: () => Promise<CpuSnapshot | null>;
  close(): Promise<void>;
}

/** Environment every Tawasul node of the benchmarks gets (on top of the harness's production defaults). */
export function tawasulEnv(publicUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  // BENCH_SERVER_NODE_OPTIONS reaches the server's Node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
  return {
    AUTH_SECRET: BENCH_SECRET,
    PUBLIC_URL: publicUrl,
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    ...extra,
  };
}

export async function startRelay(chats: number): Promise<Target> {
  const port = await freePort();
  const server = await startServer({ main: RELAY_MAIN, port, readyPath: '/health', readyTimeoutMs: START_LIMIT_MS });
  return {
    kind: 'relay',
    label: 'bare relay',
    server,
    plan: relayPlan(chats),
    origin: server.url,
    close: () => server.stop(),
  };
}

/** Tawasul seeded with `chats` open chats; null on PostgreSQL when none answers. */
export async function startTawasul(
  kind: 'pglite' | 'postgres',
  chats: number,
  postgresUrl: string | undefined,
  log: (line: string) => void,
): Promise<Target | null> {
  if (kind === 'postgres' && !postgresUrl) return null;
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const scratch = kind === 'postgres' ? await createScratchDatabase(postgresUrl!, 'realtime') : undefined;
  try {
    const started = performance.now();
    const database = await seededDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite' }, (db) =>
      seedChats(db, chats, publicUrl),
    );
    log(`  seeded ${chats} chats in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer({
      main: 'tawasul',
      port,
      env: tawasulEnv(publicUrl, database.env),
      readyTimeoutMs: START_LIMIT_MS,
    });
    const name = scratch ? new URL(scratch.url).pathname.slice(1) : '';
    return {
      kind,
      label: scratch ? `Tawasul on PostgreSQL ${scratch.version}` : 'Tawasul on PGlite',
      server,
      plan: database.seeded,
      origin: publicUrl,
      ...(scratch ? { databaseCpu: () => backendCpu(postgresUrl!, name) } : {}),
      async close() {
        await server.stop();
        await database.cleanup();
        await scratch?.drop();
      },
    };
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
}
