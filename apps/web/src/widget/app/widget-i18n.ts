import { createContext, use } from 'react';
import { ERROR_CATALOG, formatMessage, type ErrorCode } from '@tawasul/contracts/errors';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { isolateIn } from '../../lib/i18n/isolate.ts';
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

type TextParams = Record<string, string | number>;

/** The widget's texts in one language, and what goes with the language: its direction, isolating foreign values. */
export interface WidgetText {
  language: ProductLanguage;
  dir: 'ltr' | 'rtl';
  /** `widget.home.welcome` with `{brand}` filled; a placeholder without a value stays as written, a missing key is returned. */
  t(key: string, params?: TextParams): string;
  /** Whether `key` names a text (not a group of texts; one with plural forms counts) in this language or in English. */
  exists(key: string): boolean;
  /** A value written the other way (a Latin name in Arabic) in Unicode's first-strong isolate (`lib/i18n/isolate.ts`). */
  isolate(value: string | number): string;
  isolateAll(params: TextParams): Record<string, string>;
}

function lookup(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The widget's translator: bundled texts, `{name}` placeholders, English when a key is missing in Arabic, and plural
 * forms as the app's translator names them (`key_one`, `key_two` … by `Intl.PluralRules`, then `key_other`), chosen by
 * a numeric `count`. i18next would cost the page every store loads about 17 KB gzipped for no more than this
 * (decision 015); the back office keeps it.
 */
export function createWidgetText(language: ProductLanguage): WidgetText {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = (key: string) => lookup(WIDGET_RESOURCES[language], key) ?? lookup(WIDGET_RESOURCES.en, key);
  const isolate = isolateIn(dir);
  const plurals = new Intl.PluralRules(language);
  const counted = (key: string, count: unknown) =>
    typeof count === 'number'
      ? (text(`${key}_${plurals.select(count)}`) ?? text(`${key}_other`) ?? text(key))
      : text(key);
  return {
    language,
    dir,
    t: (key, params) => {
      const template = counted(key, params?.count);
      return template === undefined ? key : formatMessage(template, params);
    },
    exists: (key) => (text(key) ?? text(`${key}_other`)) !== undefined,
    isolate,
    isolateAll: (params) => Object.fromEntries(Object.entries(params).map(([name, value]) => [name, isolate(value)])),
  };
}

export const WidgetTextContext = createContext<WidgetText | null>(null);

/** The widget's texts in the frame's language (`<WidgetTextContext value={createWidgetText(…)}>` above). */
export function useWidgetText(): WidgetText {
  const text = use(WidgetTextContext);
  if (!text) throw new Error('useWidgetText outside the widget');
  return text;
}
