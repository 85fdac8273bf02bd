import type { ProductLanguage } from '@tawasul/contracts/locales';
import { createHttpClient, type HttpClient } from '../../lib/http/http-client.ts';
import { toHttpError } from '../../lib/http/http-error.ts';
import type { WidgetSession } from './widget-session.ts';

/**
 * The widget's API client: the app's JSON client (typed errors, the spec's retry policy) with the shopper's bearer
 * token on every call when one is stored, and the widget's language for the server's texts. A 401 while an identity
 * is in use means the token (or the cookie session) is no longer good: the identity is dropped, and the widget goes
 * back home (it listens to the session).
 */
export function createWidgetApi(session: WidgetSession, language: ProductLanguage): HttpClient {
  return createHttpClient({
    fetch: async (url, init) => {
      const token = session.token();
      const headers = new Headers(init.headers);
      headers.set('accept-language', language);
      if (token) headers.set('authorization', `Bearer ${token}`);
      const response = await fetch(url, { ...init, headers });
      if (response.status === 401 && session.current().kind !== 'none') {
        const error = toHttpError(
          401,
          await response
            .clone()
            .json()
            .catch(() => null),
        );
        session.signOut(error.code);
      }
      return response;
    },
  });
}
