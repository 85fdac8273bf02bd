import { beforeAll, describe, expect, it } from 'vitest';
import { controlCharacterPaths, PlainText, RequiredText } from './text-fields.ts';
import { configureValidationMessages, toValidationIssues } from './validation.ts';

describe('the shared text schema (issue 16)', () => {
  beforeAll(() => configureValidationMessages());

  it('refuses NUL and the other C0 controls, and allows tab, LF and CR', () => {
    for (const code of [0, 1, 7, 8, 11, 12, 14, 27, 31]) {
      expect(PlainText.safeParse(`a${String.fromCharCode(code)}b`).success, `U+${code.toString(16)}`).toBe(false);
    }
    expect(PlainText.safeParse('line one\r\n\tline two — سطر').success).toBe(true);
  });

  it('says what is wrong in both languages', () => {
    const result = RequiredText(100).safeParse('Hello\u0000');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toValidationIssues(result.error.issues, 'en')[0]).toMatchObject({ key: 'validation.controlCharacters' });
    expect(toValidationIssues(result.error.issues, 'ar')[0]?.message).toMatch(/محارف التحكم/);
  });

  it('finds every string and key holding one, by path, however deep', () => {
    const payload = { name: 'ok', items: [{ body: 'a\u0000b' }, 'fine', 'x\u001b'], ['k\u0001']: 1, n: 5, z: null };
    expect(controlCharacterPaths(payload)).toEqual(
      expect.arrayContaining([['items', 0, 'body'], ['items', 2], ['k\u0001']]),
    );
    expect(controlCharacterPaths(payload)).toHaveLength(3);
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 10_000; level++) deep = [deep];
    expect(controlCharacterPaths({ deep })[0]).toHaveLength(10_001);
    expect(controlCharacterPaths('clean\ttext')).toEqual([]);
  });
});
