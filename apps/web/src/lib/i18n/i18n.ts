import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { RESOURCES } from './resources.ts';

/**
 * Placeholders are `{name}` everywhere — in our files and in the contracts' catalogues — so one interpolation
 * syntax serves both. Resources are bundled: the first render never waits for a translation file.
 */
export function createI18n(language: ProductLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    resources: { en: { translation: RESOURCES.en }, ar: { translation: RESOURCES.ar } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
