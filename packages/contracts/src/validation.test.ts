import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SendOtpBody } from './auth.ts';
import {
  configureValidationMessages,
  Email,
  GamerId,
  Password,
  Phone,
  toValidationIssues,
  withPasswordConfirmation,
} from './validation.ts';

const issuesOf = (schema: z.ZodType, value: unknown, language: 'en' | 'ar' = 'en') => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return toValidationIssues(result.error.issues, language);
};

describe('validation messages (spec section 5)', () => {
  beforeAll(() => configureValidationMessages());

  it('uses the spec generic texts', () => {
    const schema = z.object({ name: z.string().min(3).max(5), age: z.number(), kind: z.enum(['a', 'b']) });
    expect(issuesOf(schema, {}).map((i) => i.message)).toEqual(['Required', 'Required', 'Required']);
    const messages = issuesOf(schema, { name: 'ab', age: 'x', kind: 'c' }).map((i) => i.message);
    expect(messages).toEqual([
      'String must contain at least 3 character(s)',
      'Expected number, received string',
      "Invalid enum value. Expected 'a' | 'b', received 'c'",
    ]);
    expect(issuesOf(schema, { name: 'abcdef', age: 1, kind: 'a' })[0]?.message).toBe(
      'String must contain at most 5 character(s)',
    );
  });

  it('renders Arabic with the same parameters', () => {
    const [issue] = issuesOf(z.object({ name: z.string().min(3) }), { name: 'a' }, 'ar');
    expect(issue).toMatchObject({ path: ['name'], key: 'validation.tooSmall.string', params: { minimum: 3 } });
    expect(issue?.message).toBe('يجب أن يحتوي النص على 3 حرف على الأقل');
  });

  it('lowercases e-mails and rejects bad ones', () => {
    expect(Email.parse('  Admin@Tawasul.TEST ')).toBe('admin@tawasul.test');
    expect(issuesOf(Email, 'not-an-email')[0]?.message).toBe('Invalid email');
    expect(issuesOf(Email, '')[0]?.message).toBe('Required');
  });

  it('needs passwords of 8 characters and a matching confirmation', () => {
    expect(issuesOf(Password, 'short')[0]?.message).toBe('Password must be at least 8 characters');
    const form = withPasswordConfirmation({ password: Password });
    expect(issuesOf(form, { password: 'long-enough', confirmPassword: 'different' })[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
    expect(form.safeParse({ password: 'long-enough', confirmPassword: 'long-enough' }).success).toBe(true);
  });

  it('accepts phones of digits and + only, within length bounds', () => {
    expect(Phone.parse('+966500000011')).toBe('+966500000011');
    expect(issuesOf(Phone, '05-1234')[0]?.key).toBe('validation.phoneFormat');
    expect(issuesOf(Phone, '+1234')[0]?.key).toBe('validation.phoneTooShort');
    expect(issuesOf(Phone, '+1234567890123456')[0]?.key).toBe('validation.phoneTooLong');
  });

  it('keeps Gamer IDs under 20 characters', () => {
    expect(GamerId.parse('a'.repeat(19))).toHaveLength(19);
    expect(issuesOf(GamerId, 'a'.repeat(20))[0]?.message).toBe('Gamer ID must be under 20 characters');
  });

  it('needs an e-mail or a phone to send a code', () => {
    expect(issuesOf(SendOtpBody, { purpose: 'sign-in' })[0]?.key).toBe('validation.emailOrPhoneRequired');
    expect(SendOtpBody.safeParse({ purpose: 'sign-in', phone: '+966500000011' }).success).toBe(true);
  });
});
