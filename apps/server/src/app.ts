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
import { createRedisGuard } from './lib/redis.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import { createAuthChallengesRepo } from './modules/auth/auth-challenges.repo.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, toSessionUser } from './modules/auth/auth.service.ts';
import { createBetterAuth } from './modules/auth/better-auth.ts';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.ts';
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
import { landingPageData, publicSiteRoutes } from './modules/cms/public-site.routes.ts';
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
import { createOrdersModule } from './modules/orders/orders.module.ts';
import type { StoreConnectionsService } from './modules/orders/store-connections.service.ts';
import { createMessagingService } from './modules/notifications/messaging.service.ts';
import { createOutboxRepo } from './modules/notifications/outbox.repo.ts';
import { outboxRoutes } from './modules/notifications/outbox.routes.ts';
import { createChatReaderCheck } from './modules/chats/chat-route-context.ts';
import { createChatFileAccess } from './modules/uploads/chat-file-access.ts';
import { imageRoutes } from './modules/uploads/image.routes.ts';
import { createUploadSigner } from './modules/uploads/upload-access.ts';
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
import { createChatsService, createReceipts, type ChatsService } from './modules/chats/chats.service.ts';
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
import { compressionPlugin } from './plugins/compression.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { endpointContractsPlugin } from './plugins/endpoint-contracts.ts';
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
  /** Prefix of this deployment's keys and adapter channel in Redis; `config.redisNamespace` unless given (tests). */
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
  const namespace = deps.redisNamespace ?? config.redisNamespace;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A connection the database ended (a restart, `pg_terminate_backend`, a network cut) costs that connection only.
  const stopHearingDatabase = database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'database connection lost; the next query opens a new one'),
  );
  // Redis out of reach costs sharing, never a request: its users fall back to this process (decision 017).
  const redisGuard = redis ? createRedisGuard(redis, app.log) : undefined;
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
  // Ended sessions close their open sockets at once, on every node (plugins/realtime.ts).
  const sessionsEnded = (ended: { userId: string; token?: string; exceptToken?: string }) =>
    events.emit('sessions.ended', ended);
  const authService = createAuthService({
    config,
    auth,
    repo: authRepo,
    challenges,
    otp,
    messaging,
    clock,
    onSessionsEnded: sessionsEnded,
    throttle: createSignInThrottle({ redis: redisGuard, namespace, clock }),
  });
  const uploads = createUploadsService({ repo: createUploadsRepo(database.db), storage: createStorage(config) });
  const accountService = createAccountService({
    repo: authRepo,
    uploads,
    onSessionsEnded: (userId) => sessionsEnded({ userId }),
  });
  const uploadSigner = createUploadSigner({ secret: config.authSecret, clock });
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
    onSessionsEnded: (userId) => sessionsEnded({ userId }),
  });
  const shoppersService = createShoppersService({
    repo: createShoppersRepo(database.db),
    onSessionsEnded: (userId) => sessionsEnded({ userId }),
  });
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

  const chatsRepo = createChatsRepo(database.db, database.statements);
  const routing = createRoutingService({
    db: database.db,
    repo: chatsRepo,
    clock,
    maxConversations: (executor, brandId) => settingsService.maxConversationsPerAgent(executor, brandId),
  });
  const dispatcher = createRoutingDispatcher({ routing, repo: chatsRepo, events, logger: app.log });
  const chats = createChatsService({
    db: database.db,
    repo: chatsRepo,
    events,
    clock,
    receipts: createReceipts({ statements: database.statements, clock, events, log: app.log }),
    requestRouting: dispatcher.requestRouting,
    settings: settingsService,
    brandByWidgetId: brands.byWidgetId,
    categoryCriticalWords: () => categories.criticalWords(),
    findUploads: (ids) => uploads.findMany(ids),
    fileUrl: (uploadId) => uploadSigner.url(uploadId),
    findCase: (actor, id) => cases.get(actor, id),
  });
  const presence = createPresenceService({
    db: database.db,
    clock,
    events,
    onWentOffline: (agentId, brandId) => chats.returnOffersOf(agentId, brandId),
  });
  const critical = createCriticalMessagesService({ db: database.db, clock });
  const staffNotifications = createStaffNotificationsService({ db: database.db, clock, events });
  const guestsForChat = createGuestsForChat({
    repo: chatsRepo,
    tokens: createGuestTokens({ secret: config.authSecret, clock }),
    clock,
    brandByWidgetId: brands.byWidgetId,
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
    allowLocalhost: !config.isProduction,
  });
  events.on('routing.needed', ({ brandId }) => (brandId ? dispatcher.requestRouting(brandId) : dispatcher.routeAll()));
  const reports = createReportsService({ repo: createReportsRepo(database.db), clock });
  const ordersModule = createOrdersModule({
    config,
    db: database.db,
    clock,
    logger: app.log,
    redis: redisGuard,
    namespace,
    chats: {
      get: (actor, id) => chats.get(actor, id),
      messages: (actor, id, query) => chats.messages(actor, id, query),
    },
    findUser: (id) => authRepo.findUserById(id),
  });
  const storeConnections = ordersModule.storeConnections;
  const dashboardLive = wireDashboardLive({ events, clock });
  const authorizeFile = createChatFileAccess({
    signer: uploadSigner,
    messageOf: (id) => chatsRepo.message(id),
    mayReadChat: createChatReaderCheck(guestsForChat, chats),
  });
  app.decorate('domainEvents', events);
  app.decorate('chatEngine', { chats, presence });
  app.decorate('storeConnections', storeConnections);
  app.decorate('chatSweeps', createChatSweeps({ database, chats, presence, dispatcher, logger: app.log }));

  // Before every route: each API route must be its endpoint contract.
  await app.register(endpointContractsPlugin);
  // First, so that every route registered after it (the API, the app's pages) is compressed.
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1 } });
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { redis: redisGuard, namespace });
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
    authorize: authorizeFile,
    uploaderOf: async (request) => {
      const actor = await resolveChatActor(requestActorSource(request), guestsForChat.tokens, guestsForChat.find);
      return actor.kind === 'guest' ? { userId: null, guestId: actor.id } : { userId: actor.id, guestId: null };
    },
  });
  await app.register(imageRoutes, { images, authorize: authorizeFile });
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
  await ordersModule.register(app, {
    trustedOrigins: trustedOrigins(config),
    actorOf: (request) => resolveChatActor(requestActorSource(request), guestsForChat.tokens, guestsForChat.find),
  });
  await app.register(realtimePlugin, {
    events,
    chats,
    presence,
    guests: guestsForChat,
    redis: redisGuard,
    namespace,
    trustedOrigins: trustedOrigins(config),
    liveSessionTokens: authRepo.liveSessionTokens,
  });
  if (config.devOutbox) await app.register(outboxRoutes, { outbox });

  await app.register(webAppPlugin, {
    webDist: config.webDist,
    toSessionUser,
    inlineData: landingPageData(publicSite),
  });
  app.addHook('onClose', async () => {
    stopHearingDatabase();
    await app.chatSweeps.stop();
    await queueBroadcaster.stop();
    dashboardLive.stop();
    mailer?.close();
  });
  return app;
}
