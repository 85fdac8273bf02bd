import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMessageReply } from '@tawasul/contracts/socket-events';
import { insertBrand } from '../db/factories.ts';
import { signedIn } from '../testing/back-office.ts';
import { chatAction, newGuest, onlineAgent, sent, startChat } from '../testing/chat-flows.ts';
import { createSocketClients, listen, type LiveClient, type SocketClients } from '../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestCluster, type TestCluster, type TestNode } from '../testing/test-cluster.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';

/**
 * Redis going away under running nodes (issue 16): the product's connections to it run through a TCP proxy the
 * test puts down and brings back; the shared Redis itself is never touched.
 */
const redisUrl = process.env.REDIS_URL;

async function proxyToRedis(): Promise<TcpProxy> {
  const target = new URL(redisUrl ?? '');
  return startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
}

/** Resolves when `redis` has lost its connection (the proxy reset it). */
const lost = (redis: Redis) => new Promise((resolve) => redis.once('close', resolve));
const ready = (redis: Redis) => new Promise((resolve) => redis.once('ready', resolve));

function sendOverSocket(client: LiveClient, chatId: string, body: string): Promise<SendMessageReply> {
  return new Promise((resolve) =>
    client.socket.emit('message:send', { chatId, message: { id: randomUUID(), body } }, resolve),
  );
}

describe.skipIf(!redisUrl)('a Redis outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let clients: SocketClients;
  const log: string[] = [];

  beforeAll(async () => {
    proxy = await proxyToRedis();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ redisUrl: proxy.via(redisUrl ?? ''), logStream });
    clients = createSocketClients(await listen(t));
  });
  afterAll(async () => {
    clients?.closeAll();
    proxy?.resume();
    await t?.close();
    await proxy?.close();
  });

  it('leaves sign-in, guest chats and sending working, with the limits counted in the process', async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await onlineAgent(t, brand);
    const agentSocket = await clients.connect(agent);
    const redis = t.redis as Redis;

    const gone = lost(redis);
    proxy.down();
    await gone;

    // Sign-in (its route limit and the sign-in waits), a guest's token and chat, messages both ways.
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    expect(manager.cookie).toContain('=');
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand);
    await sent(t, guest, chat.id, 'Hello while Redis is away');
    expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
    const reply = await sendOverSocket(agentSocket, chat.id, 'Answered over the socket');
    expect(reply).toMatchObject({ ok: true });

    // The limits still hold, counted here: the 21st guest token from one address within 10 minutes is refused.
    const tokens = [];
    for (let index = 0; index < 21; index++) {
      tokens.push(
        await t.request({
          method: 'POST',
          url: `/api/public/brands/${brand.widgetId}/guests`,
          payload: { name: 'Same address', language: 'en' },
          remoteAddress: '192.0.2.7',
        }),
      );
    }
    expect(tokens.slice(0, 20).map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(tokens[20]?.statusCode).toBe(429);

    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ database: 'ok', redis: 'down', status: 'degraded' });
    // Logged once for the whole outage, however many requests fell back.
    expect(log.join('').split('Redis unavailable').length - 1).toBe(1);

    // Back: the next counts are Redis's again.
    const back = ready(redis);
    proxy.resume();
    await back;
    expect((await t.request({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ redis: 'ok' });
    await t.request({
      method: 'POST',
      url: `/api/public/brands/${brand.widgetId}/guests`,
      payload: { name: 'After the outage', language: 'en' },
      remoteAddress: '192.0.2.8',
    });
    const direct = new Redis(redisUrl ?? '');
    const keys = await direct.keys(`${t.redisNamespace}:rl:*192.0.2.8*`);
    await direct.quit();
    expect(keys).toHaveLength(1);
  });
});

describe.skipIf(!redisUrl)('a Redis outage between two nodes', () => {
  let proxy: TcpProxy;
  let cluster: TestCluster;
  let clients: SocketClients;

  beforeAll(async () => {
    proxy = await proxyToRedis();
    cluster = await createTestCluster(2, { redisUrl: proxy.via(redisUrl ?? '') });
    clients = createSocketClients(cluster.nodes[0]!.url);
  });
  afterAll(async () => {
    clients?.closeAll();
    proxy?.resume();
    await cluster?.close();
    await proxy?.close();
  });

  it('resumes cross-node delivery when Redis returns', async () => {
    const [a, b] = cluster.nodes as [TestNode, TestNode];
    const brand = await insertBrand(a.database.db);
    const agent = await onlineAgent(a, brand);
    const guest = await newGuest(b, brand);
    const agentOnA = await clients.connect(agent);
    const chat = await startChat(b, guest, brand);
    await sent(b, guest, chat.id, 'Hello');
    await agentOnA.waitFor('chat:offered', (offer) => offer.id === chat.id);
    expect((await chatAction(a, agent, chat.id, 'accept')).statusCode).toBe(200);

    const gone = Promise.all([lost(a.redis as Redis), lost(b.redis as Redis)]);
    proxy.down();
    await gone;
    // Each node serves on alone: the guest writes through B while Redis is away.
    await sent(b, guest, chat.id, 'Written during the outage');

    const back = Promise.all([ready(a.redis as Redis), ready(b.redis as Redis)]);
    proxy.resume();
    await back;
    await Promise.all([a.app.crossNodeReady(), b.app.crossNodeReady()]);
    const after = await sent(b, guest, chat.id, 'Written after the outage');
    expect(await agentOnA.waitFor('message:created', (message) => message.id === after.id)).toEqual(after);
  });
});
