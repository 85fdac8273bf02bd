import type { FastifyBaseLogger } from 'fastify';
import type { CsCartConnectionBody, ConnectionTestResponse } from '@tawasul/contracts/orders';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { renderValidationMessage } from '@tawasul/contracts/validation';
import type { SallaConfig } from '../../config.ts';
import { createCsCartStore, normalizeStoreUrl } from '../../integrations/cs-cart/cs-cart-store.ts';
import { OrderStoreError, type OrderStore, type StoreHttpOptions } from '../../integrations/order-store.ts';
import {
  createSallaOAuth,
  SallaGrantError,
  tokensOf,
  verifySallaSignature,
  type SallaOAuth,
  type SallaTokens,
} from '../../integrations/salla/salla-oauth.ts';
import { createSallaStore, type SallaTokenSource } from '../../integrations/salla/salla-store.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createSallaState, type SallaStateClaims } from './salla-state.ts';
import type { OrderBrandRow, StoreConnectionRow, StoreConnectionsRepo } from './store-connections.repo.ts';

/** Who asks to connect a store: an admin, or the brand's manager. */
export interface ConnectionActor {
  user: { id: string; role: string; brandId: string | null };
  language: ProductLanguage;
}

/** A token this close to its end is refreshed before it is used. */
const REFRESH_MARGIN_MS = 60_000;
export const SALLA_CALLBACK_PATH = '/api/integrations/salla/callback';

const sealContext = {
  apiKey: (brandId: string) => `store_connections.api_key:${brandId}`,
  accessToken: (brandId: string) => `store_connections.access_token:${brandId}`,
  refreshToken: (brandId: string) => `store_connections.refresh_token:${brandId}`,
};

const LOOPBACK_OR_PRIVATE =
  /^(localhost|127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|0\.0\.0\.0|\[::1?\]|\[f[cd])/i;

/**
 * Connecting brands to their stores (DESIGN.md section 7) and opening a brand's store for order look-ups. Salla
 * connects by OAuth2 (the popup's code, or the `app.store.authorize` webhook of easy mode); CS-Cart by store URL,
 * admin e-mail and API key, tested before they are saved. Secrets are sealed at rest. Salla's single-use refresh
 * tokens are spent under a per-brand advisory lock, in a transaction that reads the tokens again first.
 */
export function createStoreConnectionsService(deps: {
  repo: StoreConnectionsRepo;
  secretBox: SecretBox;
  salla: SallaConfig;
  publicUrl: string;
  isProduction: boolean;
  secret: string;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Timeouts, Retry-After bounds and sleeping, for every store request. */
  http?: StoreHttpOptions;
  /** Called after a brand's connection changed (order caches forget the brand). */
  onChanged?: (brandId: string) => void;
}) {
  const { repo, secretBox, salla, clock, logger } = deps;
  const http = deps.http ?? {};
  const state = createSallaState({ secret: deps.secret, clock });
  const redirectUri = `${deps.publicUrl}${SALLA_CALLBACK_PATH}`;
  const changed = (brandId: string) => deps.onChanged?.(brandId);

  function sallaOAuth(): SallaOAuth | null {
    if (!salla.clientId || !salla.clientSecret) return null;
    return createSallaOAuth({
      ...http,
      accountsUrl: salla.accountsUrl,
      clientId: salla.clientId,
      clientSecret: salla.clientSecret,
      now: () => clock.now(),
    });
  }

  function sealTokens(brandId: string, tokens: SallaTokens) {
    return {
      accessTokenEncrypted: secretBox.seal(tokens.accessToken, sealContext.accessToken(brandId)),
      refreshTokenEncrypted: secretBox.seal(tokens.refreshToken, sealContext.refreshToken(brandId)),
      tokenExpiresAt: tokens.expiresAt,
    };
  }

  /** Admins reach every brand, a brand manager only its own; any other brand is "not found". */
  async function visibleBrand(actor: ConnectionActor, brandId: string): Promise<OrderBrandRow> {
    const { role, brandId: own } = actor.user;
    const maySee = role === 'admin' || (role === 'brand_manager' && own === brandId);
    const brand = maySee ? await repo.brandById(brandId) : undefined;
    if (!brand) throw new AppError('BRAND_NOT_FOUND');
    return brand;
  }

  function assertPlatformAllowed(brand: OrderBrandRow, platform: 'salla' | 'cs_cart') {
    // The order manager is fixed once set (spec section 3).
    if (brand.orderManager && brand.orderManager !== platform) throw new AppError('ORDER_MANAGER_FIXED');
  }

  async function connect(values: Parameters<StoreConnectionsRepo['connect']>[0]): Promise<void> {
    let connected: boolean;
    try {
      connected = await repo.connect(values);
    } catch (error) {
      if (violatedUniqueIndex(error) === 'store_connections_merchant_key')
        throw new AppError('STORE_ALREADY_CONNECTED');
      throw error;
    }
    if (!connected)
      throw new AppError((await repo.brandById(values.brandId)) ? 'ORDER_MANAGER_FIXED' : 'BRAND_NOT_FOUND');
    changed(values.brandId);
  }

  /**
   * The brand's Salla tokens: the stored access token while it is fresh, else one refreshed under the brand's lock.
   * Inside the lock the tokens are read again: when another request (or node) has refreshed meanwhile, its token
   * is used and the spent refresh token is never sent twice.
   */
  function sallaTokenSource(brandId: string): SallaTokenSource {
    async function refreshUnlessDone(rejected: string | null): Promise<string> {
      const outcome = await repo.withBrandLock(brandId, async (tx) => {
        const row = await repo.connection(brandId, tx);
        if (!row?.accessTokenEncrypted || !row.refreshTokenEncrypted) return { kind: 'missing' as const };
        const access = secretBox.open(row.accessTokenEncrypted, sealContext.accessToken(brandId));
        const fresh = (row.tokenExpiresAt?.getTime() ?? 0) - clock.now().getTime() > REFRESH_MARGIN_MS;
        if (fresh && access !== rejected) return { kind: 'token' as const, token: access };
        const oauth = sallaOAuth();
        if (!oauth) return { kind: 'no_client' as const };
        try {
          const tokens = await oauth.refresh(
            secretBox.open(row.refreshTokenEncrypted, sealContext.refreshToken(brandId)),
          );
          await repo.saveTokens(tx, brandId, sealTokens(brandId, tokens));
          return { kind: 'token' as const, token: tokens.accessToken };
        } catch (error) {
          if (error instanceof SallaGrantError) return { kind: 'revoked' as const, reason: error.message };
          throw error;
        }
      });
      if (outcome.kind === 'token') return outcome.token;
      if (outcome.kind === 'revoked') {
        // The merchant has to connect again; the brand's screens say so.
        await repo.setConnectionStatus(brandId, 'failed');
        logger.warn({ brandId, reason: outcome.reason }, 'Salla refused the refresh token');
      }
      throw new OrderStoreError('unauthorized', `Salla tokens unusable (${outcome.kind})`);
    }

    return {
      current: () => refreshUnlessDone(null),
      afterRejection: (rejected) => refreshUnlessDone(rejected),
    };
  }

  /** Reads the current access token without the lock when it is fresh (the common case). */
  function fastTokenSource(brandId: string, row: StoreConnectionRow): SallaTokenSource {
    const locked = sallaTokenSource(brandId);
    return {
      current: async () => {
        const fresh = (row.tokenExpiresAt?.getTime() ?? 0) - clock.now().getTime() > REFRESH_MARGIN_MS;
        if (fresh && row.accessTokenEncrypted) {
          return secretBox.open(row.accessTokenEncrypted, sealContext.accessToken(brandId));
        }
        return locked.current();
      },
      afterRejection: locked.afterRejection,
    };
  }

  function csCartStore(connection: { storeUrl: string; email: string; apiKey: string }): OrderStore {
    return createCsCartStore({ ...http, ...connection });
  }

  function checkStoreUrl(url: string, language: ProductLanguage): string {
    const problem = () =>
      new AppError('VALIDATION_FAILED', {
        details: [
          {
            path: ['storeUrl'],
            key: 'validation.invalidUrl',
            message: renderValidationMessage('validation.invalidUrl', undefined, language),
          },
        ],
      });
    let normalized: string;
    try {
      normalized = normalizeStoreUrl(url);
    } catch {
      throw problem();
    }
    const parsed = new URL(normalized);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw problem();
    // A production server does not call its own network on a brand's say-so.
    if (deps.isProduction && LOOPBACK_OR_PRIVATE.test(parsed.hostname)) throw problem();
    return normalized;
  }

  async function testCsCartStore(
    body: CsCartConnectionBody,
    language: ProductLanguage,
  ): Promise<{ storeUrl: string; storeName: string | null }> {
    const storeUrl = checkStoreUrl(body.storeUrl, language);
    try {
      const { storeName } = await csCartStore({ storeUrl, email: body.email, apiKey: body.apiKey }).testConnection();
      return { storeUrl, storeName };
    } catch (error) {
      if (!(error instanceof OrderStoreError)) throw error;
      logger.info({ storeUrl, failure: error.failure, reason: error.message }, 'CS-Cart connection test failed');
      if (error.failure === 'unauthorized') throw new AppError('STORE_CREDENTIALS_REJECTED');
      if (error.failure === 'unexpected_response') throw new AppError('STORE_NOT_CS_CART');
      throw new AppError('STORE_UNREACHABLE');
    }
  }

  return {
    /** `{accounts}/oauth2/auth?…` for the Brand Configuration popup, with a signed state naming the brand. */
    async sallaAuthorizeUrl(actor: ConnectionActor, brandId: string, origin: string): Promise<string> {
      const brand = await visibleBrand(actor, brandId);
      assertPlatformAllowed(brand, 'salla');
      const oauth = sallaOAuth();
      if (!oauth) throw new AppError('SALLA_NOT_CONFIGURED');
      return oauth.authorizeUrl({ redirectUri, state: state.issue({ brandId, userId: actor.user.id, origin }) });
    },

    /** The state's claims (its brand and the popup's opener); SALLA_LINK_EXPIRED when it is not ours or too old. */
    readState: (value: string | undefined): SallaStateClaims => state.verify(value),

    /** Salla's redirect back: exchanges the code, learns the merchant, stores the tokens sealed. */
    async completeSallaAuthorization(
      claims: SallaStateClaims,
      query: { code?: string | undefined; error?: string | undefined },
    ): Promise<void> {
      if (query.error) throw new AppError('SALLA_AUTHORIZATION_DENIED');
      const oauth = sallaOAuth();
      if (!oauth) throw new AppError('SALLA_NOT_CONFIGURED');
      if (!query.code) throw new AppError('SALLA_AUTHORIZATION_FAILED');
      const brand = await repo.brandById(claims.brandId);
      if (!brand) throw new AppError('BRAND_NOT_FOUND');
      assertPlatformAllowed(brand, 'salla');
      let tokens: SallaTokens;
      try {
        tokens = await oauth.exchangeCode(query.code, redirectUri);
      } catch (error) {
        logger.warn({ brandId: brand.id, err: error }, 'Salla code exchange failed');
        throw new AppError('SALLA_AUTHORIZATION_FAILED');
      }
      // The merchant id lets later `app.store.authorize` webhooks find the brand; without it they are ignored.
      const merchant = await oauth.merchantOf(tokens.accessToken).catch((error: unknown) => {
        logger.warn({ brandId: brand.id, err: error }, 'Salla user info failed');
        return null;
      });
      await connect({
        brandId: brand.id,
        platform: 'salla',
        merchantId: merchant?.id ?? null,
        storeName: merchant?.name ?? null,
        ...sealTokens(brand.id, tokens),
      });
      logger.info({ brandId: brand.id, userId: claims.userId, merchantId: merchant?.id }, 'Salla connected');
    },

    /**
     * `POST /api/integrations/salla/webhook`. Verified by `X-Salla-Signature` over the raw body. Easy mode's
     * `app.store.authorize` carries fresh tokens for a merchant: they replace the tokens of the brand connected to
     * that merchant. A merchant no brand is connected to is acknowledged and ignored.
     */
    async sallaWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ handled: boolean }> {
      if (!salla.webhookSecret) throw new AppError('SALLA_NOT_CONFIGURED');
      if (!verifySallaSignature(rawBody, signature, salla.webhookSecret))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION_FAILED');
      }
      const payload = event as { event?: unknown; merchant?: unknown; data?: unknown };
      if (payload.event !== 'app.store.authorize') return { handled: false };
      const merchantId =
        typeof payload.merchant === 'number' || typeof payload.merchant === 'string' ? String(payload.merchant) : '';
      const tokens = tokensOf(payload.data, clock.now());
      if (!merchantId || !tokens) throw new AppError('VALIDATION_FAILED');
      const brandId = await repo.brandIdByMerchant(merchantId);
      if (!brandId) {
        logger.info({ merchantId }, 'Salla authorized a merchant no brand is connected to');
        return { handled: false };
      }
      // Under the refresh lock, so a refresh in flight cannot overwrite these newer tokens with older ones.
      await repo.withBrandLock(brandId, (tx) => repo.saveTokens(tx, brandId, sealTokens(brandId, tokens)));
      await repo.setConnectionStatus(brandId, 'connected');
      changed(brandId);
      return { handled: true };
    },

    async testCsCart(
      actor: ConnectionActor,
      brandId: string,
      body: CsCartConnectionBody,
    ): Promise<ConnectionTestResponse> {
      assertPlatformAllowed(await visibleBrand(actor, brandId), 'cs_cart');
      const { storeName } = await testCsCartStore(body, actor.language);
      return { ok: true, storeName };
    },

    /** Tests the store with these credentials, then saves them (the key sealed) and connects the brand. */
    async saveCsCart(
      actor: ConnectionActor,
      brandId: string,
      body: CsCartConnectionBody,
    ): Promise<ConnectionTestResponse> {
      assertPlatformAllowed(await visibleBrand(actor, brandId), 'cs_cart');
      const { storeUrl, storeName } = await testCsCartStore(body, actor.language);
      await connect({
        brandId,
        platform: 'cs_cart',
        storeUrl,
        accountEmail: body.email,
        apiKeyEncrypted: secretBox.seal(body.apiKey, sealContext.apiKey(brandId)),
        storeName,
      });
      return { ok: true, storeName };
    },

    /**
     * The brand's store, ready for look-ups: BRAND_NOT_CONNECTED without an order manager, TRACKING_CONFIG_MISSING
     * when the connection (or part of it) is missing.
     */
    async storeFor(brand: OrderBrandRow): Promise<OrderStore> {
      if (!brand.orderManager) throw new AppError('BRAND_NOT_CONNECTED');
      const row = await repo.connection(brand.id);
      if (!row || row.platform !== brand.orderManager) throw new AppError('TRACKING_CONFIG_MISSING');
      if (row.platform === 'salla') {
        if (!row.accessTokenEncrypted) throw new AppError('TRACKING_CONFIG_MISSING');
        return createSallaStore({ ...http, apiUrl: salla.apiUrl, tokens: fastTokenSource(brand.id, row) });
      }
      if (!row.storeUrl || !row.accountEmail || !row.apiKeyEncrypted) throw new AppError('TRACKING_CONFIG_MISSING');
      return csCartStore({
        storeUrl: row.storeUrl,
        email: row.accountEmail,
        apiKey: secretBox.open(row.apiKeyEncrypted, sealContext.apiKey(brand.id)),
      });
    },

    /** Marks a brand's connection as working or not, after a look-up. */
    async markConnection(brand: OrderBrandRow, status: 'connected' | 'failed'): Promise<void> {
      if (brand.connectionStatus === status) return;
      await repo.setConnectionStatus(brand.id, status);
      changed(brand.id);
    },

    brandById: (id: string) => repo.brandById(id),
    brandByWidgetId: (widgetId: string) => repo.brandByWidgetId(widgetId),
    connectedBrandsOfCustomer: (customerId: string) => repo.connectedBrandsOfCustomer(customerId),

    /** Demo wiring (no actor): connects a brand to Salla with tokens already issued. */
    async adoptSallaTokens(
      brandId: string,
      values: { merchantId: string; storeName: string | null; tokens: SallaTokens },
    ): Promise<void> {
      await connect({
        brandId,
        platform: 'salla',
        merchantId: values.merchantId,
        storeName: values.storeName,
        ...sealTokens(brandId, values.tokens),
      });
    },

    /** Demo wiring (no actor): connects a brand to a CS-Cart store after testing it. */
    async adoptCsCart(brandId: string, body: CsCartConnectionBody): Promise<void> {
      const { storeUrl, storeName } = await testCsCartStore(body, 'en');
      await connect({
        brandId,
        platform: 'cs_cart',
        storeUrl,
        accountEmail: body.email,
        apiKeyEncrypted: secretBox.seal(body.apiKey, sealContext.apiKey(brandId)),
        storeName,
      });
    },

    connection: (brandId: string) => repo.connection(brandId),
  };
}
export type StoreConnectionsService = ReturnType<typeof createStoreConnectionsService>;
