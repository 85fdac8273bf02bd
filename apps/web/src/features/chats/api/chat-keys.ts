/** The query keys of the chat screens: lists, one chat, its details (timeline), its messages, its eligible agents. */
export const chatKeys = {
  all: ['chats'] as const,
  lists: () => ['chats', 'list'] as const,
  list: (query: object) => ['chats', 'list', query] as const,
  one: (id: string) => ['chats', 'one', id] as const,
  details: (id: string) => ['chats', 'details', id] as const,
  messages: (id: string) => ['chats', 'messages', id] as const,
  eligibleAgents: (id: string) => ['chats', 'eligible-agents', id] as const,
  agentOptions: (brandId: string | undefined) => ['chats', 'agent-options', brandId ?? 'all'] as const,
};
