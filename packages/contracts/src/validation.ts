import { z } from 'zod';
import type { ValidationIssue } from './errors.ts';
import { isValidationKey, renderValidationMessage, type ValidationKey } from './validation-messages.ts';

export {
  isValidationKey,
  renderValidationMessage,
  VALIDATION_MESSAGES,
  type ValidationKey,
} from './validation-messages.ts';

function typeName(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (input instanceof Date) return 'date';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

const sizeOrigin = (origin: string): 'string' | 'array' | 'number' | 'date' =>
  origin === 'string' || origin === 'array' || origin === 'date' ? origin : origin === 'set' ? 'array' : 'number';

type RawIssue = z.core.$ZodRawIssue;

/** Maps a Zod issue to our key and its parameters. `input` is only known while Zod is still parsing. */
function describe(issue: RawIssue | z.core.$ZodIssue): {
  key: ValidationKey;
  params?: Record<string, string | number>;
} {
  if (typeof issue.message === 'string' && isValidationKey(issue.message)) return { key: issue.message };
  const input = 'input' in issue ? issue.input : undefined;
  const missing = 'input' in issue && input === undefined;
  if (missing && (issue.code === 'invalid_value' || issue.code === 'invalid_union'))
    return { key: 'validation.required' };
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return { key: 'validation.required' };
      return { key: 'validation.invalidType', params: { expected: String(issue.expected), received: typeName(input) } };
    case 'too_small':
      return {
        key: `validation.tooSmall.${sizeOrigin(issue.origin)}`,
        params: { minimum: Number(issue.minimum) },
      };
    case 'too_big':
      return {
        key: `validation.tooBig.${sizeOrigin(issue.origin)}`,
        params: { maximum: Number(issue.maximum) },
      };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.invalidEmail' };
      if (issue.format === 'url') return { key: 'validation.invalidUrl' };
      if (issue.format === 'datetime' || issue.format === 'date') return { key: 'validation.invalidDate' };
      return { key: 'validation.invalid' };
    case 'invalid_value':
      return {
        key: 'validation.invalidEnum',
        params: { options: issue.values.map((v) => `'${String(v)}'`).join(' | '), received: String(input) },
      };
    case 'unrecognized_keys':
      return { key: 'validation.unknownKeys', params: { keys: issue.keys.join(', ') } };
    default:
      return { key: 'validation.invalid' };
  }
}

/** Encodes key and parameters into Zod's message so they survive until the issue reaches a reader. */
const ENCODED_PREFIX = 'tawasul:';

/**
 * Zod's global error map: every message carries our key and its parameters, because Zod drops the input once
 * parsing ends and "received Y" needs it. Call once in each app.
 */
export function configureValidationMessages(): void {
  z.config({
    customError: (issue) => `${ENCODED_PREFIX}${JSON.stringify(describe(issue))}`,
  });
}

/** Turns Zod issues into the `details` of a VALIDATION_FAILED reply. */
export function toValidationIssues(
  issues: readonly z.core.$ZodIssue[],
  language: 'en' | 'ar' = 'en',
): ValidationIssue[] {
  return issues.map((issue) => {
    let described = describe(issue);
    if (issue.message.startsWith(ENCODED_PREFIX)) {
      described = JSON.parse(issue.message.slice(ENCODED_PREFIX.length)) as typeof described;
    }
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    // A refinement with its own sentence (not one of our keys) keeps that sentence.
    const ownSentence =
      issue.code === 'custom' && !issue.message.startsWith(ENCODED_PREFIX) && !isValidationKey(issue.message);
    return {
      path,
      key: described.key,
      ...(described.params ? { params: described.params } : {}),
      message: ownSentence ? issue.message : renderValidationMessage(described.key, described.params, language),
    };
  });
}

// Field rules shared by the server and the forms (spec section 5).
export const PASSWORD_MIN_LENGTH = 8;
export const GAMER_ID_MAX_LENGTH = 19;
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

export const Email = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .toLowerCase()
  .pipe(z.email({ error: 'validation.invalidEmail' }));

export const Password = z.string().min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' }).max(128);

export const Phone = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\+?[0-9]+$/, { error: 'validation.phoneFormat' })
  .refine((value) => value.replace('+', '').length >= PHONE_MIN_DIGITS, { error: 'validation.phoneTooShort' })
  .refine((value) => value.replace('+', '').length <= PHONE_MAX_DIGITS, { error: 'validation.phoneTooLong' });

export const GamerId = z.string().trim().min(1).max(GAMER_ID_MAX_LENGTH, { error: 'validation.gamerIdTooLong' });

export const OtpCode = z.string().regex(/^[0-9]{6}$/, { error: 'validation.codeFormat' });

/** A new password with its confirmation; the refinement reports on `confirmPassword`. */
export function withPasswordConfirmation<T extends z.ZodRawShape>(shape: T, passwordKey = 'password') {
  return z.object({ ...shape, confirmPassword: z.string() }).refine(
    (value) => {
      const fields = value as Record<string, unknown>;
      return fields[passwordKey] === fields.confirmPassword;
    },
    {
      error: 'validation.passwordsDoNotMatch',
      path: ['confirmPassword'],
    },
  );
}
