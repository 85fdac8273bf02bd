import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '@tawasul/contracts/roles';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/request-language.ts';
import { requestMeta, requestOrigin } from '../lib/request-origin.ts';
import type { AuthRepo, UserRow } from '../modules/auth/auth.repo.ts';
import type { RequestContext } from '../modules/auth/auth.service.ts';
import type { BetterAuth } from '../modules/auth/better-auth.ts';

export interface CurrentSession {
  user: UserRow;
  token: string;
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
  async function load(request: Pick<FastifyRequest, 'headers'>): Promise<CurrentSession | null> {
    if (!request.headers.cookie) return null;
    const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!found) return null;
    const user = await repo.findUserById(found.user.id);
    // A deactivated or blocked account loses its sessions at once, not when they expire.
    if (!user || !user.active || user.banned) return null;
    return { user, token: found.session.token };
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
