import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../../lib/validation-error.ts';

/**
 * The passwords people pick most (zxcvbn-ts's list of about 49,000, from public breaches), lower-cased: a password
 * guesser tries them first, so none may be set, whatever its length (issue 17).
 */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

const isCommonPassword = (password: string): boolean => COMMON.has(password.trim().toLowerCase());

/** Refuses a common password as the field's validation error (VALIDATION_FAILED, translated). */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw fieldError([field], 'validation.passwordTooCommon');
}
