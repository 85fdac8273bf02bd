import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { QueueStatus, ShopperNotification, WidgetBootstrapResponse } from '@tawasul/contracts/widget';
import { chat, message, shopperNotification as baseNotification } from '../test/chat-factories.ts';
import { BRAND_ID, minutesAgo, uuid } from '../test/factories.ts';

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

/** The shopper's chat with the brand, in the contract's shape: new, just started, unless told otherwise. */
export const shopperChat = (overrides: Partial<ChatResponse> = {}): ChatResponse =>
  chat({
    brandName: 'Nakheel Dates',
    brandNameAr: 'تمور النخيل',
    brandWidgetId: WIDGET_ID,
    status: 'new',
    shopper: { kind: 'guest', id: uuid(), name: 'Hessa', phone: null, email: null },
    agent: null,
    startedAt: minutesAgo(0),
    waitingSince: null,
    offeredAt: null,
    acceptedAt: null,
    lastMessageAt: null,
    lastMessage: null,
    ...overrides,
  });

/** A message of the chat, written at `TEST_NOW`; an agent's unless another author is given. */
export const chatMessage = (chatId: string, overrides: Partial<MessageResponse> = {}): MessageResponse =>
  message(chatId, {
    author: { kind: 'agent', id: AGENT.id, name: AGENT.name, nameAr: null, image: null },
    createdAt: minutesAgo(0),
    ...overrides,
  });

export function queueStatus(chatId: string, overrides: Partial<QueueStatus> = {}): QueueStatus {
  return { chatId, position: 3, estimatedWaitSeconds: 240, agentsOnline: 2, ...overrides };
}

export const shopperNotification = (chatId: string, overrides: Partial<ShopperNotification> = {}) =>
  baseNotification({ chatId, createdAt: minutesAgo(0), ...overrides });

/** A brand's contact form texts (while nobody is online). */
export function contactForm() {
  return {
    messageLabelEn: 'How can we help?',
    messageLabelAr: 'كيف نساعدك؟',
    messagePlaceholderEn: 'Tell us about your order',
    messagePlaceholderAr: 'أخبرنا عن طلبك',
    successMessageEn: 'Thanks! We will reply within a day.',
    successMessageAr: 'شكرًا! سنرد خلال يوم.',
  };
}
