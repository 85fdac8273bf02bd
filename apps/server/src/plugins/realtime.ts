import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { AppError, isAppError } from '../lib/app-error.ts';
import { createTurns } from '../lib/in-turn.ts';
import { createRateCounter } from '../lib/rate-counter.ts';
import { adapterClients, subscriptionsRenewed, type RedisGuard } from '../lib/redis.ts';
import { onClientEvent } from './client-events.ts';
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
  /** A brand's agents (its queue view). */
  agents: (brandId: string) => `brand:${brandId}:agents`,
  admins: 'admins',
  /** One session's sockets (a digest: room names travel through Redis). */
  session: (token: string) => `session:${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`,
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

/** The rooms whose sockets may stay in a chat's room: its shopper, the agent who may read it, the brand's staff. */
function memberRooms(chat: ChatResponse, readerAgentId: string | null): string[] {
  return [
    rooms.admins,
    rooms.managers(chat.brandId),
    ...(readerAgentId ? [rooms.user(readerAgentId)] : []),
    ...[shopperRoom(chat)].filter((room): room is string => Boolean(room)),
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
  redis?: RedisGuard | undefined;
  /** Prefix of this deployment's keys and adapter channel in Redis: only its own nodes share its events. */
  namespace: string;
  trustedOrigins: string[];
  /** Which of these session tokens still hold (not ended or expired, the account neither deactivated nor blocked). */
  liveSessionTokens(tokens: readonly string[]): Promise<Set<string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: ChatServer;
    /**
     * Resolves once this node hears the other nodes' events: at once without Redis, and with it when the adapter's
     * subscriber is connected and has renewed its subscriptions (after an outage, say).
     */
    crossNodeReady(): Promise<void>;
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
    // Its own pair of connections, which wait for Redis rather than fail: after an outage the subscriber subscribes
    // again and the events published meanwhile are delivered (lib/redis.ts).
    const { pub, sub } = adapterClients(redis.redis);
    io.adapter(createAdapter(pub, sub, { key: `${namespace}-socket` }));
    app.decorate('crossNodeReady', () => subscriptionsRenewed(sub));
    app.addHook('onClose', async () => {
      // quit() lets the adapter's pending commands (its subscriptions) finish first; disconnect() would reject them
      // as unhandled "Connection is closed" errors when an app closes right after starting.
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    });
  }
  if (!redis) app.decorate('crossNodeReady', () => Promise.resolve());
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

  // An agent's socket vouches for its presence before it counts as connected: an agent who went offline by absence
  // (the deployment was down, say) is online again by the time its client sees the connection.
  io.use(async (socket, next) => {
    const actor = (socket as ChatSocket).data.actor;
    if (actor?.kind === 'staff' && actor.role === 'agent') {
      await presence
        .heartbeat([actor.id])
        .catch((error: unknown) => app.log.warn({ err: error }, 'presence on connect'));
    }
    next();
  });

  io.on('connection', (socket: ChatSocket) => {
    const { actor } = socket.data;
    void socket.join(personalRoom(actor));
    if (socket.data.sessionToken) void socket.join(rooms.session(socket.data.sessionToken));
    if (actor.kind === 'staff') {
      if (actor.role === 'admin') void socket.join(rooms.admins);
      if (actor.role === 'brand_manager' && actor.brandId) void socket.join(rooms.managers(actor.brandId));
      if (actor.role === 'agent' && actor.brandId) void socket.join(rooms.agents(actor.brandId));
    }

    // Every payload is checked against its contract schema first; nothing a handler throws escapes (client-events.ts).
    const context = { log: app.log, who: { actor: actor.kind, actorId: actor.id } };

    onClientEvent(socket, 'chat:join', context, async ({ chatId, afterSeq }) => {
      const chat = await chats.memberView(actor, chatId);
      await socket.join(rooms.chat(chat.id));
      const missed =
        afterSeq === undefined || afterSeq === null
          ? []
          : (await chats.messages(actor, chat.id, { after: afterSeq, limit: 200 })).items;
      return { ok: true as const, chat, missed };
    });

    // The same path as the HTTP route (membership, rules, persistence, fan-out through the domain events), without an
    // HTTP request and a session lookup per message: the socket was authenticated once, at the handshake. A socket's
    // messages to one chat are handled one after the other, so they are stored in the order they were sent.
    const sendInTurn = createTurns();
    onClientEvent(socket, 'message:send', context, ({ chatId, message }) =>
      sendInTurn(chatId, async () => {
        const limit = await sendCounter.hit(actor.id);
        if (!limit.allowed) throw new AppError('RATE_LIMITED', { params: { seconds: limit.retryAfterSeconds } });
        return { ok: true as const, message: await chats.send(actor, chatId, message) };
      }),
    );

    onClientEvent(socket, 'chat:leave', context, async ({ chatId }) => {
      await socket.leave(rooms.chat(chatId));
    });

    onClientEvent(socket, 'typing', context, ({ chatId, typing }) => {
      if (!socket.rooms.has(rooms.chat(chatId))) return;
      const side = actor.kind === 'staff' ? 'agent' : 'shopper';
      if (actor.kind === 'staff' && actor.role !== 'agent') return;
      // Not to the typist's own other tabs: they are the same side.
      socket
        .to(rooms.chat(chatId))
        .except(personalRoom(actor))
        .emit('typing', { chatId, side, name: actor.name, typing });
    });

    onClientEvent(socket, 'delivered', context, async ({ chatId, seq }) => {
      await chats.markDelivered(actor, chatId, seq, socket.rooms.has(rooms.chat(chatId)));
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
    // An ended session closes its sockets at once on every node (the periodic check stays as the safety net).
    events.on('sessions.ended', ({ userId, token, exceptToken }) => {
      if (token) io.in(rooms.session(token)).disconnectSockets(true);
      else
        io.in(rooms.user(userId))
          .except(exceptToken ? rooms.session(exceptToken) : [])
          .disconnectSockets(true);
    }),
    events.on('chat.changed', ({ chat, previousAgentId, readerAgentId, activityOnly }) => {
      // A message's move of the chat's activity and preview: its shopper and agent have it from `message:created`;
      // the admins' and managers' lists get the chat (at most once a second per chat). Nobody's membership changed.
      if (activityOnly) return void io.to(staffOf(chat.brandId, null)).emit('chat:updated', chat);
      io.to(followers(chat, previousAgentId ? rooms.user(previousAgentId) : null)).emit('chat:updated', chat);
      // Membership is enforced at fan-out: whoever may no longer read the chat (an agent who declined, lapsed, was
      // replaced, or whose closed chat went to another agent) leaves its room, on every node.
      io.in(rooms.chat(chat.id)).except(memberRooms(chat, readerAgentId)).socketsLeave(rooms.chat(chat.id));
    }),
    events.on('chat.offered', ({ chat, agentId }) => {
      io.to(rooms.user(agentId)).emit('chat:offered', chat);
    }),
    // An internal note goes to the chat's staff alone: never to its room (where the shopper is) nor the shopper's own.
    events.on('message.created', ({ message, chat }) => {
      io.to(message.internal ? staffOf(chat.brandId, chat.agent?.id) : followers(chat)).emit(
        'message:created',
        message,
      );
    }),
    events.on('message.updated', ({ message, chat }) => {
      io.to(message.internal ? staffOf(chat.brandId, chat.agent?.id) : followers(chat)).emit(
        'message:updated',
        message,
      );
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
    events.on('queue.changed', ({ brandId, statuses }) => {
      for (const status of statuses) io.to(rooms.chat(status.chatId)).emit('chat:queue', status);
      io.to([rooms.admins, rooms.managers(brandId), rooms.agents(brandId)]).emit('queue:changed', { brandId });
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
    // The delivery marks this node holds, before the database closes.
    await chats.writeReceipts();
    for (const off of unsubscribe) off();
  });
});
