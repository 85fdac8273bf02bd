// The orders module as the app composes it: brands' store connections (Salla's included), the order cache and
// claims, order tracking, and their routes. `app.ts` gives it what it needs from the rest of the product.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createRateCounter } from '../../lib/rate-counter.ts';
import type { RedisGuard } from '../../lib/redis.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { ChatActor } from '../chats/chat-actor.ts';
import { createOrderCache } from './order-cache.ts';
import { createOrderClaimsRepo } from './order-claims.repo.ts';
import { ordersRoutes, verifiedContact } from './orders.routes.ts';
import { createOrdersService, TRACKING_WINDOW_MS, type ChatReader } from './orders.service.ts';
import { createSallaConnectService } from './salla-connect.service.ts';
import { createSallaInstallationsRepo } from './salla-installations.repo.ts';
import { createStoreConnectionsRepo } from './store-connections.repo.ts';
import { storeConnectionsRoutes } from './store-connections.routes.ts';
import { createStoreConnectionsService } from './store-connections.service.ts';

type Contactable = Parameters<typeof verifiedContact>[0];

export function createOrdersModule(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  redis: RedisGuard | undefined;
  namespace: string;
  chats: ChatReader;
  /** A customer's account (its contact and whether each is verified). */
  findUser: (id: string) => Promise<Contactable | undefined>;
}) {
  const { config, db, clock, logger } = deps;
  const orderCache = createOrderCache({ clock });
  const storeConnectionsRepo = createStoreConnectionsRepo(db);
  const secretBox = createSecretBox(config.authSecret);
  const forgetBrandOrders = (brandId: string) => orderCache.forgetBrand(brandId);
  const storeConnections = createStoreConnectionsService({
    repo: storeConnectionsRepo,
    secretBox,
    salla: config.salla,
    clock,
    logger,
    http: { privateOrigins: config.storePrivateOrigins },
    onChanged: forgetBrandOrders,
  });
  const sallaConnect = createSallaConnectService({
    connections: storeConnections,
    repo: storeConnectionsRepo,
    installations: createSallaInstallationsRepo(db),
    secretBox,
    salla: config.salla,
    publicUrl: config.publicUrl,
    clock,
    logger,
    onChanged: forgetBrandOrders,
  });
  const orders = createOrdersService({
    connections: storeConnections,
    cache: orderCache,
    chats: deps.chats,
    claims: createOrderClaimsRepo(db),
    customerContact: async (customerId) => {
      const user = await deps.findUser(customerId);
      return user ? verifiedContact(user) : { id: customerId, phone: null, email: null };
    },
    clock,
    trackingAttempts: createRateCounter({
      max: 10,
      windowMs: TRACKING_WINDOW_MS,
      redis: deps.redis,
      prefix: `${deps.namespace}:track:`,
    }),
    logger,
  });

  return {
    storeConnections,
    async register(
      app: FastifyInstance,
      options: { trustedOrigins: readonly string[]; actorOf: (request: FastifyRequest) => Promise<ChatActor> },
    ) {
      await app.register(storeConnectionsRoutes, {
        connections: storeConnections,
        sallaConnect,
        trustedOrigins: options.trustedOrigins,
        publicOrigin: new URL(config.publicUrl).origin,
      });
      await app.register(ordersRoutes, { orders, actorOf: options.actorOf });
    },
  };
}
