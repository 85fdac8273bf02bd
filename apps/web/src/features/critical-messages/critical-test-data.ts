import type { CriticalMessageResponse } from '@tawasul/contracts/chats';
import { BRAND_ID, uuid } from '../../test/factories.ts';

/** A flagged message in the contract's shape, for the stand-in server's answers and the socket's pushes. */
export function criticalMessage(overrides: Partial<CriticalMessageResponse> = {}): CriticalMessageResponse {
  return {
    id: uuid(),
    chatId: uuid(),
    chatNumber: 1042,
    messageId: uuid(),
    brandId: BRAND_ID,
    brandName: 'Falcon Games',
    shopperName: 'Noura Aziz',
    word: 'refund',
    titleEn: 'Refund request',
    titleAr: 'طلب استرداد',
    descriptionEn: 'The customer is asking for a refund.',
    descriptionAr: 'يطلب العميل استرداد المبلغ.',
    categoryId: null,
    excerpt: 'I want a refund for order 55, it arrived broken.',
    handled: false,
    createdAt: '2026-11-20T09:20:00.000Z',
    ...overrides,
  };
}
