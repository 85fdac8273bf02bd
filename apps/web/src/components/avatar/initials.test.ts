import { describe, expect, it } from 'vitest';
import { AVATAR_SIZES, initials } from './initials.ts';

describe('avatar initials (spec section 9)', () => {
  it('takes the first letter of each of the first two words', () => {
    expect(initials('Amal Haddad')).toBe('AH');
    expect(initials('amal bint Khalid Haddad')).toBe('AB');
  });

  it('works with one word, extra spaces and nothing at all', () => {
    expect(initials('Sara')).toBe('S');
    expect(initials('  Sara   Alqahtani  ')).toBe('SA');
    expect(initials('')).toBe('');
    expect(initials(null)).toBe('');
  });

  it('keeps Arabic letters', () => {
    expect(initials('أمل حداد')).toBe('أح');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initials('𝒜lex Smith')).toBe('𝒜S');
  });
});

describe('avatar sizes', () => {
  it('runs from 3xs = 16 px to 3xl = 48 px in steps of 4', () => {
    expect(Object.entries(AVATAR_SIZES)).toEqual([
      ['3xs', 16],
      ['2xs', 20],
      ['xs', 24],
      ['sm', 28],
      ['md', 32],
      ['lg', 36],
      ['xl', 40],
      ['2xl', 44],
      ['3xl', 48],
    ]);
  });
});
