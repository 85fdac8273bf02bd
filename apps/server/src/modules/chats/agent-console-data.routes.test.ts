import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentInboxResponse, ChatFlag, ChatResponse } from '@tawasul/contracts/chats';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  onlineAgent,
  sent,
  setOnline,
  startChat,
  newGuest,
  type Credentials,
} from '../../testing/chat-flows.ts';
import { brandSettings, configureBrand, expectError } from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let brand: BrandRow;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
});
afterAll(() => t.close());

const get = (who: Credentials, url: string) => t.request({ method: 'GET', url, ...authOf(who) });

describe("the agent console's shopper panel and critical flags", () => {
  it("lets the agent serving a shopper read that shopper's earlier chats, and only while it serves it", async () => {
    const first = await onlineAgent(t, brand);
    const guest = await newGuest(t, brand);
    const earlier = await startChat(t, guest, brand);
    await sent(t, guest, earlier.id, 'My first question');
    await chatAction(t, first, earlier.id, 'accept');
    await sent(t, first, earlier.id, 'Answered');
    await chatAction(t, first, earlier.id, 'close');
    await setOnline(t, first, false);

    // The same guest comes back; another agent gets the new chat.
    const second = await onlineAgent(t, brand);
    const now = await startChat(t, guest, brand);
    await sent(t, guest, now.id, 'Me again');
    await chatAction(t, second, now.id, 'accept');

    const history = await get(second, `/api/chats/${now.id}/shopper-chats`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<{ items: ChatResponse[] }>().items.map((chat) => chat.id)).toEqual([earlier.id]);
    const transcript = await get(second, `/api/chats/${earlier.id}/messages`);
    expect(transcript.statusCode, transcript.body).toBe(200);
    // Reading is not writing: the earlier chat is not the second agent's.
    const write = await t.request({
      method: 'POST',
      url: `/api/chats/${earlier.id}/messages`,
      payload: { id: crypto.randomUUID(), body: 'hi' },
      cookie: second.cookie,
    });
    expectError(write, 'CHAT_NOT_MEMBER');

    await chatAction(t, second, now.id, 'close');
    expectError(await get(second, `/api/chats/${earlier.id}/messages`), 'CHAT_NOT_MEMBER');
    // Shoppers have no such list.
    expectError(await get(guest, `/api/chats/${now.id}/shopper-chats`), 'FORBIDDEN');
  });

  it("lists the chat's flagged messages for its agent and managers, never for the shopper", async () => {
    await configureBrand(t, admin, brand.id, {
      notificationConfig: {
        criticalWords: [
          {
            word: 'chargeback',
            titleEn: 'Chargeback',
            titleAr: 'استرجاع مبلغ',
            descriptionEn: 'Call finance',
            descriptionAr: 'اتصل بالمالية',
          },
        ],
      },
    });
    const agent = await onlineAgent(t, brand);
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand);
    const flagged = await sent(t, guest, chat.id, 'I will file a chargeback today');
    await chatAction(t, agent, chat.id, 'accept');

    const response = await get(agent, `/api/chats/${chat.id}/flags`);
    expect(response.statusCode, response.body).toBe(200);
    const [flag] = response.json<{ items: ChatFlag[] }>().items;
    expect(flag).toMatchObject({ messageId: flagged.id, word: 'chargeback', titleEn: 'Chargeback' });
    expect((await get(admin, `/api/chats/${chat.id}/flags`)).statusCode).toBe(200);
    expectError(await get(guest, `/api/chats/${chat.id}/flags`), 'FORBIDDEN');
    const stranger = await signedIn(t, { role: 'agent', brandId: (await insertBrand(t.database.db)).id });
    expectError(await get(stranger, `/api/chats/${chat.id}/flags`), 'CHAT_ROOM_NOT_FOUND');
  });
});

describe("the agent console's inbox", () => {
  it("tells the agent its brand's edit and delete windows, which agents may not read from the settings", async () => {
    const own = await insertBrand(t.database.db);
    await brandSettings(t, admin, own.id, { messageEditMinutes: 7, messageDeleteMinutes: 3, waitingTimeoutMinutes: 4 });
    const agent = await onlineAgent(t, own);

    const response = await get(agent, '/api/agent/inbox');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AgentInboxResponse>()).toMatchObject({
      messageEditMinutes: 7,
      messageDeleteMinutes: 3,
      waitingTimeoutMinutes: 4,
    });
    expectError(await get(agent, `/api/settings/general?brandId=${own.id}`), 'FORBIDDEN');
  });
});
