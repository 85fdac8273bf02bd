import { normalizeSearchText } from '../../lib/search-text.ts';

export interface CriticalWordRule {
  word: string;
  source: 'brand' | 'category';
  categoryId: string | null;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

/** Words of normalised text: runs of letters and digits (Arabic and Latin alike). */
function words(text: string): string[] {
  return normalizeSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The rules whose word or phrase appears in `text` as whole words (DESIGN.md section 4): case-insensitive, with
 * Arabic normalised the same way as search (diacritics and tatweel removed, alef and hamza forms unified, ta marbuta
 * and alef maqsura folded). "refund" matches "Refund!" but not "refunded"; "استرجاع المبلغ" matches as a phrase.
 * One match per distinct word; brand words come before category words.
 */
export function findCriticalWords(text: string, rules: readonly CriticalWordRule[]): CriticalWordRule[] {
  const tokens = words(text);
  if (tokens.length === 0) return [];
  const found = new Map<string, CriticalWordRule>();
  for (const rule of rules) {
    const phrase = words(rule.word);
    if (phrase.length === 0) continue;
    const key = `${rule.source}:${rule.categoryId ?? ''}:${phrase.join(' ')}`;
    if (found.has(key)) continue;
    if (containsSequence(tokens, phrase)) found.set(key, rule);
  }
  return [...found.values()].sort((a, b) => (a.source === b.source ? 0 : a.source === 'brand' ? -1 : 1));
}

function containsSequence(tokens: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
    for (let offset = 0; offset < phrase.length; offset += 1) {
      if (tokens[start + offset] !== phrase[offset]) continue outer;
    }
    return true;
  }
  return false;
}
