import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@tawasul/contracts/socket-events';
import { createManualClock, type ManualClock } from '../../test/manual-clock.ts';
import { AckError, createRealtimeClient, type ConnectionState, type RealtimeClient } from './realtime-client.ts';

// A real Socket.IO server on a free port, with the product's path and a handshake check like plugins/realtime.ts:
// the "cookie" is the person's id, and ids in `refuse` are turned down as signed out.
let http: HttpServer;
let server: Server<ClientToServerEvents, ServerToClientEvents>;
let url: string;
const refuse = new Map<string, string>();
const handshakes: string[] = [];

function startServer(port = 0): Promise<void> {
  http = createServer();
  server = new Server(http, { path: SOCKET_PATH });
  server.use((socket, next) => {
    const who = String((socket.handshake.auth as { who?: string }).who);
    handshakes.push(who);
    const refusal = refuse.get(who);
    if (refusal) return next(new Error(refusal));
    void socket.join(`user:${who}`);
    return next();
  });
  return new Promise((resolve) =>
    http.listen(port, '127.0.0.1', () => {
      url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

async function stopServer(): Promise<void> {
  server.disconnectSockets(true);
  await new Promise<void>((resolve) => void server.close(() => resolve()));
}

const IDLE_MS = 50;
/** The longest of our own retry waits, jitter included. */
const LONGEST_RETRY_MS = 300;

let clients: RealtimeClient[] = [];
/** A client whose own waits (backoff, idle close) run on a clock the test moves. */
function client(clock: ManualClock = createManualClock()): RealtimeClient {
  const made = createRealtimeClient({
    // jsdom's WebSocket talks to the server directly (long polling would need CORS).
    createSocket: (options, identity) => io(url, { ...options, transports: ['websocket'], auth: { who: identity } }),
    idleMs: IDLE_MS,
    retryMinMs: 50,
    retryMaxMs: 200,
    clock,
  });
  clients.push(made);
  return made;
}

/** Resolves when the client reaches `state`. */
function reach(realtime: RealtimeClient, state: ConnectionState): Promise<void> {
  if (realtime.state() === state) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = realtime.onStateChange((next) => {
      if (next !== state) return;
      stop();
      resolve();
    });
  });
}

const chat = { id: 'c1', number: 7 } as ChatResponse;

beforeEach(async () => {
  refuse.clear();
  handshakes.length = 0;
  await startServer();
});

afterEach(async () => {
  for (const made of clients) made.close();
  clients = [];
  await stopServer();
});

describe('the shared socket', () => {
  it('does not connect until a screen listens, then delivers the typed events to every listener over one socket', async () => {
    const realtime = client();
    realtime.identify('amal');
    expect(realtime.state()).toBe('idle');
    // The positive signal: a client that listens gets through meanwhile, and Amal's has made no attempt.
    const probe = client();
    probe.identify('probe');
    probe.on('chat:updated', () => {});
    await reach(probe, 'connected');
    expect(handshakes).toEqual(['probe']);
    handshakes.length = 0;

    const first: number[] = [];
    const second: number[] = [];
    realtime.on('chat:updated', (updated) => first.push(updated.number));
    realtime.on('chat:updated', (updated) => second.push(updated.number));
    await reach(realtime, 'connected');
    server.to('user:amal').emit('chat:updated', chat);
    await expect.poll(() => [first, second]).toEqual([[7], [7]]);
    expect(handshakes).toEqual(['amal']);
  });

  it('closes a moment after the last listener has gone, and opens again for the next', async () => {
    const clock = createManualClock();
    const realtime = client(clock);
    realtime.identify('amal');
    const stop = realtime.on('chat:updated', () => {});
    await reach(realtime, 'connected');
    stop();
    clock.advance(IDLE_MS - 1);
    expect(realtime.state()).toBe('connected');
    clock.advance(1);
    expect(realtime.state()).toBe('idle');
    await expect.poll(() => server.of('/').sockets.size).toBe(0);

    realtime.on('notification:created', () => {});
    await reach(realtime, 'connected');
    expect(handshakes).toEqual(['amal', 'amal']);
  });

  it('comes back by itself after the server restarts, and says so to whoever needs to catch up', async () => {
    const clock = createManualClock();
    const realtime = client(clock);
    realtime.identify('amal');
    const received: number[] = [];
    let reconnects = 0;
    realtime.onReconnect(() => (reconnects += 1));
    realtime.on('chat:updated', (updated) => received.push(updated.number));
    await reach(realtime, 'connected');

    const port = (http.address() as AddressInfo).port;
    await stopServer();
    await reach(realtime, 'reconnecting');
    await startServer(port);
    // The server ended the connection, so the retry is ours: it comes once its wait has passed.
    clock.advance(LONGEST_RETRY_MS);
    await reach(realtime, 'connected');
    expect(reconnects).toBe(1);
    server.to('user:amal').emit('chat:updated', chat);
    await expect.poll(() => received).toEqual([7]);
  });

  it('stops trying when the server refuses the person, and retries a refusal that may pass', async () => {
    refuse.set('gone', 'UNAUTHORIZED');
    const goneClock = createManualClock();
    const signedOut = client(goneClock);
    signedOut.identify('gone');
    signedOut.on('chat:updated', () => {});
    await reach(signedOut, 'refused');
    // Nothing is left to happen by itself, however long one waits.
    expect(goneClock.pending()).toBe(0);
    goneClock.advance(60 * 60_000);

    // A refusal that may pass is retried after a wait, until it passes (and proves that retries get through).
    refuse.set('busy', 'INTERNAL_ERROR');
    const busyClock = createManualClock();
    const unlucky = client(busyClock);
    unlucky.identify('busy');
    unlucky.on('chat:updated', () => {});
    const busyHandshakes = () => handshakes.filter((who) => who === 'busy').length;
    await expect.poll(busyClock.pending).toBe(1);
    expect(busyHandshakes()).toBe(1);
    busyClock.advance(LONGEST_RETRY_MS);
    await expect.poll(busyHandshakes).toBe(2);
    refuse.delete('busy');
    await expect.poll(busyClock.pending).toBe(1);
    busyClock.advance(LONGEST_RETRY_MS);
    await reach(unlucky, 'connected');
    expect(handshakes.filter((who) => who === 'gone')).toEqual(['gone']);
  });

  it('starts a new connection for another person and never hands them the previous one', async () => {
    const realtime = client();
    realtime.identify('amal');
    const received: number[] = [];
    realtime.on('chat:updated', (updated) => received.push(updated.number));
    await reach(realtime, 'connected');

    realtime.identify('khalid');
    await reach(realtime, 'connected');
    expect(handshakes).toEqual(['amal', 'khalid']);
    server.to('user:amal').emit('chat:updated', chat);
    server.to('user:khalid').emit('chat:updated', { ...chat, number: 8 });
    await expect.poll(() => received).toEqual([8]);

    realtime.identify(null);
    expect(realtime.state()).toBe('idle');
    await expect.poll(() => server.of('/').sockets.size).toBe(0);
  });

  it('asks the server only over the open connection, and gives up at once when that connection is closed', async () => {
    const realtime = client();
    realtime.identify('amal');
    await expect(realtime.emitWithAck('chat:join', { chatId: 'c1' }, 1_000)).rejects.toEqual(
      new AckError('not-connected'),
    );

    server.on('connection', (socket) =>
      socket.on('chat:join', ({ chatId }, reply) => {
        // Only Amal is answered; the others wait until their connection goes.
        if (socket.handshake.auth.who === 'amal') reply({ ok: true, chat: { ...chat, id: chatId }, missed: [] });
      }),
    );
    realtime.on('chat:updated', () => {});
    await reach(realtime, 'connected');
    expect(await realtime.emitWithAck('chat:join', { chatId: 'c2' }, 1_000)).toEqual({
      ok: true,
      chat: { ...chat, id: 'c2' },
      missed: [],
    });

    realtime.identify('khalid');
    await reach(realtime, 'connected');
    // Its own wait is longer than the test may take: only the closed connection can end it in time.
    const unanswered = realtime.emitWithAck('chat:join', { chatId: 'c3' }, 60 * 60_000);
    await expect.poll(() => server.of('/').sockets.size).toBe(1);
    realtime.identify(null);
    await expect(unanswered).rejects.toEqual(new AckError('no-reply'));
  });
});
