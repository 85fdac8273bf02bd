import { useQuery, type QueryClient } from '@tanstack/react-query';
import { AgentInboxResponse, type ChatResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { consoleKeys } from './console-keys.ts';

/** `GET /api/agent/inbox`: offers, open chats, the latest closed ones, presence, load and the brand's windows. */
export function useInbox() {
  return useQuery({
    queryKey: consoleKeys.inbox(),
    queryFn: async ({ signal }) => {
      const inbox = AgentInboxResponse.parse(await api.get('/api/agent/inbox', { signal }));
      return { ...inbox, offered: [...inbox.offered].sort(byOffer) };
    },
  });
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);
/** Offers oldest first: the shopper who has waited longest, then the offer made first. */
const byOffer = (a: ChatResponse, b: ChatResponse) =>
  time(a.waitingSince) - time(b.waitingSince) || time(a.offeredAt) - time(b.offeredAt);
const byActivity = (a: ChatResponse, b: ChatResponse) =>
  time(b.lastMessageAt ?? b.acceptedAt) - time(a.lastMessageAt ?? a.acceptedAt);
const byClose = (a: ChatResponse, b: ChatResponse) => time(b.closedAt) - time(a.closedAt);

/** How many closed chats the inbox keeps (the server sends the latest 20). */
const CLOSED_KEPT = 20;

/**
 * The inbox with `chat` where its status puts it now: offered, open or recently closed while it is this agent's, and
 * gone when it left the agent (declined, lapsed, given to someone else). Offers oldest first (the longest waiting),
 * open chats by their latest activity, closed ones latest first. The load is what the agent holds now.
 */
function placeChat(inbox: AgentInboxResponse, chat: ChatResponse, agentId: string): AgentInboxResponse {
  const others = (list: ChatResponse[]) => list.filter((item) => item.id !== chat.id);
  const mine = chat.agent?.id === agentId;
  const offered = others(inbox.offered);
  const open = others(inbox.open);
  let closed = others(inbox.closed);
  if (mine && chat.status === 'pending_acceptance') offered.push(chat);
  if (mine && chat.status === 'open') open.push(chat);
  if (mine && chat.status === 'closed') closed = [chat, ...closed].sort(byClose).slice(0, CLOSED_KEPT);
  return {
    ...inbox,
    offered: offered.sort(byOffer),
    open: open.sort(byActivity),
    closed,
    load: offered.length + open.length,
  };
}

/** Patches one chat into the cached inbox (a live event, the answer of an action). */
export function placeInInbox(queryClient: QueryClient, chat: ChatResponse, agentId: string): void {
  queryClient.setQueryData<AgentInboxResponse>(consoleKeys.inbox(), (inbox) =>
    inbox ? placeChat(inbox, chat, agentId) : inbox,
  );
}

/** The chat with this id wherever it sits in the cached inbox. */
export function findInInbox(inbox: AgentInboxResponse | undefined, chatId: string | null): ChatResponse | undefined {
  if (!inbox || !chatId) return undefined;
  return [...inbox.offered, ...inbox.open, ...inbox.closed].find((chat) => chat.id === chatId);
}
