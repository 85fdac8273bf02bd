/**
 * Every error the server can answer with: one code per message of the spec's error catalogue (section 8) plus
 * generic ones. The server replies `{ error: { code, message, details? } }`; clients translate by code.
 */
import { CHAT_AND_STORE_ERRORS, type ErrorDefinition } from './error-catalog-chats.ts';

const notFound = (en: string, ar: string): ErrorDefinition => ({ status: 404, en, ar });

export const ERROR_CATALOG = {
  // Generic
  VALIDATION_FAILED: { status: 400, en: 'Some fields are not valid.', ar: 'بعض الحقول غير صالحة.' },
  NOT_FOUND: notFound('Not found.', 'غير موجود.'),
  ROUTE_NOT_FOUND: notFound('This address does not exist.', 'هذا العنوان غير موجود.'),
  FORBIDDEN: { status: 403, en: 'You are not allowed to do this.', ar: 'غير مسموح لك بهذا الإجراء.' },
  ORIGIN_NOT_ALLOWED: {
    status: 403,
    en: 'This request came from a site that is not allowed.',
    ar: 'أتى هذا الطلب من موقع غير مسموح به.',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many attempts. Please try again in {seconds} seconds.',
    ar: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {seconds} ثانية.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large.', ar: 'الطلب كبير جدًا.' },
  INTERNAL_ERROR: { status: 500, en: 'Internal server error', ar: 'خطأ داخلي في الخادم' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is not available right now.',
    ar: 'الخدمة غير متاحة حاليًا.',
  },

  // Files
  UPLOAD_TOO_LARGE: {
    status: 413,
    en: 'Please upload a file smaller than {size}MB',
    ar: 'يرجى رفع ملف أصغر من {size} ميجابايت',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    status: 415,
    en: 'This type of file is not allowed here.',
    ar: 'هذا النوع من الملفات غير مسموح به هنا.',
  },
  UPLOAD_IMAGE_UNREADABLE: {
    status: 422,
    en: 'This image could not be read. Please upload a valid JPEG, PNG, WebP or GIF picture.',
    ar: 'تعذرت قراءة هذه الصورة. يرجى رفع صورة صالحة بصيغة JPEG أو PNG أو WebP أو GIF.',
  },
  UPLOAD_IMAGE_TOO_MANY_PIXELS: {
    status: 413,
    en: 'This image is too big. Please upload a picture of at most {megapixels} megapixels.',
    ar: 'هذه الصورة كبيرة جدًا. يرجى رفع صورة لا تتجاوز {megapixels} ميجابكسل.',
  },
  UPLOAD_NOT_FOUND: notFound('File not found.', 'الملف غير موجود.'),
  UPLOAD_RANGE_NOT_SATISFIABLE: {
    status: 416,
    en: 'The requested part of the file does not exist.',
    ar: 'الجزء المطلوب من الملف غير موجود.',
  },

  // Not found (spec section 8)
  AGENT_NOT_FOUND: notFound('Agent not found.', 'الموظف غير موجود.'),
  AGENT_SETTINGS_NOT_FOUND: notFound('Agent settings not found.', 'إعدادات الموظف غير موجودة.'),
  BRAND_NOT_FOUND: notFound('Brand not found.', 'العلامة التجارية غير موجودة.'),
  CASE_NOT_FOUND: notFound('Case not found.', 'الحالة غير موجودة.'),
  CATEGORY_NOT_FOUND: notFound('Category not found.', 'التصنيف غير موجود.'),
  CHAT_ROOM_NOT_FOUND: notFound('Chat room not found.', 'غرفة المحادثة غير موجودة.'),
  CONTACT_FORM_NOT_FOUND: notFound('Contact form not found.', 'نموذج التواصل غير موجود.'),
  CONTACT_FORM_RESPONSE_NOT_FOUND: notFound('Contact form response not found.', 'رد نموذج التواصل غير موجود.'),
  CUSTOMER_SETTINGS_NOT_FOUND: notFound('Customer settings not found.', 'إعدادات العميل غير موجودة.'),
  FAQ_NOT_FOUND: notFound('FAQ not found.', 'السؤال الشائع غير موجود.'),
  MESSAGE_NOT_FOUND: notFound('Message not found.', 'الرسالة غير موجودة.'),
  ORDER_NOT_FOUND: notFound('Order not found.', 'الطلب غير موجود.'),
  USER_NOT_FOUND: notFound('User not found.', 'المستخدم غير موجود.'),
  GUEST_NOT_FOUND: notFound('Guest not found.', 'الزائر غير موجود.'),
  PAGE_NOT_FOUND: notFound('Page not found.', 'الصفحة غير موجودة.'),

  // Accounts and records
  ADMIN_CANNOT_MODIFY_SELF: {
    status: 403,
    en: 'An admin cannot delete or update their own account.',
    ar: 'لا يمكن للمسؤول حذف حسابه أو تعديله.',
  },
  CATEGORY_NAME_EXISTS: {
    status: 409,
    en: 'A category with the same name already exists.',
    ar: 'يوجد تصنيف بنفس الاسم بالفعل.',
  },
  BRAND_NAME_OR_EMAIL_EXISTS: {
    status: 409,
    en: 'A brand with the same name or email already exists.',
    ar: 'توجد علامة تجارية بنفس الاسم أو البريد الإلكتروني بالفعل.',
  },
  ORDER_MANAGER_FIXED: {
    status: 409,
    en: 'The order manager cannot be changed once set.',
    ar: 'لا يمكن تغيير مدير الطلبات بعد تعيينه.',
  },
  AGENT_HAS_RELATED_RECORDS: {
    status: 409,
    en: 'This agent cannot be deleted because it has related records.',
    ar: 'لا يمكن حذف هذا الموظف لوجود سجلات مرتبطة به.',
  },
  BRAND_HAS_RELATED_RECORDS: {
    status: 409,
    en: 'This brand cannot be deleted because it has related records.',
    ar: 'لا يمكن حذف هذه العلامة التجارية لوجود سجلات مرتبطة بها.',
  },
  CATEGORY_HAS_RELATED_RECORDS: {
    status: 409,
    en: 'This category cannot be deleted because it has related records.',
    ar: 'لا يمكن حذف هذا التصنيف لوجود سجلات مرتبطة به.',
  },
  PAGE_SLUG_EXISTS: {
    status: 409,
    en: 'A page with this slug already exists.',
    ar: 'توجد صفحة بنفس الرابط المختصر بالفعل.',
  },

  // One-time codes
  OTP_INVALID: { status: 400, en: 'The code is not correct.', ar: 'الرمز غير صحيح.' },
  OTP_ALREADY_USED: { status: 400, en: 'This code has already been used.', ar: 'تم استخدام هذا الرمز من قبل.' },
  OTP_ALREADY_VERIFIED: {
    status: 400,
    en: 'This code has already been verified.',
    ar: 'تم التحقق من هذا الرمز من قبل.',
  },
  OTP_NOT_VERIFIED: { status: 400, en: 'The code has not been verified yet.', ar: 'لم يتم التحقق من الرمز بعد.' },
  OTP_ATTEMPTS_EXCEEDED: {
    status: 429,
    en: 'Too many wrong attempts. Please request a new code.',
    ar: 'محاولات خاطئة كثيرة. يرجى طلب رمز جديد.',
  },
  OTP_CANNOT_REINITIATE_YET: {
    status: 429,
    en: 'You can request a new code in {seconds} seconds.',
    ar: 'يمكنك طلب رمز جديد بعد {seconds} ثانية.',
  },
  OTP_SESSION_INVALID: {
    status: 400,
    en: 'The code has expired. Please request a new code.',
    ar: 'انتهت صلاحية الرمز. يرجى طلب رمز جديد.',
  },
  EMAIL_OR_PHONE_REQUIRED: {
    status: 400,
    en: 'Email or phone is required.',
    ar: 'البريد الإلكتروني أو رقم الجوال مطلوب.',
  },
  EMAIL_OR_PHONE_NOT_VERIFIED: {
    status: 400,
    en: 'The email or phone has not been verified.',
    ar: 'لم يتم التحقق من البريد الإلكتروني أو رقم الجوال.',
  },
  SAME_AS_CURRENT_EMAIL_OR_PHONE: {
    status: 400,
    en: 'This is the same as your current email or phone.',
    ar: 'هذا مطابق لبريدك الإلكتروني أو رقم جوالك الحالي.',
  },
  USER_EXISTS_EMAIL: {
    status: 409,
    en: 'A user with this email already exists.',
    ar: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل.',
  },
  USER_EXISTS_PHONE: {
    status: 409,
    en: 'A user with this phone already exists.',
    ar: 'يوجد مستخدم بهذا الرقم بالفعل.',
  },
  USER_EXISTS_GAMER_ID: {
    status: 409,
    en: 'A user with this Gamer ID already exists.',
    ar: 'يوجد مستخدم بمعرّف اللاعب هذا بالفعل.',
  },
  GAMER_ID_USER_SHOULD_LOGIN: {
    status: 409,
    en: 'You already have an account with this Gamer ID. Please sign in.',
    ar: 'لديك حساب بمعرّف اللاعب هذا بالفعل. يرجى تسجيل الدخول.',
  },
  GAMER_ID_BLOCKED: {
    status: 403,
    en: 'This Gamer ID is blocked. Please contact support.',
    ar: 'معرّف اللاعب هذا محظور. يرجى التواصل مع الدعم.',
  },
  USER_NOT_EXISTS: {
    status: 404,
    en: 'User does not exist for this email or phone.',
    ar: 'لا يوجد مستخدم بهذا البريد الإلكتروني أو رقم الجوال.',
  },

  // Credentials and tokens
  INVALID_LOGIN_CREDENTIALS: {
    status: 401,
    en: 'Invalid login credentials.',
    ar: 'بيانات تسجيل الدخول غير صحيحة.',
  },
  INVALID_CURRENT_PASSWORD: {
    status: 400,
    en: 'The current password is not correct.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  INVALID_TOKEN: { status: 401, en: 'Invalid token.', ar: 'الرمز المميز غير صالح.' },
  TOKEN_EXPIRED: { status: 401, en: 'The token has expired.', ar: 'انتهت صلاحية الرمز المميز.' },
  TOKEN_NOT_YET_VALID: { status: 401, en: 'The token is not valid yet.', ar: 'الرمز المميز غير صالح بعد.' },
  MISSING_AUTHORIZATION_HEADER: {
    status: 401,
    en: 'The authorization header is missing.',
    ar: 'ترويسة التفويض مفقودة.',
  },
  INVALID_AUTHORIZATION_FORMAT: {
    status: 401,
    en: 'Invalid authorization format. Expected a bearer token.',
    ar: 'صيغة التفويض غير صالحة. المتوقع رمز Bearer.',
  },
  UNAUTHORIZED: { status: 401, en: 'Please sign in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  ACCOUNT_DEACTIVATED: {
    status: 403,
    en: 'Your account is deactivated. Please contact support.',
    ar: 'حسابك معطّل. يرجى التواصل مع الدعم.',
  },
  DOMAIN_NOT_AUTHORIZED: {
    status: 403,
    en: 'You are not authorized to log in from this domain.',
    ar: 'غير مصرح لك بتسجيل الدخول من هذا النطاق.',
  },
  RESET_LINK_USED: {
    status: 410,
    en: 'This link has already been used. Please request a new reset link.',
    ar: 'تم استخدام هذا الرابط من قبل. يرجى طلب رابط جديد لإعادة التعيين.',
  },
  RESET_LINK_EXPIRED: {
    status: 410,
    en: 'This link has expired. Please request a new reset link.',
    ar: 'انتهت صلاحية هذا الرابط. يرجى طلب رابط جديد لإعادة التعيين.',
  },
  RESET_LINK_INVALID: { status: 400, en: 'Error verifying link.', ar: 'خطأ في التحقق من الرابط.' },
  ...CHAT_AND_STORE_ERRORS,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

export const ERROR_CODES = Object.keys(ERROR_CATALOG) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOG, value);
}

const OTP_SPENT: ReadonlySet<string> = new Set<ErrorCode>([
  'OTP_ATTEMPTS_EXCEEDED',
  'OTP_ALREADY_USED',
  'OTP_SESSION_INVALID',
]);

/**
 * Whether an answer to a one-time code means it can never be verified (its attempts, or itself, are used up): clients
 * turn Verify off until a new code is sent (issue 22, defect 12).
 */
export function isOtpSpent(code: string): boolean {
  return OTP_SPENT.has(code);
}

/** Fills `{name}` placeholders; unknown names stay as they are. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** One item of `details` on a VALIDATION_FAILED reply. */
export interface ValidationIssue {
  path: (string | number)[];
  /** Translation key under `validation.*`, e.g. `validation.tooSmall.string`. */
  key: string;
  params?: Record<string, string | number>;
  /** The English text, for API clients that do not translate. */
  message: string;
}

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: unknown;
  };
}
