import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponse, NoteBody } from '@tawasul/contracts/chats';
import { IdParams } from '@tawasul/contracts/lists';
import { errors, tags, type RouteActors } from './chat-route-context.ts';
import type { ChatsService } from './chats.service.ts';

/**
 * Internal notes, for the chat's staff only. A note is read with the chat's messages (staff readers get them in
 * order, marked `internal`) and edited or deleted like one's own message, within the same windows.
 */
export const chatNotesRoutes: FastifyPluginAsyncZod<{ chats: ChatsService; actors: RouteActors }> = async (
  app,
  { chats, actors },
) => {
  app.post(
    '/api/chats/:id/notes',
    {
      schema: {
        tags,
        summary: 'Write an internal note: the chat’s agent, the brand’s managers and admins read it, never the shopper',
        params: IdParams,
        body: NoteBody,
        response: { 200: MessageResponse, ...errors },
      },
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          // Per person, so staff behind one office address never share it.
          keyGenerator: async (request: FastifyRequest) => {
            const session = await request.currentSession();
            return session ? `note:${session.user.id}` : `note:${request.ip}`;
          },
        },
      },
    },
    async (request) => chats.addNote(await actors.staffOf(request), request.params.id, request.body),
  );
};
