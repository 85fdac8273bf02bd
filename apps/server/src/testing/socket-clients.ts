import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type JoinChatReply,
  type ServerToClientEvents,
} from '@tawasul/contracts/socket-events';
import type { Credentials } from './chat-flows.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEventName = keyof ServerToClientEvents;
export type PayloadOf<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

export interface ReceivedEvent {
  event: ServerEventName;
  payload: unknown;
}

/** A connected socket.io-client that keeps every event it receives, so a test can look back as well as wait. */
export interface LiveClient {
  socket: ClientSocket;
  /** Every event received so far, in order (across reconnects). */
  log: ReceivedEvent[];
  received<E extends ServerEventName>(event: E, match?: (payload: PayloadOf<E>) => boolean): PayloadOf<E>[];
  /** The first such event, already received or still to come; fails after `timeoutMs`. */
  waitFor<E extends ServerEventName>(
    event: E,
    match?: (payload: PayloadOf<E>) => boolean,
    timeoutMs?: number,
  ): Promise<PayloadOf<E>>;
  /**
   * A round trip on this connection (a `chat:join` the server refuses): everything the server sent this client before
   * it answered has arrived by the time it resolves. What a test expects *not* to have arrived is checked after it.
   */
  settled(): Promise<void>;
  join(chatId: string, afterSeq?: number): Promise<JoinChatReply>;
  /** Drops the connection; `reconnect` opens a new one (rooms joined with `join` must be joined again). */
  disconnect(): void;
  reconnect(): Promise<void>;
}

export interface ConnectOptions {
  /** The Origin header a cookie-borne socket sends (a browser page's origin); TEST_ORIGIN unless told. */
  origin?: string;
  /** Another server node's URL (the Redis tests). */
  url?: string;
}

const WAIT_MS = 5_000;

/** Starts the test app's HTTP server on a free port (sockets need a real one) and returns its URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Real Socket.IO clients for one server, authenticated as a browser page (session cookie + Origin) or the widget
 * (guest bearer token in `auth.token`). `closeAll` in `afterAll` ends them so the test process can exit.
 */
export function createSocketClients(defaultUrl: string) {
  const open = new Set<ClientSocket>();

  function socketFor(who: Credentials | null, options: ConnectOptions): ClientSocket {
    const socket: ClientSocket = io(options.url ?? defaultUrl, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      // Each client its own connection: a shared Manager would reuse the first client's headers.
      forceNew: true,
      reconnection: false,
      autoConnect: false,
      ...(who && 'cookie' in who
        ? { extraHeaders: { cookie: who.cookie, origin: options.origin ?? TEST_ORIGIN } }
        : {}),
      ...(who && 'token' in who ? { auth: { token: who.token } } : {}),
    });
    open.add(socket);
    return socket;
  }

  function opened(socket: ClientSocket): Promise<void> {
    return new Promise((resolve, reject) => {
      const onConnect = () => {
        socket.off('connect_error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        socket.off('connect', onConnect);
        reject(error);
      };
      socket.once('connect', onConnect);
      socket.once('connect_error', onError);
      socket.connect();
    });
  }

  async function connect(who: Credentials, options: ConnectOptions = {}): Promise<LiveClient> {
    const socket = socketFor(who, options);
    const log: ReceivedEvent[] = [];
    const waiters = new Set<(entry: ReceivedEvent) => void>();
    socket.onAny((event: ServerEventName, payload: unknown) => {
      const entry = { event, payload };
      log.push(entry);
      for (const waiter of [...waiters]) waiter(entry);
    });
    await opened(socket);

    const received = <E extends ServerEventName>(event: E, match?: (payload: PayloadOf<E>) => boolean) =>
      log
        .filter((entry) => entry.event === event)
        .map((entry) => entry.payload as PayloadOf<E>)
        .filter((payload) => !match || match(payload));

    return {
      socket,
      log,
      received,
      waitFor(event, match, timeoutMs = WAIT_MS) {
        const [already] = received(event, match);
        if (already !== undefined) return Promise.resolve(already);
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => {
            waiters.delete(waiter);
            reject(new Error(`no ${event} arrived within ${timeoutMs} ms`));
          }, timeoutMs);
          const waiter = (entry: ReceivedEvent) => {
            if (entry.event !== event) return;
            const payload = entry.payload as PayloadOf<typeof event>;
            if (match && !match(payload)) return;
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(payload);
          };
          waiters.add(waiter);
        });
      },
      async settled() {
        // Socket.IO keeps one connection's packets in order, so the answer comes after whatever was sent before it.
        await socket.timeout(WAIT_MS).emitWithAck('chat:join', { chatId: randomUUID() });
      },
      join(chatId, afterSeq) {
        return socket
          .timeout(WAIT_MS)
          .emitWithAck('chat:join', afterSeq === undefined ? { chatId } : { chatId, afterSeq });
      },
      disconnect() {
        socket.disconnect();
      },
      reconnect: () => opened(socket),
    };
  }

  return {
    connect,
    /** Connects and expects the server to refuse; the `connect_error` (its message is the error code). */
    async refused(who: Credentials | null, options: ConnectOptions = {}): Promise<Error> {
      const socket = socketFor(who, options);
      try {
        await opened(socket);
      } catch (error) {
        return error as Error;
      } finally {
        socket.disconnect();
      }
      throw new Error('the server accepted the connection');
    },
    closeAll() {
      for (const socket of open) socket.disconnect();
      open.clear();
    },
  };
}
export type SocketClients = ReturnType<typeof createSocketClients>;

/** Whether an event is about this chat (a chat, a message, typing, a receipt, a critical message, an alert). */
export function concerns(chatId: string) {
  return (entry: ReceivedEvent): boolean => {
    const payload = entry.payload as { id?: unknown; chatId?: unknown } | null;
    return payload?.chatId === chatId || payload?.id === chatId;
  };
}
