import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { insertBrand, insertUser, type BrandRow } from '../db/factories.ts';
import { latestCode, sendOtp, uniquePhone } from './auth-flows.ts';
import { signedIn, type SignedInUser } from './back-office.ts';
import { authOf, chatAction, newGuest, onlineAgent, sent, startChat, type Credentials } from './chat-flows.ts';
import * as samples from './sample-files.ts';
import type { TestApp } from './test-app.ts';
import { multipart } from './upload-requests.ts';

/** Everyone the access matrix asks (issue 17): 12 callers over two brands. */
export const CALLERS = [
  'admin',
  'managerA',
  'managerB',
  'agentA',
  'agentA2',
  'agentB',
  'agentB2',
  'customer1',
  'customer2',
  'guestA',
  'guestB',
  'signedOut',
] as const;
export type Caller = (typeof CALLERS)[number];

/** The callers who shop (guests and customers): never staff. */
export const SHOPPERS: readonly Caller[] = ['customer1', 'customer2', 'guestA', 'guestB'];

/** The four chats: a guest's and a customer's in each brand; `agentA`/`agentB` hold them, `agentA2`/`agentB2` none. */
export const CHATS = ['A', 'B', 'C', 'D'] as const;
export type ChatKey = (typeof CHATS)[number];

/** Who reads each chat: its shopper, its agent, its brand's manager, the admin. */
export const READERS: Record<ChatKey, readonly Caller[]> = {
  A: ['admin', 'managerA', 'agentA', 'guestA'],
  B: ['admin', 'managerB', 'agentB', 'guestB'],
  C: ['admin', 'managerA', 'agentA', 'customer1'],
  D: ['admin', 'managerB', 'agentB', 'customer2'],
};

export interface AccessWorld {
  brands: { A: BrandRow; B: BrandRow };
  credentials: Record<Exclude<Caller, 'signedOut'>, Credentials & { userId: string }>;
  chats: Record<
    ChatKey,
    { id: string; secret: string; messageId: string; fileId: string; note: string; brand: 'A' | 'B' }
  >;
  /** Words deleted from the chats (a shopper's and an agent's in each): no response carries them, to anyone. */
  gone: string[];
  /**
   * The words of each chat that nobody but its readers may ever receive, its internal note that only its staff may,
   * and every deleted message's.
   */
  secretsHiddenFrom(caller: Caller): string[];
  /** The request as `caller` (cookie, bearer token or nothing). */
  as(caller: Caller, options: InjectOptions): InjectOptions;
}

async function bearerCustomer(t: TestApp): Promise<{ token: string; userId: string }> {
  const phone = uniquePhone();
  const user = await insertUser(t.database.db, { role: 'customer', phoneNumber: phone });
  const sent = await sendOtp(t, { purpose: 'sign-in', phone });
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    headers: { origin: t.config.publicUrl },
    payload: {
      otpSessionId: sent.json<{ otpSessionId: string }>().otpSessionId,
      code: await latestCode(t, phone),
      session: 'bearer',
    },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { token: verified.json<{ token: string }>().token, userId: user.id };
}

/**
 * A chat of `shopper` with `brand`, held by `agent`, with a secret message carrying a file, and then a message of the
 * agent's and one of the shopper's, each deleted by its author, and last an internal note of the agent's (the chat's
 * latest words: no shopper may get them, in a preview or anywhere else).
 */
async function heldChat(t: TestApp, shopper: Credentials, brand: BrandRow, agent: SignedInUser, key: ChatKey) {
  const chat = await startChat(t, shopper, brand);
  const secret = `secret-${key}-${randomUUID()}`;
  const { payload, contentType } = await multipart({ bytes: await samples.image('png'), name: `${key}.png` });
  const auth = authOf(shopper);
  const upload = await t.request({
    method: 'POST',
    url: '/api/uploads?kind=image',
    payload,
    ...auth,
    headers: { ...('headers' in auth ? auth.headers : {}), 'content-type': contentType },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const fileId = upload.json<{ id: string }>().id;
  const message = await t.request({
    method: 'POST',
    url: `/api/chats/${chat.id}/messages`,
    payload: { id: randomUUID(), body: secret, attachmentIds: [fileId] },
    ...auth,
  });
  expect(message.statusCode, message.body).toBe(200);
  expect(message.json<MessageResponse>().attachments).toHaveLength(1);
  const accepted = await chatAction(t, agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  const gone: string[] = [];
  for (const author of [agent, shopper]) {
    const text = `gone-${key}-${randomUUID()}`;
    const written = await sent(t, author, chat.id, text);
    const url = `/api/chats/${chat.id}/messages/${written.id}`;
    const deleted = await t.request({ method: 'DELETE', url, ...authOf(author) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    gone.push(text);
  }
  const note = `note-${key}-${randomUUID()}`;
  const noted = await t.request({
    method: 'POST',
    url: `/api/chats/${chat.id}/notes`,
    payload: { id: randomUUID(), body: note },
    cookie: agent.cookie,
  });
  expect(noted.statusCode, noted.body).toBe(200);
  return { id: chat.id, secret, messageId: message.json<MessageResponse>().id, fileId, note, gone };
}

/** Two brands with their managers, two agents each (one holding the brand's chats), two customers, two guests. */
export async function accessWorld(t: TestApp): Promise<AccessWorld> {
  const A = await insertBrand(t.database.db);
  const B = await insertBrand(t.database.db);
  const admin = await signedIn(t, { role: 'admin' });
  const managerA = await signedIn(t, { role: 'brand_manager', brandId: A.id });
  const managerB = await signedIn(t, { role: 'brand_manager', brandId: B.id });
  const agentA = await onlineAgent(t, A);
  const agentA2 = await onlineAgent(t, A, false);
  const agentB = await onlineAgent(t, B);
  const agentB2 = await onlineAgent(t, B, false);
  const customer1 = await signedIn(t, { role: 'customer' });
  const customer2 = await bearerCustomer(t);
  const guestA = await newGuest(t, A);
  const guestB = await newGuest(t, B);

  const chats = {
    A: { ...(await heldChat(t, guestA, A, agentA, 'A')), brand: 'A' as const },
    B: { ...(await heldChat(t, guestB, B, agentB, 'B')), brand: 'B' as const },
    C: { ...(await heldChat(t, customer1, A, agentA, 'C')), brand: 'A' as const },
    D: { ...(await heldChat(t, { token: customer2.token }, B, agentB, 'D')), brand: 'B' as const },
  };
  const gone = CHATS.flatMap((key) => chats[key].gone);
  const staff = (who: SignedInUser) => ({ cookie: who.cookie, userId: who.user.id });
  const credentials: AccessWorld['credentials'] = {
    admin: staff(admin),
    managerA: staff(managerA),
    managerB: staff(managerB),
    agentA: staff(agentA),
    agentA2: staff(agentA2),
    agentB: staff(agentB),
    agentB2: staff(agentB2),
    customer1: staff(customer1),
    customer2: { token: customer2.token, userId: customer2.userId },
    guestA: { token: guestA.token, userId: guestA.id },
    guestB: { token: guestB.token, userId: guestB.id },
  };

  return {
    brands: { A, B },
    credentials,
    chats,
    gone,
    secretsHiddenFrom: (caller) => [
      ...CHATS.filter((key) => !READERS[key].includes(caller)).map((key) => chats[key].secret),
      ...CHATS.filter((key) => !READERS[key].includes(caller) || SHOPPERS.includes(caller)).map(
        (key) => chats[key].note,
      ),
      ...gone,
    ],
    as(caller, options) {
      if (caller === 'signedOut') return options;
      const auth = authOf(credentials[caller]);
      return 'headers' in auth
        ? { ...options, headers: { ...options.headers, ...auth.headers } }
        : { ...options, cookie: auth.cookie };
    },
  };
}
