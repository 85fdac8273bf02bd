// The locale registry without Zod: the web app's start-up (and so its sign-in page) reads languages, directions and
// the locale cookie from here and stays free of Zod; `locales.ts` adds the schema and repeats these exports.

/** The languages the product is written in. */
export const PRODUCT_LANGUAGES = ['en', 'ar'] as const;
export type ProductLanguage = (typeof PRODUCT_LANGUAGES)[number];

export function isProductLanguage(value: unknown): value is ProductLanguage {
  return (PRODUCT_LANGUAGES as readonly unknown[]).includes(value);
}

export type TextDirection = 'ltr' | 'rtl';

export interface LocaleEntry {
  name: string;
  code: string;
  dir?: TextDirection;
}

/** Locales whose script runs right to left (spec section 1). */
export const RTL_LOCALES = ['ar', 'ckb', 'fa-IR', 'he', 'ur'] as const;

/** The UI language registry of spec section 9: name in its own language, code, and direction where rtl. */
export const LOCALES: readonly LocaleEntry[] = [
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'az', name: 'Azərbaycanca' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'ca', name: 'Català' },
  { code: 'ckb', name: 'کوردی', dir: 'rtl' },
  { code: 'cs', name: 'Čeština' },
  { code: 'da', name: 'Dansk' },
  { code: 'de', name: 'Deutsch' },
  { code: 'el', name: 'Ελληνικά' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'et', name: 'Eesti' },
  { code: 'fa-IR', name: 'فارسی', dir: 'rtl' },
  { code: 'fi', name: 'Suomi' },
  { code: 'fr', name: 'Français' },
  { code: 'he', name: 'עברית', dir: 'rtl' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'hu', name: 'Magyar' },
  { code: 'hy', name: 'Հայերեն' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'it', name: 'Italiano' },
  { code: 'ja', name: '日本語' },
  { code: 'km', name: 'ខ្មែរ' },
  { code: 'ko', name: '한국어' },
  { code: 'nb-NO', name: 'Norsk bokmål' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt', name: 'Português' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'ro', name: 'Română' },
  { code: 'ru', name: 'Русский' },
  { code: 'sk', name: 'Slovenčina' },
  { code: 'sv', name: 'Svenska' },
  { code: 'th', name: 'ไทย' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'uk', name: 'Українська' },
  { code: 'ur', name: 'اردو', dir: 'rtl' },
  { code: 'uz', name: 'Oʻzbekcha' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
];

export function directionOf(code: string): TextDirection {
  return (RTL_LOCALES as readonly string[]).includes(code) ? 'rtl' : 'ltr';
}

/** The locale cookie (spec section 9): 365 days, SameSite=Lax, path /. */
export const LOCALE_COOKIE = { name: 'locale', maxAgeSeconds: 365 * 24 * 60 * 60, sameSite: 'lax', path: '/' } as const;
