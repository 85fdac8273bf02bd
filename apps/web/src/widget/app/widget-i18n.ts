import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ERROR_CATALOG, type ErrorCode } from '@tawasul/contracts/errors';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import arOrders from '../../locales/ar/orders.json';
import arWidget from '../../locales/ar/widget.json';
import enOrders from '../../locales/en/orders.json';
import enWidget from '../../locales/en/widget.json';

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

function errorsIn(language: ProductLanguage): TranslationTree {
  return Object.fromEntries(
    (Object.keys(ERROR_CATALOG) as ErrorCode[]).map((code) => [code, ERROR_CATALOG[code][language]]),
  );
}

/**
 * Everything the widget can say: its own namespace (`widget.*`, `locales/{en,ar}/widget.json`), the order card's
 * (`orders.*`, shared with the other surfaces) and the server's error catalogue from contracts (`errors.*`, as the main
 * app has it). Nothing of the back office or the public site.
 */
export const WIDGET_RESOURCES: Record<ProductLanguage, TranslationTree> = {
  en: { widget: enWidget, orders: enOrders, errors: errorsIn('en') },
  ar: { widget: arWidget, orders: arOrders, errors: errorsIn('ar') },
};

/** One namespace, `{name}` placeholders, bundled texts: the first render never waits for a file. */
export function createWidgetI18n(language: ProductLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    resources: { en: { translation: WIDGET_RESOURCES.en }, ar: { translation: WIDGET_RESOURCES.ar } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
