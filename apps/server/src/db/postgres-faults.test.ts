import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand } from './factories.ts';
import { newGuest, onlineAgent, startChat } from '../testing/chat-flows.ts';
import { createSocketClients, listen, type SocketClients } from '../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';

/**
 * PostgreSQL going away under a running node (issue 16): its backends killed, the server gone, a partition. The
 * node sits behind a TCP proxy the test controls; the shared PostgreSQL itself is never touched, apart from ending
 * this test's own database's backends. Short timeouts stand in for the production ones (db/client.ts), so that a
 * partition answers in a fraction of a second here rather than the 2 s (health) and 12 s (queries) of production.
 */
const TIMEOUTS = { connectMs: 400, statementMs: 500, queryMs: 600, pingMs: 300 };

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL faults', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let clients: SocketClients;
  const log: string[] = [];

  beforeAll(async () => {
    const target = new URL(process.env.DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ database: { via: (url) => proxy.via(url), timeouts: TIMEOUTS }, logStream });
    clients = createSocketClients(await listen(t));
  });
  afterAll(async () => {
    clients?.closeAll();
    proxy.resume();
    await t?.close();
    await proxy?.close();
  });

  /** A public request that reads the database: an unknown widget is 404-like (INVALID_WIDGET) while it answers. */
  const widget = () =>
    t.request({ method: 'GET', url: `/api/public/brands/w_${randomBytes(6).toString('hex')}/widget` });
  const health = () => t.request({ method: 'GET', url: '/api/health' });

  async function expectWorking() {
    expect((await health()).statusCode).toBe(200);
    expect((await widget()).statusCode).toBe(404);
  }

  async function expectUnavailable() {
    const response = await widget();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'degraded', database: 'down' });
  }

  it('backends ended by pg_terminate_backend cost their connections only: the node serves on', async () => {
    await expectWorking();
    await Promise.all([widget(), widget(), widget()]);
    const databaseName = new URL(t.database.url ?? '').pathname.slice(1);
    let lost = 0;
    let allLost = (): void => undefined;
    const heard = new Promise<void>((resolve) => {
      allLost = resolve;
    });
    const stop = t.database.onConnectionError(() => {
      lost += 1;
      if (lost >= ended) allLost();
    });
    let ended = Number.POSITIVE_INFINITY;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    ended = rows.length;
    if (lost >= ended) allLost();
    // Each idle connection hears the server's shutdown notice (57P01) and leaves the pool; the process lives on.
    await heard;
    stop();
    await expectWorking();
    expect(log.join('')).toContain('database connection lost');
  });

  it('with the server gone it answers 503 with Retry-After at once, and works again as soon as it is back', async () => {
    await expectWorking();
    const brand = await insertBrand(t.database.db);
    const agent = await onlineAgent(t, brand);
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand);
    const agentSocket = await clients.connect(agent);
    proxy.down();
    await expectUnavailable();
    // Over the socket too: the ack says the service is unavailable (the client retries), not an internal error.
    const reply = await new Promise((resolve) =>
      agentSocket.socket.emit('message:send', { chatId: chat.id, message: { id: randomUUID(), body: 'Hi' } }, resolve),
    );
    expect(reply).toMatchObject({ ok: false, code: 'SERVICE_UNAVAILABLE' });
    proxy.resume();
    await expectWorking();
  });

  it('in a partition it answers 503 within its timeouts instead of hanging, and works again after', async () => {
    await expectWorking();
    proxy.hold();
    await expectUnavailable();
    // Requests during the partition, together: each ends on its own timeout, none waits for the partition to end.
    const during = await Promise.all([widget(), widget(), health()]);
    expect(during.map((response) => response.statusCode)).toEqual([503, 503, 503]);
    proxy.resume();
    await expectWorking();
  });
});
