import type { FastifyBaseLogger } from 'fastify';
import type { CsCartConnectionBody, ConnectionTestResponse } from '@tawasul/contracts/orders';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { CsCartConnectionBody as CsCartConnectionSchema } from '@tawasul/contracts/orders';
import { renderValidationMessage, type ValidationKey } from '@tawasul/contracts/validation';
import type { SallaConfig } from '../../config.ts';
import { createCsCartStore, normalizeStoreUrl } from '../../integrations/cs-cart/cs-cart-store.ts';
import { OrderStoreError, type OrderStore, type StoreHttpOptions } from '../../integrations/order-store.ts';
import {
  createSallaOAuth,
  grantsOrders,
  SallaGrantError,
  type SallaOAuth,
  type SallaTokens,
} from '../../integrations/salla/salla-oauth.ts';
import { createSallaStore, type SallaTokenSource } from '../../integrations/salla/salla-store.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { PROBLEM_OF_FAILURE, problemFailsConnection, TEST_ERROR_OF_FAILURE } from './store-failures.ts';
import type {
  OrderBrandRow,
  SealedTokens,
  StoreConnectionRow,
  StoreConnectionsRepo,
} from './store-connections.repo.ts';

/** Who asks to connect a store: an admin, or the brand's manager. */
export interface ConnectionActor {
  user: { id: string; role: string; brandId: string | null };
  language: ProductLanguage;
}

/** A token this close to its end is refreshed before it is used. */
const REFRESH_MARGIN_MS = 60_000;

const sealContext = {
  apiKey: (brandId: string) => `store_connections.api_key:${brandId}`,
  accessToken: (brandId: string) => `store_connections.access_token:${brandId}`,
  refreshToken: (brandId: string) => `store_connections.refresh_token:${brandId}`,
};

/**
 * Connecting brands to their stores (DESIGN.md section 7) and opening a brand's store for order look-ups. CS-Cart
 * connects by store URL, admin e-mail, API key and primary currency, tested before they are saved; Salla's
 * connections are made in salla-connect.service.ts and kept here. Secrets are sealed at rest. Salla's single-use
 * refresh tokens are spent under a per-brand advisory lock, in a transaction that reads the tokens again first. Every
 * store call goes through the outbound guard (public addresses only, unless configured for the stand-ins).
 */
export function createStoreConnectionsService(deps: {
  repo: StoreConnectionsRepo;
  secretBox: SecretBox;
  salla: SallaConfig;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Timeouts, Retry-After bounds, sleeping and the private origins allowed, for every store request. */
  http: StoreHttpOptions;
  /** Called after a brand's connection changed (order caches forget the brand). */
  onChanged?: (brandId: string) => void;
}) {
  const { repo, secretBox, salla, clock, logger, http } = deps;
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

  function sealTokens(brandId: string, tokens: SallaTokens, issuedAt: Date): SealedTokens {
    return {
      accessTokenEncrypted: secretBox.seal(tokens.accessToken, sealContext.accessToken(brandId)),
      refreshTokenEncrypted: secretBox.seal(tokens.refreshToken, sealContext.refreshToken(brandId)),
      tokenExpiresAt: tokens.expiresAt,
      scope: tokens.scope,
      tokensIssuedAt: issuedAt,
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

  /** Connects a brand to a Salla store with tokens Salla issued (popup, webhook, or an admin's assignment). */
  async function connectSalla(
    brandId: string,
    values: { merchantId: string; storeName: string | null; tokens: SallaTokens; issuedAt: Date },
  ): Promise<void> {
    await connect({
      brandId,
      platform: 'salla',
      merchantId: values.merchantId,
      storeName: values.storeName,
      ...sealTokens(brandId, values.tokens, values.issuedAt),
    });
    // A grant without orders.read connects nothing usable: the brand's status says which scope is missing.
    if (!grantsOrders(values.tokens.scope)) await repo.setConnectionState(brandId, 'failed', 'scope');
  }

  /**
   * The brand's Salla tokens: the stored access token while it is fresh, else one refreshed under the brand's lock.
   * Inside the lock the tokens are read again: when another request (or node) has refreshed meanwhile, its token
   * is used and the spent refresh token is never sent twice.
   */
  function sallaTokenSource(brandId: string, row: StoreConnectionRow): SallaTokenSource {
    async function refreshUnlessDone(rejected: string | null): Promise<string> {
      const outcome = await repo.withBrandLock(brandId, async (tx) => {
        const current = await repo.connection(brandId, tx);
        if (!current?.accessTokenEncrypted || !current.refreshTokenEncrypted) return { kind: 'missing' as const };
        const access = secretBox.open(current.accessTokenEncrypted, sealContext.accessToken(brandId));
        const fresh = (current.tokenExpiresAt?.getTime() ?? 0) - clock.now().getTime() > REFRESH_MARGIN_MS;
        if (fresh && access !== rejected) return { kind: 'token' as const, token: access };
        const oauth = sallaOAuth();
        if (!oauth) return { kind: 'no_client' as const };
        try {
          const tokens = await oauth.refresh(
            secretBox.open(current.refreshTokenEncrypted, sealContext.refreshToken(brandId)),
          );
          await repo.saveTokens(tx, brandId, sealTokens(brandId, tokens, clock.now()));
          return { kind: 'token' as const, token: tokens.accessToken };
        } catch (error) {
          if (error instanceof SallaGrantError) return { kind: 'revoked' as const, reason: error.message };
          throw error;
        }
      });
      if (outcome.kind === 'token') return outcome.token;
      if (outcome.kind === 'revoked')
        logger.warn({ brandId, reason: outcome.reason }, 'Salla refused the refresh token');
      throw new OrderStoreError('unauthorized', `Salla tokens unusable (${outcome.kind})`);
    }

    return {
      // The stored access token without the lock while it is fresh (the common case).
      current: async () => {
        const fresh = (row.tokenExpiresAt?.getTime() ?? 0) - clock.now().getTime() > REFRESH_MARGIN_MS;
        if (fresh && row.accessTokenEncrypted) {
          return secretBox.open(row.accessTokenEncrypted, sealContext.accessToken(brandId));
        }
        return refreshUnlessDone(null);
      },
      afterRejection: (rejected) => refreshUnlessDone(rejected),
    };
  }

  function csCartStore(connection: { storeUrl: string; email: string; apiKey: string; currency: string }): OrderStore {
    return createCsCartStore({ ...http, ...connection });
  }

  function fieldProblem(key: ValidationKey, language: ProductLanguage) {
    return new AppError('VALIDATION_FAILED', {
      details: [{ path: ['storeUrl'], key, message: renderValidationMessage(key, undefined, language) }],
    });
  }

  /** A CS-Cart address: https, or http only for an origin configured as a local store (the stand-ins). */
  function checkStoreUrl(url: string, language: ProductLanguage): string {
    let normalized: URL;
    try {
      normalized = new URL(normalizeStoreUrl(url));
    } catch {
      throw fieldProblem('validation.invalidUrl', language);
    }
    if (normalized.username || normalized.password) throw fieldProblem('validation.invalidUrl', language);
    const local = (http.privateOrigins ?? []).includes(normalized.origin);
    if (normalized.protocol !== 'https:' && !(local && normalized.protocol === 'http:')) {
      throw fieldProblem('validation.httpsUrl', language);
    }
    return normalizeStoreUrl(url);
  }

  async function testCsCartStore(
    body: CsCartConnectionBody,
    language: ProductLanguage,
  ): Promise<{ storeUrl: string; storeName: string | null; currency: string }> {
    const { currency, email, apiKey } = CsCartConnectionSchema.parse(body);
    const storeUrl = checkStoreUrl(body.storeUrl, language);
    try {
      const { storeName } = await csCartStore({ storeUrl, email, apiKey, currency }).testConnection();
      return { storeUrl, storeName, currency };
    } catch (error) {
      if (!(error instanceof OrderStoreError)) throw error;
      logger.info({ storeUrl, failure: error.failure, reason: error.message }, 'CS-Cart connection test failed');
      throw new AppError(TEST_ERROR_OF_FAILURE[error.failure]);
    }
  }

  async function saveCsCart(brandId: string, body: CsCartConnectionBody, language: ProductLanguage) {
    const { storeUrl, storeName, currency } = await testCsCartStore(body, language);
    await connect({
      brandId,
      platform: 'cs_cart',
      storeUrl,
      accountEmail: body.email,
      apiKeyEncrypted: secretBox.seal(body.apiKey, sealContext.apiKey(brandId)),
      currency,
      storeName,
    });
    return { ok: true as const, storeName };
  }

  return {
    sallaOAuth,
    visibleBrand,
    assertPlatformAllowed,
    connectSalla,
    sealTokens,

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
      return saveCsCart(brandId, body, actor.language);
    },

    /**
     * The brand's store, ready for look-ups: BRAND_NOT_CONNECTED without an order manager or once its store is
     * disconnected, TRACKING_CONFIG_MISSING when the connection (or part of it) is missing.
     */
    async storeFor(brand: OrderBrandRow): Promise<OrderStore> {
      if (!brand.orderManager) throw new AppError('BRAND_NOT_CONNECTED');
      const row = await repo.connection(brand.id);
      if (!row || row.platform !== brand.orderManager) throw new AppError('TRACKING_CONFIG_MISSING');
      if (row.platform === 'salla') {
        if (!row.accessTokenEncrypted) {
          throw new AppError(
            brand.connectionStatus === 'not_connected' ? 'BRAND_NOT_CONNECTED' : 'TRACKING_CONFIG_MISSING',
          );
        }
        return createSallaStore({ ...http, apiUrl: salla.apiUrl, tokens: sallaTokenSource(brand.id, row) });
      }
      if (!row.storeUrl || !row.accountEmail || !row.apiKeyEncrypted) throw new AppError('TRACKING_CONFIG_MISSING');
      return csCartStore({
        storeUrl: row.storeUrl,
        email: row.accountEmail,
        apiKey: secretBox.open(row.apiKeyEncrypted, sealContext.apiKey(brand.id)),
        currency: row.currency ?? '',
      });
    },

    /**
     * Records how a brand's store answered a look-up: a success clears any problem; a failure is kept as the brand's
     * problem, and the ones someone must act on (credentials, scope, address, certificate) mark it failed.
     */
    async recordOutcome(brand: OrderBrandRow, failure: OrderStoreError['failure'] | null): Promise<void> {
      const problem = failure === null ? null : PROBLEM_OF_FAILURE[failure];
      const status =
        problem === null ? 'connected' : problemFailsConnection(problem) ? 'failed' : brand.connectionStatus;
      if (status === 'not_connected') return;
      if (brand.connectionStatus === status && brand.connectionProblem === problem) return;
      await repo.setConnectionState(brand.id, status, problem);
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
      await connectSalla(brandId, { ...values, issuedAt: clock.now() });
    },

    /** Demo wiring (no actor): connects a brand to a CS-Cart store after testing it. */
    async adoptCsCart(brandId: string, body: CsCartConnectionBody): Promise<void> {
      await saveCsCart(brandId, body, 'en');
    },

    connection: (brandId: string) => repo.connection(brandId),
  };
}
export type StoreConnectionsService = ReturnType<typeof createStoreConnectionsService>;
