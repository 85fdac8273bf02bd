import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type ProductLanguage } from '@tawasul/contracts/locales';

/**
 * The language to answer in: a `lang` query parameter (downloads and links, which carry no headers of the app's),
 * else the locale cookie, else Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): ProductLanguage {
  // Read from the raw address: a route's query schema may strip parameters it does not name.
  const query = request.url.indexOf('?');
  const asked = query === -1 ? null : new URLSearchParams(request.url.slice(query + 1)).get('lang');
  if (asked === 'ar' || asked === 'en') return asked;
  const cookie = request.cookies?.[LOCALE_COOKIE.name];
  if (cookie === 'ar' || cookie === 'en') return cookie;
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && accept.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
