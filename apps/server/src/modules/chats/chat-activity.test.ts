import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { createDomainEvents, type DomainEvents } from '../../lib/domain-events.ts';
import { createChatActivity, type ChatActivity } from './chat-activity.ts';

let clock: ManualClock;
let events: DomainEvents;
let activity: ChatActivity;
let told: { chat: string; preview: string | null; activityOnly: boolean; at: number }[];
const start = new Date('2026-01-05T09:00:00Z').getTime();

beforeEach(() => {
  clock = createManualClock(new Date(start));
  events = createDomainEvents((error) => {
    throw error;
  });
  activity = createChatActivity({ events, clock });
  told = [];
  events.on('chat.changed', ({ chat, activityOnly }) => {
    told.push({
      chat: chat.id,
      preview: chat.lastMessage,
      activityOnly: Boolean(activityOnly),
      at: clock.now().getTime() - start,
    });
  });
});
afterEach(() => activity.stop());

/** Only the fields these listeners read. */
const chat = (id: string, lastMessage: string, status: ChatResponse['status'] = 'open') =>
  ({ id, lastMessage, status }) as ChatResponse;

describe('a chat’s activity after its messages, told at most once a second', () => {
  it('tells the first at once and the newest of the rest at the end of the second, per chat', () => {
    activity.moved(chat('a', 'one'), null);
    activity.moved(chat('b', 'other'), null);
    clock.advance(300);
    activity.moved(chat('a', 'two'), null);
    clock.advance(300);
    activity.moved(chat('a', 'three'), null);
    expect(told).toEqual([
      { chat: 'a', preview: 'one', activityOnly: true, at: 0 },
      { chat: 'b', preview: 'other', activityOnly: true, at: 0 },
    ]);
    clock.advance(400);
    // 'a' had two more: only the newest, at the end of its second; 'b' had none.
    expect(told.slice(2)).toEqual([{ chat: 'a', preview: 'three', activityOnly: true, at: 1_000 }]);
    // Its next quiet second passes with nothing to tell; after it, the next message is told at once again.
    clock.advance(1_000);
    expect(told).toHaveLength(3);
    activity.moved(chat('a', 'four'), null);
    expect(told.at(-1)).toEqual({ chat: 'a', preview: 'four', activityOnly: true, at: 2_000 });
  });

  it('never tells a waiting activity after another change of the chat, which is newer', () => {
    activity.moved(chat('a', 'one'), null);
    activity.moved(chat('a', 'two'), null);
    events.emit('chat.changed', { chat: chat('a', 'two', 'closed'), readerAgentId: null });
    clock.advance(1_000);
    expect(told.map(({ preview, activityOnly }) => ({ preview, activityOnly }))).toEqual([
      { preview: 'one', activityOnly: true },
      { preview: 'two', activityOnly: false },
    ]);
  });
});
