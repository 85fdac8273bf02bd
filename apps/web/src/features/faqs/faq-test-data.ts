import type { FaqResponse } from '@tawasul/contracts/faqs';
import { BRAND_ID, uuid } from '../../test/factories.ts';

/** A brand FAQ in the contract's shape, for the stand-in server's answers. */
export function faq(overrides: Partial<FaqResponse> = {}): FaqResponse {
  return {
    id: uuid(),
    brandId: BRAND_ID,
    brandNameEn: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    questionEn: 'Do you ship abroad?',
    questionAr: 'هل تشحنون إلى الخارج؟',
    answerEn: 'Yes, to every GCC country.',
    answerAr: 'نعم، إلى جميع دول الخليج.',
    active: true,
    position: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export const brandOptions = () => ({
  status: 200,
  body: {
    items: [
      { id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' },
      { id: '33333333-3333-4333-8333-333333333333', nameEn: 'Qamar Electronics', nameAr: 'قمر للإلكترونيات' },
    ],
  },
});
