import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand } from '../db/factories.ts';
import { signedIn, type SignedInUser } from '../testing/back-office.ts';
import { chatAction, getChat, waitingChat, onlineAgent } from '../testing/chat-flows.ts';
import { pdf } from '../testing/sample-files.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { multipart } from '../testing/upload-requests.ts';

const EVIL = 'https://evil.example';

let t: TestApp;
let manager: SignedInUser;
let chatId: string;

beforeAll(async () => {
  t = await createTestApp();
  const brand = await insertBrand(t.database.db);
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  const agent = await onlineAgent(t, brand);
  const { chat } = await waitingChat(t, brand);
  expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
  chatId = chat.id;
});
afterAll(() => t.close());

describe('the cross-site request check', () => {
  it('refuses the percent-encoded path probes, from another site or our own, and changes nothing', async () => {
    const file = await multipart({ bytes: pdf(), name: 'invoice.pdf' });
    const probes = [
      { method: 'PATCH' as const, url: '/%61pi/auth/changeOnlineStatus', payload: { isOnline: true } },
      { method: 'POST' as const, url: `/%61pi/chats/${chatId}/close` },
      {
        method: 'POST' as const,
        url: '/%61pi/uploads?kind=chat',
        payload: file.payload,
        headers: { 'content-type': file.contentType },
      },
      { method: 'POST' as const, url: `/api%2Fchats/${chatId}/close` },
      { method: 'POST' as const, url: `/%2561pi/chats/${chatId}/close` },
    ];
    for (const origin of [EVIL, undefined]) {
      for (const { headers, ...probe } of probes) {
        const response = await t.request({
          ...probe,
          cookie: manager.cookie,
          headers: { ...headers, ...(origin ? { origin } : {}) },
        });
        expect(response.statusCode, `${probe.url} from ${origin ?? 'our page'}`).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
      }
    }
    expect((await getChat(t, manager, chatId)).status).toBe('open');
  });

  it('checks every unsafe method with a cookie on any path, and lets our own pages through', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [`/api/chats/${chatId}/close`, '/widget', '/anything']) {
        const response = await t.request({ method, url, cookie: manager.cookie, headers: { origin: EVIL } });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ error: { code: 'ORIGIN_NOT_ALLOWED' } });
      }
    }
    // No Origin and no Referer: not one of our pages either.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/close`,
      headers: { cookie: manager.cookie },
    });
    expect(bare.statusCode).toBe(403);
    expect((await getChat(t, manager, chatId)).status).toBe('open');
    // Reading stays open to any origin (CORS decides what a page may see), and our own page may change things.
    expect((await t.request({ method: 'GET', url: `/api/chats/${chatId}`, cookie: manager.cookie })).statusCode).toBe(
      200,
    );
    const closed = await t.request({ method: 'POST', url: `/api/chats/${chatId}/close`, cookie: manager.cookie });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});

describe('the development outbox', () => {
  const read = (app: TestApp, remoteAddress?: string, headers?: Record<string, string>) =>
    app.request({ method: 'GET', url: '/api/dev/outbox', ...(remoteAddress ? { remoteAddress } : {}), headers });

  it('answers only callers on this machine', async () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect((await read(t, address)).statusCode, address).toBe(200);
    }
    for (const address of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1', '169.254.169.254']) {
      const response = await read(t, address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
    }
    // A forwarded address from a caller nobody trusts changes nothing.
    expect((await read(t, '10.0.0.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
  });

  it('exists only when enabled, and never in production', async () => {
    const envs: Record<string, string>[] = [{ DEV_OUTBOX: 'false' }, { NODE_ENV: 'production', DEV_OUTBOX: 'true' }];
    for (const env of envs) {
      const other = await createTestApp({ env });
      try {
        expect(other.config.devOutbox, JSON.stringify(env)).toBe(false);
        expect((await read(other, '127.0.0.1')).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: t.config.dataDir }).devOutbox).toBe(false);
  });
});
