import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { ShopperNotification } from '@tawasul/contracts/widget';
import { BRAND_ID, uuid } from './factories.ts';

/** A chat in the contract's shape: open, a customer's, with Sara, started half an hour before `TEST_NOW`. */
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
    agent: { id: uuid(), name: 'Sara Alqahtani', nameAr: null, image: null },
    startedAt: '2026-11-20T09:15:00.000Z',
    waitingSince: '2026-11-20T09:15:20.000Z',
    offeredAt: '2026-11-20T09:15:30.000Z',
    acceptedAt: '2026-11-20T09:16:00.000Z',
    closedAt: null,
    closeReason: null,
    lastMessageAt: '2026-11-20T09:20:00.000Z',
    lastMessage: 'Where is my order?',
    receipts: { shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 0, agentReadSeq: 0 },
    rating: null,
    ...overrides,
  };
}

let seq = 0;
/** A message in the contract's shape: the customer's text unless told otherwise, each with the next `seq`. */
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
    internal: false,
    createdAt: '2026-11-20T09:16:00.000Z',
    editedAt: null,
    deletedAt: null,
    ...overrides,
  };
}

/**
 * Two system lines that name agents, one with an Arabic name and one without: how each reader (staff, customer) words
 * and isolates them. `build` is the caller's message factory (its times).
 */
export function agentSystemLines(chatId: string, build = message): MessageResponse[] {
  const system = {
    kind: 'system',
    author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
    body: '',
  } as const;
  return [
    build(chatId, {
      ...system,
      systemKey: 'agentAssigned',
      systemParams: { name: 'Sara Alqahtani', nameAr: 'سارة القحطاني' },
    }),
    build(chatId, {
      ...system,
      systemKey: 'transferred',
      systemParams: { from: 'Sara Alqahtani', fromAr: 'سارة القحطاني', to: 'Omar Farouk' },
    }),
  ];
}

/** A notification of the shopper's (an agent's reply unless told otherwise). */
export function shopperNotification(overrides: Partial<ShopperNotification> = {}): ShopperNotification {
  return {
    id: uuid(),
    kind: 'agent_message',
    chatId: uuid(),
    brandName: { en: 'Nakheel Dates', ar: 'تمور النخيل' },
    agentName: 'Sara Alqahtani',
    agentNameAr: null,
    preview: 'Your order ships today',
    readAt: null,
    createdAt: '2026-11-20T09:21:00.000Z',
    ...overrides,
  };
}
