import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criticalMessages } from '../../db/schema/chats.ts';
import {
  authorizationMatrix,
  backOfficeCast,
  signedIn,
  statuses,
  type Cast,
  type SignedInUser,
} from '../../testing/back-office.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { getChat, waitingChat } from '../../testing/chat-flows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cast: Cast;
let target: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  cast = await backOfficeCast(t);
  // The cast's agent stays offline, so the chats below wait in the queue, assigned to nobody.
  target = await signedIn(t, { role: 'agent', brandId: cast.brand.id });
});
afterAll(() => t.close());

/** A chat of the cast's brand, waiting for an agent; its shopper wrote a critical word ("refund", a default). */
const chatId = async () => (await waitingChat(t, cast.brand, 'I want a refund')).chat.id;
const criticalId = async () => {
  const id = await chatId();
  const [row] = await t.database.db.select().from(criticalMessages).where(eq(criticalMessages.chatId, id));
  return row!.id;
};

const STAFF = statuses(200, { otherManager: 200, agent: 200 });
const NOBODY = { admin: 403, manager: 403, otherManager: 403, agent: 403, customer: 403, signedOut: 401 };

describe('Chat Management: admins, and the brand’s managers', () => {
  authorizationMatrix(
    () => t,
    () => cast,
    [
      {
        name: 'GET /api/chats (each manager lists its own brand)',
        request: () => ({ method: 'GET', url: '/api/chats' }),
        expected: statuses(200, { otherManager: 200 }),
      },
      {
        name: 'GET /api/chats?brandId= (the brand)',
        request: () => ({ method: 'GET', url: `/api/chats?brandId=${cast.brand.id}` }),
        expected: statuses(200),
      },
      {
        name: 'GET /api/chats/:id',
        request: async () => ({ method: 'GET', url: `/api/chats/${await chatId()}` }),
        expected: statuses(200),
      },
      {
        name: 'GET /api/chats/:id/messages',
        request: async () => ({ method: 'GET', url: `/api/chats/${await chatId()}/messages` }),
        expected: statuses(200),
      },
      {
        name: 'GET /api/chats/:id/details',
        request: async () => ({ method: 'GET', url: `/api/chats/${await chatId()}/details` }),
        expected: statuses(200),
      },
      {
        name: 'GET /api/chats/:id/eligible-agents',
        request: async () => ({ method: 'GET', url: `/api/chats/${await chatId()}/eligible-agents` }),
        expected: statuses(200),
      },
      {
        name: 'PUT /api/chats/:id/agent',
        request: async () => ({
          method: 'PUT',
          url: `/api/chats/${await chatId()}/agent`,
          payload: { agentId: target.user.id },
        }),
        expected: statuses(200),
      },
      {
        name: 'POST /api/chats/:id/close',
        request: async () => ({ method: 'POST', url: `/api/chats/${await chatId()}/close` }),
        expected: statuses(200),
      },
      {
        name: 'POST /api/chats/:id/accept (only the agent it is offered to)',
        request: async () => ({ method: 'POST', url: `/api/chats/${await chatId()}/accept` }),
        expected: NOBODY,
      },
      {
        name: 'POST /api/chats/:id/messages (only its shopper and its agent write)',
        request: async () => ({
          method: 'POST',
          url: `/api/chats/${await chatId()}/messages`,
          payload: { id: crypto.randomUUID(), body: 'Hello' },
        }),
        expected: statuses(403),
      },
    ],
  );
});

describe('Critical Message: admins, and the brand’s managers', () => {
  authorizationMatrix(
    () => t,
    () => cast,
    [
      {
        name: 'GET /api/critical-messages (each manager lists its own brand)',
        request: () => ({ method: 'GET', url: '/api/critical-messages' }),
        expected: statuses(200, { otherManager: 200 }),
      },
      {
        name: 'PATCH /api/critical-messages/:id/handled',
        request: async () => ({
          method: 'PATCH',
          url: `/api/critical-messages/${await criticalId()}/handled`,
          payload: { handled: true },
        }),
        expected: statuses(200),
      },
    ],
  );
});

describe('the agent console, the notification centre and the shopper’s chats', () => {
  authorizationMatrix(
    () => t,
    () => cast,
    [
      {
        name: 'GET /api/agent/inbox (agents)',
        request: () => ({ method: 'GET', url: '/api/agent/inbox' }),
        expected: { ...NOBODY, agent: 200 },
      },
      {
        name: 'GET /api/notifications (staff)',
        request: () => ({ method: 'GET', url: '/api/notifications' }),
        expected: STAFF,
      },
      {
        name: 'POST /api/notifications/read (staff)',
        request: () => ({ method: 'POST', url: '/api/notifications/read', payload: { all: true } }),
        expected: STAFF,
      },
      {
        name: 'POST /api/shopper/chats (shoppers)',
        request: () => ({
          method: 'POST',
          url: '/api/shopper/chats',
          payload: { widgetId: cast.brand.widgetId, language: 'en' },
        }),
        expected: { ...NOBODY, customer: 200 },
      },
      {
        name: 'GET /api/shopper/chats (shoppers)',
        request: () => ({ method: 'GET', url: '/api/shopper/chats' }),
        expected: { ...NOBODY, customer: 200 },
      },
    ],
  );
});

describe('brand staff without a brand', () => {
  it('are refused everything brand-scoped (FORBIDDEN), never shown every brand', async () => {
    const manager = await signedIn(t, { role: 'brand_manager', brandId: null });
    const agent = await signedIn(t, { role: 'agent', brandId: null });
    const id = await chatId();
    const critical = await criticalId();
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/chats' },
      { method: 'GET', url: `/api/chats?brandId=${cast.brand.id}` },
      { method: 'GET', url: `/api/chats/${id}` },
      { method: 'GET', url: `/api/chats/${id}/messages` },
      { method: 'GET', url: `/api/chats/${id}/details` },
      { method: 'GET', url: `/api/chats/${id}/flags` },
      { method: 'GET', url: `/api/chats/${id}/eligible-agents` },
      { method: 'PUT', url: `/api/chats/${id}/agent`, payload: { agentId: target.user.id } },
      { method: 'POST', url: `/api/chats/${id}/close` },
      { method: 'POST', url: `/api/chats/${id}/read`, payload: { seq: 1 } },
      { method: 'GET', url: '/api/critical-messages' },
      { method: 'PATCH', url: `/api/critical-messages/${critical}/handled`, payload: { handled: true } },
    ];
    for (const who of [manager, agent]) {
      for (const request of requests) {
        const response = await t.request({ ...request, cookie: who.cookie });
        expect(
          { role: who.user.role, url: `${request.method} ${request.url}`, status: response.statusCode },
          response.body,
        ).toEqual({ role: who.user.role, url: `${request.method} ${request.url}`, status: 403 });
        expect(errorOf(response).code).toBe('FORBIDDEN');
      }
    }
    expect((await t.request({ method: 'GET', url: '/api/agent/inbox', cookie: agent.cookie })).statusCode).toBe(403);
    expect((await getChat(t, cast.admin, id)).status).toBe('waiting_for_agent');
  });
});
