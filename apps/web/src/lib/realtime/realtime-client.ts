import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@tawasul/contracts/socket-events';
import { SOCKET_PATH } from '@tawasul/contracts/socket-path';
import { systemClock, type Clock } from '../time/clock.ts';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEventName = keyof ServerToClientEvents;
type ClientEventName = keyof ClientToServerEvents;

/** The client events the server answers (a request and a reply callback): `chat:join`, `message:send`. */
type AckEventName = {
  [E in ClientEventName]: Parameters<ClientToServerEvents[E]> extends [unknown, (reply: never) => void] ? E : never;
}[ClientEventName];
type AckRequest<E extends AckEventName> = Parameters<ClientToServerEvents[E]>[0];
type AckReply<E extends AckEventName> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

/**
 * An acknowledged emit got no answer: there was no open connection to send it on (`not-connected`), or no reply came
 * in time or before the connection was lost (`no-reply`: the server may or may not have acted on it).
 */
export class AckError extends Error {
  override readonly name = 'AckError';

  constructor(readonly reason: 'not-connected' | 'no-reply') {
    super(reason === 'not-connected' ? 'The socket is not connected' : 'The server did not answer in time');
  }
}

/**
 * `idle`: nobody listens, no connection. `connecting`: the first connection is on its way. `connected`: events
 * arrive. `reconnecting`: the connection was lost and is being restored (with backoff). `refused`: the server turned
 * the handshake down (signed out, blocked): trying again would not help until someone else signs in.
 */
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'refused';

type SocketOptionsForFactory = Partial<ManagerOptions & SocketOptions>;

/** Makes the socket. The app's loads socket.io-client with the first subscription, so no page pays for it before. */
type SocketFactory = (options: SocketOptionsForFactory, identity: string) => RealtimeSocket | Promise<RealtimeSocket>;

const defaultFactory: SocketFactory = async (options) => (await import('socket.io-client')).io(options);

/** Handshake refusals that another attempt would not change (server error codes, `plugins/realtime.ts`). */
const REFUSALS = new Set([
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_TOKEN',
  'INVALID_AUTHORIZATION_FORMAT',
  'ORIGIN_NOT_ALLOWED',
]);

export interface RealtimeClientOptions {
  createSocket?: SocketFactory;
  /** How long the socket stays open after the last listener has gone (a screen change should not reconnect). */
  idleMs?: number;
  /** Backoff of our own retries (the handshake failed or the server ended the connection): first and longest wait. */
  retryMinMs?: number;
  retryMaxMs?: number;
  random?: () => number;
  /** Our own waits (backoff, closing when idle) run on it; socket.io's own reconnection keeps its timers. */
  clock?: Clock;
}

type AnyHandler = (...args: unknown[]) => void;

export interface RealtimeClient {
  /** The signed-in person the socket belongs to; another person (or none) closes the socket of the previous one. */
  identify(identity: string | null): void;
  /** Listens to a server event; the first listener opens the socket. Returns the function that stops listening. */
  on<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): () => void;
  /** Called after the connection came back: events may have been missed meanwhile, so lists read again. */
  onReconnect(listener: () => void): () => void;
  state(): ConnectionState;
  onStateChange(listener: (state: ConnectionState) => void): () => void;
  /** Sends an event once connected (socket.io buffers it while the connection is being restored). */
  emit<E extends ClientEventName>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void;
  /**
   * Sends a request the server answers, on the open connection only (never buffered for later): resolves with the
   * reply, rejects with an `AckError` at once when not connected, or when no reply came within `timeoutMs`.
   */
  emitWithAck<E extends AckEventName>(event: E, request: AckRequest<E>, timeoutMs: number): Promise<AckReply<E>>;
  /** Closes the socket and forgets every listener. */
  close(): void;
}

/**
 * The signed-in person's one socket (Socket.IO on the product's own origin, authenticated by the session cookie),
 * shared by every screen that listens. It connects when the first screen subscribes and closes a moment after the
 * last one leaves. A lost connection comes back by itself with an exponential, jittered backoff — socket.io's own for
 * a dropped transport, ours when the server ended the connection (a restart) or failed the handshake for a reason
 * that may pass.
 */
export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const createSocket = options.createSocket ?? defaultFactory;
  const idleMs = options.idleMs ?? 5_000;
  const retryMinMs = options.retryMinMs ?? 1_000;
  const retryMaxMs = options.retryMaxMs ?? 30_000;
  const random = options.random ?? Math.random;
  const clock = options.clock ?? systemClock;

  const handlers = new Map<string, Set<AnyHandler>>();
  const reconnectListeners = new Set<() => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const pendingEmits: ((target: RealtimeSocket) => void)[] = [];
  let identity: string | null = null;
  let socket: RealtimeSocket | null = null;
  /** Bumped whenever a socket is dropped, so a socket still being made for an older one is thrown away. */
  let generation = 0;
  let current: ConnectionState = 'idle';
  let everConnected = false;
  let attempts = 0;
  let cancelRetry = () => {};
  let cancelIdle = () => {};

  const listening = () => [...handlers.values()].some((set) => set.size > 0);

  function setState(next: ConnectionState) {
    if (next === current) return;
    current = next;
    for (const listener of [...stateListeners]) listener(next);
  }

  function backoff(): number {
    const base = Math.min(retryMaxMs, retryMinMs * 2 ** attempts);
    attempts += 1;
    // Jitter, so that a restarted server is not met by every client at the same instant.
    return Math.round(base * (0.5 + random()));
  }

  function dispatch(event: string, args: unknown[]) {
    for (const handler of [...(handlers.get(event) ?? [])]) handler(...args);
  }

  function drop() {
    generation += 1;
    cancelRetry();
    cancelIdle();
    const old = socket;
    socket = null;
    everConnected = false;
    attempts = 0;
    if (old) {
      old.offAny();
      old.removeAllListeners();
      old.disconnect();
    }
    setState('idle');
  }

  function retryLater(target: RealtimeSocket) {
    cancelRetry();
    cancelRetry = clock.setTimeout(() => {
      if (socket === target && !target.connected) target.connect();
    }, backoff());
  }

  async function open() {
    if (socket || !identity) return;
    const mine = ++generation;
    setState(everConnected ? 'reconnecting' : 'connecting');
    let made: RealtimeSocket;
    try {
      made = await createSocket(
        {
          path: SOCKET_PATH,
          withCredentials: true,
          reconnectionDelay: retryMinMs,
          reconnectionDelayMax: retryMaxMs,
          randomizationFactor: 0.5,
        },
        identity,
      );
    } catch {
      // The client code could not load (offline while the chunk was fetched): try again later.
      if (mine === generation) {
        setState('reconnecting');
        cancelRetry = clock.setTimeout(() => {
          if (mine === generation) {
            generation += 1;
            void open();
          }
        }, backoff());
      }
      return;
    }
    if (mine !== generation || socket) {
      made.disconnect();
      return;
    }
    socket = made;
    made.onAny((event: string, ...args: unknown[]) => dispatch(event, args));
    made.on('connect', () => {
      const again = everConnected;
      everConnected = true;
      attempts = 0;
      cancelRetry();
      setState('connected');
      for (const send of pendingEmits.splice(0)) send(made);
      if (again) for (const listener of [...reconnectListeners]) listener();
    });
    made.on('disconnect', (reason) => {
      if (socket !== made) return;
      if (reason === 'io client disconnect') return;
      setState('reconnecting');
      // The server ended the connection (a restart): socket.io leaves that to us.
      if (reason === 'io server disconnect') retryLater(made);
    });
    made.on('connect_error', (error: Error) => {
      if (socket !== made) return;
      // socket.io retries a failed transport itself; a refused handshake is ours to judge.
      if (made.active) {
        setState(everConnected ? 'reconnecting' : 'connecting');
        return;
      }
      if (REFUSALS.has(error.message)) {
        setState('refused');
        return;
      }
      setState('reconnecting');
      retryLater(made);
    });
    if (!made.connected && !made.active) made.connect();
  }

  function scheduleIdleClose() {
    cancelIdle();
    cancelIdle = clock.setTimeout(() => {
      if (!listening()) drop();
    }, idleMs);
  }

  return {
    identify(next) {
      if (next === identity) return;
      drop();
      identity = next;
      pendingEmits.length = 0;
      if (identity && listening()) void open();
    },

    on(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      const stored = handler as unknown as AnyHandler;
      set.add(stored);
      cancelIdle();
      void open();
      return () => {
        set.delete(stored);
        if (!listening()) scheduleIdleClose();
      };
    },

    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },

    state: () => current,

    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },

    emit(event, ...args) {
      if (socket) socket.emit(event, ...args);
      else pendingEmits.push((target) => target.emit(event, ...args));
    },

    emitWithAck(event, request, timeoutMs) {
      if (!socket?.connected) return Promise.reject(new AckError('not-connected'));
      // socket.io's typings cannot follow a generic event name through `timeout()`.
      const timed = socket.timeout(timeoutMs) as unknown as { emit(...args: unknown[]): void };
      return new Promise((resolve, reject) => {
        // socket.io calls back with an error on the timeout, and at once when the connection is lost meanwhile.
        const reply = (error: Error | null, answer: AckReply<typeof event>) =>
          error ? reject(new AckError('no-reply')) : resolve(answer);
        timed.emit(event, request, reply);
      });
    },

    close() {
      handlers.clear();
      reconnectListeners.clear();
      pendingEmits.length = 0;
      drop();
    },
  };
}
