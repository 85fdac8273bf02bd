import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type ProductLanguage } from '@tawasul/contracts/locales';

/** The language to answer in: the locale cookie, else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): ProductLanguage {
  const cookie = request.cookies?.[LOCALE_COOKIE.name];
  if (cookie === 'ar' || cookie === 'en') return cookie;
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && accept.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
