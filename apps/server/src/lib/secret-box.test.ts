import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const SECRET = 'a'.repeat(48);

describe('secret box', () => {
  const box = createSecretBox(SECRET);

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('sk_live_1234567890', 'brand:1:api-key');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('sk_live');
    expect(box.open(sealed, 'brand:1:api-key')).toBe('sk_live_1234567890');
  });

  it('seals the same text differently each time (random IV)', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('keeps Arabic and empty texts intact', () => {
    expect(box.open(box.seal('مفتاح سري', 'c'), 'c')).toBe('مفتاح سري');
    expect(box.open(box.seal('', 'c'), 'c')).toBe('');
  });

  it('refuses a changed value, another context and another secret', () => {
    const sealed = box.seal('sk_live_1234567890', 'brand:1:api-key');
    const [version, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'brand:1:api-key')).toThrow();
    expect(() => box.open(sealed, 'brand:2:api-key')).toThrow();
    expect(() => createSecretBox('b'.repeat(48)).open(sealed, 'brand:1:api-key')).toThrow();
    expect(() => box.open('not-sealed', 'brand:1:api-key')).toThrow('not a sealed value');
  });
});
