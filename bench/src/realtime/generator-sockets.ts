// Opening sockets from a load-generator process, a pool at a time, and the idle ones it only holds open.
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@tawasul/contracts/socket-events';
import type { ConnectResult, IdleAuth } from './protocol.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects; the connection error's message when the first attempt fails. */
export function open(socket: ClientSocket): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (error: string | null) => {
      socket.off('connect', onConnect);
      socket.off('connect_error', onError);
      resolve(error);
    };
    const onConnect = () => done(null);
    const onError = (error: Error) => {
      // With reconnection on, socket.io-client keeps trying by itself; a first connection must work at once.
      socket.disconnect();
      done(error.message);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
    socket.connect();
  });
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** Idle sockets: connected, authenticated, and nothing else (a shopper with the widget open). */
export const idleSockets: ClientSocket[] = [];

export async function openIdle(url: string, auths: IdleAuth[], concurrency: number): Promise<ConnectResult> {
  const started = performance.now();
  const before = idleSockets.length;
  let failed = 0;
  let firstError: string | null = null;
  await pool(auths, concurrency, async (auth) => {
    const socket: ClientSocket = io(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
      autoConnect: false,
      reconnection: false,
      ...(auth ? { auth } : {}),
    });
    const error = await open(socket);
    if (error) {
      failed += 1;
      firstError ??= error;
    } else idleSockets.push(socket);
  });
  return { sockets: idleSockets.length - before, failed, firstError, ms: performance.now() - started };
}

/** A client's own socket (websocket only), reconnecting by itself when the run's plan says so. */
export function socketFor(
  url: string,
  auth: Record<string, string>,
  headers: Record<string, string> | null,
  reconnect: boolean,
): ClientSocket {
  return io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    // Each client its own connection (a shared Manager would multiplex them over one).
    forceNew: true,
    autoConnect: false,
    reconnection: reconnect,
    reconnectionDelay: 200,
    reconnectionDelayMax: 2000,
    auth,
    ...(headers ? { extraHeaders: headers } : {}),
  });
}
