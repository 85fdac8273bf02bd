// A brand's scene for the realtime tests: an online agent, an offline one, the manager and two guests, and the
// guest's chat opened with that agent.
import { expect } from 'vitest';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { insertBrand } from '../db/factories.ts';
import { signedIn } from './back-office.ts';
import { chatAction, newGuest, onlineAgent, sent, startChat } from './chat-flows.ts';
import { createSocketClients, listen, type LiveClient } from './socket-clients.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A round trip on each connection, once delivery has been seen flowing: whatever the server sent them before has
 * arrived, so what they have not received by then they were never sent.
 */
export const settled = (...live: LiveClient[]) => Promise.all(live.map((client) => client.settled()));

/**
 * The realtime tests' app, listening, with its socket clients and three callers from outside any scene: the admin,
 * another brand's manager and a customer. `close` ends the sockets, then the app.
 */
export async function realtimeWorld() {
  const t = await createTestApp();
  const clients = createSocketClients(await listen(t));
  return {
    t,
    clients,
    admin: await signedIn(t, { role: 'admin' }),
    otherManager: await signedIn(t, { role: 'brand_manager', brandId: (await insertBrand(t.database.db)).id }),
    customer: await signedIn(t, { role: 'customer' }),
    close: async () => {
      clients.closeAll();
      await t.close();
    },
  };
}
export type RealtimeWorld = Awaited<ReturnType<typeof realtimeWorld>>;

/** A brand with one online agent, another agent who is offline (never offered anything), its manager, two guests. */
export async function brandScene(t: TestApp) {
  const brand = await insertBrand(t.database.db);
  return {
    brand,
    agent: await onlineAgent(t, brand),
    otherAgent: await signedIn(t, { role: 'agent', brandId: brand.id }),
    manager: await signedIn(t, { role: 'brand_manager', brandId: brand.id }),
    guest: await newGuest(t, brand),
    otherGuest: await newGuest(t, brand),
  };
}
export type Scene = Awaited<ReturnType<typeof brandScene>>;

/** The guest's chat, offered to the scene's agent and accepted. */
export async function openChat(t: TestApp, scene: Scene): Promise<ChatResponse> {
  const chat = await startChat(t, scene.guest, scene.brand);
  await sent(t, scene.guest, chat.id, 'Hello, I need help');
  const accepted = await chatAction(t, scene.agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<ChatResponse>();
}

export const messageIds = (messages: readonly MessageResponse[]) => messages.map((message) => message.id);
/** The `message:created` events a client has received for one chat. */
export const createdIn = (client: LiveClient, chatId: string) =>
  client.received('message:created', (message) => message.chatId === chatId);
