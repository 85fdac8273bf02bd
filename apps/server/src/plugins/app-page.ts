import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@tawasul/contracts/auth';
import { directionOf, type ProductLanguage } from '@tawasul/contracts/locale-registry';
import { requestLanguage } from '../lib/request-language.ts';
import type { CurrentSession } from './session.ts';

/** A page's head in one language, as the web build writes it (`apps/web/src/app/page-heads.ts`). */
interface PageHead {
  pageTitle: string | null;
  description: string;
}

type PageHeads = Record<
  ProductLanguage,
  { names: { site: string; product: string; brand: string }; pages: Record<string, PageHead>; fallback: PageHead }
>;

/** A page's files beyond the start-up bundle, as the web build lists them (`apps/web/vite-plugins/route-preloads.ts`). */
interface RoutePreload {
  js: string[];
  css: string[];
}

/** A request's answer a page would make as it starts, given with the page (`apps/web/src/lib/http/inline-data.ts`). */
export interface InlineData {
  url: string;
  data: unknown;
}

/** What the app would otherwise fetch before its first render (`apps/web/src/app/boot-data.ts` reads it). */
interface BootData {
  /** The interface language as `GET /api/admin/language` answers (the page's `/ar` prefix aside). */
  language: ProductLanguage;
  /** The signed-in person as `GET /api/_auth/session` answers. */
  user: SessionUser | null;
  /** The build's route rules, as `builds/meta/{id}.json` holds them. */
  routeRules: Record<string, unknown>;
}

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

/** JSON inside a `<script>` element: no `<` may close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stylesheet that does not hold the first paint back: the app applies it before it renders. */
const DEFERRED_STYLE = '<link rel="preload" as="style" crossorigin href="$1" data-deferred-style>';

/** Everything outside the back office and the two consoles is the public site (the app's public layout). */
const isPublicPath = (pathname: string) => !/^\/(admin|agent|customer)(\/|$)/.test(pathname);

/**
 * The app's HTML page, made per request from the build's `index.html`: `<html lang dir>` in the reader's language, and
 * the page's title and meta description, so that an Arabic page is right-to-left Arabic from its first byte and a
 * search engine reads what each public page is (issue 22). The language follows the app's own rule (decision 005):
 * an `/ar` prefix, else the account's language, else the locale cookie, else Accept-Language.
 */
export interface AppPageOptions {
  /** The signed-in person as the session endpoint names them. */
  toSessionUser: (user: CurrentSession['user']) => SessionUser;
  /** The answer a public page starts with (the landing page's `/_payload.json`), else null. */
  inlineData?: (page: string) => Promise<InlineData | null>;
}

export function createAppPage(webDist: string, { toSessionUser, inlineData }: AppPageOptions) {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const heads = readJson<PageHeads>(path.join(webDist, 'page-heads.json'));
  const preloads = readJson<Record<string, RoutePreload>>(path.join(webDist, 'route-preloads.json')) ?? {};
  const build = readJson<{ id: string }>(path.join(webDist, 'builds/latest.json'));
  const meta =
    build && readJson<{ routeRules?: Record<string, unknown> }>(path.join(webDist, `builds/meta/${build.id}.json`));
  const routeRules = meta?.routeRules ?? {};

  /**
   * The start-up's answers, in the page, so the app renders without waiting for three requests first; and the page's
   * own files named as preloads, so they load beside the start-up bundle instead of after it has run (issue 22).
   */
  const startUp = (page: string, boot: BootData, data: InlineData | null) => {
    const files = preloads[page];
    const links = files
      ? [
          ...files.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
          ...files.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
        ]
      : [];
    const scripts = [`<script type="application/json" id="tawasul-boot">${scriptJson(boot)}</script>`];
    if (data) {
      const url = escapeHtml(data.url);
      scripts.push(`<script type="application/json" data-inline-url="${url}">${scriptJson(data.data)}</script>`);
    }
    return [...links, ...scripts].map((line) => `    ${line}\n`).join('');
  };

  return async function render(request: FastifyRequest): Promise<string> {
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const prefixed = pathname === '/ar' || pathname.startsWith('/ar/');
    const page = prefixed ? pathname.slice(3) || '/' : pathname;
    const session = await request.currentSession();
    const accountLanguage = session?.user.language ?? requestLanguage(request);
    const language: ProductLanguage = prefixed ? 'ar' : accountLanguage;

    let html = template.replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`);
    const user = session ? toSessionUser(session.user) : null;
    // A page is never refused for its extra: without it, the app asks for the data as it would anyway.
    const data = inlineData
      ? await inlineData(page).catch((error: unknown) => {
          request.log.warn({ err: error, page }, 'page served without its inline data');
          return null;
        })
      : null;
    html = html.replace(
      /\n\s*<\/head>/,
      () => `\n${startUp(page, { language: accountLanguage, user, routeRules }, data)}  </head>`,
    );
    if (!heads) return html;
    const texts = heads[language];
    const head = texts.pages[page] ?? texts.fallback;
    const name = request.host.includes('brand')
      ? texts.names.brand
      : isPublicPath(page)
        ? texts.names.site
        : texts.names.product;
    const title = head.pageTitle ? `${head.pageTitle} - ${name}` : name;
    // The public site shows its name until the app has drawn, and its stylesheets load beside the app's code without
    // holding that first paint back: they come as preloads, which the app applies before its first render
    // (`apps/web/src/app/deferred-styles.ts`). The panels draw their own starting screen, their stylesheets as they
    // were: an early first paint there lets Lighthouse count the screens' long first renders as blocking time
    // (decision 034).
    html = isPublicPath(page)
      ? html
          .replace(/<span id="splash-name">[^<]*<\/span>/, `<span id="splash-name">${escapeHtml(name)}</span>`)
          .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, DEFERRED_STYLE)
      : html.replace(
          /<div id="root">[\s\S]*?<span id="splash-name">[^<]*<\/span>\s*<\/div>\s*<\/div>/,
          '<div id="root"></div>',
        );
    html = html.replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(head.description)}" />`,
    );
    return html;
  };
}
