import type { Translator as I18n } from './translator.ts';
import type { LanguageBody } from '@tawasul/contracts/auth';
import {
  directionOf,
  isProductLanguage,
  LOCALE_COOKIE,
  type ProductLanguage,
} from '@tawasul/contracts/locale-registry';
import { readCookie, writeCookie } from '../cookies.ts';
import type { HttpClient } from '../http/http-client.ts';

/** The language of the interface right now. */
export function currentLanguage(i18n: I18n): ProductLanguage {
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/** `<html lang dir>` follow the language; Mantine's DirectionProvider watches `dir` and mirrors every component. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** The locale cookie says which language to start in before the server has answered. */
function languageFromCookie(): ProductLanguage | null {
  const value = readCookie(LOCALE_COOKIE.name);
  return isProductLanguage(value) ? value : null;
}

function rememberLanguage(language: ProductLanguage): void {
  writeCookie(LOCALE_COOKIE.name, language, {
    maxAgeSeconds: LOCALE_COOKIE.maxAgeSeconds,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
  });
}

/**
 * `GET /api/admin/language`, awaited before the first render (spec section 7). A failure logs the spec's message
 * and the app starts in the cookie's language, else English. Checked by hand: the start-up bundle carries no Zod.
 */
export async function loadAdminLanguage(http: HttpClient): Promise<ProductLanguage> {
  try {
    const body = await http.get<Partial<LanguageBody> | null>('/api/admin/language');
    const language = body?.language;
    if (isProductLanguage(language)) return language;
    throw new Error(`Not a language: ${JSON.stringify(body)}`);
  } catch (error) {
    console.error('Failed locale loading', error);
    return languageFromCookie() ?? 'en';
  }
}

/** Switches the interface and keeps the choice: the cookie at once, the account through the API (also sets it). */
export async function chooseLanguage(i18n: I18n, http: HttpClient, language: ProductLanguage): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  try {
    await http.put('/api/admin/language', { language });
  } catch (error) {
    // The cookie already holds the choice; the account catches up the next time it is saved.
    console.warn('Could not save the language on the server', error);
  }
}
