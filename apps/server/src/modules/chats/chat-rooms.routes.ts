import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgentInboxResponse,
  ChangeAgentBody,
  ChatDetailsResponse,
  ChatFlagsResponse,
  ChatListItemsResponse,
  ChatListQuery,
  ChatListResponse,
  ChatResponse,
  EligibleAgentsResponse,
  QueueQuery,
  QueueResponse,
  TransferChatBody,
  TransferTargetsResponse,
} from '@tawasul/contracts/chats';
import { IdParams } from '@tawasul/contracts/lists';
import { errors, tags, type RouteActors } from './chat-route-context.ts';
import type { ChatsService } from './chats.service.ts';

/**
 * A chat itself: the back office's list and details, reading it and its lifecycle actions (its members), its
 * shopper's other chats, flags and agent (staff), and the agent console's inbox.
 */
export const chatRoomsRoutes: FastifyPluginAsyncZod<{ chats: ChatsService; actors: RouteActors }> = async (
  app,
  { chats, actors },
) => {
  const { actorOf, staffOf } = actors;

  app.get(
    '/api/chats',
    {
      schema: {
        tags,
        summary: 'Chat Management: chats by status, brand, agent and start time, searchable',
        querystring: ChatListQuery,
        response: { 200: ChatListResponse, ...errors },
      },
    },
    async (request) => chats.list(await actorOf(request), request.query),
  );

  app.get(
    '/api/chats/:id',
    { schema: { tags, summary: 'A chat (members)', params: IdParams, response: { 200: ChatResponse, ...errors } } },
    async (request) => chats.get(await actorOf(request), request.params.id),
  );

  app.get(
    '/api/chats/:id/details',
    {
      schema: {
        tags,
        summary: 'A chat with its timeline of events (admins and its brand managers)',
        params: IdParams,
        response: { 200: ChatDetailsResponse, ...errors },
      },
    },
    async (request) => chats.details(await actorOf(request), request.params.id),
  );

  for (const action of ['accept', 'decline', 'close'] as const) {
    app.post(
      `/api/chats/:id/${action}`,
      {
        schema: {
          tags,
          summary: {
            accept: 'The offered agent accepts the chat',
            decline: 'The offered agent declines the chat',
            close: 'Close the chat',
          }[action],
          params: IdParams,
          response: { 200: ChatResponse, ...errors },
        },
      },
      async (request) => chats[action](await actorOf(request), request.params.id),
    );
  }

  app.get(
    '/api/chats/:id/shopper-chats',
    {
      schema: {
        tags,
        summary: 'The other chats of this chat’s shopper with the brand (staff members of the chat)',
        params: IdParams,
        response: { 200: ChatListItemsResponse, ...errors },
      },
    },
    async (request) => ({ items: await chats.shopperHistory(await actorOf(request), request.params.id) }),
  );

  app.get(
    '/api/chats/:id/flags',
    {
      schema: {
        tags,
        summary: 'Shopper messages of the chat that held a critical word (staff members of the chat)',
        params: IdParams,
        response: { 200: ChatFlagsResponse, ...errors },
      },
    },
    async (request) => ({ items: await chats.flags(await actorOf(request), request.params.id) }),
  );

  app.get(
    '/api/chats/:id/eligible-agents',
    {
      schema: {
        tags,
        summary: 'Agents of the chat’s brand with their load (Change agent)',
        params: IdParams,
        response: { 200: EligibleAgentsResponse, ...errors },
      },
    },
    async (request) => ({ items: await chats.eligibleAgents(await actorOf(request), request.params.id) }),
  );

  app.put(
    '/api/chats/:id/agent',
    {
      schema: {
        tags,
        summary: 'Change the chat’s agent (admins and its brand managers)',
        params: IdParams,
        body: ChangeAgentBody,
        response: { 200: ChatResponse, ...errors },
      },
    },
    async (request) => chats.changeAgent(await actorOf(request), request.params.id, request.body.agentId),
  );

  app.get(
    '/api/chats/queue',
    {
      schema: {
        tags,
        summary: 'The brand’s waiting chats in the router’s order, with their place (agents, managers, admins)',
        querystring: QueueQuery,
        response: { 200: QueueResponse, ...errors },
      },
    },
    async (request) => chats.queue(await staffOf(request), request.query.brandId),
  );

  app.post(
    '/api/chats/:id/take',
    {
      schema: {
        tags,
        summary: 'An online agent with room takes a waiting chat of its brand from the queue',
        params: IdParams,
        response: { 200: ChatResponse, ...errors },
      },
    },
    async (request) => chats.take(await staffOf(request), request.params.id),
  );

  app.get(
    '/api/chats/:id/transfer-targets',
    {
      schema: {
        tags,
        summary: 'Online agents of the brand the chat’s agent may transfer it to',
        params: IdParams,
        response: { 200: TransferTargetsResponse, ...errors },
      },
    },
    async (request) => ({ items: await chats.transferTargets(await staffOf(request), request.params.id) }),
  );

  app.post(
    '/api/chats/:id/transfer',
    {
      schema: {
        tags,
        summary: 'The chat’s agent transfers it to another online agent of the brand, with a note for that agent',
        params: IdParams,
        body: TransferChatBody,
        response: { 200: ChatResponse, ...errors },
      },
    },
    async (request) =>
      chats.transfer(await staffOf(request), request.params.id, request.body.agentId, request.body.note),
  );

  app.get(
    '/api/agent/inbox',
    { schema: { tags, summary: 'The agent console’s inbox', response: { 200: AgentInboxResponse, ...errors } } },
    async (request) => chats.inbox(await staffOf(request)),
  );
};
