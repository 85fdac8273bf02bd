import type { ProductLanguage } from '@tawasul/contracts/locales';
import arAccount from '../../locales/ar/account.json';
import enAccount from '../../locales/en/account.json';
import type { Translator, TranslationTree } from './translator.ts';

/**
 * A signed-in person's own pages (`account.*`: profile, password, deleting the account), under `/user` and in the
 * back office. They travel with the account layout's and the back office's chunks, not the sign-in page's.
 */
const ACCOUNT_RESOURCES: Record<ProductLanguage, TranslationTree> = {
  en: { account: enAccount },
  ar: { account: arAccount },
};

const added = new WeakSet<Translator>();

/** Merged into the one tree (deep, never overwriting a text already there). Idempotent: safe on every render. */
export function addAccountResources(i18n: Translator): void {
  if (added.has(i18n)) return;
  added.add(i18n);
  for (const language of ['en', 'ar'] as const) {
    i18n.addResourceBundle(language, 'translation', ACCOUNT_RESOURCES[language], true, false);
  }
}
