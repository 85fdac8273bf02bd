import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './intl-formats.ts';

describe('date formatters', () => {
  it('makes one per locale and options, formatting as a new one would', () => {
    const first = dateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })).toBe(first);
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).not.toBe(first);
    expect(dateTimeFormat('ar-u-ca-gregory-nu-latn', { dateStyle: 'medium', timeStyle: 'short' })).not.toBe(first);
    const date = new Date('2026-11-27T10:30:00Z');
    expect(first.format(date)).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(date),
    );
  });
});
