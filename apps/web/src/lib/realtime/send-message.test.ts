import { renderHook } from '@testing-library/react';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement, type ReactNode } from 'react';
import { TranslationProvider } from '../i18n/use-translation.tsx';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageResponse, SendMessageBody } from '@tawasul/contracts/chats';
import { ERROR_CATALOG, formatMessage, type ErrorCode } from '@tawasul/contracts/errors';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type SendMessageReply,
  type ServerToClientEvents,
} from '@tawasul/contracts/socket-events';
import { useErrorMessage } from '../forms/use-error-message.ts';
import { createHttpClient, type HttpClient } from '../http/http-client.ts';
import { HttpError } from '../http/http-error.ts';
import { createI18n } from '../i18n/i18n.ts';
import { AckError, createRealtimeClient, type ConnectionState, type RealtimeClient } from './realtime-client.ts';
import { sendMessage, type MessageSender } from './send-message.ts';

// A real HTTP server with the messages route and a real Socket.IO server with `message:send` in front of one store,
// answering as the product's server does (`chats.routes.ts`, `plugins/realtime.ts`): the sender's id is the message's,
// so a resend is stored once and answered with the same copy; refusals by code (HTTP: `{ error }`; socket: `ok: false`).
let http: HttpServer;
let server: Server<ClientToServerEvents, ServerToClientEvents>;
let url: string;
let stored: Map<string, MessageResponse>;
/** Which way each attempt came in, in order. */
let attempts: { via: 'socket' | 'http'; id: string }[];
/** The refusal every attempt gets (with the wait for RATE_LIMITED), or null to store. */
let refusal: { code: ErrorCode; seconds?: number } | null;
/** `lost`: the socket side stores the message but its answer never arrives; `silent`: it does nothing at all. */
let socketAnswer: 'sent' | 'lost' | 'silent';

function store(chatId: string, body: SendMessageBody): MessageResponse {
  const id = body.id!;
  const existing = stored.get(id);
  if (existing) return existing;
  const message: MessageResponse = {
    id,
    chatId,
    seq: stored.size + 1,
    kind: 'text',
    author: { kind: 'agent', id: 'amal', name: 'Amal', nameAr: null, image: null },
    body: body.body ?? '',
    systemKey: null,
    systemParams: null,
    attachments: [],
    caseId: null,
    internal: false,
    createdAt: new Date(0).toISOString(),
    editedAt: null,
    deletedAt: null,
  };
  stored.set(id, message);
  return message;
}

const refusalMessage = ({ code, seconds }: { code: ErrorCode; seconds?: number }) =>
  formatMessage(ERROR_CATALOG[code].en, seconds === undefined ? {} : { seconds });

async function route(request: IncomingMessage, response: ServerResponse) {
  const found = /^\/api\/chats\/([^/]+)\/messages$/.exec(request.url ?? '');
  if (request.method !== 'POST' || !found) return void response.writeHead(404).end();
  let text = '';
  for await (const chunk of request) text += String(chunk);
  const body = JSON.parse(text) as SendMessageBody;
  attempts.push({ via: 'http', id: body.id! });
  response.setHeader('content-type', 'application/json');
  if (refusal) {
    const { code, seconds } = refusal;
    const details = seconds === undefined ? {} : { details: { retryAfterSeconds: seconds } };
    response.writeHead(ERROR_CATALOG[code].status);
    return void response.end(JSON.stringify({ error: { code, message: refusalMessage(refusal), ...details } }));
  }
  response.end(JSON.stringify(store(decodeURIComponent(found[1]!), body)));
}

function startServer(): Promise<void> {
  http = createServer((request, response) => void route(request, response));
  server = new Server(http, { path: SOCKET_PATH });
  server.on('connection', (socket) => {
    socket.on('message:send', ({ chatId, message }, reply) => {
      attempts.push({ via: 'socket', id: message.id! });
      if (socketAnswer === 'silent') return;
      if (socketAnswer === 'lost' && !refusal) return void store(chatId, message);
      const answer: SendMessageReply = refusal
        ? { ok: false, code: refusal.code, message: refusalMessage(refusal) }
        : { ok: true, message: store(chatId, message) };
      reply(answer);
    });
  });
  return new Promise((resolve) =>
    http.listen(0, '127.0.0.1', () => {
      url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

let realtime: RealtimeClient;
let api: HttpClient;

/** Resolves when the client reaches `state`. */
function reach(client: RealtimeClient, state: ConnectionState): Promise<void> {
  if (client.state() === state) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = client.onStateChange((next) => {
      if (next !== state) return;
      stop();
      resolve();
    });
  });
}

/** The socket opens when a screen listens, as in the app. */
async function connected(): Promise<void> {
  realtime.identify('amal');
  realtime.on('message:created', () => {});
  await reach(realtime, 'connected');
}

const request = (body = 'Your order ships today') => ({ id: crypto.randomUUID(), body });
const sender = (overrides: Partial<MessageSender> = {}): MessageSender => ({ realtime, api, ...overrides });

beforeEach(async () => {
  stored = new Map();
  attempts = [];
  refusal = null;
  socketAnswer = 'sent';
  await startServer();
  realtime = createRealtimeClient({
    createSocket: (options) => io(url, { ...options, transports: ['websocket'] }),
    retryMinMs: 50,
    retryMaxMs: 200,
  });
  api = createHttpClient({ fetch: (address, init) => fetch(address, init), baseUrl: url });
});

afterEach(async () => {
  realtime.close();
  server.disconnectSockets(true);
  await new Promise<void>((resolve) => void server.close(() => resolve()));
});

describe('sending a message', () => {
  it('goes over the open socket and resolves with the stored message', async () => {
    await connected();
    const sent = request();
    const message = await sendMessage(sender(), 'c1', sent);
    expect(message).toEqual(stored.get(sent.id));
    expect(message).toMatchObject({ id: sent.id, chatId: 'c1', body: 'Your order ships today', seq: 1 });
    expect(attempts).toEqual([{ via: 'socket', id: sent.id }]);
  });

  it('takes the HTTP route when the socket is not open, or has been lost', async () => {
    const before = request('Before the socket opened');
    expect(await sendMessage(sender(), 'c1', before)).toEqual(stored.get(before.id));

    await connected();
    server.disconnectSockets(true);
    await reach(realtime, 'reconnecting');
    const during = request('While it reconnects');
    expect(await sendMessage(sender(), 'c1', during)).toEqual(stored.get(during.id));

    expect(attempts).toEqual([
      { via: 'http', id: before.id },
      { via: 'http', id: during.id },
    ]);
  });

  it('takes the HTTP route when the browser says it is offline (the socket may not have noticed yet)', async () => {
    await connected();
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await sendMessage(sender(), 'c1', request()).catch(() => undefined);
    } finally {
      Object.defineProperty(navigator, 'onLine', onLine);
    }
    expect(attempts.map((attempt) => attempt.via)).toEqual(['http']);
  });

  it('sends again over HTTP, with the same id, when the acknowledgement does not come in time: stored once', async () => {
    await connected();
    socketAnswer = 'lost';
    const sent = request();
    const message = await sendMessage(sender({ ackTimeoutMs: 300 }), 'c1', sent);
    expect(attempts).toEqual([
      { via: 'socket', id: sent.id },
      { via: 'http', id: sent.id },
    ]);
    expect(message).toEqual(stored.get(sent.id));
    expect(stored.size).toBe(1);
  });

  it('does not wait out the timeout when the connection drops before the answer', async () => {
    await connected();
    socketAnswer = 'silent';
    const sent = request();
    const pending = sendMessage(sender({ ackTimeoutMs: 10_000 }), 'c1', sent);
    await expect.poll(() => attempts.length).toBe(1);
    server.disconnectSockets(true);
    expect(await pending).toEqual(stored.get(sent.id));
    expect(attempts).toEqual([
      { via: 'socket', id: sent.id },
      { via: 'http', id: sent.id },
    ]);
  });

  it('a fake socket that never answers: HTTP after the timeout, same request', async () => {
    const emitted: unknown[] = [];
    const silent: MessageSender['realtime'] = {
      emitWithAck: (event, payload, timeoutMs) => {
        emitted.push({ event, payload, timeoutMs });
        // What socket.io answers once the wait has passed without a reply.
        return Promise.reject(new AckError('no-reply'));
      },
    };
    const sent = request();
    const message = await sendMessage(sender({ realtime: silent, ackTimeoutMs: 50 }), 'c1', sent);
    expect(emitted).toEqual([{ event: 'message:send', payload: { chatId: 'c1', message: sent }, timeoutMs: 50 }]);
    expect(attempts).toEqual([{ via: 'http', id: sent.id }]);
    expect(message).toEqual(stored.get(sent.id));
  });
});

describe('a refusal over the socket', () => {
  /** What the route's refusal rejects with, and what the socket's does, for the same refusal. */
  async function bothWays(): Promise<{ overHttp: HttpError; overSocket: HttpError }> {
    const overHttp = await sendMessage(sender(), 'c1', request()).catch((error: unknown) => error);
    await connected();
    const overSocket = await sendMessage(sender(), 'c1', request()).catch((error: unknown) => error);
    expect(attempts.map((attempt) => attempt.via)).toEqual(['http', 'socket']);
    expect(overHttp).toBeInstanceOf(HttpError);
    expect(overSocket).toBeInstanceOf(HttpError);
    return { overHttp: overHttp as HttpError, overSocket: overSocket as HttpError };
  }

  const shown = (error: HttpError, language: 'en' | 'ar') => {
    const i18n = createI18n(language);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(TranslationProvider, { i18n }, children);
    return renderHook(() => useErrorMessage(), { wrapper }).result.current(error);
  };

  it.each(['CHAT_CLOSED', 'CHAT_NOT_MEMBER', 'INTERNAL_ERROR'] as const)(
    'rejects %s as the HTTP route does: same status, code and message, shown the same in both languages',
    async (code) => {
      refusal = { code };
      const { overHttp, overSocket } = await bothWays();
      expect({ ...overSocket, message: overSocket.message }).toEqual({ ...overHttp, message: overHttp.message });
      expect(overSocket).toMatchObject({ status: ERROR_CATALOG[code].status, code });
      expect(shown(overSocket, 'en')).toBe(ERROR_CATALOG[code].en);
      expect(shown(overSocket, 'ar')).toBe(ERROR_CATALOG[code].ar);
      expect(stored.size).toBe(0);
    },
  );

  it('rejects RATE_LIMITED with the wait, which the screens show in both languages', async () => {
    refusal = { code: 'RATE_LIMITED', seconds: 42 };
    const { overHttp, overSocket } = await bothWays();
    expect(overSocket).toMatchObject({ status: 429, code: 'RATE_LIMITED', details: { retryAfterSeconds: 42 } });
    for (const language of ['en', 'ar'] as const) {
      expect(shown(overSocket, language)).toBe(shown(overHttp, language));
    }
    expect(shown(overSocket, 'en')).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(shown(overSocket, 'ar')).toContain('42');
  });
});
