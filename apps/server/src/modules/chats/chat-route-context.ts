import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '@tawasul/contracts/system';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { isShopper, requestActorSource, resolveChatActor, type ChatActor } from './chat-actor.ts';
import type { ChatsService } from './chats.service.ts';
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

/**
 * Whether whoever sends a request reads a chat (a session cookie, or a guest's or customer's bearer token): for the
 * chat's files (uploads/chat-file-access.ts). No one, or a token that is not valid, reads nothing.
 */
export function createChatReaderCheck(guests: GuestsForChat, chats: Pick<ChatsService, 'canRead'>) {
  return async (request: FastifyRequest, chatId: string): Promise<boolean> => {
    const actor = await resolveChatActor(requestActorSource(request), guests.tokens, guests.find).catch(
      (error: unknown) => {
        if (isAppError(error)) return null;
        throw error;
      },
    );
    return actor ? chats.canRead(actor, chatId) : false;
  };
}
