import { z } from 'zod';

/**
 * The C0 control characters except tab, LF and CR. PostgreSQL refuses NUL in `text`, and none of the others belongs in
 * anything a person types; the server refuses them in every body, path parameter and query (issue 16).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** The shared text schema: a string without control characters (tab, LF and CR are allowed). */
export const PlainText = z.string().refine((value) => !CONTROL_CHARACTERS.test(value), {
  error: 'validation.controlCharacters',
});

/**
 * Where control characters hide in a parsed payload: the path of every such string (or object key), so that the
 * answer can name each field. Walks objects and arrays without recursion (a payload may be nested 10,000 deep).
 */
export function controlCharacterPaths(value: unknown, limit = 20): (string | number)[][] {
  interface Step {
    value: unknown;
    key?: string | number;
    parent?: Step;
  }
  const pathOf = (step: Step, last?: string): (string | number)[] => {
    const reversed: (string | number)[] = last === undefined ? [] : [last];
    for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) reversed.push(at.key);
    return reversed.reverse();
  };
  const found: (string | number)[][] = [];
  const stack: Step[] = [{ value }];
  while (stack.length > 0 && found.length < limit) {
    const step = stack.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTERS.test(current)) found.push(pathOf(step));
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => stack.push({ value: entry, key: index, parent: step }));
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, entry] of Object.entries(current)) {
        if (CONTROL_CHARACTERS.test(key)) found.push(pathOf(step, key));
        else stack.push({ value: entry, key, parent: step });
      }
    }
  }
  return found;
}

/** Building blocks for the content forms (canned responses, FAQ, contact forms, CMS). */

export const RequiredText = (max: number) => PlainText.trim().min(1, { error: 'validation.required' }).max(max);

/** Optional text: absent or blank is stored as the empty string. */
export const OptionalText = (max: number) => PlainText.trim().max(max).default('');

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
