import type { ShopperNotification } from '@tawasul/contracts/widget';
import { BRAND_ID, sessionUser, uuid } from '../../test/factories.ts';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';

export const customer = () =>
  sessionUser(['customer'], {
    id: 'c1',
    email: null,
    phone: '+966550000101',
    name: 'Noura Aziz',
    firstNameEn: 'Noura',
    lastNameEn: 'Aziz',
    firstNameAr: 'نورة',
    lastNameAr: 'عزيز',
  });

/** A chat of the customer in the shape `GET /api/shopper/chats` answers. */
export function shopperChat(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    id: uuid(),
    number: 1042,
    brandId: BRAND_ID,
    brandName: 'Nakheel Dates',
    brandNameAr: 'تمور النخيل',
    brandWidgetId: 'demo-nakheel',
    status: 'open',
    language: 'en',
    shopper: { kind: 'customer', id: uuid(), name: 'Noura Aziz', phone: '+966550000101', email: null },
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
    ...overrides,
  };
}

export function closedChat(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return shopperChat({
    number: 1001,
    brandName: 'Qamar Electronics',
    brandNameAr: 'قمر للإلكترونيات',
    brandWidgetId: 'demo-qamar',
    status: 'closed',
    closedAt: '2026-11-18T12:00:00.000Z',
    closeReason: 'agent',
    lastMessageAt: '2026-11-18T11:58:00.000Z',
    lastMessage: 'Thank you!',
    ...overrides,
  });
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
    createdAt: '2026-11-18T11:00:00.000Z',
    editedAt: null,
    deletedAt: null,
    ...overrides,
  };
}

export function notification(overrides: Partial<ShopperNotification> = {}): ShopperNotification {
  return {
    id: uuid(),
    kind: 'agent_message',
    chatId: uuid(),
    brandName: { en: 'Nakheel Dates', ar: 'تمور النخيل' },
    agentName: 'Sara',
    preview: 'Your order ships today.',
    readAt: null,
    createdAt: '2026-11-20T09:21:00.000Z',
    ...overrides,
  };
}

/** A page of `items` as the list endpoints answer it. */
export const chatPage = (items: ChatResponse[], total = items.length) => ({ items, total });
