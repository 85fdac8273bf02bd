import type { Translator as I18n } from './translator.ts';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import arCommon from '../../locales/ar/back-office/common.json';
import arCustomerArea from '../../locales/ar/customer-area.json';
import arOrders from '../../locales/ar/orders.json';
import enCommon from '../../locales/en/back-office/common.json';
import enCustomerArea from '../../locales/en/customer-area.json';
import enOrders from '../../locales/en/orders.json';
import type { TranslationTree } from './resources.ts';

/**
 * The customer area's texts: its own namespace (`customerArea.*`, with the chat words as a shopper reads them: "You
 * closed the chat", not "The customer closed the chat") and the back office's additions to `common` it shares (retry,
 * search, live status). They travel with the customer layout's chunk; the layout adds them before the area renders.
 */
export const CUSTOMER_AREA_RESOURCES: Record<ProductLanguage, TranslationTree> = {
  en: { common: enCommon, customerArea: enCustomerArea, orders: enOrders },
  ar: { common: arCommon, customerArea: arCustomerArea, orders: arOrders },
};

const added = new WeakSet<I18n>();

/** Merged into the one namespace (deep, never overwriting a text already there). Idempotent: safe on every render. */
export function addCustomerAreaResources(i18n: I18n): void {
  if (added.has(i18n)) return;
  added.add(i18n);
  for (const language of ['en', 'ar'] as const) {
    i18n.addResourceBundle(language, 'translation', CUSTOMER_AREA_RESOURCES[language], true, false);
  }
}
