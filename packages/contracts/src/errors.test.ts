import { describe, expect, it } from 'vitest';
import { ERROR_CATALOG, ERROR_CODES, formatMessage, isErrorCode } from './errors.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  it.each(ERROR_CODES)('%s has an English and an Arabic text with the same placeholders', (code) => {
    const { en, ar, status } = ERROR_CATALOG[code];
    expect(en.trim()).not.toBe('');
    expect(ar.trim()).not.toBe('');
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(placeholders(ar)).toEqual(placeholders(en));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it('carries the spec texts where the spec gives them', () => {
    expect(ERROR_CATALOG.OTP_SESSION_INVALID.en).toBe('The code has expired. Please request a new code.');
    expect(ERROR_CATALOG.INTERNAL_ERROR.en).toBe('Internal server error');
    expect(ERROR_CATALOG.CHAT_MAX_CONVERSATIONS_REACHED.en).toBe('Maximum allowed conversations reached.');
  });

  it('has a code for every message of the spec catalogue', () => {
    const required = [
      ...['AGENT', 'AGENT_SETTINGS', 'BRAND', 'CASE', 'CATEGORY', 'CHAT_ROOM', 'CONTACT_FORM'].map(
        (n) => `${n}_NOT_FOUND`,
      ),
      ...['CONTACT_FORM_RESPONSE', 'CUSTOMER_SETTINGS', 'FAQ', 'MESSAGE', 'ORDER', 'USER'].map((n) => `${n}_NOT_FOUND`),
      'ADMIN_CANNOT_MODIFY_SELF',
      'CATEGORY_NAME_EXISTS',
      'BRAND_NAME_OR_EMAIL_EXISTS',
      'AGENT_HAS_RELATED_RECORDS',
      'BRAND_HAS_RELATED_RECORDS',
      'CATEGORY_HAS_RELATED_RECORDS',
      'OTP_INVALID',
      'OTP_ALREADY_USED',
      'OTP_ALREADY_VERIFIED',
      'OTP_NOT_VERIFIED',
      'OTP_ATTEMPTS_EXCEEDED',
      'OTP_CANNOT_REINITIATE_YET',
      'OTP_SESSION_INVALID',
      'EMAIL_OR_PHONE_REQUIRED',
      'EMAIL_OR_PHONE_NOT_VERIFIED',
      'SAME_AS_CURRENT_EMAIL_OR_PHONE',
      'USER_EXISTS_EMAIL',
      'USER_EXISTS_PHONE',
      'USER_EXISTS_GAMER_ID',
      'GAMER_ID_USER_SHOULD_LOGIN',
      'GAMER_ID_BLOCKED',
      'USER_NOT_EXISTS',
      'INVALID_CURRENT_PASSWORD',
      'INVALID_TOKEN',
      'TOKEN_EXPIRED',
      'TOKEN_NOT_YET_VALID',
      'MISSING_AUTHORIZATION_HEADER',
      'INVALID_AUTHORIZATION_FORMAT',
      'UNAUTHORIZED',
      'CHAT_NOT_PENDING_ACCEPTANCE',
      'CHAT_NOT_MEMBER',
      'CHAT_NOT_AUTHORIZED',
      'CHAT_NOT_ASSIGNED',
      'CHAT_MAX_CONVERSATIONS_REACHED',
      'INVALID_WIDGET',
      'BRAND_NOT_CONNECTED',
      'BRAND_CONTACT_EMAIL_MISSING',
      'TRACKING_CONFIG_MISSING',
      'ORDER_TRACKING_FAILED',
      'SMS_CREDENTIALS_NOT_SET',
      'ACCOUNT_DEACTIVATED',
      'DOMAIN_NOT_AUTHORIZED',
      'INVALID_LOGIN_CREDENTIALS',
      'RESET_LINK_USED',
      'RESET_LINK_INVALID',
    ];
    expect(required.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('In {seconds} s {x}', { seconds: 42 })).toBe('In 42 s {x}');
  });
});

describe('validation messages', () => {
  it.each(Object.entries(VALIDATION_MESSAGES))('%s exists in both languages', (_key, { en, ar }) => {
    expect(en.trim()).not.toBe('');
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(placeholders(ar)).toEqual(placeholders(en));
  });
});
