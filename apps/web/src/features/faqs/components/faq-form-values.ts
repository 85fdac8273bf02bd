import { z } from 'zod';
import { FaqInput, type CmsFaqResponse, type FaqResponse } from '@tawasul/contracts/faqs';

export type FaqFormValues = {
  questionEn: string;
  questionAr: string;
  answerEn: string;
  answerAr: string;
  active: boolean;
  brandId: string | null;
};

export const FAQ_FIELDS = ['questionEn', 'questionAr', 'answerEn', 'answerAr', 'active', 'brandId'] as const;

/** A new FAQ starts active, in the brand the list shows (a site FAQ has none). */
export function faqFormValues(
  faq: (CmsFaqResponse & Partial<Pick<FaqResponse, 'brandId'>>) | undefined,
  brandId: string | null,
): FaqFormValues {
  return {
    questionEn: faq?.questionEn ?? '',
    questionAr: faq?.questionAr ?? '',
    answerEn: faq?.answerEn ?? '',
    answerAr: faq?.answerAr ?? '',
    active: faq?.active ?? true,
    brandId: faq?.brandId ?? brandId,
  };
}

/**
 * The contract's body: the brand only when an admin creates one (the brand of an FAQ never changes; a manager's goes
 * to its own brand on the server).
 */
export function toFaqInput(
  values: FaqFormValues,
  { creating, withBrand }: { creating: boolean; withBrand: boolean },
): FaqInput {
  return {
    questionEn: values.questionEn,
    questionAr: values.questionAr,
    answerEn: values.answerEn,
    answerAr: values.answerAr,
    active: values.active,
    ...(creating && withBrand && values.brandId ? { brandId: values.brandId } : {}),
  };
}

/** The contract's rules, plus a brand for an admin's new FAQ (a manager's goes to its own brand on the server). */
export function faqFormSchema({ creating, withBrand }: { creating: boolean; withBrand: boolean }) {
  if (!(creating && withBrand)) return FaqInput;
  return FaqInput.and(z.object({ brandId: z.uuid({ error: 'validation.required' }) }));
}
