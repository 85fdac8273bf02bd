import { ERROR_CATALOG, type ErrorCode } from '@tawasul/contracts/errors';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { VALIDATION_MESSAGES } from '@tawasul/contracts/validation-messages';
import arAccount from '../../locales/ar/account.json';
import arAdmin from '../../locales/ar/admin.json';
import arAreas from '../../locales/ar/areas.json';
import arAuth from '../../locales/ar/auth.json';
import arCommon from '../../locales/ar/common.json';
import arHome from '../../locales/ar/home.json';
import enAccount from '../../locales/en/account.json';
import enAdmin from '../../locales/en/admin.json';
import enAreas from '../../locales/en/areas.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** `{ 'validation.tooSmall.string': … }` → `{ tooSmall: { string: … } }`, so `t('validation.tooSmall.string')` works. */
export function unflatten(flat: Record<string, string>, stripPrefix = ''): TranslationTree {
  const tree: TranslationTree = {};
  for (const [fullKey, value] of Object.entries(flat)) {
    const parts = fullKey.slice(stripPrefix.length).split('.');
    let node = tree;
    parts.slice(0, -1).forEach((part) => {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    });
    node[parts[parts.length - 1] as string] = value;
  }
  return tree;
}

/** The server's error and validation catalogues are the single source of these two namespaces. */
function fromCatalogues(language: ProductLanguage): { errors: TranslationTree; validation: TranslationTree } {
  const errors = Object.fromEntries(
    (Object.keys(ERROR_CATALOG) as ErrorCode[]).map((code) => [code, ERROR_CATALOG[code][language]]),
  );
  const validation = Object.fromEntries(
    Object.entries(VALIDATION_MESSAGES).map(([key, texts]) => [key, texts[language]]),
  );
  return { errors, validation: unflatten(validation, 'validation.') };
}

/** One i18next namespace whose top-level keys are the feature namespaces: `t('auth.login.title')`. */
export const RESOURCES: Record<ProductLanguage, TranslationTree> = {
  en: {
    common: enCommon,
    auth: enAuth,
    account: enAccount,
    admin: enAdmin,
    home: enHome,
    areas: enAreas,
    ...fromCatalogues('en'),
  },
  ar: {
    common: arCommon,
    auth: arAuth,
    account: arAccount,
    admin: arAdmin,
    home: arHome,
    areas: arAreas,
    ...fromCatalogues('ar'),
  },
};
