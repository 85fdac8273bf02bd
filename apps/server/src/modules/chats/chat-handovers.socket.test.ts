import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { insertBrand } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { chatAction, newGuest, onlineAgent, sent, startChat } from '../../testing/chat-flows.ts';
import { brandSettings } from '../../testing/chat-scenarios.ts';
import { createSocketClients, listen, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 21 over real sockets: a transfer's note reaches the receiving agent only; the queue view hears its brand.

let t: TestApp;
let clients: SocketClients;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

describe('a transfer over the sockets', () => {
  it('alerts the receiving agent with the note, tells the shopper who answers now, and never sends it the note', async () => {
    const brand = await insertBrand(t.database.db);
    await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 3 });
    const from = await onlineAgent(t, brand);
    const guest = await newGuest(t, brand);
    const started = await startChat(t, guest, brand);
    await sent(t, guest, started.id, 'My parcel is late');
    const accepted = await chatAction(t, from, started.id, 'accept');
    const chat = accepted.json<ChatResponse>();
    const to = await onlineAgent(t, brand);
    const [shopper, giver, receiver, stranger] = await Promise.all([
      clients.connect(guest),
      clients.connect(from),
      clients.connect(to),
      clients.connect(await onlineAgent(t, await insertBrand(t.database.db))),
    ]);
    expect((await shopper.join(chat.id)).ok).toBe(true);

    const note = 'Courier says Tuesday; secret escalation code 7731';
    const moved = await t.request({
      method: 'POST',
      url: `/api/chats/${chat.id}/transfer`,
      cookie: from.cookie,
      payload: { agentId: to.user.id, note },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    await receiver.waitFor('chat:offered', (offer) => offer.id === chat.id);
    const alert = await receiver.waitFor(
      'notification:created',
      (item) => item.kind === 'chat_transferred' && item.chatId === chat.id,
    );
    expect(alert.params).toMatchObject({ chatNumber: chat.number, from: from.user.name, note });
    await giver.waitFor('chat:updated', (updated) => updated.id === chat.id && updated.agent?.id === to.user.id);
    await shopper.waitFor('message:created', (message) => message.systemKey === 'transferred');
    await Promise.all([shopper.settled(), giver.settled(), stranger.settled()]);
    expect(JSON.stringify(shopper.log)).not.toContain('7731');
    expect(JSON.stringify(stranger.log)).not.toContain(chat.id);
    // The giver made the transfer: no alert about it.
    expect(giver.received('notification:created', (item) => item.chatId === chat.id)).toEqual([]);
  });

  it('tells the brand’s agents and managers, and no one else, that the queue changed', async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await onlineAgent(t, brand, false);
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    const others = await insertBrand(t.database.db);
    const [agentLive, managerLive, strangerLive] = await Promise.all([
      clients.connect(agent),
      clients.connect(manager),
      clients.connect(await onlineAgent(t, others, false)),
    ]);
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand);
    await sent(t, guest, chat.id, 'Is anyone there?');
    await agentLive.waitFor('queue:changed', (event) => event.brandId === brand.id);
    await managerLive.waitFor('queue:changed', (event) => event.brandId === brand.id);
    await strangerLive.settled();
    expect(strangerLive.received('queue:changed', (event) => event.brandId === brand.id)).toEqual([]);
  });
});
