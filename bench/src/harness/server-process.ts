// Starts a server in a process of its own (so its CPU time and memory are its own, apart from the load generator's)
// and reads its stats over IPC. `tawasul` runs apps/server/src/server.ts exactly as `npm start` does.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodeRequest, NodeStats } from './node-entry.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '../../..');
const TAWASUL_MAIN = join(REPO_ROOT, 'apps/server/src/server.ts');

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  stats(): Promise<NodeStats>;
  /** Clears the event-loop delay histogram (the start of a measured window). */
  reset(): Promise<NodeStats>;
  /** Runs a full garbage collection, then reports. */
  gc(): Promise<NodeStats>;
  /** SIGKILL: the node dies mid-run, as in a crash. */
  kill(): void;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** `tawasul`: the product's server; otherwise the path of another entry (the bare relay). */
  main: 'tawasul' | string;
  port: number;
  env?: Record<string, string | undefined>;
  /** How long to wait for the server to answer (PGlite's first open of a folder takes seconds). */
  readyTimeoutMs?: number;
  /** The URL that answers once the server is ready. */
  readyPath?: string;
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const { port, readyTimeoutMs = 60_000, readyPath = '/api/health' } = options;
  const dataDir = await mkdtemp(join(tmpdir(), 'tawasul-bench-node-'));
  const child: ChildProcess = fork(join(HERE, 'node-entry.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      BENCH_NODE_MAIN: options.main === 'tawasul' ? TAWASUL_MAIN : options.main,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CHAT_SWEEP_INTERVAL_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const pending = new Map<number, (stats: NodeStats) => void>();
  child.on('message', (message: { id: number; stats: NodeStats }) => {
    pending.get(message.id)?.(message.stats);
    pending.delete(message.id);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const ask = (type: NodeRequest['type']) =>
    new Promise<NodeStats>((answer, fail) => {
      const id = ++nextId;
      pending.set(id, answer);
      child.send({ type, id } satisfies NodeRequest, (error) => error && fail(error));
    });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on port ${port} did not answer within ${readyTimeoutMs} ms`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }

  return {
    url,
    port,
    pid: child.pid ?? 0,
    stats: () => ask('stats'),
    reset: () => ask('reset'),
    gc: () => ask('gc'),
    kill: () => child.kill('SIGKILL'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(force);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ports handed out already in this run (a port range is walked once, each port given once). */
const given = new Set<number>();

/** Whether a port can be listened on now on loopback (0: any free one); the port it got, or 0. */
async function tryListen(port: number): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(0));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A free TCP port on loopback: any the system gives, or, with `BENCH_PORTS=3220-3239`, the next free one of that
 * range (a machine shared by several runs gives each its own range).
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return tryListen(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port += 1) {
    if (given.has(port)) continue;
    given.add(port);
    if ((await tryListen(port)) === port) return port;
  }
  throw new Error(`BENCH_PORTS ${process.env.BENCH_PORTS}: no free port left in the range`);
}
