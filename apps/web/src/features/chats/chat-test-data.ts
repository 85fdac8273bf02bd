import type { ChatDetailsResponse, ChatResponse, EligibleAgent, MessageResponse } from '@tawasul/contracts/chats';
import { BRAND_ID, staffMember, uuid } from '../../test/factories.ts';

export const SARA = staffMember();
export const OMAR = staffMember({
  name: 'Omar Farouk',
  firstNameEn: 'Omar',
  lastNameEn: 'Farouk',
  firstNameAr: 'عمر',
  lastNameAr: 'فاروق',
  email: 'agent2@tawasul.test',
});

/** A chat in the contract's shape, for the stand-in server's answers. */
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
    agent: { id: SARA.id, name: 'Sara Alqahtani', nameAr: null, image: null },
    startedAt: '2026-11-20T09:15:00.000Z',
    waitingSince: '2026-11-20T09:15:20.000Z',
    offeredAt: '2026-11-20T09:15:30.000Z',
    acceptedAt: '2026-11-20T09:16:00.000Z',
    closedAt: null,
    closeReason: null,
    lastMessageAt: '2026-11-20T09:20:00.000Z',
    lastMessage: 'Where is my order?',
    receipts: { shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 0, agentReadSeq: 0 },
    ...overrides,
  };
}

export function guestChat(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return chat({
    number: 1043,
    status: 'waiting_for_agent',
    shopper: { kind: 'guest', id: uuid(), name: null, phone: null, email: null },
    agent: null,
    offeredAt: null,
    acceptedAt: null,
    ...overrides,
  });
}

export function details(base: ChatResponse, timeline: ChatDetailsResponse['timeline'] = []): ChatDetailsResponse {
  return { ...base, timeline };
}

let seq = 0;
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
    createdAt: '2026-11-20T09:16:00.000Z',
    editedAt: null,
    deletedAt: null,
    ...overrides,
  };
}

export function eligible(overrides: Partial<EligibleAgent> = {}): EligibleAgent {
  return {
    id: SARA.id,
    name: 'Sara Alqahtani',
    image: null,
    online: true,
    load: 1,
    maxLoad: 5,
    current: false,
    ...overrides,
  };
}
