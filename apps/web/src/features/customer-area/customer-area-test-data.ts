import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { ShopperNotification } from '@tawasul/contracts/widget';
import { chat, message, shopperNotification } from '../../test/chat-factories.ts';
import { sessionUser, uuid } from '../../test/factories.ts';

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

/** A chat of the customer's with Nakheel Dates, in the shape `GET /api/shopper/chats` answers. */
export const shopperChat = (overrides: Partial<ChatResponse> = {}): ChatResponse =>
  chat({
    brandName: 'Nakheel Dates',
    brandNameAr: 'تمور النخيل',
    brandWidgetId: 'demo-nakheel',
    shopper: { kind: 'customer', id: uuid(), name: 'Noura Aziz', phone: '+966550000101', email: null },
    ...overrides,
  });

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

/** A message of a chat the customer had two days before (the customer's own, unless told otherwise). */
export const pastMessage = (chatId: string, overrides: Partial<MessageResponse> = {}): MessageResponse =>
  message(chatId, { createdAt: '2026-11-18T11:00:00.000Z', ...overrides });

export const notification = (overrides: Partial<ShopperNotification> = {}): ShopperNotification =>
  shopperNotification({ agentName: 'Sara', preview: 'Your order ships today.', ...overrides });

/** A page of `items` as the list endpoints answer it. */
export const chatPage = (items: ChatResponse[], total = items.length) => ({ items, total });
