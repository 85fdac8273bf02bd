import type { ContactFormSettingsResponse, ContactRequestResponse } from '@tawasul/contracts/contact-forms';
import { BRAND_ID, uuid } from '../../test/factories.ts';

export const QAMAR = '33333333-3333-4333-8333-333333333333';

export const brandOptions = () => ({
  status: 200,
  body: {
    items: [
      { id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' },
      { id: QAMAR, nameEn: 'Qamar Electronics', nameAr: 'قمر للإلكترونيات' },
    ],
  },
});

/** A shopper's request in the contract's shape, for the stand-in server's answers. */
export function contactRequest(overrides: Partial<ContactRequestResponse> = {}): ContactRequestResponse {
  return {
    id: uuid(),
    brandId: BRAND_ID,
    brandNameEn: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    name: 'Noura Aziz',
    email: 'noura@customer.test',
    phone: '+966550000101',
    message: 'My order has not arrived yet.\nIt is order 1042.',
    language: 'en',
    handled: false,
    handledAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function contactSettings(overrides: Partial<ContactFormSettingsResponse> = {}): ContactFormSettingsResponse {
  return {
    brandId: BRAND_ID,
    messageLabelEn: 'Message',
    messageLabelAr: 'الرسالة',
    messagePlaceholderEn: 'How can we help you?',
    messagePlaceholderAr: 'كيف يمكننا مساعدتك؟',
    successMessageEn: 'Thank you! We received your message.',
    successMessageAr: 'شكرًا لك! استلمنا رسالتك.',
    notificationEmail: null,
    updatedAt: null,
    ...overrides,
  };
}
