import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  chatAction,
  getChat,
  messagesOf,
  onlineAgent,
  sendMessage,
  sent,
  waitingChat,
} from '../../testing/chat-flows.ts';
import { brandSettings, configureBrand, eventsOf } from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SEND_AGENT_MESSAGE, SEND_SHOPPER_MESSAGE } from './message-send.repo.ts';

// Which sends take the one prepared statement (docs/decisions/018) and which the full path, seen from outside: the
// statement runs through the database handle's `statements` (observed, not replaced), and both paths leave the same
// messages, chat and events behind.
let t: TestApp;
let brand: BrandRow;
let agent: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  brand = await insertBrand(t.database.db);
  admin = await signedIn(t, { role: 'admin' });
  await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 50 });
  agent = await onlineAgent(t, brand);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The one-statement sends run while `work` runs, and how many of them stored a message. */
async function fastSends(work: () => Promise<unknown>) {
  const run = vi.spyOn(t.database.statements, 'run');
  await work();
  const calls = run.mock.calls.filter(([statement]) =>
    [SEND_SHOPPER_MESSAGE.name, SEND_AGENT_MESSAGE.name].includes(statement.name),
  );
  const stored = await Promise.all(run.mock.results.map((result) => result.value as Promise<unknown[]>));
  run.mockRestore();
  return { tried: calls.length, stored: stored.filter((rows) => rows.length > 0).length };
}

describe('sending', () => {
  it('takes one statement for text to a chat that stays as it is, from its shopper and its agent', async () => {
    const { guest, chat } = await waitingChat(t, brand);
    expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
    let mine: MessageResponse | undefined;
    let answer: MessageResponse | undefined;
    expect(
      await fastSends(async () => {
        mine = await sent(t, guest, chat.id, 'Where is my order?');
        answer = await sent(t, agent, chat.id, 'It ships today');
      }),
    ).toEqual({ tried: 2, stored: 2 });
    // What they were answered is what everyone reads afterwards.
    const history = await messagesOf(t, agent, chat.id);
    expect(history.slice(-2)).toEqual([mine, answer]);
    const now = await getChat(t, guest, chat.id);
    expect(now.lastMessage).toBe('It ships today');
    expect((await eventsOf(t, chat.id)).filter((event) => event.kind === 'message')).toHaveLength(3);
  });

  it('goes the full way for a new chat, a resend and a closed chat, with the same outcome', async () => {
    const { guest, chat } = await waitingChat(t, brand);
    // The first message (a new chat) was the full way; the next to the waiting chat is the normal case.
    const again = await fastSends(() => sent(t, guest, chat.id, 'Anyone there?'));
    expect(again).toEqual({ tried: 1, stored: 1 });
    expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
    expect((await chatAction(t, agent, chat.id, 'close')).statusCode).toBe(200);
    // A chat this node saw closed goes the full way at once, which reopens it (the statement itself declines a
    // closed chat too: message-send.repo.test.ts).
    const reopening = await fastSends(() => sent(t, guest, chat.id, 'One more thing'));
    expect(reopening).toEqual({ tried: 0, stored: 0 });
    expect((await getChat(t, guest, chat.id)).status).not.toBe('closed');
    // A resend: the id is taken, the full way answers the stored message.
    const first = await sendMessage(t, guest, chat.id, 'Resent', randomUUID());
    const id = first.json<MessageResponse>().id;
    let resent: MessageResponse | undefined;
    const resend = await fastSends(async () => {
      resent = (await sendMessage(t, guest, chat.id, 'Resent', id)).json<MessageResponse>();
    });
    expect(resend).toEqual({ tried: 1, stored: 0 });
    expect(resent).toEqual(first.json<MessageResponse>());
    const bodies = (await messagesOf(t, guest, chat.id)).filter((m) => m.author.kind === 'guest').map((m) => m.body);
    expect(bodies).toEqual(['Hello, I need help', 'Anyone there?', 'One more thing', 'Resent']);
  });

  it('goes the full way for a message with a critical word, which is flagged', async () => {
    await configureBrand(t, admin, brand.id, {
      notificationConfig: {
        criticalWords: [
          { word: 'chargeback', titleEn: 'Chargeback', titleAr: 'استرداد', descriptionEn: '', descriptionAr: '' },
        ],
      },
    });
    const { guest, chat } = await waitingChat(t, brand);
    expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
    expect(await fastSends(() => sent(t, guest, chat.id, 'I will file a chargeback'))).toEqual({ tried: 0, stored: 0 });
    const flagged = await t.request({
      method: 'GET',
      url: `/api/critical-messages?brandId=${brand.id}`,
      cookie: admin.cookie,
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.body).toContain('I will file a chargeback');
  });
});
