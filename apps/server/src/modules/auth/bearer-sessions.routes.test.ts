import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperChatListResponse } from '@tawasul/contracts/widget';
import { insertBrand, insertUser, type BrandRow } from '../../db/factories.ts';
import { sessions } from '../../db/schema/users.ts';
import { latestCode, sendOtp, uniquePhone, verifyOtp } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { authOf, messagesOf, sent, startChat } from '../../testing/chat-flows.ts';
import { expectError } from '../../testing/chat-scenarios.ts';
import { image } from '../../testing/sample-files.ts';
import { createSocketClients, listen, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipart } from '../../testing/upload-requests.ts';

let t: TestApp;
let clients: SocketClients;
let brand: BrandRow;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  brand = await insertBrand(t.database.db);
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

/** Signs a customer in (or up) by phone as the widget does: asking for a bearer session. */
async function widgetSignIn(phone: string, purpose: 'sign-in' | 'sign-up' = 'sign-in') {
  const sentCode = await sendOtp(t, { purpose, phone });
  expect(sentCode.statusCode, sentCode.body).toBe(200);
  const { otpSessionId } = sentCode.json<{ otpSessionId: string }>();
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    // The widget's own page: same origin as the API, without our (third-party) cookie.
    headers: { origin: t.config.publicUrl },
    payload: { otpSessionId, code: await latestCode(t, phone), session: 'bearer' },
  });
}

async function bearerCustomer() {
  const phone = uniquePhone();
  const user = await insertUser(t.database.db, { role: 'customer', phoneNumber: phone });
  const response = await widgetSignIn(phone);
  expect(response.statusCode, response.body).toBe(200);
  return { user, token: response.json<{ token: string }>().token };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sessionOf = (token: string) => t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: bearer(token) });

describe('a customer’s bearer session in the widget', () => {
  it('is issued instead of a cookie when the widget asks for one, and reads as the customer', async () => {
    const phone = uniquePhone();
    const user = await insertUser(t.database.db, { role: 'customer', phoneNumber: phone });
    const response = await widgetSignIn(phone);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = response.json<{ user: { id: string }; token: string }>();
    expect(body.user.id).toBe(user.id);
    expect(body.token).toMatch(/^\S{16,}$/);

    const session = await sessionOf(body.token);
    expect(session.json()).toMatchObject({ user: { id: user.id, roles: ['customer'] } });
  });

  it('is issued for a sign-up by code too', async () => {
    const response = await widgetSignIn(uniquePhone(), 'sign-up');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { token, user } = response.json<{ token: string; user: { id: string } }>();
    expect((await sessionOf(token)).json().user.id).toBe(user.id);
  });

  it('leaves the default as it was: a cookie and no token', async () => {
    const phone = uniquePhone();
    await insertUser(t.database.db, { role: 'customer', phoneNumber: phone });
    const sentCode = await sendOtp(t, { purpose: 'sign-in', phone });
    const response = await verifyOtp(t, {
      otpSessionId: sentCode.json<{ otpSessionId: string }>().otpSessionId,
      code: await latestCode(t, phone),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.json()).not.toHaveProperty('token');
  });

  it('chats, uploads files and lists its chats like a cookie session does', async () => {
    const { user, token } = await bearerCustomer();
    const who = { token };
    const chat = await startChat(t, who, brand);
    expect(chat.shopper).toMatchObject({ kind: 'customer', id: user.id });
    await sent(t, who, chat.id, 'Where is my order?');
    expect((await messagesOf(t, who, chat.id)).map((message) => message.body)).toContain('Where is my order?');

    const list = await t.request({ method: 'GET', url: '/api/shopper/chats', ...authOf(who) });
    expect(list.json<ShopperChatListResponse>().items.map((item) => item.id)).toEqual([chat.id]);

    const { payload, contentType } = await multipart({ bytes: await image('png'), name: 'receipt.png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=image',
      payload,
      headers: { 'content-type': contentType, ...bearer(token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attached = await t.request({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      payload: { id: randomUUID(), body: '', attachmentIds: [uploaded.json<{ id: string }>().id] },
      ...authOf(who),
    });
    expect(attached.statusCode, attached.body).toBe(200);
  });

  it('opens a socket with the token in `auth.token` and follows its chat there', async () => {
    const { token } = await bearerCustomer();
    const chat = await startChat(t, { token }, brand);
    const socket = await clients.connect({ token });
    const joined = await socket.join(chat.id);
    expect(joined).toMatchObject({ ok: true, chat: { id: chat.id } });
    await sent(t, { token }, chat.id, 'Hello from the store');
    const message = await socket.waitFor('message:created', (m) => m.body === 'Hello from the store');
    expect(message.chatId).toBe(chat.id);
  });

  it('ends with POST /api/auth/sign-out: the token then opens nothing', async () => {
    const { token } = await bearerCustomer();
    const chat = await startChat(t, { token }, brand);
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(token) });
    expect(signOut.statusCode, signOut.body).toBe(200);
    expect(signOut.json()).toEqual({ ok: true });

    expect((await sessionOf(token)).json()).toEqual({ user: null });
    expectError(
      await t.request({ method: 'GET', url: `/api/chats/${chat.id}`, ...authOf({ token }) }),
      'INVALID_TOKEN',
    );
    expect((await clients.refused({ token })).message).toBe('INVALID_TOKEN');
  });

  it('ends when an admin blocks the customer, on HTTP and on the socket', async () => {
    const { user, token } = await bearerCustomer();
    const chat = await startChat(t, { token }, brand);
    const blocked = await t.request({
      method: 'PATCH',
      url: `/api/customers/${user.id}/block`,
      payload: { blocked: true, reason: 'abuse' },
      cookie: admin.cookie,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);

    expect((await sessionOf(token)).json()).toEqual({ user: null });
    expectError(
      await t.request({ method: 'GET', url: `/api/chats/${chat.id}/messages`, ...authOf({ token }) }),
      'INVALID_TOKEN',
    );
    expect((await clients.refused({ token })).message).toBe('INVALID_TOKEN');
  });
});

describe('staff sessions as bearer tokens', () => {
  it('are refused: a staff member’s session token opens nothing when sent as a bearer token', async () => {
    const agent = await signedIn(t, { role: 'agent', brandId: brand.id });
    const [row] = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, agent.user.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    const token = row!.token;
    // The same session works in its cookie.
    expect((await t.request({ method: 'GET', url: '/api/agent/inbox', cookie: agent.cookie })).statusCode).toBe(200);

    expect((await sessionOf(token)).json()).toEqual({ user: null });
    expectError(await t.request({ method: 'GET', url: '/api/agent/inbox', ...authOf({ token }) }), 'INVALID_TOKEN');
    expect((await clients.refused({ token })).message).toBe('INVALID_TOKEN');
  });

  it('are never issued: a staff member signing in by code cannot ask for a bearer session', async () => {
    const phone = uniquePhone();
    await insertUser(t.database.db, { role: 'agent', brandId: brand.id, phoneNumber: phone });
    const response = await widgetSignIn(phone);
    expectError(response, 'FORBIDDEN');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('a cookie session alongside', () => {
  it('still signs out with DELETE /api/_auth/session and POST /api/auth/sign-out', async () => {
    for (const request of [
      { method: 'DELETE' as const, url: '/api/_auth/session' },
      { method: 'POST' as const, url: '/api/auth/sign-out' },
    ]) {
      const customer = await signedIn(t, { role: 'customer' });
      const response = await t.request({ ...request, cookie: customer.cookie });
      expect(response.statusCode, response.body).toBe(200);
      const session = await t.request({ method: 'GET', url: '/api/_auth/session', cookie: customer.cookie });
      expect(session.json(), request.method).toEqual({ user: null });
    }
  });

  it('is refused a sign-out forced from another site', async () => {
    const customer = await signedIn(t, { role: 'customer' });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: customer.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expectError(response, 'ORIGIN_NOT_ALLOWED');
  });
});
