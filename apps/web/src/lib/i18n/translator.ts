import { formatMessage } from '@tawasul/contracts/errors';
import { directionOf, type ProductLanguage } from '@tawasul/contracts/locale-registry';

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** Values for a text's `{name}` placeholders; `defaultValue` is what a missing key reads as. */
export type TextParams = Record<string, unknown> & { defaultValue?: string };

export type TFunction = (key: string, params?: TextParams) => string;

type LanguageListener = (language: ProductLanguage) => void;

/**
 * The app's translator (decision 025): bundled texts in one tree per language, `t('auth.login.title')` with `{name}`
 * placeholders filled as the contracts' `formatMessage` fills them (a placeholder without a value stays as written),
 * English when a key is missing in Arabic, and the key itself when it is missing in both. Feature chunks merge their
 * texts in (`addResourceBundle`). A text that depends on a number comes in forms named by `Intl.PluralRules`
 * (`key_one`, `key_other`; Arabic may add `_zero`, `_two`, `_few`, `_many`) and is asked for with `{ count }`; `_other`
 * serves any form a language leaves out. The names are i18next's, whose part of it the app used; none of its nesting
 * or formatting.
 */
export interface Translator {
  readonly language: ProductLanguage;
  t: TFunction;
  /** `t` in another language (a text shown in both, whatever the interface's language). */
  getFixedT(language: ProductLanguage): TFunction;
  /** Whether `key` names a text (not a group of texts; one with plural forms counts) in this language or English. */
  exists(key: string): boolean;
  dir(): 'ltr' | 'rtl';
  changeLanguage(language: ProductLanguage): Promise<void>;
  on(event: 'languageChanged', listener: LanguageListener): void;
  off(event: 'languageChanged', listener: LanguageListener): void;
  /** Deep-merges `tree` into a language's texts; a text already there stays unless `overwrite`. */
  addResourceBundle(
    language: ProductLanguage,
    namespace: 'translation',
    tree: TranslationTree,
    deep?: boolean,
    overwrite?: boolean,
  ): void;
}

function lookup(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(target: TranslationTree, source: TranslationTree, overwrite: boolean): void {
  for (const [name, value] of Object.entries(source)) {
    const current = target[name];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value, overwrite);
    else if (current === undefined || overwrite)
      target[name] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

const plurals = new Map<ProductLanguage, Intl.PluralRules>();
function pluralRules(language: ProductLanguage): Intl.PluralRules {
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

function fill(template: string, params: TextParams | undefined): string {
  if (!params) return template;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name !== 'defaultValue' && value !== undefined && value !== null) values[name] = String(value);
  }
  return formatMessage(template, values);
}

export function createTranslator(
  initial: ProductLanguage,
  resources: Record<ProductLanguage, TranslationTree>,
): Translator {
  const trees: Record<ProductLanguage, TranslationTree> = {
    en: structuredClone(resources.en),
    ar: structuredClone(resources.ar),
  };
  const listeners = new Set<LanguageListener>();
  let language = initial;
  const text = (lng: ProductLanguage, key: string) => lookup(trees[lng], key) ?? lookup(trees.en, key);
  // With a numeric `count`, `key_one`, `key_two`, … by the language's plural rules, then `key_other`, then `key`.
  const counted = (lng: ProductLanguage, key: string, count: unknown) => {
    if (typeof count !== 'number') return text(lng, key);
    const form = pluralRules(lng).select(count);
    for (const tree of lng === 'en' ? [trees.en] : [trees[lng], trees.en]) {
      const found = lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`) ?? lookup(tree, key);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const fixedT =
    (lng: ProductLanguage): TFunction =>
    (key, params) => {
      const template = counted(lng, key, params?.count) ?? params?.defaultValue;
      return template === undefined ? key : fill(template, params);
    };

  return {
    get language() {
      return language;
    },
    t: (key, params) => fixedT(language)(key, params),
    getFixedT: fixedT,
    exists: (key) => (text(language, key) ?? text(language, `${key}_other`)) !== undefined,
    dir: () => directionOf(language),
    changeLanguage: async (next) => {
      if (next === language) return;
      language = next;
      for (const listener of [...listeners]) listener(next);
    },
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
    addResourceBundle: (lng, _namespace, tree, _deep = true, overwrite = false) => merge(trees[lng], tree, overwrite),
  };
}
