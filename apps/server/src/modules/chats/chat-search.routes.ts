import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InboxSearchQuery, InboxSearchResponse } from '@tawasul/contracts/chat-search';
import { errors, tags, type RouteActors } from './chat-route-context.ts';
import type { ChatsService } from './chats.service.ts';

/** The agent console's search over the agent's chats, closed ones included (issue 21 item 4). */
export const chatSearchRoutes: FastifyPluginAsyncZod<{ chats: ChatsService; actors: RouteActors }> = async (
  app,
  { chats, actors },
) => {
  app.get(
    '/api/agent/chats',
    {
      schema: {
        tags,
        summary: 'The agent’s chats by shopper name, phone, order number, chat number or message text (agents)',
        querystring: InboxSearchQuery,
        response: { 200: InboxSearchResponse, ...errors },
      },
    },
    async (request) => chats.searchInbox(await actors.staffOf(request), request.query),
  );
};
