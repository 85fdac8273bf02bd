import { describe, expect, it } from 'vitest';
import { isolateIn } from './isolate.ts';

describe('values put into a sentence of the other direction', () => {
  it('isolates an English name in Arabic text and an Arabic name in English text', () => {
    expect(isolateIn('rtl')('Sara Alqahtani')).toBe('\u2068Sara Alqahtani\u2069');
    expect(isolateIn('ltr')('سارة القحطاني')).toBe('\u2068سارة القحطاني\u2069');
  });

  it('leaves values in the reader’s own direction, and numbers, as they are', () => {
    expect(isolateIn('ltr')('Sara Alqahtani')).toBe('Sara Alqahtani');
    expect(isolateIn('rtl')('سارة القحطاني')).toBe('سارة القحطاني');
    expect(isolateIn('rtl')(1042)).toBe('1042');
  });
});
