import net from 'node:net';

/**
 * A TCP proxy a fault test puts between the product and PostgreSQL or Redis, and controls: the shared services
 * themselves are never stopped or reconfigured. States:
 * - open: bytes flow both ways (and held ones flow again);
 * - down: every connection is reset and new ones are reset as they come (the service is gone);
 * - held: a partition; nothing flows either way and new connections are accepted but wait, until `resume`.
 */
export interface TcpProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Resets every open connection once; new ones go through (a restart of the service, or killed backends). */
  cut(): void;
  down(): void;
  hold(): void;
  resume(): void;
  /** Connections open through the proxy now. */
  open(): number;
  /** Resolves when a connection comes in (the product reconnecting); `count` of them in all since the call. */
  nextConnections(count?: number): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket | undefined;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'open' | 'down' | 'held' = 'open';
  const links = new Set<Link>();
  const waiting: { left: number; resolve: () => void }[] = [];

  function connectUpstream(link: Link) {
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    const { client } = link;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      if (state === 'held') client.pause();
    });
    upstream.on('data', (chunk) => {
      client.write(chunk);
      if (state === 'held') upstream.pause();
    });
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.resume();
  }

  const server = net.createServer((client) => {
    client.setNoDelay(true);
    client.on('error', () => undefined);
    if (state === 'down') {
      client.resetAndDestroy();
      return;
    }
    const link: Link = { client, upstream: undefined };
    links.add(link);
    client.on('close', () => {
      link.upstream?.destroy();
      links.delete(link);
    });
    client.pause();
    if (state === 'open') connectUpstream(link);
    for (const waiter of [...waiting]) {
      waiter.left -= 1;
      if (waiter.left <= 0) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  function resetAll() {
    for (const link of links) {
      link.client.resetAndDestroy();
      link.upstream?.destroy();
    }
    links.clear();
  }

  return {
    port,
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut: resetAll,
    down() {
      state = 'down';
      resetAll();
    },
    hold() {
      state = 'held';
      for (const link of links) {
        link.client.pause();
        link.upstream?.pause();
      }
    },
    resume() {
      state = 'open';
      for (const link of links) {
        if (!link.upstream) connectUpstream(link);
        link.client.resume();
        link.upstream?.resume();
      }
    },
    open: () => links.size,
    nextConnections(count = 1) {
      return new Promise((resolve) => waiting.push({ left: count, resolve }));
    },
    async close() {
      resetAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
