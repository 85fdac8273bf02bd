import { z } from 'zod';
import { formatMessage, type ValidationIssue } from './errors.ts';

/**
 * Validation texts. The generic ones are the spec's ("Required", "Expected X, received Y", ...); the rest belong to
 * our field rules. Schemas name a key as their message (`{ error: 'validation.phoneFormat' }`) and every reader —
 * the server's error reply, the web forms — renders the key in its own language.
 */
export const VALIDATION_MESSAGES = {
  'validation.required': { en: 'Required', ar: 'مطلوب' },
  'validation.invalidType': {
    en: 'Expected {expected}, received {received}',
    ar: 'المتوقع {expected}، المستلم {received}',
  },
  'validation.tooSmall.string': {
    en: 'String must contain at least {minimum} character(s)',
    ar: 'يجب أن يحتوي النص على {minimum} حرف على الأقل',
  },
  'validation.tooBig.string': {
    en: 'String must contain at most {maximum} character(s)',
    ar: 'يجب أن يحتوي النص على {maximum} حرف على الأكثر',
  },
  'validation.tooSmall.array': {
    en: 'Array must contain at least {minimum} element(s)',
    ar: 'يجب أن تحتوي القائمة على {minimum} عنصر على الأقل',
  },
  'validation.tooBig.array': {
    en: 'Array must contain at most {maximum} element(s)',
    ar: 'يجب أن تحتوي القائمة على {maximum} عنصر على الأكثر',
  },
  'validation.tooSmall.number': {
    en: 'Number must be greater than or equal to {minimum}',
    ar: 'يجب أن يكون الرقم أكبر من أو يساوي {minimum}',
  },
  'validation.tooBig.number': {
    en: 'Number must be less than or equal to {maximum}',
    ar: 'يجب أن يكون الرقم أصغر من أو يساوي {maximum}',
  },
  'validation.tooSmall.date': {
    en: 'Date must be on or after {minimum}',
    ar: 'يجب أن يكون التاريخ في {minimum} أو بعده',
  },
  'validation.tooBig.date': {
    en: 'Date must be on or before {maximum}',
    ar: 'يجب أن يكون التاريخ في {maximum} أو قبله',
  },
  'validation.invalidEmail': { en: 'Invalid email', ar: 'بريد إلكتروني غير صالح' },
  'validation.invalidUrl': { en: 'Invalid url', ar: 'رابط غير صالح' },
  'validation.invalidDate': { en: 'Invalid date', ar: 'تاريخ غير صالح' },
  'validation.invalidEnum': {
    en: "Invalid enum value. Expected {options}, received '{received}'",
    ar: "قيمة غير صالحة. المتوقع {options}، المستلم '{received}'",
  },
  'validation.invalid': { en: 'Invalid input', ar: 'قيمة غير صالحة' },
  'validation.invalidBody': {
    en: 'The request body could not be read',
    ar: 'تعذرت قراءة محتوى الطلب',
  },
  'validation.unknownKeys': { en: 'Unrecognized key(s) in object: {keys}', ar: 'مفاتيح غير معروفة: {keys}' },
  'validation.passwordsDoNotMatch': { en: 'Passwords do not match', ar: 'كلمتا المرور غير متطابقتين' },
  'validation.passwordTooShort': {
    en: 'Password must be at least 8 characters',
    ar: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  },
  'validation.phoneFormat': { en: 'Phone may contain digits and + only', ar: 'رقم الجوال يقبل الأرقام و + فقط' },
  'validation.phoneTooShort': { en: 'Phone number is too short', ar: 'رقم الجوال قصير جدًا' },
  'validation.phoneTooLong': { en: 'Phone number is too long', ar: 'رقم الجوال طويل جدًا' },
  'validation.gamerIdTooLong': {
    en: 'Gamer ID must be under 20 characters',
    ar: 'يجب أن يكون معرّف اللاعب أقل من 20 حرفًا',
  },
  'validation.emailOrPhoneRequired': {
    en: 'Email or phone is required',
    ar: 'البريد الإلكتروني أو رقم الجوال مطلوب',
  },
  'validation.color': { en: 'Use a colour like #7950f2', ar: 'استخدم لونًا مثل ‎#7950f2' },
  'validation.dateRange': {
    en: 'The end date must not be before the start date',
    ar: 'يجب ألا يسبق تاريخ النهاية تاريخ البداية',
  },
  'validation.dateRangeTooLong': { en: 'Choose a range of one year at most', ar: 'اختر فترة لا تزيد على سنة' },
  'validation.orderReference': {
    en: 'An order number has letters, digits and - only',
    ar: 'رقم الطلب يحتوي على حروف وأرقام و - فقط',
  },
  'validation.domain': { en: 'Enter a domain like store.example.com', ar: 'أدخل نطاقًا مثل store.example.com' },
  'validation.criticalWordsRequired': {
    en: 'Add at least one critical word',
    ar: 'أضف كلمة حرجة واحدة على الأقل',
  },
  'validation.messageEmpty': { en: 'Write a message or attach a file', ar: 'اكتب رسالة أو أرفق ملفًا' },
  'validation.codeFormat': { en: 'The code is 6 digits', ar: 'الرمز مكوّن من 6 أرقام' },
  'validation.uploadedImage': { en: 'Choose an uploaded image', ar: 'اختر صورة مرفوعة' },
  'validation.uploadedDocument': { en: 'Choose an uploaded document', ar: 'اختر مستندًا مرفوعًا' },
  'validation.uploadedVideo': { en: 'Choose an uploaded video', ar: 'اختر فيديو مرفوعًا' },
  'validation.existingCategory': { en: 'Choose an existing category', ar: 'اختر تصنيفًا موجودًا' },
  'validation.categoriesRequired': { en: 'Choose at least one category', ar: 'اختر تصنيفًا واحدًا على الأقل' },
  'validation.imagesRequired': { en: 'Add at least one product image', ar: 'أضف صورة منتج واحدة على الأقل' },
  'validation.documentsRequired': { en: 'Add at least one document', ar: 'أضف مستندًا واحدًا على الأقل' },
  'validation.englishOrArabicRequired': {
    en: 'Enter it in English or Arabic',
    ar: 'أدخله بالإنجليزية أو العربية',
  },
  'validation.videoUrl': {
    en: 'Enter a valid video link (YouTube, Vimeo or an https address)',
    ar: 'أدخل رابط فيديو صالحًا (يوتيوب أو فيميو أو عنوان https)',
  },
  'validation.videoOneSource': {
    en: 'Choose an uploaded video or a link, not both',
    ar: 'اختر فيديو مرفوعًا أو رابطًا، وليس كليهما',
  },
  'validation.slugFormat': {
    en: 'Use lowercase letters, digits and dashes only',
    ar: 'استخدم الأحرف الإنجليزية الصغيرة والأرقام والشرطات فقط',
  },
  'validation.linkUrl': {
    en: 'Enter an address starting with https:// or /',
    ar: 'أدخل عنوانًا يبدأ بـ https://‎ أو /',
  },
  'validation.duplicateItems': { en: 'Each item may appear only once', ar: 'لا يجوز تكرار أي عنصر' },
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

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

export function renderValidationMessage(
  key: ValidationKey,
  params: Record<string, string | number> | undefined,
  language: 'en' | 'ar',
): string {
  return formatMessage(VALIDATION_MESSAGES[key][language], params);
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
