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

const ARABIC_WORD = /^[\u0621-\u064a]{3,}$/u;
const ARTICLE = 'ال';
/** Proclitics written joined to the next word: a conjunction (و, ف), then a preposition (ب, ك, ل). */
const CONJUNCTIONS = ['', 'و', 'ف'];
const PREPOSITIONS = ['', 'ب', 'ك', 'ل'];

/**
 * Every way an Arabic word is written as one token with its joined proclitics: the conjunctions و ف, the
 * prepositions ب ك ل and the article ال, whether the listed word has the article or not (ل before ال drops the alef:
 * للطلب).
 * "استرداد" is found in "الاسترداد", "والاسترداد", "بالاسترداد" and "للاسترداد", never in "استردادات" (a suffix
 * makes another word). Words under three letters take no proclitics: too many other words start with them.
 */
function writtenForms(word: string): string[] {
  if (!ARABIC_WORD.test(word)) return [word];
  const bare = word.startsWith(ARTICLE) && word.length > ARTICLE.length + 2 ? word.slice(ARTICLE.length) : word;
  const forms = new Set<string>();
  for (const conjunction of CONJUNCTIONS) {
    for (const preposition of PREPOSITIONS) {
      forms.add(conjunction + preposition + bare);
      forms.add(conjunction + (preposition === 'ل' ? `لل${bare}` : `${preposition}${ARTICLE}${bare}`));
    }
  }
  return [...forms];
}

/** A brand's critical words ready to look for: each rule's words and written forms worked out once. */
export interface CriticalWordMatcher {
  /**
   * The rules whose word or phrase appears in `text` as whole words (DESIGN.md section 4): case-insensitive, with
   * Arabic normalised the same way as search (diacritics and tatweel removed, alef and hamza forms unified, ta marbuta
   * and alef maqsura folded), and an Arabic word's joined proclitics accepted (`writtenForms`). "refund" matches
   * "Refund!" but not "refunded"; "استرجاع المبلغ" matches as a phrase, and "واسترجاع المبلغ" too.
   * One match per distinct word; brand words come before category words.
   */
  find(text: string): CriticalWordRule[];
}

/**
 * Works the rules out once (their words, every written form of each) rather than for every message: the chat engine
 * keeps one matcher per brand's cached settings (`chat-message-content.ts`).
 */
export function compileCriticalWords(rules: readonly CriticalWordRule[]): CriticalWordMatcher {
  const compiled = rules.flatMap((rule) => {
    const phrase = words(rule.word);
    if (phrase.length === 0) return [];
    const key = `${rule.source}:${rule.categoryId ?? ''}:${phrase.join(' ')}`;
    const accepted = phrase.map((word, index) => new Set(index === 0 ? writtenForms(word) : articleForms(word)));
    return [{ rule, key, accepted }];
  });
  // A message none of whose words can start a rule's phrase is not looked at further (most messages).
  const firstWords = new Set(compiled.flatMap(({ accepted }) => [...accepted[0]!]));
  return {
    find(text) {
      if (compiled.length === 0) return [];
      const tokens = words(text);
      if (!tokens.some((token) => firstWords.has(token))) return [];
      const found = new Map<string, CriticalWordRule>();
      for (const { rule, key, accepted } of compiled) {
        if (!found.has(key) && containsSequence(tokens, accepted)) found.set(key, rule);
      }
      return [...found.values()].sort((a, b) => (a.source === b.source ? 0 : a.source === 'brand' ? -1 : 1));
    },
  };
}

/** Whether the phrase's words appear consecutively; the first word may carry joined proclitics (a conjunction or
 * preposition belongs to the phrase as a whole), the others only the article (استرجاع المبلغ). */
function containsSequence(tokens: readonly string[], accepted: readonly ReadonlySet<string>[]): boolean {
  outer: for (let start = 0; start + accepted.length <= tokens.length; start += 1) {
    for (let offset = 0; offset < accepted.length; offset += 1) {
      if (!accepted[offset]!.has(tokens[start + offset]!)) continue outer;
    }
    return true;
  }
  return false;
}

function articleForms(word: string): string[] {
  if (!ARABIC_WORD.test(word) || word.startsWith(ARTICLE)) return [word];
  return [word, `${ARTICLE}${word}`];
}

/** What one flagged message records: every word it matched, once, whichever lists they came from. */
export interface CriticalRecord extends CriticalWordRule {
  /** The distinct words matched, in the order of `CriticalWordMatcher.find` (brand words first). */
  words: string[];
}

/**
 * One record for all of a message's matches (issue 21): a word that is both a brand word and a category word, or
 * several words in one message, make one Critical Message row, one toast and one bell item. It names every distinct
 * word (`word` lists them, comma-separated); its source, title and description are the first match's (a brand word's
 * when there is one, the brand's own wording), the other distinct titles and descriptions following; its category is
 * the first category matched. Null when nothing matched.
 */
export function oneCriticalRecord(matches: readonly CriticalWordRule[]): CriticalRecord | null {
  const [first] = matches;
  if (!first) return null;
  const distinct = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  const words = distinct(matches.map((match) => match.word));
  const key = (word: string) => words.findIndex((other) => normalizeSearchText(other) === normalizeSearchText(word));
  const uniqueWords = words.filter((word, index) => key(word) === index);
  return {
    ...first,
    word: uniqueWords.join(', '),
    words: uniqueWords,
    categoryId: matches.find((match) => match.categoryId)?.categoryId ?? null,
    titleEn: distinct(matches.map((match) => match.titleEn)).join(' · '),
    titleAr: distinct(matches.map((match) => match.titleAr)).join(' · '),
    descriptionEn: distinct(matches.map((match) => match.descriptionEn)).join(' · '),
    descriptionAr: distinct(matches.map((match) => match.descriptionAr)).join(' · '),
  };
}
