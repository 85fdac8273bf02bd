import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '@tawasul/contracts/system';
import { AppError } from '../../lib/app-error.ts';
import { isShopper, requestActorSource, resolveChatActor, type ChatActor } from './chat-actor.ts';
import type { GuestsForChat } from './guests-for-chat.ts';

/** What every chat route file shares: its error replies, its OpenAPI tag, and who is asking. */
export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
export const tags = ['chats'];

/**
 * Members act through the same routes whoever they are (a staff or customer session cookie, or a widget guest's
 * bearer token); the service decides what each may do. Staff-only and shopper-only routes refuse the others here.
 */
export function createRouteActors(guests: GuestsForChat) {
  const actorOf = (request: FastifyRequest): Promise<ChatActor> =>
    resolveChatActor(requestActorSource(request), guests.tokens, guests.find);
  const staffOf = async (request: FastifyRequest) => {
    const actor = await actorOf(request);
    if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
    return actor;
  };
  const shopperOf = async (request: FastifyRequest) => {
    const actor = await actorOf(request);
    if (!isShopper(actor)) throw new AppError('FORBIDDEN');
    return actor;
  };
  return { actorOf, staffOf, shopperOf };
}

export type RouteActors = ReturnType<typeof createRouteActors>;
