import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { GuestTokens } from './guest-tokens.ts';

/** Who acts in a chat: brand staff, a customer (cookie session) or a widget guest (bearer token). */
export type ChatActor =
  | { kind: 'staff'; id: string; role: 'admin' | 'brand_manager' | 'agent'; brandId: string | null; name: string }
  | { kind: 'customer'; id: string; name: string }
  | { kind: 'guest'; id: string; brandId: string; name: string | null };

export type ShopperActor = Extract<ChatActor, { kind: 'customer' | 'guest' }>;

export interface ActorSource {
  authorization?: string | undefined;
  session: () => Promise<{ user: { id: string; role: string; brandId: string | null; name: string } } | null>;
}

/** Reads the actor from a bearer guest token (when the header is there) or the session cookie. */
export async function resolveChatActor(
  source: ActorSource,
  tokens: GuestTokens,
  findGuest: (id: string) => Promise<{ id: string; brandId: string; name: string | null } | undefined>,
): Promise<ChatActor> {
  if (source.authorization !== undefined) {
    const match = /^Bearer (\S+)$/.exec(source.authorization);
    if (!match?.[1]) throw new AppError('INVALID_AUTHORIZATION_FORMAT');
    const claims = tokens.verify(match[1]);
    const guest = await findGuest(claims.guestId);
    if (!guest || guest.brandId !== claims.brandId) throw new AppError('INVALID_TOKEN');
    return { kind: 'guest', id: guest.id, brandId: guest.brandId, name: guest.name };
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
