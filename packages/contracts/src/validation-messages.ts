import { formatMessage } from './errors.ts';

// The validation texts without Zod: the web app's start-up registers them as the `validation.*` translations (and a
// form may show them) before any Zod is loaded. `validation.ts` maps Zod's issues to these keys and repeats the exports.

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
  'validation.controlCharacters': {
    en: 'Remove the control characters (such as NUL) from this text',
    ar: 'أزل محارف التحكم (مثل NUL) من هذا النص',
  },
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
  'validation.passwordTooCommon': {
    en: 'This password is one of the most common; choose one that is harder to guess',
    ar: 'كلمة المرور هذه من أكثر الكلمات شيوعًا؛ اختر كلمة يصعب تخمينها',
  },
  'validation.passwordUnchanged': {
    en: 'The new password must differ from the current one',
    ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
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
  'validation.orderContactRequired': {
    en: 'Enter the phone number or e-mail used for the order',
    ar: 'أدخل رقم الجوال أو البريد الإلكتروني المستخدم في الطلب',
  },
  'validation.httpsUrl': {
    en: 'Use the store’s https:// address',
    ar: 'استخدم عنوان المتجر الذي يبدأ بـ https://',
  },
  'validation.currencyCode': { en: 'Use a currency code like SAR', ar: 'استخدم رمز عملة مثل SAR' },
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

export function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

export function renderValidationMessage(
  key: ValidationKey,
  params: Record<string, string | number> | undefined,
  language: 'en' | 'ar',
): string {
  return formatMessage(VALIDATION_MESSAGES[key][language], params);
}
