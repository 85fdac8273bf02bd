import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ChatResponse,
  EditMessageBody,
  MessageListQuery,
  MessageListResponse,
  MessageParams,
  MessageResponse,
  ReadBody,
  SendMessageBody,
} from '@tawasul/contracts/chats';
import { IdParams } from '@tawasul/contracts/lists';
import { errors, tags, type RouteActors } from './chat-route-context.ts';
import type { ChatsService } from './chats.service.ts';

/** A chat's messages, for its members: history and catch-up, send, edit, delete, read receipts. */
export const chatMessagesRoutes: FastifyPluginAsyncZod<{ chats: ChatsService; actors: RouteActors }> = async (
  app,
  { chats, actors },
) => {
  const { actorOf } = actors;

  app.get(
    '/api/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages: the latest page, or every message after a seq (catch-up)',
        params: IdParams,
        querystring: MessageListQuery,
        response: { 200: MessageListResponse, ...errors },
      },
    },
    async (request) => chats.messages(await actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (the id is the sender’s: a resend is stored once)',
        params: IdParams,
        body: SendMessageBody,
        response: { 200: MessageResponse, ...errors },
      },
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          // Per person (a guest's token or the signed-in user), so agents behind one office address never share it.
          keyGenerator: async (request: FastifyRequest) => {
            if (request.headers.authorization) return `message:${request.headers.authorization}`;
            const session = await request.currentSession();
            return session ? `message:${session.user.id}` : `message:${request.ip}`;
          },
        },
      },
    },
    async (request) => {
      const body = request.body as z.output<typeof SendMessageBody>;
      return chats.send(await actorOf(request), request.params.id, body);
    },
  );

  app.patch(
    '/api/chats/:id/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Edit one’s own message within the brand’s edit time',
        params: MessageParams,
        body: EditMessageBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) =>
      chats.edit(await actorOf(request), request.params.id, request.params.messageId, request.body.body),
  );

  app.delete(
    '/api/chats/:id/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Delete one’s own message within the brand’s delete time (kept for audit)',
        params: MessageParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => chats.remove(await actorOf(request), request.params.id, request.params.messageId),
  );

  app.post(
    '/api/chats/:id/read',
    {
      schema: {
        tags,
        summary: 'Read receipt: everything up to seq has been read',
        params: IdParams,
        body: ReadBody,
        response: { 200: ChatResponse, ...errors },
      },
    },
    async (request) => chats.markRead(await actorOf(request), request.params.id, request.body.seq),
  );
};
