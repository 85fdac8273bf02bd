import type { ProductLanguage } from '@tawasul/contracts/locale-registry';
import type { TranslationTree } from '../lib/i18n/resources.ts';
import { DEFAULT_DESCRIPTION_KEY, PUBLIC_PAGES } from './public-pages.ts';

/** A page's head in one language: its own title (none for the home page) and its meta description. */
interface PageHead {
  pageTitle: string | null;
  description: string;
}

/** `page-heads.json`, written by the build for the server (apps/server/src/plugins/app-page.ts reads it). */
export type PageHeads = Record<
  ProductLanguage,
  {
    /** What follows the page title: the site's name on public pages, the portals' names elsewhere (spec section 1). */
    names: { site: string; product: string; brand: string };
    pages: Record<string, PageHead>;
    fallback: PageHead;
  }
>;

function lookup(tree: TranslationTree, key: string): string {
  const value = key
    .split('.')
    .reduce<string | TranslationTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`page heads: no text for ${key}`);
  return value;
}

/** The heads of every public page in each language, from the app's own texts; a missing text fails the build. */
export function buildPageHeads(
  texts: Record<ProductLanguage, { resources: TranslationTree; descriptions: Record<string, string> }>,
): PageHeads {
  const heads = {} as PageHeads;
  for (const language of Object.keys(texts) as ProductLanguage[]) {
    const { resources, descriptions } = texts[language];
    const describe = (key: string) => {
      const description = descriptions[key];
      if (!description) throw new Error(`page heads: no ${language} description "${key}"`);
      return description;
    };
    heads[language] = {
      names: {
        site: lookup(resources, 'common.appName'),
        product: lookup(resources, 'common.adminName.product'),
        brand: lookup(resources, 'common.adminName.brand'),
      },
      pages: Object.fromEntries(
        Object.entries(PUBLIC_PAGES).map(([path, page]) => [
          path,
          {
            pageTitle: page.titleKey ? lookup(resources, page.titleKey) : null,
            description: describe(page.descriptionKey),
          },
        ]),
      ),
      fallback: { pageTitle: null, description: describe(DEFAULT_DESCRIPTION_KEY) },
    };
  }
  return heads;
}
