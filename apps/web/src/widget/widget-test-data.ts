import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { QueueStatus, ShopperNotification, WidgetBootstrapResponse } from '@tawasul/contracts/widget';
import { BRAND_ID, uuid } from '../test/factories.ts';

/** The widget id of the tests' brand (as in its web view code). */
export const WIDGET_ID = 'demo-nakheel';
export const GUEST_TOKEN = 'g1.guest.brand.9999999999999.signature';
export const AGENT = { id: '44444444-4444-4444-8444-444444444444', name: 'Sara Alqahtani', nameAr: null, image: null };

export function bootstrapResponse(overrides: Partial<WidgetBootstrapResponse> = {}): WidgetBootstrapResponse {
  return {
    brand: {
      id: BRAND_ID,
      widgetId: WIDGET_ID,
      name: { en: 'Nakheel Dates', ar: 'تمور النخيل' },
      logoUrl: '/api/uploads/logo',
      bannerUrls: ['/api/uploads/banner-1', '/api/uploads/banner-2'],
      primaryColor: '#2f9e44',
      secondaryColor: '#228be6',
      orderManager: null,
      storeConnected: false,
    },
    welcomeMessages: [
      { en: 'Welcome to Nakheel Dates!', ar: 'أهلًا بك في تمور النخيل!' },
      { en: 'Ask us about your order.', ar: 'اسألنا عن طلبك.' },
      { en: 'We answer from 9 to 9.', ar: 'نرد من 9 إلى 9.' },
    ],
    agentsOnline: true,
    messageEditMinutes: 15,
    messageDeleteMinutes: 10,
    ...overrides,
  };
}

/** The shopper's chat with the brand, in the contract's shape (new unless told otherwise). */
export function shopperChat(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    id: uuid(),
    number: 1042,
    brandId: BRAND_ID,
    brandName: 'Nakheel Dates',
    brandNameAr: 'تمور النخيل',
    brandWidgetId: WIDGET_ID,
    status: 'new',
    language: 'en',
    shopper: { kind: 'guest', id: uuid(), name: 'Hessa', phone: null, email: null },
    agent: null,
    startedAt: new Date().toISOString(),
    waitingSince: null,
    offeredAt: null,
    acceptedAt: null,
    closedAt: null,
    closeReason: null,
    lastMessageAt: null,
    lastMessage: null,
    receipts: { shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 0, agentReadSeq: 0 },
    ...overrides,
  };
}

let seq = 0;
/** A message of the chat; an agent's unless another author is given. */
export function chatMessage(chatId: string, overrides: Partial<MessageResponse> = {}): MessageResponse {
  seq += 1;
  return {
    id: uuid(),
    chatId,
    seq,
    kind: 'text',
    author: { kind: 'agent', id: AGENT.id, name: AGENT.name, nameAr: null, image: null },
    body: 'Hello',
    systemKey: null,
    systemParams: null,
    attachments: [],
    caseId: null,
    createdAt: new Date().toISOString(),
    editedAt: null,
    deletedAt: null,
    ...overrides,
  };
}

export function queueStatus(chatId: string, overrides: Partial<QueueStatus> = {}): QueueStatus {
  return { chatId, position: 3, estimatedWaitSeconds: 240, agentsOnline: 2, ...overrides };
}

export function shopperNotification(chatId: string, overrides: Partial<ShopperNotification> = {}): ShopperNotification {
  return {
    id: uuid(),
    kind: 'agent_message',
    chatId,
    brandName: { en: 'Nakheel Dates', ar: 'تمور النخيل' },
    agentName: AGENT.name,
    agentNameAr: null,
    preview: 'Your order ships today',
    readAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
