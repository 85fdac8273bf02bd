import type { ProductLanguage } from '@tawasul/contracts/locales';
import { RESOURCES } from './resources.ts';
import { createTranslator, type Translator } from './translator.ts';

/**
 * The app's translator with its start-up texts (`resources.ts`); feature chunks add theirs. Placeholders are
 * `{name}` everywhere — in our files and in the contracts' catalogues. Resources are bundled: the first render never
 * waits for a translation file.
 */
export function createI18n(language: ProductLanguage): Translator {
  return createTranslator(language, RESOURCES);
}
