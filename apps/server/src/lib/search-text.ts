import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern } from './list-sql.ts';

/** Letters that are alef in all but spelling: wasla, and the wavy/high-hamza forms NFKD does not split. */
const ALEF_FORMS = /[\u0671\u0672\u0673\u0675]/g;
/** Marks left on Arabic letters that are letters (Lo) rather than combining marks: high hamza, tatweel. */
const ARABIC_NON_MARKS = /[\u0640\u0674]/g;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC_DIGIT = /[\u06F0-\u06F9]/g;
const MAX_TOKENS = 8;
/** Anything but printable ASCII and whitespace: such text takes the full rules. */
const NOT_PLAIN = /[^\t\n\v\f\r\u0020-\u007e]/;

/**
 * The form text is compared in, for search and for critical words (DESIGN.md section 4): Latin lower-cased and
 * without accents; Arabic without diacritics or tatweel, with every alef/hamza carrier unified (أ إ آ ٱ → ا,
 * ؤ → و, ئ → ي), ta marbuta folded to ha and alef maqsura to ya; Arabic-Indic digits as 0-9; whitespace collapsed.
 * Written to a column on every write and applied to every query, so both sides always agree.
 */
export function normalizeSearchText(text: string): string {
  // Plain ASCII (most messages in English) has nothing to decompose, fold or map: the same result, far cheaper.
  if (!NOT_PLAIN.test(text)) return text.toLowerCase().replace(/\s+/g, ' ').trim();
  return (
    text
      .toLowerCase()
      // Compatibility decomposition: presentation forms become letters, أ becomes ا + hamza mark, é becomes e + ́.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(ARABIC_NON_MARKS, '')
      .replace(ALEF_FORMS, 'ا')
      .replace(/\u0629/g, 'ه')
      .replace(/[\u0649\u06CC]/g, 'ي')
      .replace(ARABIC_INDIC_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(EXTENDED_ARABIC_INDIC_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x06f0))
      .normalize('NFC')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The normalised search column's value for a record's searchable texts. */
export function searchDocument(...texts: (string | null | undefined)[]): string {
  return texts
    .map((text) => normalizeSearchText(text ?? ''))
    .filter(Boolean)
    .join('\n');
}

/** The distinct words of a query, normalised (at most eight, so one request cannot build a huge condition). */
export function searchTokens(query: string | undefined): string[] {
  if (!query) return [];
  return [...new Set(normalizeSearchText(query).split(' ').filter(Boolean))].slice(0, MAX_TOKENS);
}

/**
 * Every word of the query appears in `column` (a normalised search column), in any order. Each word is a
 * `LIKE '%word%'`, which a pg_trgm GIN index on the column answers without reading the table.
 */
export function matchesAllTokens(column: SQLWrapper, tokens: readonly string[]): SQL | undefined {
  if (tokens.length === 0) return undefined;
  return and(...tokens.map((token) => sql`${column} like ${containsPattern(token)}`));
}
