import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { BrandRow } from '../db/factories.ts';
import type { SignedInUser } from './back-office.ts';
import { signedIn } from './back-office.ts';
import type { TestApp } from './test-app.ts';

/** How a request is authenticated: a session cookie or a guest's bearer token. */
export type Credentials = { cookie: string } | { token: string };

export const authOf = (who: Credentials) =>
  'cookie' in who ? { cookie: who.cookie } : { headers: { authorization: `Bearer ${who.token}` } };

export interface Guest {
  id: string;
  token: string;
}

let guestAddress = 0;

/**
 * A widget guest of the brand, with its bearer token. Each guest comes from its own address, as shoppers do, so a
 * test may make more guests than the per-address limit allows.
 */
export async function newGuest(t: TestApp, brand: BrandRow, name = 'Guest shopper'): Promise<Guest> {
  guestAddress += 1;
  const response = await t.request({
    method: 'POST',
    url: `/api/public/brands/${brand.widgetId}/guests`,
    payload: { name, language: 'en' },
    remoteAddress: `10.${(guestAddress >> 16) & 255}.${(guestAddress >> 8) & 255}.${guestAddress & 255}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ token: string; guest: { id: string } }>();
  return { id: body.guest.id, token: body.token };
}

export async function startChat(
  t: TestApp,
  who: Credentials,
  brand: BrandRow,
  language: 'en' | 'ar' = 'en',
): Promise<ChatResponse> {
  const response = await t.request({
    method: 'POST',
    url: '/api/shopper/chats',
    payload: { widgetId: brand.widgetId, language },
    ...authOf(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatResponse>();
}

export function sendMessage(t: TestApp, who: Credentials, chatId: string, body: string, id: string = randomUUID()) {
  return t.request({ method: 'POST', url: `/api/chats/${chatId}/messages`, payload: { id, body }, ...authOf(who) });
}

export async function sent(t: TestApp, who: Credentials, chatId: string, body: string): Promise<MessageResponse> {
  const response = await sendMessage(t, who, chatId, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessageResponse>();
}

export function chatAction(t: TestApp, who: Credentials, chatId: string, action: 'accept' | 'decline' | 'close') {
  return t.request({ method: 'POST', url: `/api/chats/${chatId}/${action}`, ...authOf(who) });
}

export async function getChat(t: TestApp, who: Credentials, chatId: string): Promise<ChatResponse> {
  const response = await t.request({ method: 'GET', url: `/api/chats/${chatId}`, ...authOf(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatResponse>();
}

export async function messagesOf(t: TestApp, who: Credentials, chatId: string): Promise<MessageResponse[]> {
  const response = await t.request({ method: 'GET', url: `/api/chats/${chatId}/messages`, ...authOf(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: MessageResponse[] }>().items;
}

/** An agent of the brand, signed in, and online (or not). */
export async function onlineAgent(t: TestApp, brand: BrandRow, online = true): Promise<SignedInUser> {
  const agent = await signedIn(t, { role: 'agent', brandId: brand.id });
  if (online) await setOnline(t, agent, true);
  return agent;
}

export async function setOnline(t: TestApp, agent: SignedInUser, online: boolean): Promise<void> {
  const response = await t.request({
    method: 'PATCH',
    url: '/api/auth/changeOnlineStatus',
    payload: { isOnline: online },
    cookie: agent.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A guest's chat that is waiting in the queue (started, first message sent). */
export async function waitingChat(t: TestApp, brand: BrandRow, text = 'Hello, I need help') {
  const guest = await newGuest(t, brand);
  const chat = await startChat(t, guest, brand);
  await sent(t, guest, chat.id, text);
  return { guest, chat: await getChat(t, guest, chat.id) };
}
