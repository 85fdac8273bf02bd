import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatResponse } from '@tawasul/contracts/chats';
import { IdParams } from '@tawasul/contracts/lists';
import { RateChatBody } from '@tawasul/contracts/ratings';
import { errors, tags, type RouteActors } from './chat-route-context.ts';
import type { ChatsService } from './chats.service.ts';

/** The shopper's satisfaction rating of a closed chat (chat-rating.service.ts): once per closing. */
export const chatRatingRoutes: FastifyPluginAsyncZod<{ chats: ChatsService; actors: RouteActors }> = async (
  app,
  { chats, actors },
) => {
  app.post(
    '/api/shopper/chats/:id/rating',
    {
      schema: {
        tags,
        summary: 'Rate a closed chat 1–5 with an optional comment: its shopper, once per closing',
        params: IdParams,
        body: RateChatBody,
        response: { 200: ChatResponse, ...errors },
      },
    },
    async (request) => chats.rate(await actors.shopperOf(request), request.params.id, request.body),
  );
};
