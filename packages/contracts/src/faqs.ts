import { z } from 'zod';
import { BooleanQuery, listQuery, paginated, SortOrder } from './lists.ts';
import { ProductLanguage } from './locales.ts';
import { OptionalText, requireEnglishOrArabic, UniqueIds } from './text-fields.ts';

/**
 * Two FAQs share these shapes: each brand's (`/api/faqs`, admin and the brand's manager; shown in the widget) and
 * the public site's own (`/api/cms/faqs`, admin only; shown on the landing page). Both are ordered by `position`.
 */

const FaqFields = z.object({
  questionEn: OptionalText(500),
  questionAr: OptionalText(500),
  answerEn: OptionalText(5000),
  answerAr: OptionalText(5000),
  active: z.boolean().default(true),
});
const QUESTION_AND_ANSWER = [
  ['questionEn', 'questionAr'],
  ['answerEn', 'answerAr'],
] as const;

/**
 * Create or update a brand FAQ. The question and the answer each need English or Arabic (both blank:
 * `validation.englishOrArabicRequired` on both fields). An admin names the brand; a brand manager may omit it.
 * A new FAQ goes last. The brand of an existing FAQ does not change (`brandId` is ignored on update).
 */
export const FaqInput = requireEnglishOrArabic(FaqFields.extend({ brandId: z.uuid().optional() }), QUESTION_AND_ANSWER);
export type FaqInput = z.input<typeof FaqInput>;

/** Create or update a CMS FAQ (the public site's). */
export const CmsFaqInput = requireEnglishOrArabic(FaqFields, QUESTION_AND_ANSWER);
export type CmsFaqInput = z.input<typeof CmsFaqInput>;

const FaqCommon = {
  id: z.uuid(),
  questionEn: z.string(),
  questionAr: z.string(),
  answerEn: z.string(),
  answerAr: z.string(),
  active: z.boolean(),
  /** 1, 2, 3...: the display order within the brand (or the site). */
  position: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

export const FaqResponse = z.object({
  ...FaqCommon,
  brandId: z.uuid(),
  brandNameEn: z.string(),
  brandNameAr: z.string(),
});
export type FaqResponse = z.infer<typeof FaqResponse>;

export const CmsFaqResponse = z.object(FaqCommon);
export type CmsFaqResponse = z.infer<typeof CmsFaqResponse>;

const faqListQuery = () =>
  listQuery(['position', 'questionEn', 'createdAt'], 'position').extend({
    // The display order reads first to last.
    order: SortOrder.default('asc'),
    active: BooleanQuery.optional(),
  });

/** Search looks in questions and answers of both languages. A brand manager always lists its own brand. */
export const FaqListQuery = faqListQuery().extend({ brandId: z.uuid().optional() });
export type FaqListQuery = z.infer<typeof FaqListQuery>;
export const FaqListResponse = paginated(FaqResponse);
export type FaqListResponse = z.infer<typeof FaqListResponse>;

export const CmsFaqListQuery = faqListQuery();
export type CmsFaqListQuery = z.infer<typeof CmsFaqListQuery>;
export const CmsFaqListResponse = paginated(CmsFaqResponse);
export type CmsFaqListResponse = z.infer<typeof CmsFaqListResponse>;

/**
 * `PUT /api/cms/faqs/order`: the listed FAQs take the positions they hold between them, in the order given; FAQs
 * not listed keep theirs. Send every FAQ to set the whole order, or one page of the list to reorder that page.
 * An id that is not a FAQ here answers 404 FAQ_NOT_FOUND and nothing moves.
 */
export const CmsFaqOrderInput = z.object({
  ids: UniqueIds(500).min(1, { error: 'validation.required' }),
});
export type CmsFaqOrderInput = z.infer<typeof CmsFaqOrderInput>;

/** `PUT /api/faqs/order`: the same within one brand (a brand manager may omit `brandId`). */
export const FaqOrderInput = CmsFaqOrderInput.extend({ brandId: z.uuid().optional() });
export type FaqOrderInput = z.infer<typeof FaqOrderInput>;

/** `GET /api/public/brands/{widgetId}/faqs?lang=&q=`: no `lang` means the locale cookie or Accept-Language. */
export const PublicFaqQuery = z.object({
  lang: ProductLanguage.optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
});
export type PublicFaqQuery = z.infer<typeof PublicFaqQuery>;

/** A brand's active FAQs in one language (a text missing in it is given in the other), in display order. */
export const PublicFaqResponse = z.object({
  language: ProductLanguage,
  items: z.array(z.object({ id: z.uuid(), question: z.string(), answer: z.string() })),
});
export type PublicFaqResponse = z.infer<typeof PublicFaqResponse>;
