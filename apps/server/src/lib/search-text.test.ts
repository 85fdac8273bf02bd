import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchDocument, searchTokens } from './search-text.ts';

describe('normalizeSearchText (DESIGN.md section 4)', () => {
  it('removes Arabic diacritics and tatweel', () => {
    expect(normalizeSearchText('مَرْحَبًا بِكُمْ')).toBe('مرحبا بكم');
    expect(normalizeSearchText('الشَّحْنُ')).toBe('الشحن');
    expect(normalizeSearchText('كـــتـــاب')).toBe('كتاب');
    expect(normalizeSearchText('ٱلْقُرْآن')).toBe('القران');
  });

  it('unifies the alef and hamza forms', () => {
    for (const alef of ['أ', 'إ', 'آ', 'ٱ', 'ا']) expect(normalizeSearchText(`${alef}رجاع`)).toBe('ارجاع');
    expect(normalizeSearchText('مسؤول')).toBe('مسوول');
    expect(normalizeSearchText('قارئ')).toBe('قاري');
  });

  it('folds ta marbuta to ha and alef maqsura (and Persian yeh) to ya', () => {
    expect(normalizeSearchText('فاتورة')).toBe('فاتوره');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('هدی')).toBe('هدي');
  });

  it('reads presentation forms as the letters they show', () => {
    expect(normalizeSearchText('ﻷ')).toBe('لا');
    expect(normalizeSearchText('ﷲ')).toBe('الله');
  });

  it('lower-cases Latin, drops accents and reads Arabic-Indic digits as 0-9', () => {
    expect(normalizeSearchText('Refund CAFÉ Naïve')).toBe('refund cafe naive');
    expect(normalizeSearchText('طلب رقم ١٢٣٤ / ۵۶')).toBe('طلب رقم 1234 / 56');
  });

  it('collapses whitespace', () => {
    expect(normalizeSearchText('  late \n\t delivery  ')).toBe('late delivery');
  });

  it('reads plain ASCII exactly as the full rules do (the fast path of English messages)', () => {
    const printable = String.fromCharCode(...Array.from({ length: 0x7f - 0x21 }, (_, index) => 0x21 + index));
    const ascii = `  Where IS my Order #123?\t\n Late \f\r delivery  ${printable}`;
    // One accented letter takes the full way: the rest must come out the same as on the fast one.
    expect(normalizeSearchText(`${ascii}é`)).toBe(`${normalizeSearchText(ascii)}e`);
  });

  it('makes differently written words equal', () => {
    expect(normalizeSearchText('إرجاع الفاتورة')).toBe(normalizeSearchText('ارجاع الفاتوره'));
    expect(normalizeSearchText('الأُسْبُوعَ القَادِمَ')).toBe(normalizeSearchText('الاسبوع القادم'));
  });
});

describe('search documents and tokens', () => {
  it('joins the normalised texts of a record, skipping blanks', () => {
    expect(searchDocument('Late Delivery', '', 'تأخَّر الطلب', null)).toBe('late delivery\nتاخر الطلب');
  });

  it('splits a query into distinct normalised words, at most eight', () => {
    expect(searchTokens('  Refund  REFUND الفاتورة ')).toEqual(['refund', 'الفاتوره']);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTokens('   ')).toEqual([]);
    expect(searchTokens(undefined)).toEqual([]);
  });
});
