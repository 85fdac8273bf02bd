import { ERROR_CATALOG, type ErrorCode } from '@tawasul/contracts/errors';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { VALIDATION_MESSAGES } from '@tawasul/contracts/validation-messages';
import arAreas from '../../locales/ar/areas.json';
import arAuth from '../../locales/ar/auth.json';
import arCommon from '../../locales/ar/common.json';
import arHome from '../../locales/ar/home.json';
import enAreas from '../../locales/en/areas.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import type { TranslationTree } from './translator.ts';

export type { TranslationTree };

/** `{ 'validation.tooSmall.string': … }` → `{ tooSmall: { string: … } }`, so `t('validation.tooSmall.string')` works. */
function unflatten(flat: Record<string, string>, stripPrefix = ''): TranslationTree {
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

/**
 * The start-up texts, one tree per language whose top-level keys are the feature namespaces: `t('auth.login.title')`.
 * What only the back office or the account pages say comes with their chunks (`back-office-resources.ts`,
 * `account-resources.ts`).
 */
export const RESOURCES: Record<ProductLanguage, TranslationTree> = {
  en: {
    common: enCommon,
    auth: enAuth,
    home: enHome,
    areas: enAreas,
    ...fromCatalogues('en'),
  },
  ar: {
    common: arCommon,
    auth: arAuth,
    home: arHome,
    areas: arAreas,
    ...fromCatalogues('ar'),
  },
};
