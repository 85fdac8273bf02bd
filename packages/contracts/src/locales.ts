import { z } from 'zod';
import { PRODUCT_LANGUAGES } from './locale-registry.ts';

export {
  directionOf,
  isProductLanguage,
  LOCALE_COOKIE,
  LOCALES,
  PRODUCT_LANGUAGES,
  RTL_LOCALES,
  type LocaleEntry,
  type TextDirection,
} from './locale-registry.ts';

/** The languages the product is written in. */
export const ProductLanguage = z.enum(PRODUCT_LANGUAGES);
export type ProductLanguage = z.infer<typeof ProductLanguage>;
