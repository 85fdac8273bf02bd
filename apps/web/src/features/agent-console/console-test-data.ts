import type { AgentInboxResponse, ChatFlag, ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { chat as baseChat, message as baseMessage } from '../../test/chat-factories.ts';
import { BRAND_ID, minutesAgo, sessionUser, uuid } from '../../test/factories.ts';

/** The signed-in agent of the console's tests. */
export const AGENT_ID = '33333333-3333-4333-8333-333333333333';
export const agentUser = () =>
  sessionUser(['agent'], { id: AGENT_ID, name: 'Sara Alqahtani', email: 'agent@tawasul.test', brandId: BRAND_ID });

/** A chat of the agent's in the contract's shape (open unless told otherwise), its times before `TEST_NOW`. */
export const chat = (overrides: Partial<ChatResponse> = {}): ChatResponse =>
  baseChat({
    agent: { id: AGENT_ID, name: 'Sara Alqahtani', nameAr: null, image: null },
    startedAt: minutesAgo(30),
    waitingSince: minutesAgo(29),
    offeredAt: minutesAgo(28),
    acceptedAt: minutesAgo(27),
    lastMessageAt: minutesAgo(5),
    ...overrides,
  });

/** A chat offered to the agent `offeredMinutesAgo` ago, by a guest who gave a name. */
export function offer(overrides: Partial<ChatResponse> = {}, offeredMinutesAgo = 1): ChatResponse {
  return chat({
    number: 1050,
    status: 'pending_acceptance',
    shopper: { kind: 'guest', id: uuid(), name: 'Hessa', phone: null, email: null },
    offeredAt: minutesAgo(offeredMinutesAgo),
    acceptedAt: null,
    lastMessage: 'My dates arrived crushed',
    ...overrides,
  });
}

export function inbox(overrides: Partial<AgentInboxResponse> = {}): AgentInboxResponse {
  const offered = overrides.offered ?? [];
  const open = overrides.open ?? [];
  return {
    offered,
    open,
    closed: [],
    online: true,
    load: offered.length + open.length,
    maxLoad: 5,
    waitingTimeoutMinutes: 3,
    messageEditMinutes: 15,
    messageDeleteMinutes: 10,
    ...overrides,
  };
}

/** A message in the contract's shape, twenty minutes before `TEST_NOW`; the shopper's unless an author is given. */
export const message = (chatId: string, overrides: Partial<MessageResponse> = {}): MessageResponse =>
  baseMessage(chatId, { createdAt: minutesAgo(20), ...overrides });

export const agentAuthor = { kind: 'agent' as const, id: AGENT_ID, name: 'Sara Alqahtani', nameAr: null, image: null };

export function flag(messageId: string, overrides: Partial<ChatFlag> = {}): ChatFlag {
  return {
    id: uuid(),
    messageId,
    word: 'refund',
    categoryId: uuid(),
    titleEn: 'Refund request',
    titleAr: 'طلب استرداد',
    descriptionEn: 'The customer is asking for a refund.',
    descriptionAr: 'العميل يطلب استرداد المبلغ.',
    ...overrides,
  };
}
