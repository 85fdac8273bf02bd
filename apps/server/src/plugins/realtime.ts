import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import { SendMessageBody, type ChatResponse } from '@tawasul/contracts/chats';
import { ERROR_CATALOG, formatMessage } from '@tawasul/contracts/errors';
import { AppError, isAppError } from '../lib/app-error.ts';
import { createRateCounter } from '../lib/rate-counter.ts';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@tawasul/contracts/socket-events';
import type { DomainEvents } from '../lib/domain-events.ts';
import { resolveChatActor, type ChatActor } from '../modules/chats/chat-actor.ts';
import type { ChatsService } from '../modules/chats/chats.service.ts';
import type { GuestsForChat } from '../modules/chats/guests-for-chat.ts';
import type { PresenceService } from '../modules/chats/presence.service.ts';

/** Agents' sockets vouch for their presence this often (the grace period is 60 s). */
const HEARTBEAT_MS = 15_000;
/** `message:send` allows what `POST /api/chats/:id/messages` allows: 60 messages a minute per person. */
const SEND_LIMIT = { max: 60, windowMs: 60_000 };

interface SocketData {
  actor: ChatActor;
  /** The session a staff member's or customer's socket was opened with (guests have none). */
  sessionToken?: string;
}
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Room names: a chat's members, one person's sockets, a brand's managers, every admin. */
export const rooms = {
  chat: (id: string) => `chat:${id}`,
  user: (id: string) => `user:${id}`,
  guest: (id: string) => `guest:${id}`,
  managers: (brandId: string) => `brand:${brandId}:managers`,
  admins: 'admins',
};

function personalRoom(actor: ChatActor): string {
  return actor.kind === 'guest' ? rooms.guest(actor.id) : rooms.user(actor.id);
}

function shopperRoom(chat: ChatResponse): string | null {
  if (!chat.shopper.id) return null;
  return chat.shopper.kind === 'guest' ? rooms.guest(chat.shopper.id) : rooms.user(chat.shopper.id);
}

/** Everyone who follows a chat from outside its room: its shopper and agent, the brand's managers, admins. */
function followers(chat: ChatResponse, ...extra: (string | null | undefined)[]): string[] {
  return [
    rooms.chat(chat.id),
    rooms.admins,
    rooms.managers(chat.brandId),
    ...(chat.agent ? [rooms.user(chat.agent.id)] : []),
    ...[shopperRoom(chat), ...extra].filter((room): room is string => Boolean(room)),
  ];
}

/** Staff-only rooms of a brand's chat: internal events never reach a shopper. */
function staffOf(brandId: string, agentId: string | null | undefined): string[] {
  return [rooms.admins, rooms.managers(brandId), ...(agentId ? [rooms.user(agentId)] : [])];
}

export interface RealtimeOptions {
  events: DomainEvents;
  chats: ChatsService;
  presence: PresenceService;
  guests: GuestsForChat;
  redis?: Redis | undefined;
  /** Prefix of this deployment's keys in Redis: only its own nodes share its events. */
  namespace: string;
  trustedOrigins: string[];
  /** Which of these session tokens still hold (not ended or expired, the account neither deactivated nor blocked). */
  liveSessionTokens(tokens: readonly string[]): Promise<Set<string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: ChatServer;
    /** Closes every socket of this node whose session ended since it connected (runs every 15 s; tests call it). */
    checkSocketSessions(): Promise<number>;
  }
}

/** The Socket.IO server's options (the bench's bare relay uses the very same, to compare like with like). */
export function socketServerOptions(trustedOrigins: string[]): Partial<ServerOptions> {
  return {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: trustedOrigins, credentials: true },
    // Chat frames are small JSON: deflating each costs CPU per frame and a zlib context per socket, for a few bytes
    // (engine.io's default today; said here so that it stays so).
    perMessageDeflate: false,
  };
}

/**
 * Socket.IO on the product's own server (issue 6). A socket is authenticated once, at the handshake, by the session
 * cookie (staff, customers) or a bearer token in `auth.token` (a guest's, or a customer's session token in the
 * widget), and joins its personal rooms; it joins a chat's
 * room only after the same membership check as the HTTP routes, catching up from the last message it has. With
 * Redis, the adapter carries every room's events between nodes.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, options: RealtimeOptions) => {
  const { events, chats, presence, guests, redis, namespace, trustedOrigins, liveSessionTokens } = options;
  const io: ChatServer = new Server(app.server, socketServerOptions(trustedOrigins));
  if (redis) {
    const pub = redis.duplicate();
    const sub = redis.duplicate();
    io.adapter(createAdapter(pub, sub, { key: `${namespace}-socket` }));
    app.addHook('onClose', async () => {
      // quit() lets the adapter's pending commands (its subscriptions) finish first; disconnect() would reject them
      // as unhandled "Connection is closed" errors when an app closes right after starting.
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    });
  }
  app.decorate('io', io);
  const sendCounter = createRateCounter({ ...SEND_LIMIT, redis, prefix: `${namespace}:rl:socket-message:` });

  io.use(async (socket, next) => {
    try {
      const headers = socket.handshake.headers;
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' && headers.cookie) {
        // A cookie-borne socket must come from one of our pages (cross-site WebSocket hijacking).
        const origin = headers.origin;
        const own = `${socket.handshake.secure ? 'https' : 'http'}://${headers.host ?? ''}`;
        if (origin && origin !== own && !trustedOrigins.includes(origin)) throw new Error('ORIGIN_NOT_ALLOWED');
      }
      // `auth.token`: a guest's token or a customer's session token (the widget, where our cookie is third-party).
      const authorization = typeof token === 'string' ? `Bearer ${token}` : undefined;
      socket.data.actor = await resolveChatActor(
        {
          authorization,
          session: async () => {
            const session = await app.sessionFromHeaders(authorization ? { ...headers, authorization } : headers);
            if (session) socket.data.sessionToken = session.token;
            return session;
          },
        },
        guests.tokens,
        guests.find,
      );
      next();
    } catch (error) {
      next(new Error(isAppError(error) ? error.code : error instanceof Error ? error.message : 'UNAUTHORIZED'));
    }
  });

  io.on('connection', (socket: ChatSocket) => {
    const { actor } = socket.data;
    void socket.join(personalRoom(actor));
    if (actor.kind === 'staff') {
      if (actor.role === 'admin') void socket.join(rooms.admins);
      if (actor.role === 'brand_manager' && actor.brandId) void socket.join(rooms.managers(actor.brandId));
      if (actor.role === 'agent') void presence.heartbeat([actor.id]).catch(() => undefined);
    }

    socket.on('chat:join', async (request, reply) => {
      const respond = typeof reply === 'function' ? reply : () => undefined;
      try {
        const chat = await chats.get(actor, request.chatId);
        await socket.join(rooms.chat(chat.id));
        const missed =
          request.afterSeq === undefined
            ? []
            : (await chats.messages(actor, chat.id, { after: request.afterSeq, limit: 200 })).items;
        respond({ ok: true, chat, missed });
      } catch (error) {
        respond({
          ok: false,
          code: isAppError(error) ? error.code : 'INTERNAL_ERROR',
          message: error instanceof Error ? error.message : 'failed',
        });
      }
    });

    // The same path as the HTTP route (membership, rules, persistence, fan-out through the domain events), without an
    // HTTP request and a session lookup per message: the socket was authenticated once, at the handshake.
    socket.on('message:send', async (request, reply) => {
      const respond = typeof reply === 'function' ? reply : () => undefined;
      try {
        const body = SendMessageBody.safeParse(request?.message);
        if (typeof request?.chatId !== 'string' || !body.success) throw new AppError('VALIDATION_FAILED');
        const limit = await sendCounter.hit(actor.id);
        if (!limit.allowed) throw new AppError('RATE_LIMITED', { params: { seconds: limit.retryAfterSeconds } });
        respond({ ok: true, message: await chats.send(actor, request.chatId, body.data) });
      } catch (error) {
        respond({
          ok: false,
          code: isAppError(error) ? error.code : 'INTERNAL_ERROR',
          message: isAppError(error)
            ? formatMessage(ERROR_CATALOG[error.code].en, error.options.params)
            : ERROR_CATALOG.INTERNAL_ERROR.en,
        });
        if (!isAppError(error)) app.log.error({ err: error }, 'message:send');
      }
    });

    socket.on('chat:leave', ({ chatId }) => {
      void socket.leave(rooms.chat(chatId));
    });

    socket.on('typing', ({ chatId, typing }) => {
      if (typeof chatId !== 'string' || !socket.rooms.has(rooms.chat(chatId))) return;
      const side = actor.kind === 'staff' ? 'agent' : 'shopper';
      if (actor.kind === 'staff' && actor.role !== 'agent') return;
      // Not to the typist's own other tabs: they are the same side.
      socket
        .to(rooms.chat(chatId))
        .except(personalRoom(actor))
        .emit('typing', { chatId, side, name: actor.name, typing: Boolean(typing) });
    });

    socket.on('delivered', ({ chatId, seq }) => {
      if (typeof chatId !== 'string' || typeof seq !== 'number') return;
      void chats.markDelivered(actor, chatId, seq).catch(() => undefined);
    });
  });

  // A socket is authenticated once, at the handshake: signing out, deactivation or blocking must still end it. Every
  // node checks its own sockets' sessions in one query, and closes those that no longer hold.
  async function checkSocketSessions(): Promise<number> {
    const sockets = [...io.of('/').sockets.values()].filter((socket) => socket.data.sessionToken);
    if (sockets.length === 0) return 0;
    const live = await liveSessionTokens([...new Set(sockets.map((socket) => socket.data.sessionToken!))]);
    const ended = sockets.filter((socket) => !live.has(socket.data.sessionToken!));
    for (const socket of ended) socket.disconnect(true);
    return ended.length;
  }
  app.decorate('checkSocketSessions', checkSocketSessions);

  const heartbeat = setInterval(() => {
    void checkSocketSessions().catch((error: unknown) => app.log.warn({ err: error }, 'socket sessions check'));
    const agents = new Set<string>();
    for (const socket of io.of('/').sockets.values()) {
      const actor = (socket as ChatSocket).data.actor;
      if (actor?.kind === 'staff' && actor.role === 'agent') agents.add(actor.id);
    }
    void presence.heartbeat([...agents]).catch((error: unknown) => app.log.warn({ err: error }, 'presence heartbeat'));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const unsubscribe = [
    events.on('chat.changed', ({ chat, previousAgentId }) => {
      io.to(followers(chat, previousAgentId ? rooms.user(previousAgentId) : null)).emit('chat:updated', chat);
      // An agent who declined, lapsed or was replaced is no longer a member: its sockets leave the chat's room.
      if (previousAgentId && previousAgentId !== chat.agent?.id) {
        io.in(rooms.user(previousAgentId)).socketsLeave(rooms.chat(chat.id));
      }
    }),
    events.on('chat.offered', ({ chat, agentId }) => {
      io.to(rooms.user(agentId)).emit('chat:offered', chat);
    }),
    events.on('message.created', ({ message, chat }) => {
      io.to(followers(chat)).emit('message:created', message);
    }),
    events.on('message.updated', ({ message, chat }) => {
      io.to(followers(chat)).emit('message:updated', message);
    }),
    events.on('chat.receipt', (receipt) => {
      io.to(rooms.chat(receipt.chatId)).emit('receipt', receipt);
    }),
    events.on('critical.created', ({ critical, agentId }) => {
      io.to(staffOf(critical.brandId, agentId)).emit('critical:created', critical);
    }),
    events.on('alert.responseDelay', (alert) => {
      io.to(staffOf(alert.brandId, alert.agentId)).emit('alert:response-delay', alert);
    }),
    events.on('notification.created', ({ userId, notification }) => {
      io.to(rooms.user(userId)).emit('notification:created', notification);
    }),
    events.on('presence.changed', (presenceEvent) => {
      io.to(staffOf(presenceEvent.brandId, presenceEvent.agentId)).emit('presence:changed', presenceEvent);
    }),
    events.on('queue.changed', ({ statuses }) => {
      for (const status of statuses) io.to(rooms.chat(status.chatId)).emit('chat:queue', status);
    }),
    events.on('shopper.notification', ({ shopper, notification }) => {
      const room = shopper.kind === 'guest' ? rooms.guest(shopper.id) : rooms.user(shopper.id);
      io.to(room).emit('shopper:notification', notification);
    }),
    events.on('dashboard.changed', (change) => {
      io.to([rooms.admins, rooms.managers(change.brandId)]).emit('dashboard:changed', change);
    }),
  ];

  // Open sockets would keep the HTTP server from closing: end them first.
  app.addHook('preClose', (done) => {
    io.disconnectSockets(true);
    io.engine.close();
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const off of unsubscribe) off();
  });
});
