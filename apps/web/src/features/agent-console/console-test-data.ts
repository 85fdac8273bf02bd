import type { AgentInboxResponse, ChatFlag, ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { BRAND_ID, sessionUser, uuid } from '../../test/factories.ts';

/** The signed-in agent of the console's tests. */
export const AGENT_ID = '33333333-3333-4333-8333-333333333333';
export const agentUser = () =>
  sessionUser(['agent'], { id: AGENT_ID, name: 'Sara Alqahtani', email: 'agent@tawasul.test', brandId: BRAND_ID });

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
export const minutesAgo = (minutes: number) => ago(minutes * 60_000);

/** A chat of the agent in the contract's shape (open unless told otherwise). */
export function chat(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    id: uuid(),
    number: 1042,
    brandId: BRAND_ID,
    brandName: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    brandWidgetId: 'w_falcon',
    status: 'open',
    language: 'en',
    shopper: { kind: 'customer', id: uuid(), name: 'Noura Aziz', phone: '+966550000101', email: 'noura@customer.test' },
    agent: { id: AGENT_ID, name: 'Sara Alqahtani', nameAr: null, image: null },
    startedAt: minutesAgo(30),
    waitingSince: minutesAgo(29),
    offeredAt: minutesAgo(28),
    acceptedAt: minutesAgo(27),
    closedAt: null,
    closeReason: null,
    lastMessageAt: minutesAgo(5),
    lastMessage: 'Where is my order?',
    receipts: { shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 0, agentReadSeq: 0 },
    ...overrides,
  };
}

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

let seq = 0;
/** A message in the contract's shape; the shopper's unless an author is given. */
export function message(chatId: string, overrides: Partial<MessageResponse> = {}): MessageResponse {
  seq += 1;
  return {
    id: uuid(),
    chatId,
    seq,
    kind: 'text',
    author: { kind: 'customer', id: uuid(), name: 'Noura Aziz', nameAr: null, image: null },
    body: 'Hello',
    systemKey: null,
    systemParams: null,
    attachments: [],
    caseId: null,
    createdAt: minutesAgo(20),
    editedAt: null,
    deletedAt: null,
    ...overrides,
  };
}

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
