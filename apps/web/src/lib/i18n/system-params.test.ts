import { describe, expect, it } from 'vitest';
import { systemLine, systemParamsIn } from './system-params.ts';

describe('systemParamsIn', () => {
  const transfer = { from: 'Sara Ahmed', fromAr: 'سارة أحمد', to: 'Omar Ali', toAr: 'عمر علي' };

  it('names people in Arabic on an Arabic screen, in English on an English one, without the twins', () => {
    expect(systemParamsIn('ar', transfer)).toEqual({ from: 'سارة أحمد', to: 'عمر علي' });
    expect(systemParamsIn('en', transfer)).toEqual({ from: 'Sara Ahmed', to: 'Omar Ali' });
  });

  it('falls back to the English name where there is no Arabic one, and leaves other values alone', () => {
    expect(systemParamsIn('ar', { from: 'Sara Ahmed', fromAr: 'سارة أحمد', to: 'Omar Ali' })).toEqual({
      from: 'سارة أحمد',
      to: 'Omar Ali',
    });
    expect(systemParamsIn('ar', { name: 'Sara Ahmed', nameAr: '' })).toEqual({ name: 'Sara Ahmed' });
    expect(systemParamsIn('ar', { minutes: 10 })).toEqual({ minutes: 10 });
    expect(systemParamsIn('ar', null)).toEqual({});
  });

  it('keeps a key that merely ends in “Ar” when it is no twin', () => {
    expect(systemParamsIn('ar', { bazaar: 'x', cAr: 'y' })).toEqual({ bazaar: 'x', cAr: 'y' });
  });
});

describe('systemLine', () => {
  const marked = (params: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, `[${value}]`]));

  it('words a line for its reader with the names in the reader’s language, each isolated by the surface', () => {
    const transfer = { from: 'Sara Ahmed', fromAr: 'سارة أحمد', to: 'Omar Ali', toAr: 'عمر علي' };
    expect(systemLine('staff', 'ar', { systemKey: 'transferred', systemParams: transfer }, marked)).toBe(
      'نُقلت المحادثة من [سارة أحمد] إلى [عمر علي].',
    );
    expect(systemLine('customer', 'en', { systemKey: 'transferred', systemParams: transfer }, marked)).toBe(
      'Your chat was transferred from [Sara Ahmed] to [Omar Ali].',
    );
  });

  it('takes the reminder’s plural form from its minutes', () => {
    const reminder = (minutes: number) => ({ systemKey: 'shopperReminder' as const, systemParams: { minutes } });
    expect(systemLine('customer', 'en', reminder(1), marked)).toBe(
      'We have not heard from you for [1] minute. Reply whenever you are ready.',
    );
    expect(systemLine('staff', 'ar', reminder(2), marked)).toBe('أُرسل تذكير إلى العميل بعد دقيقتين دون رد.');
  });
});
