import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { SessionTransport } from '@tawasul/contracts/auth';
import type { Role } from '@tawasul/contracts/roles';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/request-language.ts';
import { requestMeta, requestOrigin } from '../lib/request-origin.ts';
import type { AuthRepo, UserRow } from '../modules/auth/auth.repo.ts';
import type { RequestContext } from '../modules/auth/auth.service.ts';
import type { BetterAuth } from '../modules/auth/better-auth.ts';
import { isGuestToken } from '../modules/chats/guest-tokens.ts';

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

export const sessionPlugin = fp(async (app: FastifyInstance, { auth, repo }: { auth: BetterAuth; repo: AuthRepo }) => {
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

  async function load(request: Pick<FastifyRequest, 'headers'>): Promise<CurrentSession | null> {
    const bearer = sessionBearerToken(request.headers.authorization);
    if (bearer) return loadBearer(bearer);
    if (!request.headers.cookie) return null;
    const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!found) return null;
    const user = await activeUser(found.user.id);
    if (!user) return null;
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
});

/**
 * The session token of an `Authorization: Bearer <token>` header, unless it is a widget guest's token (those are
 * the chat actor's, see `guest-tokens.ts`).
 */
export function sessionBearerToken(authorization: string | undefined): string | null {
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
