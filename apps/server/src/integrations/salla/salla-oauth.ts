import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRecord, jsonOf, number, OrderStoreError, storeFetch, text, type StoreHttpOptions } from '../order-store.ts';

/** What Tawasul asks a merchant for, and nothing more: refresh tokens and reading orders (DESIGN.md section 7). */
const SALLA_SCOPES = 'offline_access orders.read';

export interface SallaTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  /** The scopes granted (space-separated), when Salla says. */
  scope: string | null;
}

/** Whether a grant lets us read orders (`orders.read`, or `orders.read_write` which includes it). */
export const grantsOrders = (scope: string | null) =>
  scope === null || scope.split(/\s+/).some((granted) => granted === 'orders.read' || granted === 'orders.read_write');

export interface SallaOAuthOptions extends StoreHttpOptions {
  accountsUrl: string;
  clientId: string;
  clientSecret: string;
  now?: () => Date;
}

export interface SallaMerchant {
  id: string;
  name: string | null;
  /** The store's address (`https://salla.sa/my-store`, or the store's own domain). */
  domain: string | null;
}

/** Salla refused a code or a refresh token (`invalid_grant`): the merchant has to connect again. */
export class SallaGrantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SallaGrantError';
  }
}

/**
 * The token's end. Salla's token answers carry `expires` as a Unix time (seconds); OAuth's usual `expires_in` (a
 * duration) is read too. Neither: Salla's documented 14 days.
 */
function tokenExpiry(body: Record<string, unknown>, now: Date): Date {
  const expires = number(body.expires);
  if (expires !== null && expires > 1_000_000_000) return new Date(expires * 1000);
  const seconds = number(body.expires_in) ?? expires;
  return new Date(now.getTime() + (seconds ?? 14 * 24 * 3600) * 1000);
}

/** Tokens from a token answer or an `app.store.authorize` payload's `data`; null when one is missing. */
export function tokensOf(body: unknown, now: Date): SallaTokens | null {
  if (!isRecord(body)) return null;
  const accessToken = text(body.access_token);
  const refreshToken = text(body.refresh_token);
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken, expiresAt: tokenExpiry(body, now), scope: text(body.scope) };
}

/** Salla's accounts server: the authorize URL, the code exchange, single-use refreshes, and who the merchant is. */
export function createSallaOAuth(options: SallaOAuthOptions) {
  const now = options.now ?? (() => new Date());
  const accounts = options.accountsUrl.replace(/\/+$/, '');

  async function token(grant: Record<string, string>): Promise<SallaTokens> {
    const response = await storeFetch(
      `${accounts}/oauth2/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...grant,
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }).toString(),
      },
      options,
    );
    const body = await jsonOf(response);
    const error = isRecord(body) ? text(body.error) : null;
    // Only `invalid_grant` means the merchant must connect again; `invalid_client` is our app's own set-up.
    if ((response.status === 400 || response.status === 401) && error === 'invalid_grant') {
      throw new SallaGrantError('Salla refused the grant (invalid_grant)');
    }
    if (!response.ok) throw new OrderStoreError('failed', `token endpoint answered ${response.status} ${error ?? ''}`);
    const tokens = response.ok ? tokensOf(body, now()) : null;
    if (!tokens) throw new OrderStoreError('unexpected_response', `token endpoint answered ${response.status}`);
    return tokens;
  }

  return {
    authorizeUrl({ redirectUri, state }: { redirectUri: string; state: string }): string {
      const query = new URLSearchParams({
        client_id: options.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: SALLA_SCOPES,
        state,
      });
      return `${accounts}/oauth2/auth?${query.toString()}`;
    },

    exchangeCode: (code: string, redirectUri: string) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),

    /** Spends `refreshToken` (single use): call it only under the brand's lock, and store both new tokens. */
    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    /**
     * `GET {accounts}/oauth2/user/info`: the merchant (store) behind a token, and the store's address. Salla's
     * agent kit shows the body without an envelope, its PHP client reads `data.merchant`: both are read.
     */
    async merchantOf(accessToken: string): Promise<SallaMerchant> {
      const response = await storeFetch(
        `${accounts}/oauth2/user/info`,
        { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
        options,
      );
      const body = await jsonOf(response);
      const data = isRecord(body) && isRecord(body.data) ? body.data : body;
      const merchant = isRecord(data) && isRecord(data.merchant) ? data.merchant : undefined;
      const id = text(merchant?.id);
      if (!response.ok || !id)
        throw new OrderStoreError('unexpected_response', `user info answered ${response.status}`);
      return { id, name: text(merchant?.name), domain: text(merchant?.domain) };
    },
  };
}
export type SallaOAuth = ReturnType<typeof createSallaOAuth>;

/**
 * `X-Salla-Signature`: the hex HMAC-SHA256 of the raw request body under the app's webhook secret, compared in
 * constant time.
 */
export function verifySallaSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}

export function signSallaBody(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}
