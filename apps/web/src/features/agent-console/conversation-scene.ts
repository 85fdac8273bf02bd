// The conversation tests' stand-in: the agent's inbox and each chat's messages, answered in the contracts' shapes.
import { screen, within } from '@testing-library/react';
import type { AgentInboxResponse, ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { chat } from './console-test-data.ts';

export interface World {
  inbox: AgentInboxResponse;
  messages: Record<string, MessageResponse[]>;
}

export function server(world: World, routes: Parameters<typeof standInServer>[0] = {}) {
  return standInServer({
    'GET /api/agent/inbox': () => ok(world.inbox),
    'GET /api/chats/:id/messages': (request) => ok({ items: world.messages[request.params.id!] ?? [], hasMore: false }),
    'GET /api/chats/:id/flags': () => ok({ items: [] }),
    'GET /api/chats/:id/shopper-chats': () => ok({ items: [] }),
    'POST /api/chats/:id/read': (request) => {
      const found = [...world.inbox.open, ...world.inbox.closed].find((item) => item.id === request.params.id)!;
      const seq = (request.body as { seq: number }).seq;
      return ok({ ...found, receipts: { ...found.receipts, agentReadSeq: seq, agentDeliveredSeq: seq } });
    },
    ...routes,
  });
}

export const list = () => screen.findByTestId('message-list');
export const bubble = async (text: string) =>
  (await within(await list()).findByText(text)).closest('[data-testid="chat-message"]') as HTMLElement;

export function openChat(overrides: Partial<ChatResponse> = {}) {
  return chat({
    receipts: { shopperDeliveredSeq: 3, shopperReadSeq: 2, agentDeliveredSeq: 1, agentReadSeq: 1 },
    ...overrides,
  });
}
