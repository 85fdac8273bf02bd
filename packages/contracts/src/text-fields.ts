import { z } from 'zod';

/** Building blocks for the content forms (canned responses, FAQ, contact forms, CMS). */

export const RequiredText = (max: number) => z.string().trim().min(1, { error: 'validation.required' }).max(max);

/** Optional text: absent or blank is stored as the empty string. */
export const OptionalText = (max: number) => z.string().trim().max(max).default('');

/** An http(s) address. */
export const WebUrl = z.url({ protocol: /^https?$/, error: 'validation.invalidUrl' }).max(2000);

/** An optional http(s) address: `null`, absent or blank mean none. */
export const OptionalWebUrl = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => value || null)
  .pipe(WebUrl.nullable());

/** A list of ids in which each id appears once. */
export const UniqueIds = (max: number) =>
  z
    .array(z.uuid())
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicateItems' });

/**
 * Fails each pair (e.g. `['titleEn', 'titleAr']`) that is blank in both languages, with an issue on both fields.
 * Runs even when other fields failed, so a form shows every problem at once.
 */
export function requireEnglishOrArabic<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  pairs: readonly (readonly [string, string])[],
): T {
  return schema.superRefine(
    (value, ctx) => {
      const filled = (key: string) => {
        const text = (value as Record<string, unknown>)[key];
        return typeof text === 'string' && text.trim() !== '';
      };
      for (const [en, ar] of pairs) {
        if (filled(en) || filled(ar)) continue;
        for (const path of [en, ar]) {
          ctx.addIssue({ code: 'custom', path: [path], message: 'validation.englishOrArabicRequired' });
        }
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  ) as T;
}
