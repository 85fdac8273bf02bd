import { describe, expect, it } from 'vitest';
import { compileCriticalWords, oneCriticalRecord, type CriticalWordRule } from './critical-words.ts';

const findCriticalWords = (text: string, rules: CriticalWordRule[]) => compileCriticalWords(rules).find(text);

const rule = (word: string, overrides: Partial<CriticalWordRule> = {}): CriticalWordRule => ({
  word,
  source: 'brand',
  categoryId: null,
  titleEn: `Title of ${word}`,
  titleAr: '',
  descriptionEn: '',
  descriptionAr: '',
  ...overrides,
});

const found = (text: string, rules: CriticalWordRule[]) => findCriticalWords(text, rules).map((match) => match.word);

describe('critical words in a message (DESIGN.md section 4)', () => {
  it('matches whole words only, whatever their case and punctuation', () => {
    const rules = [rule('refund')];
    expect(found('I want a REFUND!', rules)).toEqual(['refund']);
    expect(found('Refund, please.', rules)).toEqual(['refund']);
    expect(found('"refund"', rules)).toEqual(['refund']);
    expect(found('It was refunded already', rules)).toEqual([]);
    expect(found('prerefund', rules)).toEqual([]);
    expect(found('', rules)).toEqual([]);
  });

  it('matches a phrase only as consecutive whole words', () => {
    const rules = [rule('money back')];
    expect(found('I want my Money  Back now', rules)).toEqual(['money back']);
    expect(found('money is not back', rules)).toEqual([]);
    expect(found('moneyback', rules)).toEqual([]);
  });

  it('matches Arabic with or without diacritics and tatweel, on either side', () => {
    const rules = [rule('استرداد')];
    expect(found('أريد اسْتِرْدَادَ المبلغ', rules)).toEqual(['استرداد']);
    expect(found('أريد استـــرداد المبلغ', rules)).toEqual(['استرداد']);
    expect(found('أريد استرداد المبلغ', [rule('اسْتِرْدَاد')])).toEqual(['اسْتِرْدَاد']);
  });

  it('unifies the alef forms أ إ آ ا', () => {
    const rules = [rule('إلغاء')];
    for (const text of ['أريد إلغاء الطلب', 'أريد ألغاء الطلب', 'أريد آلغاء الطلب', 'أريد الغاء الطلب']) {
      expect(found(text, rules), text).toEqual(['إلغاء']);
    }
    expect(found('أريد إلغاء الطلب', [rule('الغاء')])).toEqual(['الغاء']);
  });

  it('folds ta marbuta into ha and alef maqsura into ya', () => {
    expect(found('لدي شكوه من الخدمة', [rule('شكوة')])).toEqual(['شكوة']);
    expect(found('لدي شكوة من الخدمة', [rule('شكوه')])).toEqual(['شكوه']);
    expect(found('هذا فوضي', [rule('فوضى')])).toEqual(['فوضى']);
    expect(found('هذا فوضى', [rule('فوضي')])).toEqual(['فوضي']);
  });

  it('matches an Arabic word written every way at once', () => {
    expect(found('تأخّـرت الشحنةُ ولم تصل، أريد إِلْغَـاءَ', [rule('الغاء'), rule('الشحنه')])).toEqual(['الغاء', 'الشحنه']);
  });

  it('does not match an Arabic word inside a longer word', () => {
    const rules = [rule('استرداد')];
    expect(found('استردادات كثيرة', rules)).toEqual([]);
    expect(found('مستردادي', rules)).toEqual([]);
    expect(found('تاسترداد', rules)).toEqual([]);
  });

  it('matches an Arabic word with its joined conjunction, preposition and article', () => {
    const rules = [rule('استرداد')];
    for (const text of [
      'الاسترداد متأخر',
      'أريد واسترداد',
      'وطالبت بالاسترداد',
      'طلب للاسترداد',
      'فالاسترداد',
      'وللاسترداد',
      'كاسترداد',
    ]) {
      expect(found(text, rules), text).toEqual(['استرداد']);
    }
    // A word listed with its article is found without it and with other proclitics.
    expect(found('أريد إلغاء الطلب', [rule('الالغاء')])).toEqual(['الالغاء']);
    expect(found('طلبت بالإلغاء', [rule('الالغاء')])).toEqual(['الالغاء']);
    expect(found('مشكلة في الطلب', [rule('للطلب')])).toEqual([]);
  });

  it('takes proclitics before a phrase, and the article on its later words', () => {
    const rules = [rule('استرجاع مبلغ')];
    expect(found('أريد واسترجاع المبلغ', rules)).toEqual(['استرجاع مبلغ']);
    expect(found('مبلغ استرجاع', rules)).toEqual([]);
  });

  it('gives short Arabic words no proclitics', () => {
    expect(found('وسخ', [rule('سخ')])).toEqual([]);
    expect(found('سخ', [rule('سخ')])).toEqual(['سخ']);
  });

  it('reports each word once, brand words before category words', () => {
    const category = rule('damaged', { source: 'category', categoryId: '00000000-0000-4000-8000-000000000001' });
    const rules = [category, rule('refund'), rule('Refund')];
    const matches = findCriticalWords('Damaged box: refund, REFUND, refund!', rules);
    expect(matches.map((match) => [match.source, match.word])).toEqual([
      ['brand', 'refund'],
      ['category', 'damaged'],
    ]);
  });

  it('keeps the same word from the brand and from a category as two matches', () => {
    const rules = [rule('broken'), rule('broken', { source: 'category', categoryId: crypto.randomUUID() })];
    expect(findCriticalWords('It arrived broken', rules).map((match) => match.source)).toEqual(['brand', 'category']);
  });

  it('ignores rules without letters', () => {
    expect(found('!!! ???', [rule('!!!'), rule(' ')])).toEqual([]);
  });
});

describe('oneCriticalRecord', () => {
  it('makes one record of a message’s matches, naming each word once, the brand’s wording first', () => {
    const categoryId = '00000000-0000-4000-8000-000000000002';
    const rules = [
      rule('broken', { titleEn: 'Broken item', descriptionEn: 'Offer a replacement.' }),
      rule('refund', { titleEn: 'Refund asked' }),
      rule('Broken', { source: 'category', categoryId, titleEn: 'Damaged items', descriptionEn: '' }),
    ];
    const record = oneCriticalRecord(findCriticalWords('It arrived broken, I want a refund', rules));
    expect(record).toMatchObject({
      word: 'broken, refund',
      words: ['broken', 'refund'],
      source: 'brand',
      categoryId,
      titleEn: 'Broken item · Refund asked · Damaged items',
      descriptionEn: 'Offer a replacement.',
    });
    expect(oneCriticalRecord([])).toBeNull();
  });
});
