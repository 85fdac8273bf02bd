import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { SessionTransport } from '@tawasul/contracts/auth';
import type { Role } from '@tawasul/contracts/roles';
import type { users } from '../db/schema/users.ts';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/request-language.ts';
import { requestMeta, requestOrigin } from '../lib/request-origin.ts';
import type { RequestContext } from '../modules/auth/auth.service.ts';
import type { BetterAuth } from '../modules/auth/better-auth.ts';
import {
  endAfterUse,
  lifetimeOf,
  renewalDue,
  sessionHolds,
  type SessionTimes,
} from '../modules/auth/session-lifetime.ts';
import { isGuestToken } from '../modules/chats/guest-tokens.ts';

type UserRow = typeof users.$inferSelect;

/** What the plugin needs of the accounts' storage (the auth module's repository provides it). */
export interface SessionStore {
  findUserById(id: string): Promise<UserRow | undefined>;
  renewSession(token: string, expiresAt: Date, now: Date): Promise<void>;
  deleteSession(token: string): Promise<void>;
}

export interface CurrentSession {
  user: UserRow;
  token: string;
  /** How the request carried the session: its cookie, or `Authorization: Bearer` (customers in the widget). */
  transport: SessionTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user behind a set of request headers (the socket handshake uses it). */
    sessionFromHeaders(headers: IncomingHttpHeaders): Promise<CurrentSession | null>;
  }
  interface FastifyRequest {
    /** The signed-in user, read once per request; null when signed out or deactivated. */
    currentSession(): Promise<CurrentSession | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

export const sessionPlugin = fp(
  async (app: FastifyInstance, { auth, repo }: { auth: BetterAuth; repo: SessionStore }) => {
    /** The account behind a session, unless it was deactivated or blocked since (it loses its sessions at once). */
    async function activeUser(id: string): Promise<UserRow | null> {
      const user = await repo.findUserById(id);
      return user && user.active && !user.banned ? user : null;
    }

    /**
     * A customer's session token sent as a bearer token (the widget, inside a store's page where our cookie is
     * third-party). Staff sessions never work this way: they stay in their httpOnly cookie.
     */
    async function loadBearer(token: string): Promise<CurrentSession | null> {
      const found = await (await auth.$context).internalAdapter.findSession(token);
      if (!found || found.session.expiresAt <= new Date()) return null;
      const user = await activeUser(found.user.id);
      if (!user || user.role !== 'customer') return null;
      return { user, token: found.session.token, transport: 'bearer' };
    }

    /**
     * Holds the session to its role's lifetime (session-lifetime.ts) and moves its end forward on use. Wall-clock time,
     * as better-auth's own expiry check: tests age a session by moving its stored times back.
     */
    async function keptAlive(user: UserRow, session: SessionTimes & { token: string }): Promise<boolean> {
      const lifetime = lifetimeOf(user.role);
      const now = new Date();
      if (!sessionHolds(lifetime, session, now)) {
        await repo.deleteSession(session.token);
        return false;
      }
      if (renewalDue(lifetime, session, now)) {
        await repo.renewSession(session.token, endAfterUse(lifetime, session.createdAt, now), now);
      }
      return true;
    }

    async function load(request: Pick<FastifyRequest, 'headers'>): Promise<CurrentSession | null> {
      const bearer = sessionBearerToken(request.headers.authorization);
      if (bearer) return loadBearer(bearer);
      if (!request.headers.cookie) return null;
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!found) return null;
      const user = await activeUser(found.user.id);
      if (!user || !(await keptAlive(user, found.session))) return null;
      return { user, token: found.session.token, transport: 'cookie' };
    }

    app.decorate('sessionFromHeaders', (headers: IncomingHttpHeaders) => load({ headers }));
    app.decorateRequest('currentSession', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = load(this);
        cache.set(this, pending);
      }
      return pending;
    });
  },
);

/**
 * The session token of an `Authorization: Bearer <token>` header, unless it is a widget guest's token (those are
 * the chat actor's, see `guest-tokens.ts`).
 */
function sessionBearerToken(authorization: string | undefined): string | null {
  const token = authorization ? /^Bearer (\S+)$/.exec(authorization)?.[1] : undefined;
  return token && !isGuestToken(token) ? token : null;
}

/** The signed-in user with one of `roles` (any role when none are named), or the matching error. */
export async function requireSession(request: FastifyRequest, roles?: readonly Role[]): Promise<CurrentSession> {
  const session = await request.currentSession();
  if (!session) throw new AppError('UNAUTHORIZED');
  if (roles && !roles.includes(session.user.role)) throw new AppError('FORBIDDEN');
  return session;
}

export function requestContext(request: FastifyRequest): RequestContext {
  return {
    headers: fromNodeHeaders(request.headers),
    origin: requestOrigin(request),
    language: requestLanguage(request),
    ...requestMeta(request),
  };
}
