import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { directionOf, type ProductLanguage } from '@tawasul/contracts/locale-registry';
import { requestLanguage } from '../lib/request-language.ts';

/** A page's head in one language, as the web build writes it (`apps/web/src/app/page-heads.ts`). */
interface PageHead {
  pageTitle: string | null;
  description: string;
}

type PageHeads = Record<
  ProductLanguage,
  { names: { site: string; product: string; brand: string }; pages: Record<string, PageHead>; fallback: PageHead }
>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Everything outside the back office and the two consoles is the public site (the app's public layout). */
const isPublicPath = (pathname: string) => !/^\/(admin|agent|customer)(\/|$)/.test(pathname);

/**
 * The app's HTML page, made per request from the build's `index.html`: `<html lang dir>` in the reader's language, and
 * the page's title and meta description, so that an Arabic page is right-to-left Arabic from its first byte and a
 * search engine reads what each public page is (issue 22). The language follows the app's own rule (decision 005):
 * an `/ar` prefix, else the account's language, else the locale cookie, else Accept-Language.
 */
export function createAppPage(webDist: string) {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const headsFile = path.join(webDist, 'page-heads.json');
  const heads = existsSync(headsFile) ? (JSON.parse(readFileSync(headsFile, 'utf8')) as PageHeads) : null;

  return async function render(request: FastifyRequest): Promise<string> {
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const prefixed = pathname === '/ar' || pathname.startsWith('/ar/');
    const page = prefixed ? pathname.slice(3) || '/' : pathname;
    const language: ProductLanguage = prefixed
      ? 'ar'
      : ((await request.currentSession())?.user.language ?? requestLanguage(request));

    let html = template.replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`);
    if (!heads) return html;
    const texts = heads[language];
    const head = texts.pages[page] ?? texts.fallback;
    const name = request.host.includes('brand')
      ? texts.names.brand
      : isPublicPath(page)
        ? texts.names.site
        : texts.names.product;
    const title = head.pageTitle ? `${head.pageTitle} - ${name}` : name;
    html = html.replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(head.description)}" />`,
    );
    return html;
  };
}
