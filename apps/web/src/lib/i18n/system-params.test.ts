import { describe, expect, it } from 'vitest';
import { systemParamsIn } from './system-params.ts';

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
