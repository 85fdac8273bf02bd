import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SallaInstallationListResponse } from '@tawasul/contracts/orders';
import type { SallaConfig } from '../../config.ts';
import { isRecord, text } from '../../integrations/order-store.ts';
import {
  tokensOf,
  verifySallaSignature,
  type SallaMerchant,
  type SallaTokens,
} from '../../integrations/salla/salla-oauth.ts';
import { sallaDate } from '../../integrations/salla/salla-orders.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SallaInstallationsRepo } from './salla-installations.repo.ts';
import type { StoreConnectionsRepo } from './store-connections.repo.ts';
import type { ConnectionActor, StoreConnectionsService } from './store-connections.service.ts';
import { matchingBrand } from './store-domains.ts';

/** How long a merchant has to approve the connection in Salla's popup. */
const SALLA_STATE_TTL_MS = 15 * 60 * 1000;
export const SALLA_CALLBACK_PATH = '/api/integrations/salla/callback';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The cookie that binds a popup's state to the browser that started it (one per state, so popups do not clash). */
export const nonceCookieName = (state: string) => `tawasul_salla_${sha256(state).slice(0, 16)}`;

const installSeal = {
  access: (merchantId: string) => `salla_installations.access_token:${merchantId}`,
  refresh: (merchantId: string) => `salla_installations.refresh_token:${merchantId}`,
};

/** What the callback did: connected a brand, or kept an App Store install for an admin to assign. */
export type CallbackOutcome = { kind: 'connected'; openerOrigin: string | null } | { kind: 'pending' };

/**
 * Connecting Salla stores (issue 18), Easy Mode first:
 * - `app.store.authorize` connects the store: the brand already tied to that merchant, else the one brand whose
 *   allowed domains hold the store's domain (from `/oauth2/user/info`), else a pending installation an admin
 *   assigns in the back office. A merchant installing from the App Store (Custom Mode) lands on the callback with
 *   Salla's own `state`: the same.
 * - The popup (Custom Mode, private apps): its `state` is 40 hex characters (nothing Salla rewrites: it strips
 *   hyphens), stored hashed, bound to the starting browser by a nonce cookie, and used once.
 * - `app.uninstalled` disconnects the store and erases its tokens. Events older than the stored tokens are ignored.
 */
export function createSallaConnectService(deps: {
  connections: StoreConnectionsService;
  repo: StoreConnectionsRepo;
  installations: SallaInstallationsRepo;
  secretBox: SecretBox;
  salla: SallaConfig;
  publicUrl: string;
  clock: Clock;
  logger: FastifyBaseLogger;
  onChanged?: (brandId: string) => void;
}) {
  const { connections, repo, installations, secretBox, salla, clock, logger } = deps;
  const redirectUri = `${deps.publicUrl}${SALLA_CALLBACK_PATH}`;

  function oauthOrFail() {
    const oauth = connections.sallaOAuth();
    if (!oauth) throw new AppError('SALLA_NOT_CONFIGURED');
    return oauth;
  }

  /** Tokens replace a brand's under its refresh lock, unless the brand holds newer ones already. */
  async function replaceTokens(brandId: string, tokens: SallaTokens, issuedAt: Date): Promise<boolean> {
    const replaced = await repo.withBrandLock(brandId, async (tx) => {
      const current = await repo.connection(brandId, tx);
      if (current?.tokenExpiresAt && current.tokenExpiresAt.getTime() >= tokens.expiresAt.getTime()) return false;
      await repo.saveTokens(tx, brandId, connections.sealTokens(brandId, tokens, issuedAt));
      return true;
    });
    if (replaced) {
      await repo.setConnectionState(brandId, 'connected', null);
      deps.onChanged?.(brandId);
    }
    return replaced;
  }

  /** A store that authorized the app: its brand's tokens replaced, a brand matched by domain, or kept pending. */
  async function acceptStore(
    merchant: SallaMerchant,
    tokens: SallaTokens,
    issuedAt: Date,
  ): Promise<{ brandId: string | null }> {
    const known = await repo.brandIdByMerchant(merchant.id);
    if (known) {
      await replaceTokens(known, tokens, issuedAt);
      return { brandId: known };
    }
    const brandId = matchingBrand(merchant, await repo.brandsOpenToSalla());
    if (brandId) {
      await connections.connectSalla(brandId, {
        merchantId: merchant.id,
        storeName: merchant.name,
        tokens,
        issuedAt,
      });
      await installations.deleteInstallation(merchant.id);
      logger.info({ brandId, merchantId: merchant.id }, 'Salla store connected by its domain');
      return { brandId };
    }
    const pending = await installations.installation(merchant.id);
    if (pending && pending.tokenExpiresAt.getTime() >= tokens.expiresAt.getTime()) return { brandId: null };
    await installations.saveInstallation({
      merchantId: merchant.id,
      storeName: merchant.name,
      storeDomain: merchant.domain,
      accessTokenEncrypted: secretBox.seal(tokens.accessToken, installSeal.access(merchant.id)),
      refreshTokenEncrypted: secretBox.seal(tokens.refreshToken, installSeal.refresh(merchant.id)),
      tokenExpiresAt: tokens.expiresAt,
      scope: tokens.scope,
      tokensIssuedAt: issuedAt,
    });
    logger.info({ merchantId: merchant.id }, 'Salla store waits for an admin to assign it to a brand');
    return { brandId: null };
  }

  /** The merchant behind new tokens (its id, name and domain), or a Salla failure. */
  async function merchantOf(tokens: SallaTokens): Promise<SallaMerchant> {
    try {
      return await oauthOrFail().merchantOf(tokens.accessToken);
    } catch (error) {
      logger.warn({ err: error }, 'Salla user info failed');
      throw new AppError('SALLA_AUTHORIZATION_FAILED');
    }
  }

  async function exchange(code: string): Promise<SallaTokens> {
    try {
      return await oauthOrFail().exchangeCode(code, redirectUri);
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.warn({ err: error }, 'Salla code exchange failed');
      throw new AppError('SALLA_AUTHORIZATION_FAILED');
    }
  }

  /** Salla's webhook times (`2022-12-31 12:31:25`) are the store's local time, Riyadh. */
  const eventTime = (value: unknown) => {
    const iso = sallaDate({ date: text(value), timezone: 'Asia/Riyadh' });
    return iso ? new Date(iso) : clock.now();
  };

  async function uninstalled(merchantId: string, at: Date): Promise<boolean> {
    const brandId = await repo.brandIdByMerchant(merchantId);
    if (brandId) {
      const current = await repo.connection(brandId);
      // Sent before the tokens we hold were issued (a reinstall came after): not about them.
      if (current?.tokensIssuedAt && at.getTime() < current.tokensIssuedAt.getTime()) return false;
      await repo.disconnectSalla(brandId);
      deps.onChanged?.(brandId);
      logger.info({ brandId, merchantId }, 'Salla app uninstalled: store disconnected');
      return true;
    }
    const pending = await installations.installation(merchantId);
    if (!pending || at.getTime() < pending.tokensIssuedAt.getTime()) return false;
    return installations.deleteInstallation(merchantId);
  }

  return {
    /**
     * `{accounts}/oauth2/auth?…` for the Brand Configuration popup, and the nonce the route sets as a cookie in the
     * browser that asked (the callback checks it).
     */
    async authorize(actor: ConnectionActor, brandId: string, openerOrigin: string) {
      const brand = await connections.visibleBrand(actor, brandId);
      connections.assertPlatformAllowed(brand, 'salla');
      const oauth = oauthOrFail();
      const state = randomBytes(20).toString('hex');
      const nonce = randomBytes(24).toString('hex');
      const now = clock.now();
      await installations.deleteStatesBefore(new Date(now.getTime() - 24 * 60 * 60 * 1000));
      await installations.insertState({
        stateHash: sha256(state),
        nonceHash: sha256(nonce),
        brandId,
        userId: actor.user.id,
        openerOrigin,
        expiresAt: new Date(now.getTime() + SALLA_STATE_TTL_MS),
      });
      return {
        url: oauth.authorizeUrl({ redirectUri, state }),
        state,
        nonce,
        maxAgeSeconds: SALLA_STATE_TTL_MS / 1000,
      };
    },

    /** Where the popup's result goes: the state's opener when the state is ours, else nowhere. */
    async openerOf(state: string | undefined): Promise<string | null> {
      return state ? ((await installations.stateByHash(sha256(state)))?.openerOrigin ?? null) : null;
    },

    /**
     * Salla's redirect back. A state we issued must come with its browser's nonce and is used once; then the code
     * connects that brand. A state we never issued is Salla's own (an App Store install): the store connects as an
     * Easy Mode install does.
     */
    async callback(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      nonceOf: (state: string) => string | undefined,
    ): Promise<CallbackOutcome> {
      // Without a Salla app nothing we issued can come back here: whatever arrives is a stale or forged link.
      if (!connections.sallaOAuth()) throw new AppError('SALLA_LINK_EXPIRED');
      const state = query.state ?? '';
      const row = state ? await installations.stateByHash(sha256(state)) : undefined;
      if (row) {
        const nonce = nonceOf(state);
        if (!nonce || sha256(nonce) !== row.nonceHash) throw new AppError('SALLA_LINK_EXPIRED');
        if (!(await installations.useState(row.stateHash, clock.now()))) throw new AppError('SALLA_LINK_EXPIRED');
        if (query.error) throw new AppError('SALLA_AUTHORIZATION_DENIED');
        if (!query.code) throw new AppError('SALLA_AUTHORIZATION_FAILED');
        const brand = await repo.brandById(row.brandId);
        if (!brand) throw new AppError('BRAND_NOT_FOUND');
        connections.assertPlatformAllowed(brand, 'salla');
        const tokens = await exchange(query.code);
        const merchant = await merchantOf(tokens);
        await connections.connectSalla(brand.id, {
          merchantId: merchant.id,
          storeName: merchant.name,
          tokens,
          issuedAt: clock.now(),
        });
        await installations.deleteInstallation(merchant.id);
        logger.info({ brandId: brand.id, userId: row.userId, merchantId: merchant.id }, 'Salla connected');
        return { kind: 'connected', openerOrigin: row.openerOrigin };
      }
      if (query.error) throw new AppError('SALLA_AUTHORIZATION_DENIED');
      if (!query.code) throw new AppError('SALLA_LINK_EXPIRED');
      const tokens = await exchange(query.code);
      const { brandId } = await acceptStore(await merchantOf(tokens), tokens, clock.now());
      return brandId ? { kind: 'connected', openerOrigin: null } : { kind: 'pending' };
    },

    /**
     * `POST /api/integrations/salla/webhook`, verified by `X-Salla-Signature` over the raw body:
     * `app.store.authorize` connects (or refreshes) the store, `app.uninstalled` disconnects it. Any other event, and
     * an event older than the tokens held, is acknowledged and ignored.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ handled: boolean }> {
      if (!salla.webhookSecret) throw new AppError('SALLA_NOT_CONFIGURED');
      if (!verifySallaSignature(rawBody, signature, salla.webhookSecret))
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION_FAILED');
      }
      if (!isRecord(event)) throw new AppError('VALIDATION_FAILED');
      const merchantId = text(event.merchant);
      if (event.event === 'app.uninstalled' && merchantId) {
        return { handled: await uninstalled(merchantId, eventTime(event.created_at)) };
      }
      if (event.event !== 'app.store.authorize') return { handled: false };
      const tokens = tokensOf(event.data, clock.now());
      if (!merchantId || !tokens) throw new AppError('VALIDATION_FAILED');
      const issuedAt = eventTime(event.created_at);
      const known = await repo.brandIdByMerchant(merchantId);
      if (known) return { handled: await replaceTokens(known, tokens, issuedAt) };
      const merchant = await merchantOf(tokens);
      if (merchant.id !== merchantId) throw new AppError('VALIDATION_FAILED');
      await acceptStore(merchant, tokens, issuedAt);
      return { handled: true };
    },

    async listInstallations(query: {
      page: number;
      pageSize: number;
      search?: string | undefined;
      sort: 'installedAt' | 'storeName';
      order: 'asc' | 'desc';
    }): Promise<SallaInstallationListResponse> {
      const { rows, total } = await installations.listInstallations(query);
      return {
        items: rows.map((row) => ({
          merchantId: row.merchantId,
          storeName: row.storeName,
          storeDomain: row.storeDomain,
          installedAt: row.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** An admin ties a pending Salla store to a brand: its tokens move to the brand's connection. */
    async assignInstallation(merchantId: string, brandId: string): Promise<void> {
      const pending = await installations.installation(merchantId);
      if (!pending) throw new AppError('SALLA_INSTALLATION_NOT_FOUND');
      const brand = await repo.brandById(brandId);
      if (!brand) throw new AppError('BRAND_NOT_FOUND');
      connections.assertPlatformAllowed(brand, 'salla');
      const tokens: SallaTokens = {
        accessToken: secretBox.open(pending.accessTokenEncrypted, installSeal.access(merchantId)),
        refreshToken: secretBox.open(pending.refreshTokenEncrypted, installSeal.refresh(merchantId)),
        expiresAt: pending.tokenExpiresAt,
        scope: pending.scope,
      };
      await connections.connectSalla(brandId, {
        merchantId,
        storeName: pending.storeName,
        tokens,
        issuedAt: pending.tokensIssuedAt,
      });
      await installations.deleteInstallation(merchantId);
      logger.info({ brandId, merchantId }, 'Salla store assigned to a brand');
    },
  };
}
export type SallaConnectService = ReturnType<typeof createSallaConnectService>;
