import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { CLIENT_EVENT_SCHEMAS } from '@tawasul/contracts/socket-events';
import { insertBrand } from '../db/factories.ts';
import { chatAction, newGuest, onlineAgent, sent, startChat } from '../testing/chat-flows.ts';
import { createSocketClients, listen, type LiveClient, type SocketClients } from '../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Issue 16: nothing a client sends over the socket may throw out of a handler, crash the process or hang a reply. */

const ACK_MS = 5_000;

/** `{"chatId":[{"chatId":[…]}]}` as JSON text, written by hand: JSON.stringify itself overflows at this depth. */
function deeplyNested(depth: number): string {
  const pairs = depth / 2;
  return `${'{"chatId":['.repeat(pairs)}"bottom"${']}'.repeat(pairs)}`;
}

/** Each payload a hostile client might send, as JSON text; `undefined` stands for "no payload at all". */
const PAYLOADS: [string, string | undefined][] = [
  ['no payload', undefined],
  ['null', 'null'],
  ['a number', '42'],
  ['a string', '"chat"'],
  ['an array', '[{"chatId":"x"}]'],
  ['an empty object', '{}'],
  ['wrong types', '{"chatId":7,"afterSeq":"x","typing":"yes","seq":-1,"message":[]}'],
  ['a prototype key', '{"__proto__":{"chatId":"x"},"constructor":{"prototype":{}}}'],
  ['10,000-deep nesting', deeplyNested(10_000)],
  ['900 KB of text', JSON.stringify({ chatId: 'x'.repeat(450_000), message: { id: 'x', body: 'x'.repeat(450_000) } })],
];
const EVENTS = Object.keys(CLIENT_EVENT_SCHEMAS) as (keyof typeof CLIENT_EVENT_SCHEMAS)[];

let t: TestApp;
let clients: SocketClients;
let chat: ChatResponse;
let guest: LiveClient;
let agent: LiveClient;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  const brand = await insertBrand(t.database.db);
  const agentUser = await onlineAgent(t, brand);
  const guestUser = await newGuest(t, brand);
  chat = await startChat(t, guestUser, brand);
  await sent(t, guestUser, chat.id, 'Hello, I need help');
  expect((await chatAction(t, agentUser, chat.id, 'accept')).statusCode).toBe(200);
  guest = await clients.connect(guestUser);
  agent = await clients.connect(agentUser);
});
afterAll(async () => {
  clients?.closeAll();
  await t?.close();
});

interface RawEngine {
  write(data: string): void;
  on(event: 'packet', listener: (packet: { type: string; data?: unknown }) => void): void;
  off(event: 'packet', listener: (packet: { type: string; data?: unknown }) => void): void;
}
const engineOf = (client: LiveClient) => (client.socket.io as unknown as { engine: RawEngine }).engine;
let nextAckId = 1_000_000;

/**
 * Writes a Socket.IO EVENT frame by hand (`2[<ack id>]["event", payload]`), as any client could: socket.io-client's
 * own encoder would overflow its stack on deep nesting before a byte left. With `ack`, resolves with the reply.
 */
function emitRaw(client: LiveClient, event: string, payload: string | undefined, ack: boolean): Promise<unknown> {
  const args = payload === undefined ? `[${JSON.stringify(event)}]` : `[${JSON.stringify(event)},${payload}]`;
  const id = ack ? nextAckId++ : undefined;
  const engine = engineOf(client);
  return new Promise((resolve, reject) => {
    if (id === undefined) {
      engine.write(`2${args}`);
      resolve(undefined);
      return;
    }
    const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), ACK_MS);
    const listener = (packet: { type: string; data?: unknown }) => {
      if (packet.type !== 'message' || typeof packet.data !== 'string' || !packet.data.startsWith(`3${id}[`)) return;
      clearTimeout(timer);
      engine.off('packet', listener);
      resolve((JSON.parse(packet.data.slice(`3${id}`.length)) as unknown[])[0]);
    };
    engine.on('packet', listener);
    engine.write(`2${id}${args}`);
  });
}

/** The socket still works: a member joins its chat and gets the chat back. */
async function stillServes(client: LiveClient): Promise<void> {
  expect(client.socket.connected).toBe(true);
  expect(await client.join(chat.id, 0)).toMatchObject({ ok: true, chat: { id: chat.id } });
}

describe('socket fuzz: every client event × hostile payloads', () => {
  for (const event of EVENTS) {
    it(`${event} refuses every malformed payload through the ack, and the socket keeps serving`, async () => {
      for (const client of [guest, agent]) {
        for (const [name, payload] of PAYLOADS) {
          const reply = await emitRaw(client, event, payload, true);
          expect(reply, `${event} × ${name}`).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
          await emitRaw(client, event, payload, false);
        }
        await stillServes(client);
      }
    });
  }

  it('refuses control characters in a well-formed message, as the HTTP route does', async () => {
    const message = { id: '6f1c8f9e-3b0a-4c2e-9d4e-2a7b5c1d0e9f', body: 'Hello\u0000world' };
    const reply = await emitRaw(guest, 'message:send', JSON.stringify({ chatId: chat.id, message }), true);
    expect(reply).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
  });

  it('ignores events nobody listens for and extra arguments', async () => {
    await emitRaw(guest, 'no-such-event', JSON.stringify({ chatId: chat.id }), false);
    const socket = guest.socket as unknown as { emit(event: string, ...args: unknown[]): void };
    socket.emit('typing', { chatId: chat.id, typing: true }, 'extra', 42);
    socket.emit('delivered', { chatId: chat.id, seq: 1 }, null);
    await stillServes(guest);
  });

  it('closes a connection that sends a megabyte, and the server keeps serving everyone else', async () => {
    const flooder = await clients.connect(await newGuest(t, await insertBrand(t.database.db)));
    const closed = new Promise<string>((resolve) => flooder.socket.once('disconnect', resolve));
    for (const event of EVENTS)
      void emitRaw(flooder, event, JSON.stringify({ chatId: 'x'.repeat(1024 * 1024) }), false);
    // Engine.IO refuses frames above its 1 MB buffer by closing the transport, before any handler sees them.
    expect(await closed).toBe('transport close');
    await stillServes(guest);
    await stillServes(agent);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
