import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { UPLOAD_RULES } from '@tawasul/contracts/uploads';
import { configureValidationMessages } from '@tawasul/contracts/validation';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createSmtpMailer } from './integrations/mail/mailer.ts';
import type { SmsProvider } from './integrations/sms/sms-provider.ts';
import { createUnifonicProvider } from './integrations/sms/unifonic.ts';
import { createStorage } from './integrations/storage/storage.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import { createAuthChallengesRepo } from './modules/auth/auth-challenges.repo.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBetterAuth } from './modules/auth/better-auth.ts';
import { createBrandsRepo } from './modules/brands/brands.repo.ts';
import { brandsRoutes } from './modules/brands/brands.routes.ts';
import { createBrandsService } from './modules/brands/brands.service.ts';
import { createCasesRepo } from './modules/canned-responses/cases.repo.ts';
import { casesRoutes } from './modules/canned-responses/cases.routes.ts';
import { createCasesService } from './modules/canned-responses/cases.service.ts';
import { createCategoriesRepo } from './modules/canned-responses/categories.repo.ts';
import { categoriesRoutes } from './modules/canned-responses/categories.routes.ts';
import { createCategoriesService } from './modules/canned-responses/categories.service.ts';
import { createLandingPageRepo } from './modules/cms/landing-page.repo.ts';
import { createLandingPageService } from './modules/cms/landing-page.service.ts';
import { createPagesRepo } from './modules/cms/pages.repo.ts';
import { cmsRoutes } from './modules/cms/pages.routes.ts';
import { createPagesService } from './modules/cms/pages.service.ts';
import { publicSiteRoutes } from './modules/cms/public-site.routes.ts';
import { createPublicSiteService } from './modules/cms/public-site.service.ts';
import { createContactFormsRepo } from './modules/contact-forms/contact-forms.repo.ts';
import { contactFormsRoutes } from './modules/contact-forms/contact-forms.routes.ts';
import { createContactFormsService } from './modules/contact-forms/contact-forms.service.ts';
import { cmsFaqsRoutes } from './modules/faqs/cms-faqs.routes.ts';
import { createFaqsRepo } from './modules/faqs/faqs.repo.ts';
import { faqsRoutes } from './modules/faqs/faqs.routes.ts';
import { createFaqsService } from './modules/faqs/faqs.service.ts';
import { contactChangeRoutes } from './modules/auth/contact-change.routes.ts';
import { createContactChangeService } from './modules/auth/contact-change.service.ts';
import { createOtpService } from './modules/auth/otp.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createOrderCache } from './modules/orders/order-cache.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createStoreConnectionsRepo } from './modules/orders/store-connections.repo.ts';
import { storeConnectionsRoutes } from './modules/orders/store-connections.routes.ts';
import {
  createStoreConnectionsService,
  type StoreConnectionsService,
} from './modules/orders/store-connections.service.ts';
import { createMessagingService } from './modules/notifications/messaging.service.ts';
import { createOutboxRepo } from './modules/notifications/outbox.repo.ts';
import { outboxRoutes } from './modules/notifications/outbox.routes.ts';
import { imageRoutes } from './modules/uploads/image.routes.ts';
import { createImageService } from './modules/uploads/image.service.ts';
import { createUploadsRepo } from './modules/uploads/uploads.repo.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { createSettingsRepo } from './modules/settings/settings.repo.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createShoppersRepo } from './modules/shoppers/shoppers.repo.ts';
import { shoppersRoutes } from './modules/shoppers/shoppers.routes.ts';
import { createShoppersService } from './modules/shoppers/shoppers.service.ts';
import { wireDashboardLive } from './modules/reports/dashboard-live.ts';
import { createReportsRepo } from './modules/reports/reports.repo.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createStaffRepo } from './modules/staff/staff.repo.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { createChatSweeps, type ChatSweeps } from './jobs/chat-sweeps.ts';
import { createDomainEvents, type DomainEvents } from './lib/domain-events.ts';
import { wireChatAlerts } from './modules/chats/chat-alerts.ts';
import { requestActorSource, resolveChatActor } from './modules/chats/chat-actor.ts';
import { createChatsRepo } from './modules/chats/chats.repo.ts';
import { chatsRoutes } from './modules/chats/chats.routes.ts';
import { createChatsService, type ChatsService } from './modules/chats/chats.service.ts';
import { createCriticalMessagesService } from './modules/chats/critical-messages.service.ts';
import { createGuestTokens } from './modules/chats/guest-tokens.ts';
import { createGuestsForChat } from './modules/chats/guests-for-chat.ts';
import { createPresenceService, type PresenceService } from './modules/chats/presence.service.ts';
import { createQueueBroadcaster, createQueueService } from './modules/chats/queue.service.ts';
import { createRoutingDispatcher } from './modules/chats/routing-dispatcher.ts';
import { createRoutingService } from './modules/chats/routing.service.ts';
import {
  createShopperNotificationsService,
  wireShopperNotifications,
} from './modules/chats/shopper-notifications.service.ts';
import { createStaffNotificationsService } from './modules/chats/staff-notifications.service.ts';
import { widgetRoutes } from './modules/widget/widget.routes.ts';
import { createWidgetService } from './modules/widget/widget.service.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin, trustedOrigins } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis | undefined;
  clock?: Clock;
  /** Replaces the configured SMS provider (tests use a local stand-in). */
  smsProvider?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
  /** Prefix of this deployment's keys in Redis (tests use one each). */
  redisNamespace?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat engine's periodic work; `server.ts` starts it, tests run it by hand with a manual clock. */
    chatSweeps: ChatSweeps;
    domainEvents: DomainEvents;
    chatEngine: { chats: ChatsService; presence: PresenceService };
    /** Brands' store connections (the demo wires its brands to the local store stand-ins through it). */
    storeConnections: StoreConnectionsService;
  }
}

configureValidationMessages();

// Busboy's own ceiling, a little above the largest upload rule; each upload's own limit is checked as it streams.
const MULTIPART_FILE_LIMIT = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes)) + 1024 * 1024;

/** The whole product as one Fastify instance; `server.ts` only listens and shuts down. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, redis, clock = systemClock } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const events = createDomainEvents((error, name) =>
    app.log.error({ err: error, event: name }, 'event listener failed'),
  );
  const smsProvider =
    deps.smsProvider ??
    (config.sms?.appSid && config.sms.senderId
      ? createUnifonicProvider({
          baseUrl: config.sms.baseUrl,
          appSid: config.sms.appSid,
          senderId: config.sms.senderId,
        })
      : undefined);
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  const outbox = createOutboxRepo(database.db);
  const messaging = createMessagingService({ config, outbox, mailer, sms: smsProvider, logger: app.log });

  const auth = createBetterAuth({
    db: database.db,
    secret: config.authSecret,
    baseURL: config.publicUrl,
    trustedOrigins: trustedOrigins(config),
  });
  const authRepo = createAuthRepo(database.db);
  const challenges = createAuthChallengesRepo(database.db);
  const otp = createOtpService({ repo: challenges, messaging, clock, secret: config.authSecret });
  const authService = createAuthService({ config, auth, repo: authRepo, challenges, otp, messaging, clock });
  const uploads = createUploadsService({ repo: createUploadsRepo(database.db), storage: createStorage(config) });
  const accountService = createAccountService({ repo: authRepo, uploads });
  const images = createImageService({ uploads, cacheDir: path.join(config.dataDir, 'image-cache') });
  const brands = createBrandsService({
    repo: createBrandsRepo(database.db),
    uploads,
    secretBox: createSecretBox(config.authSecret),
    publicUrl: config.publicUrl,
  });
  const contactChangeService = createContactChangeService({ repo: authRepo, otp });
  const staffService = createStaffService({
    repo: createStaffRepo(database.db),
    onDeactivated: (id) => presence.forceOffline(id),
  });
  const shoppersService = createShoppersService({ repo: createShoppersRepo(database.db) });
  const settingsService = createSettingsService({
    repo: createSettingsRepo(database.db),
    onGeneralChanged: (brandId) => events.emit('routing.needed', { brandId }),
  });
  const categories = createCategoriesService({ repo: createCategoriesRepo(database.db) });
  const cases = createCasesService({ repo: createCasesRepo(database.db), categories, uploads, brands });
  const faqs = createFaqsService({ repo: createFaqsRepo(database.db), brands });
  const contactForms = createContactFormsService({
    repo: createContactFormsRepo(database.db),
    brands,
    messaging,
    logger: app.log,
    publicUrl: config.publicUrl,
  });
  const pages = createPagesService({ repo: createPagesRepo(database.db) });
  const landing = createLandingPageService({ repo: createLandingPageRepo(database.db), uploads });
  const publicSite = createPublicSiteService({ landing, pages, faqs });

  const chatsRepo = createChatsRepo(database.db);
  const brandByWidgetId = (widgetId: string) => brands.byWidgetId(widgetId);
  const routing = createRoutingService({
    db: database.db,
    repo: chatsRepo,
    clock,
    maxConversations: async (brandId) => (await settingsService.effectiveFor(brandId)).maxConversationsPerAgent,
  });
  const dispatcher = createRoutingDispatcher({ routing, repo: chatsRepo, events, logger: app.log });
  const chats = createChatsService({
    db: database.db,
    repo: chatsRepo,
    events,
    clock,
    requestRouting: dispatcher.requestRouting,
    settings: settingsService,
    brandByWidgetId,
    categoryCriticalWords: () => categories.criticalWords(),
    findUploads: (ids) => uploads.findMany(ids),
    findCase: (actor, id) => cases.get(actor, id),
  });
  const presence = createPresenceService({ db: database.db, clock, events });
  const critical = createCriticalMessagesService({ db: database.db, clock });
  const staffNotifications = createStaffNotificationsService({ db: database.db, clock, events });
  const guestsForChat = createGuestsForChat({
    repo: chatsRepo,
    tokens: createGuestTokens({ secret: config.authSecret, clock }),
    clock,
    brandByWidgetId,
  });
  wireChatAlerts({ events, notifications: staffNotifications, critical });
  const shopperNotifications = createShopperNotificationsService({ db: database.db, clock, events });
  wireShopperNotifications({ events, notifications: shopperNotifications });
  const queue = createQueueService({ db: database.db, clock });
  const queueBroadcaster = createQueueBroadcaster({ queue, events, logger: app.log });
  const widget = createWidgetService({
    brandByWidgetId: (widgetId) => brands.widgetProfile(widgetId),
    settings: settingsService,
    onlineAgents: (brandId) => presence.onlineAgents(brandId),
  });
  events.on('routing.needed', ({ brandId }) => (brandId ? dispatcher.requestRouting(brandId) : dispatcher.routeAll()));
  const reports = createReportsService({ repo: createReportsRepo(database.db), clock });
  const orderCache = createOrderCache({ clock });
  const storeConnections = createStoreConnectionsService({
    repo: createStoreConnectionsRepo(database.db),
    secretBox: createSecretBox(config.authSecret),
    salla: config.salla,
    publicUrl: config.publicUrl,
    isProduction: config.isProduction,
    secret: config.authSecret,
    clock,
    logger: app.log,
    onChanged: (brandId) => orderCache.forgetBrand(brandId),
  });
  const orders = createOrdersService({
    connections: storeConnections,
    cache: orderCache,
    chats: {
      get: (actor, id) => chats.get(actor, id),
      messages: (actor, id, query) => chats.messages(actor, id, query),
    },
    logger: app.log,
  });
  const dashboardLive = wireDashboardLive({ events });
  app.decorate('domainEvents', events);
  app.decorate('chatEngine', { chats, presence });
  app.decorate('storeConnections', storeConnections);
  app.decorate('chatSweeps', createChatSweeps({ database, chats, presence, dispatcher, logger: app.log }));

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1 } });
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { redis, namespace: deps.redisNamespace ?? 'tawasul' });
  await app.register(swaggerPlugin);
  await app.register(sessionPlugin, { auth, repo: authRepo });

  await app.register(healthRoutes, { database, redis });
  await app.register(authRoutes, { authService });
  await app.register(accountRoutes, {
    authService,
    accountService,
    setAgentOnline: (agent, online) => presence.setOnline(agent, online),
  });
  await app.register(uploadsRoutes, {
    uploads,
    uploaderOf: async (request) => {
      const actor = await resolveChatActor(requestActorSource(request), guestsForChat.tokens, guestsForChat.find);
      return actor.kind === 'guest' ? { userId: null, guestId: actor.id } : { userId: actor.id, guestId: null };
    },
  });
  await app.register(imageRoutes, { images });
  await app.register(brandsRoutes, { brands });
  await app.register(contactChangeRoutes, { contactChangeService });
  await app.register(staffRoutes, { staffService });
  await app.register(shoppersRoutes, { shoppersService });
  await app.register(settingsRoutes, { settingsService });
  await app.register(categoriesRoutes, { categories });
  await app.register(casesRoutes, { cases });
  await app.register(faqsRoutes, { faqs });
  await app.register(cmsFaqsRoutes, { faqs });
  await app.register(contactFormsRoutes, { contactForms });
  await app.register(cmsRoutes, { pages, landing });
  await app.register(publicSiteRoutes, { site: publicSite });
  await app.register(chatsRoutes, {
    chats,
    critical,
    notifications: staffNotifications,
    guests: guestsForChat,
    queue,
    shopperNotifications,
  });
  await app.register(widgetRoutes, { widget, ownOrigins: trustedOrigins(config), webDist: config.webDist });
  await app.register(reportsRoutes, { reports });
  await app.register(storeConnectionsRoutes, {
    connections: storeConnections,
    trustedOrigins: trustedOrigins(config),
    publicOrigin: new URL(config.publicUrl).origin,
  });
  await app.register(ordersRoutes, {
    orders,
    actorOf: (request) => resolveChatActor(requestActorSource(request), guestsForChat.tokens, guestsForChat.find),
  });
  await app.register(realtimePlugin, {
    events,
    chats,
    presence,
    guests: guestsForChat,
    redis,
    namespace: deps.redisNamespace ?? 'tawasul',
    trustedOrigins: trustedOrigins(config),
    liveSessionTokens: authRepo.liveSessionTokens,
  });
  if (!config.isProduction) await app.register(outboxRoutes, { outbox });

  await app.register(webAppPlugin, { webDist: config.webDist });
  app.addHook('onClose', async () => {
    await app.chatSweeps.stop();
    await queueBroadcaster.stop();
    dashboardLive.stop();
    mailer?.close();
  });
  return app;
}
