// A small round-robin TCP proxy in front of the server nodes, in a process of its own (its CPU is neither the nodes'
// nor the generators'). Each incoming connection goes to the next node; with websocket-only clients a connection is
// a whole Socket.IO session, so it sticks to that node for its life. A node that refuses the connection (killed) is
// skipped and the next one tried, which is how clients of a dead node land on a live one when they reconnect.
//
// As a process: `fork(proxy.ts)` with PROXY_PORT; the parent sends `{ type: 'backends', ports }` and gets
// `{ type: 'ready', port }` once listening, `{ type: 'stats', cpuMs, connections }` on `{ type: 'stats' }`.
import { fork, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

type ProxyRequest = { type: 'backends'; ports: number[] } | { type: 'stats' };
type ProxyReply =
  { type: 'ready'; port: number } | { type: 'backends' } | { type: 'stats'; cpuMs: number; connections: number[] };

function runProxy(): void {
  let backends: number[] = [];
  let next = 0;
  const routed: number[] = [];

  /** Connects `client` to the next backend that accepts, trying each at most once. */
  function route(client: Socket, attempt = 0): void {
    if (backends.length === 0 || attempt >= backends.length) {
      client.destroy();
      return;
    }
    const index = next++ % backends.length;
    const upstream = createConnection({ host: '127.0.0.1', port: backends[index]! });
    upstream.setNoDelay(true);
    const refused = () => {
      upstream.destroy();
      if (!client.destroyed) route(client, attempt + 1);
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      routed[index] = (routed[index] ?? 0) + 1;
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.once('error', end);
      upstream.once('error', end);
      client.once('close', end);
      upstream.once('close', end);
    });
  }

  const server = createServer({ pauseOnConnect: true }, (client) => {
    client.setNoDelay(true);
    client.once('error', () => client.destroy());
    route(client);
  });
  process.on('message', (request: ProxyRequest) => {
    if (request.type === 'backends') {
      backends = request.ports;
      routed.length = 0;
      next = 0;
      process.send?.({ type: 'backends' } satisfies ProxyReply);
    } else {
      const cpu = process.cpuUsage();
      process.send?.({
        type: 'stats',
        cpuMs: (cpu.user + cpu.system) / 1000,
        connections: [...routed],
      } satisfies ProxyReply);
    }
  });
  server.listen(Number(process.env.PROXY_PORT ?? 0), '127.0.0.1', () => {
    const address = server.address();
    process.send?.({
      type: 'ready',
      port: typeof address === 'object' && address ? address.port : 0,
    } satisfies ProxyReply);
  });
  process.on('disconnect', () => process.exit(0));
}

export interface Proxy {
  url: string;
  /** Where new connections go from now on (connections already made stay where they are). */
  setBackends(ports: number[]): Promise<void>;
  stats(): Promise<{ cpuMs: number; connections: number[] }>;
  stop(): Promise<void>;
}

/** `port`: where it listens (0: any free port). */
export async function startProxy(port = 0): Promise<Proxy> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PROXY: '1', PROXY_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listening = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`proxy exited (${code})`)));
    child.on('message', (reply: ProxyReply) => {
      if (reply.type === 'ready') resolve(reply.port);
    });
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const ask = (request: ProxyRequest, answer: ProxyReply['type']) =>
    new Promise<ProxyReply>((resolve) => {
      const onReply = (reply: ProxyReply) => {
        if (reply.type !== answer) return;
        child.off('message', onReply);
        resolve(reply);
      };
      child.on('message', onReply);
      child.send(request);
    });
  return {
    url: `http://127.0.0.1:${listening}`,
    async setBackends(ports) {
      await ask({ type: 'backends', ports }, 'backends');
    },
    async stats() {
      const reply = await ask({ type: 'stats' }, 'stats');
      return reply.type === 'stats'
        ? { cpuMs: reply.cpuMs, connections: reply.connections }
        : { cpuMs: 0, connections: [] };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

// Forked as the proxy process itself.
if (process.env.BENCH_PROXY === '1' && process.send) runProxy();
