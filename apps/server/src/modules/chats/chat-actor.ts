import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isGuestToken, type GuestTokens } from './guest-tokens.ts';

/**
 * Who acts in a chat: brand staff (cookie session), a customer (cookie session, or its session token as a bearer
 * token in the widget) or a widget guest (signed guest token).
 */
export type ChatActor =
  | { kind: 'staff'; id: string; role: 'admin' | 'brand_manager' | 'agent'; brandId: string | null; name: string }
  | { kind: 'customer'; id: string; name: string }
  | { kind: 'guest'; id: string; brandId: string; name: string | null };

export type ShopperActor = Extract<ChatActor, { kind: 'customer' | 'guest' }>;

export interface ActorSource {
  authorization?: string | undefined;
  session: () => Promise<{ user: { id: string; role: string; brandId: string | null; name: string } } | null>;
}

/**
 * Reads the actor from a bearer token when the header is there (a guest's signed token, or a customer's session
 * token, which `source.session` reads), else from the session cookie.
 */
export async function resolveChatActor(
  source: ActorSource,
  tokens: GuestTokens,
  findGuest: (id: string) => Promise<{ id: string; brandId: string; name: string | null } | undefined>,
): Promise<ChatActor> {
  if (source.authorization !== undefined) {
    const match = /^Bearer (\S+)$/.exec(source.authorization);
    if (!match?.[1]) throw new AppError('INVALID_AUTHORIZATION_FORMAT');
    if (isGuestToken(match[1])) {
      const claims = tokens.verify(match[1]);
      const guest = await findGuest(claims.guestId);
      if (!guest || guest.brandId !== claims.brandId) throw new AppError('INVALID_TOKEN');
      return { kind: 'guest', id: guest.id, brandId: guest.brandId, name: guest.name };
    }
    // Ended, expired, blocked or a staff member's: the session reader gives no session for it.
    const session = await source.session();
    if (!session || session.user.role !== 'customer') throw new AppError('INVALID_TOKEN');
    return { kind: 'customer', id: session.user.id, name: session.user.name };
  }
  const session = await source.session();
  if (!session) throw new AppError('UNAUTHORIZED');
  const { user } = session;
  if (user.role === 'customer') return { kind: 'customer', id: user.id, name: user.name };
  if (user.role === 'admin' || user.role === 'brand_manager' || user.role === 'agent') {
    return { kind: 'staff', id: user.id, role: user.role, brandId: user.brandId, name: user.name };
  }
  throw new AppError('FORBIDDEN');
}

export function requestActorSource(request: FastifyRequest): ActorSource {
  return { authorization: request.headers.authorization, session: () => request.currentSession() };
}

export const isShopper = (actor: ChatActor): actor is ShopperActor => actor.kind !== 'staff';
