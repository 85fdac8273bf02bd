import { describe, expect, it } from 'vitest';
import { nationalNumberOf, ownedBy, ownerOf, toE164 } from './phone.ts';

describe('phone numbers in E.164', () => {
  it.each([
    ['+966 55 000 0101', '+966550000101'],
    ['00966550000101', '+966550000101'],
    ['0550000101', '+966550000101'],
    ['٠٥٥٠٠٠٠١٠١', '+966550000101'],
    ['+965 5123 4567', '+96551234567'],
    ['+973 3600 1234', '+97336001234'],
    ['+974 3312 3456', '+97433123456'],
    ['+968 9123 4567', '+96891234567'],
    ['+971555555555', '+971555555555'],
    ['+1 646-386-3600', '+16463863600'],
  ])('reads %s as %s', (written, e164) => expect(toE164(written)).toBe(e164));

  it.each(['', 'call me', '12', null])('has no number for %s', (written) => expect(toE164(written)).toBeNull());

  it("gives the national number Salla keeps as `mobile`, whatever the country's length", () => {
    expect(nationalNumberOf('+96551234567')).toBe('51234567');
    expect(nationalNumberOf('+966550000101')).toBe('550000101');
  });
});

describe('who an order belongs to', () => {
  const owner = ownerOf(['+965 5123 4567', null], ['Shopper@Example.com']);

  it('matches the same line in any spelling, and the e-mail in any case', () => {
    expect(ownedBy(owner, { phone: '0096551234567' })).toBe(true);
    expect(ownedBy(owner, { email: 'shopper@example.COM' })).toBe(true);
  });

  it('does not match a number that only shares its last digits', () => {
    // The old rule (last nine digits) took these for one line.
    expect(ownedBy(ownerOf(['+966551234567'], []), { phone: '+96551234567' })).toBe(false);
    expect(ownedBy(ownerOf(['+97151234567'], []), { phone: '+96551234567' })).toBe(false);
    expect(ownedBy(owner, { phone: null, email: null })).toBe(false);
  });
});
