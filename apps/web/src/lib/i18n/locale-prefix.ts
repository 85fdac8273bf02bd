import type { ProductLanguage } from '@tawasul/contracts/locales';

/**
 * Locale-prefixed routing: `/ar/admin/agent` is `/admin/agent` shown in Arabic. English is the default and has no
 * prefix; an unprefixed path keeps whatever language the user chose.
 */
export const LOCALE_PREFIXES = ['ar'] as const satisfies readonly ProductLanguage[];
export type LocalePrefix = (typeof LOCALE_PREFIXES)[number];

export function splitLocalePrefix(pathname: string): { prefix: LocalePrefix | null; path: string } {
  for (const prefix of LOCALE_PREFIXES) {
    if (pathname === `/${prefix}`) return { prefix, path: '/' };
    if (pathname.startsWith(`/${prefix}/`)) return { prefix, path: pathname.slice(prefix.length + 1) };
  }
  return { prefix: null, path: pathname };
}

export function withLocalePrefix(path: string, prefix: LocalePrefix | null): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/** The same page in another language: Arabic keeps or gains the prefix only where the URL already had one. */
export function pathForLanguage(pathname: string, language: ProductLanguage): string {
  const { prefix, path } = splitLocalePrefix(pathname);
  if (!prefix) return pathname;
  return language === 'en' ? path : withLocalePrefix(path, language);
}
